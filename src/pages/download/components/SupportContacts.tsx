
import { ClockCircleOutlined, CustomerServiceOutlined, MailOutlined, TeamOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { site } from '../../../../config/site';
import styles from '../download.module.css';

/** Support contacts (config/site.ts support). */
export default function SupportContacts() {
  const t = useT();
  const { chatGroup, email, hours } = site.support;
  return (
    <section className={`${styles.panel} ${styles.support}`} aria-labelledby="download-support-title" data-testid="download-support">
      <h2 id="download-support-title" className={styles.panelTitle}>
        <CustomerServiceOutlined /> {t('download.support.title')}
      </h2>
      <p className={styles.muted}>{t('download.support.body')}</p>
      <ul className={styles.contacts}>
        <li>
          <TeamOutlined aria-hidden="true" />
          <span>{t('download.support.chatGroup')}</span>
          <strong>{chatGroup}</strong>
        </li>
        <li>
          <MailOutlined aria-hidden="true" />
          <span>{t('download.support.email')}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden="true" />
          <span>{t('download.support.hours')}</span>
          <strong>{t('download.support.hoursValue', { hours })}</strong>
        </li>
      </ul>
    </section>
  );
}
