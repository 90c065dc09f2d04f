/**
 * Where an entry comes from and what it leads to, each line a link to the other entry:
 * an item's drops (to the monster), NPC shops (to the NPC), cash-shop entries, hired
 * merchants and quests; a monster's drops (to the item) and maps; a map's monsters and
 * NPCs; an NPC's maps and shop.
 */
import { Link, useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import type { LibraryCategory, LibraryKind, LibraryRef, LibrarySources } from '@/services/library';
import { useT } from '@/lib/useT';
import { detailPath } from '../libraryState';
import LibraryImage from './LibraryImage';
import styles from '../library.module.css';

function RefLink({ kind, entry, category }: { kind: LibraryKind; entry: LibraryRef; category: LibraryCategory }) {
  return (
    <Link to={detailPath(kind, entry.id)} className={styles.sourceLink} data-testid={`source-link-${kind}`}>
      <LibraryImage src={entry.icon} category={category} name={entry.name} decorative size="icon" />
      <span className={styles.sourceName}>{entry.name}</span>
    </Link>
  );
}

function Block({ title, testId, children, count }: { title: string; testId: string; children: ReactNode; count: number }) {
  if (count === 0) return null;
  return (
    <section className={styles.sourceBlock} data-testid={testId}>
      <h3 className={styles.sourceTitle}>
        {title}
        <span className={styles.sourceCount}>{count}</span>
      </h3>
      <ul className={styles.sourceItems}>{children}</ul>
    </section>
  );
}

const fmtChance = (p: number) => (p >= 1 ? String(Math.round(p * 100) / 100) : String(Number(p.toPrecision(2))));

export default function SourceList({ sources, kind = 'item' }: { sources: LibrarySources; kind?: LibraryKind }) {
  const intl = useIntl();
  const t = useT();
  const num = (n: number) => intl.formatNumber(n);
  const qty = (min: number, max: number) => (min === max ? (min > 1 ? t('library.sources.count', { count: min }) : null) : t('library.sources.quantity', { min, max }));
  const extra = (...parts: (string | null | false | undefined)[]) => (
    <span className={styles.sourceExtra}>
      {parts.filter(Boolean).map((p) => (
        <span key={p as string}>{p}</span>
      ))}
    </span>
  );

  const drops = sources.drops ?? [];
  const npcShops = sources.npcShops ?? [];
  const cashShop = sources.cashShop ?? [];
  const webShop = sources.webShop ?? [];
  const checkIn = sources.checkIn ?? [];
  const merchants = sources.merchants ?? [];
  const quests = sources.quests ?? [];
  const mobDrops = sources.mobDrops ?? [];
  const mapsFound = sources.mapsFound ?? [];
  const mobs = sources.mobs ?? [];
  const npcs = sources.npcs ?? [];
  const shopItems = sources.shopItems ?? [];
  const total =
    drops.length + npcShops.length + cashShop.length + webShop.length + checkIn.length + merchants.length + quests.length + mobDrops.length + mapsFound.length + mobs.length + npcs.length + shopItems.length;

  return (
    <section className={styles.sources} aria-labelledby="library-sources-title" data-testid="library-sources">
      <h2 id="library-sources-title" className={styles.factsTitle}>
        {t(`library.sources.title.${kind}`)}
      </h2>
      {total === 0 && (
        <p className={styles.sourceNone} data-testid="library-sources-none">
          {t('library.sources.none')}
        </p>
      )}
      <div className={styles.sourceGrid}>
        <Block title={t('library.sources.drops')} testId="sources-drops" count={drops.length}>
          {drops.map((d) => (
            <li key={`${d.mob.id}-${d.questId ?? 0}`}>
              <RefLink kind="mob" entry={d.mob} category="Mob" />
              {extra(t('library.sources.chance', { chance: fmtChance(d.chancePercent) }), qty(d.min, d.max), d.questId ? t('library.sources.questOnly') : null)}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.npcShops')} testId="sources-npcShops" count={npcShops.length}>
          {npcShops.map((s) => (
            <li key={`${s.shopId}-${s.npc.id}`}>
              <RefLink kind="npc" entry={s.npc} category="Npc" />
              {extra(t('library.detail.mesos', { price: num(s.price) }))}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.cashShop')} testId="sources-cashShop" count={cashShop.length}>
          {cashShop.map((c) => (
            <li key={c.sn} className={styles.sourcePlain}>
              <span className={styles.sourceName}>{t('library.sources.nx', { price: num(c.price) })}</span>
              {extra(
                c.count > 1 ? t('library.sources.count', { count: c.count }) : null,
                c.periodDays > 0 ? t('library.sources.periodDays', { days: c.periodDays }) : t('library.sources.permanent'),
                t(`library.sources.gender.${c.gender === 0 || c.gender === 1 ? c.gender : 2}`),
              )}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.webShop')} testId="sources-webShop" count={webShop.length}>
          {webShop.map((o) => (
            <li key={o.ref} className={styles.sourcePlain}>
              <span className={styles.sourceName}>{o.label}</span>
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.checkIn')} testId="sources-checkIn" count={checkIn.length}>
          {checkIn.map((o) => (
            <li key={o.ref} className={styles.sourcePlain}>
              <span className={styles.sourceName}>{o.label}</span>
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.merchants')} testId="sources-merchants" count={merchants.length}>
          {merchants.map((m, i) => (
            <li key={`${m.owner}-${i}`} className={styles.sourcePlain}>
              <span className={styles.sourceName}>{t('library.sources.owner', { owner: m.owner })}</span>
              {extra(
                m.price === null ? t('library.sources.priceUnknown') : t('library.detail.mesos', { price: num(m.price) }),
                t('library.sources.quantityLabel', { count: m.quantity }),
              )}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.quests')} testId="sources-quests" count={quests.length}>
          {quests.map((q) => (
            <li key={`${q.id}-${q.role}`} className={styles.sourcePlain}>
              <span className={styles.sourceName}>{q.name}</span>
              {extra(t(`library.sources.role.${q.role}`), q.count > 1 ? t('library.sources.count', { count: q.count }) : null)}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.mobDrops')} testId="sources-mobDrops" count={mobDrops.length}>
          {mobDrops.map((d) => (
            <li key={d.item.id}>
              <RefLink kind="item" entry={d.item} category={d.item.category ?? 'Etc'} />
              {extra(t('library.sources.chance', { chance: fmtChance(d.chancePercent) }), qty(d.min, d.max), d.questId ? t('library.sources.questOnly') : null)}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.mapsFound')} testId="sources-mapsFound" count={mapsFound.length}>
          {mapsFound.map((m) => (
            <li key={m.id}>
              <RefLink kind="map" entry={m} category="Map" />
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.mobs')} testId="sources-mobs" count={mobs.length}>
          {mobs.map((m) => (
            <li key={m.id}>
              <RefLink kind="mob" entry={m} category="Mob" />
              {extra(m.count > 1 ? t('library.sources.count', { count: m.count }) : null)}
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.npcs')} testId="sources-npcs" count={npcs.length}>
          {npcs.map((n) => (
            <li key={n.id}>
              <RefLink kind="npc" entry={n} category="Npc" />
            </li>
          ))}
        </Block>
        <Block title={t('library.sources.shopItems')} testId="sources-shopItems" count={shopItems.length}>
          {shopItems.map((s) => (
            <li key={s.item.id}>
              <RefLink kind="item" entry={s.item} category={s.item.category ?? 'Etc'} />
              {extra(t('library.detail.mesos', { price: num(s.price) }))}
            </li>
          ))}
        </Block>
      </div>
    </section>
  );
}
