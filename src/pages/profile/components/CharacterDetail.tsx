/** The opened character: its equipment window, inventory and shareable card. */
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { CloseOutlined, SkinOutlined } from '@ant-design/icons';
import type { CharacterItems, InventoryTab, ProfileCharacter } from '@/services/profile';
import EquipmentWindow from './EquipmentWindow';
import Inventory from './Inventory';
import Panel from './Panel';
import ShareCard from './ShareCard';
import { SectionError, SectionLoading } from './States';
import styles from '../characters.module.css';

export interface CharacterDetailProps {
  character: ProfileCharacter;
  /** null while loading, undefined when the load failed. */
  items: CharacterItems | null | undefined;
  bag: InventoryTab;
  onBagChange: (bag: InventoryTab) => void;
  onRetry?: () => void;
  onClose?: () => void;
}

export default function CharacterDetail({ character, items, bag, onBagChange, onRetry, onClose }: CharacterDetailProps) {
  const intl = useIntl();
  return (
    <Panel
      title={intl.formatMessage({ id: 'profileCharacters.characters.detailTitle' }, { name: character.name })}
      icon={<SkinOutlined />}
      id="profile-character-detail"
      testId="character-detail"
      className={styles.detailPanel}
      extra={
        onClose ? (
          <Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={intl.formatMessage({ id: 'profileCharacters.characters.close' })} />
        ) : null
      }
    >
      <div className={styles.detail}>
        {items ? (
          <>
            <EquipmentWindow equipped={items.equipped} name={character.name} />
            <Inventory inventory={items.inventory} slots={items.slots} tab={bag} onTabChange={onBagChange} />
          </>
        ) : items === null ? (
          <SectionLoading rows={6} testId="items-loading" />
        ) : (
          <SectionError onRetry={() => onRetry?.()} testId="items-error" />
        )}
        <ShareCard character={character} />
      </div>
    </Panel>
  );
}
