/**
 * The dressing room (login; a Drawer loaded lazily by the page): the tried-on items with
 * the capacity ("3 / 12"), remove one or clear all, choose a character and a pose (stand,
 * walk, jump), then generate the preview: the avatar renderer's picture of that character
 * wearing them. Items the character's gender cannot wear are marked. The room itself is
 * kept on the server, so it follows the player; the page owns it and passes it in.
 */
import { Alert, Button, Drawer, Empty, Segmented, Spin } from 'antd';
import { CloseOutlined, DeleteOutlined, EyeOutlined, SkinOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import type { CharacterSummary, DressingAction, DressingPreview, DressingRoom as Room, ShopItem } from '@/services/shop';
import { fetchDressingPreview } from '@/services/shopOrders';
import { isApiError } from '@/services/client';
import { useT } from '@/lib/useT';
import ShopPicture from '../components/ShopPicture';
import CharacterPicker from '../components/CharacterPicker';
import styles from '../dialogs.module.css';

export const DRESSING_ACTIONS: DressingAction[] = ['stand', 'walk', 'jump'];

export interface DressingRoomProps {
  /** The account's characters (default GET /character/list). */
  loadCharacters?: () => Promise<CharacterSummary[]>;
  open: boolean;
  onClose: () => void;
  room: Room | null;
  loading?: boolean;
  loadFailed?: boolean;
  onReload?: () => void;
  onRemove: (item: ShopItem) => void;
  onClear: () => void;
  /** Where the preview comes from (stories pass a sample). */
  loadPreview?: (characterId: number, action: DressingAction) => Promise<DressingPreview>;
  /** Busy while an add/remove/clear runs. */
  busy?: boolean;
}

export default function DressingRoom({ loadCharacters, loadPreview = fetchDressingPreview, open, onClose, room, loading = false, loadFailed = false, onReload, onRemove, onClear, busy = false }: DressingRoomProps) {
  const t = useT();
  const [characterId, setCharacterId] = useState<number | undefined>();
  const [characterName, setCharacterName] = useState('');
  const [action, setAction] = useState<DressingAction>('stand');
  const [preview, setPreview] = useState<DressingPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // The picture URL that failed to load.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const items = room?.items ?? [];
  const capacity = room?.capacity ?? 0;
  const full = capacity > 0 && items.length >= capacity;
  const unwearable = new Set(preview?.unwearable ?? []);

  // A load on demand: the latest choice of character and pose wins.
  const previewRequest = useRequest(loadPreview, {
    manual: true,
    onBefore: () => setPreviewError(null),
    onSuccess: (next) => setPreview(next),
    onError: (error) => {
      setPreview(null);
      setPreviewError(isApiError(error) ? error.message : t('shop.dressing.previewFailed'));
    },
  });
  const previewing = previewRequest.loading;
  const generate = (nextAction = action, nextCharacter = characterId) => {
    if (nextCharacter !== undefined) previewRequest.run(nextCharacter, nextAction);
  };

  let stage;
  if (previewing) stage = <Spin />;
  else if (previewError) {
    stage = (
      <div className={`${styles.stageNote} ${styles.stageFail}`} role="alert" data-testid="shop-preview-failed">
        <p style={{ margin: 0 }}>{t('shop.dressing.previewFailed')}</p>
        <p style={{ margin: 0, fontWeight: 400 }}>{previewError}</p>
      </div>
    );
  } else if (preview && preview.url && brokenUrl !== preview.url) {
    stage = (
      <img
        key={preview.url}
        src={preview.url}
        alt={t('shop.dressing.preview', { name: characterName })}
        onError={() => setBrokenUrl(preview.url)}
        data-testid="shop-preview-image"
        data-action={preview.action}
      />
    );
  } else if (preview) {
    stage = (
      <div className={`${styles.stageNote} ${styles.stageFail}`} role="alert" data-testid="shop-preview-failed">
        <SkinOutlined aria-hidden="true" style={{ fontSize: 32 }} />
        <p style={{ margin: 0 }}>{t('shop.dressing.previewFailed')}</p>
      </div>
    );
  } else {
    stage = (
      <p className={styles.stageNote} data-testid="shop-preview-hint">
        {t('shop.dressing.previewHint')}
      </p>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shop.dressing.title')}
      width={420}
      styles={{ body: { paddingTop: 12 } }}
      closeIcon={<CloseOutlined aria-label={t('shop.detail.close')} />}
      data-testid="shop-dressing-room"
      rootClassName="shop-dressing-drawer"
    >
      {loadFailed ? (
        <Alert
          type="error"
          showIcon
          message={t('shop.dressing.loadFailed')}
          action={onReload && <Button size="small" onClick={onReload}>{t('shop.results.retry')}</Button>}
        />
      ) : (
        <>
          <div className={styles.dressHead}>
            <span className={`${styles.capacity} ${full ? styles.capacityFull : ''}`} aria-label={`${t('shop.dressing.capacityLabel')}: ${t('shop.dressing.capacity', { count: items.length, capacity })}`} data-testid="shop-dressing-capacity">
              {t('shop.dressing.capacity', { count: items.length, capacity })}
            </span>
            <Button icon={<DeleteOutlined />} onClick={onClear} disabled={items.length === 0 || busy} data-testid="shop-dressing-clear">
              {t('shop.dressing.clear')}
            </Button>
          </div>
          {loading && !room ? (
            <Spin />
          ) : items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shop.dressing.empty')} data-testid="shop-dressing-empty" />
          ) : (
            <ul className={styles.dressList} data-testid="shop-dressing-items">
              {items.map((item) => {
                const off = unwearable.has(item.id);
                return (
                  <li key={item.id} className={`${styles.dressItem} ${off ? styles.dressItemOff : ''}`} data-testid="shop-dressing-item" data-unwearable={off}>
                    <ShopPicture src={item.icon} category={item.category} />
                    <span className={styles.dressName}>
                      <strong>{item.name}</strong>
                      {off && <span className={styles.unwearable}>{t('shop.dressing.unwearable')}</span>}
                    </span>
                    <Button type="text" icon={<CloseOutlined />} onClick={() => onRemove(item)} disabled={busy} aria-label={t('shop.dressing.remove', { name: item.name })} data-testid="shop-dressing-remove" />
                  </li>
                );
              })}
            </ul>
          )}
          <div className={styles.dressControls}>
            <label htmlFor="shop-dressing-character" style={{ fontWeight: 700 }}>
              {t('shop.character.label')}
            </label>
            <CharacterPicker
              load={loadCharacters}
              id="shop-dressing-character"
              value={characterId}
              onChange={(id, c) => {
                setCharacterId(id);
                setCharacterName(c?.name ?? '');
              }}
            />
            <span id="shop-dressing-action" style={{ fontWeight: 700 }}>
              {t('shop.dressing.action')}
            </span>
            <Segmented<DressingAction>
              aria-labelledby="shop-dressing-action"
              block
              value={action}
              onChange={(next) => {
                setAction(next);
                if (preview) generate(next);
              }}
              options={DRESSING_ACTIONS.map((a) => ({ value: a, label: t(`shop.dressing.actions.${a}`) }))}
              data-testid="shop-dressing-action"
            />
            <Button type="primary" icon={<EyeOutlined />} onClick={() => generate()} disabled={characterId === undefined} loading={previewing} data-testid="shop-dressing-generate">
              {t('shop.dressing.generate')}
            </Button>
          </div>
          <div className={styles.stage} aria-live="polite" data-testid="shop-dressing-stage">
            {stage}
          </div>
          <p className={styles.dressNote}>{t('shop.dressing.keptNote')}</p>
        </>
      )}
    </Drawer>
  );
}
