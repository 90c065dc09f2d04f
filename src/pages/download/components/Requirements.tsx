
import { DesktopOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { site } from '../../../../config/site';
import styles from '../download.module.css';

/** System requirements (5 GB disk, 4 GB RAM, client 1.1.0 — from config/site.ts). */
export default function Requirements() {
  const t = useT();
  const rows = [
    { key: 'os', value: t('download.requirements.osValue') },
    { key: 'cpu', value: t('download.requirements.cpuValue') },
    { key: 'ram', value: t('download.requirements.ramValue', { ram: site.client.ramGb }) },
    { key: 'disk', value: t('download.requirements.diskValue', { disk: site.client.diskGb }) },
    { key: 'graphics', value: t('download.requirements.graphicsValue') },
    { key: 'version', value: t('download.requirements.versionValue', { version: site.client.version }) },
  ];
  return (
    <section className={styles.panel} aria-labelledby="download-req-title" data-testid="download-requirements">
      <h2 id="download-req-title" className={styles.panelTitle}>
        <DesktopOutlined /> {t('download.requirements.title')}
      </h2>
      <dl className={styles.reqList}>
        {rows.map((row) => (
          <div key={row.key} className={styles.reqRow}>
            <dt>{t(`download.requirements.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
