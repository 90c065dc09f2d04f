/**
 * The characters tab: every character as a card; opening one (?character=<id>) shows its
 * equipment window, inventory (?bag=) and shareable card. Loaded on demand (its own chunk);
 * the opened character's part too, when one is first opened (its code starts loading when
 * a pointer or the focus reaches the cards).
 */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Suspense, lazy, useEffect, useRef } from 'react';
import LinkButton from '@/components/LinkButton';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { fetchCharacterItems, fetchCharacters, type CharacterItems, type InventoryTab, type ProfileCharacter } from '@/services/profile';
import CharacterStatCard from './CharacterStatCard';
import NoCharacters from './NoCharacters';
import { SectionError, SectionLoading } from './States';
import styles from '../characters.module.css';

const quiet = () => undefined;

const loadDetail = () => import('./CharacterDetail');
const CharacterDetail = lazy(loadDetail);
const preloadDetail = () => void loadDetail();

export interface CharactersViewProps {
  characters: ProfileCharacter[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  items: CharacterItems | null | undefined;
  bag: InventoryTab;
  onBagChange: (bag: InventoryTab) => void;
  onRetryItems?: () => void;
}

export function CharactersView({ characters, selected, onSelect, items, bag, onBagChange, onRetryItems }: CharactersViewProps) {
  const intl = useIntl();
  const current = characters.find((c) => c.id === selected) ?? null;
  const detailRef = useRef<HTMLDivElement>(null);
  const opened = useRef<number | null>(null);
  useEffect(() => {
    // Bring the opened character's equipment into view (not on the first render of a shared link).
    if (current && opened.current !== null && opened.current !== current.id) detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    opened.current = current?.id ?? -1;
  }, [current]);
  if (characters.length === 0) {
    return (
      <NoCharacters
        action={
          <LinkButton to="/download" type="primary" icon={<CloudDownloadOutlined />}>
            {intl.formatMessage({ id: 'profileCharacters.characters.emptyAction' })}
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className={styles.characters} data-testid="characters">
      <p className={styles.sectionHint}>{intl.formatMessage({ id: 'profileCharacters.characters.hint' }, { count: characters.length })}</p>
      <div className={styles.characterGrid} onPointerEnter={preloadDetail} onFocus={preloadDetail}>
        {characters.map((c) => (
          <CharacterStatCard key={c.id} character={c} selected={c.id === selected} onOpen={(id) => onSelect(id === selected ? null : id)} />
        ))}
      </div>
      {current ? (
        <div ref={detailRef} className={styles.detailAnchor}>
          <Suspense fallback={<SectionLoading rows={8} testId="character-detail-loading" />}>
            <CharacterDetail character={current} items={items} bag={bag} onBagChange={onBagChange} onRetry={onRetryItems} onClose={() => onSelect(null)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

export interface CharactersSectionProps {
  selected: number | null;
  bag: InventoryTab;
  onSelect: (id: number | null) => void;
  onBagChange: (bag: InventoryTab) => void;
}

export default function CharactersSection({ selected, bag, onSelect, onBagChange }: CharactersSectionProps) {
  const intl = useIntl();
  const characters = useRequest(fetchCharacters, { refreshDeps: [intl.locale], onError: quiet });
  const owned = characters.data?.some((c) => c.id === selected) ?? false;
  const items = useRequest(() => (selected && owned ? fetchCharacterItems(selected) : Promise.resolve(null)), {
    refreshDeps: [selected, owned, intl.locale],
    onError: quiet,
  });
  if (characters.loading && !characters.data) return <SectionLoading rows={6} testId="characters-loading" />;
  if (!characters.data) return <SectionError message={characters.error?.message} onRetry={characters.refresh} testId="characters-error" />;
  return (
    <CharactersView
      characters={characters.data}
      selected={owned ? selected : null}
      onSelect={onSelect}
      items={items.loading ? null : items.error ? undefined : (items.data ?? null)}
      bag={bag}
      onBagChange={onBagChange}
      onRetryItems={items.refresh}
    />
  );
}
