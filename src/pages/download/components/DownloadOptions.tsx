
import { Button, Tag } from 'antd';
import { CloudDownloadOutlined, FileZipOutlined, LockOutlined, SyncOutlined, ToolOutlined } from '@ant-design/icons';
import { site } from '../../../../config/site';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import styles from '../download.module.css';

export interface DownloadOptionsProps {
  /** The update tool needs login. */
  isAuthenticated: boolean;
}

export const LOGIN_FOR_DOWNLOAD = `/auth/login?from=${encodeURIComponent('/download')}`;

/** Full client mirrors, the patch and the login-only update tool (links from config/site.ts). */
export default function DownloadOptions({ isAuthenticated }: DownloadOptionsProps) {
  const t = useT();
  const { downloads, version } = site.client;

  return (
    <section aria-labelledby="download-options-title" data-testid="download-options">
      <h2 id="download-options-title" className={styles.sectionTitle}>
        {t('download.options.title')}
      </h2>
      <div className={styles.optionGrid}>
        <article className={`${styles.option} ${styles.optionMain}`}>
          <Tag color="orange" className={styles.optionTag}>
            {t('download.options.recommended')}
          </Tag>
          <span className={styles.optionIcon} aria-hidden="true">
            <CloudDownloadOutlined />
          </span>
          <h3 className={styles.optionTitle}>{t('download.options.full.title')}</h3>
          <p className={styles.optionBody}>{t('download.options.full.body', { version })}</p>
          <div className={styles.mirrors}>
            {downloads.fullClient.map((mirror, i) => (
              <Button
                key={mirror.id}
                type={i === 0 ? 'primary' : 'default'}
                size="large"
                icon={<CloudDownloadOutlined />}
                href={mirror.url}
                download
                block
                className={i === 0 ? styles.primaryButton : undefined}
              >
                {t('download.options.full.mirror', { index: i + 1 })}
                <span className={styles.size}>{t('download.options.full.size', { size: mirror.sizeMb })}</span>
              </Button>
            ))}
          </div>
        </article>

        <article className={styles.option}>
          <span className={styles.optionIcon} aria-hidden="true">
            <FileZipOutlined />
          </span>
          <h3 className={styles.optionTitle}>{t('download.options.patch.title')}</h3>
          <p className={styles.optionBody}>{t('download.options.patch.body')}</p>
          <Button size="large" icon={<SyncOutlined />} href={downloads.patch.url} download block>
            {t('download.options.patch.action')}
            <span className={styles.size}>{t('download.options.full.size', { size: downloads.patch.sizeMb })}</span>
          </Button>
        </article>

        <article className={styles.option} data-testid="download-updater">
          <span className={styles.optionIcon} aria-hidden="true">
            <ToolOutlined />
          </span>
          <h3 className={styles.optionTitle}>{t('download.options.updater.title')}</h3>
          <p className={styles.optionBody}>{t('download.options.updater.body')}</p>
          {isAuthenticated ? (
            <Button size="large" icon={<ToolOutlined />} href={downloads.updateTool.url} download block>
              {t('download.options.updater.action')}
              <span className={styles.size}>{t('download.options.full.size', { size: downloads.updateTool.sizeMb })}</span>
            </Button>
          ) : (
            <>
              <Button size="large" icon={<LockOutlined />} disabled block>
                {t('download.options.updater.action')}
              </Button>
              <p className={styles.loginNote} role="note">
                <LockOutlined /> {t('download.options.updater.loginRequired')}{' '}
              </p>
              <LinkButton to={LOGIN_FOR_DOWNLOAD} type="link" className={styles.loginLink}>
                {t('download.options.updater.login')} →
              </LinkButton>
            </>
          )}
        </article>
      </div>
    </section>
  );
}
