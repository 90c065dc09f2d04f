/**
 * The compact character card to share: avatar, job, level, guild and top stats, with
 * "copy link" (the card image's address), "copy image" (when the browser can put images
 * on the clipboard) and "download image" (the SVG card).
 */
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import { CopyOutlined, DownloadOutlined, LinkOutlined, PictureOutlined } from '@ant-design/icons';
import toast from '@/lib/toast';
import { characterCardUrl, type ProfileCharacter } from '@/services/profile';
import { useT } from '@/lib/useT';
import CharacterAvatar from './CharacterAvatar';
import { canCopyImage, copyImage, copyText } from './clipboard';
import styles from '../characters.module.css';

export default function ShareCard({ character: c }: { character: ProfileCharacter }) {
  const intl = useIntl();
  const t = useT('profileCharacters.share');
  const path = c.card || characterCardUrl(c.name);
  const absolute = typeof window !== 'undefined' ? new URL(path, window.location.origin).href : path;
  const top = (
    [
      ['STR', c.str],
      ['DEX', c.dex],
      ['INT', c.int],
      ['LUK', c.luk],
    ] as const
  )
    .slice()
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2);

  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch {
      toast.error(t('copyFailed'));
    }
  };

  return (
    <section className={styles.shareCard} aria-label={t('title')} data-testid="share-card">
      <div className={styles.sharePreview}>
        <CharacterAvatar src={c.avatar} name={c.name} size={72} decorative />
        <div className={styles.shareText}>
          <div className={styles.shareName}>{c.name}</div>
          <div className={styles.shareLine}>
            Lv.{c.level} · {c.jobName}
          </div>
          <div className={styles.shareLine}>{c.guild ?? intl.formatMessage({ id: 'profileCharacters.character.noGuild' })}</div>
          <div className={styles.shareStats}>
            {top.map(([k, v]) => (
              <span key={k}>
                {k} <b>{intl.formatNumber(v)}</b>
              </span>
            ))}
            <span>
              {intl.formatMessage({ id: 'profileCharacters.character.fame' })} <b>{intl.formatNumber(c.fame)}</b>
            </span>
          </div>
        </div>
      </div>
      <Space wrap size={8} className={styles.shareActions}>
        <Button icon={<LinkOutlined />} onClick={() => run(() => copyText(absolute), t('linkCopied'))}>
          {t('copyLink')}
        </Button>
        {canCopyImage() ? (
          <Button icon={<CopyOutlined />} onClick={() => run(() => copyImage(path), t('imageCopied'))}>
            {t('copyImage')}
          </Button>
        ) : null}
        <Button icon={<DownloadOutlined />} href={path} download={`${c.name}.svg`}>
          {t('download')}
        </Button>
        <Button type="link" icon={<PictureOutlined />} href={path} target="_blank" rel="noopener">
          {t('open')}
        </Button>
      </Space>
    </section>
  );
}
