/**
 * The billing and invites tabs until they are built: an honest "coming soon" panel that
 * says what the section will hold, with no sample data.
 */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import styles from '../profile.module.css';

export default function PlaceholderSection({ section }: { section: 'billing' | 'invites' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.${section}.${id}` });
  return (
    <section className={styles.placeholder} aria-labelledby={`profile-${section}-title`} data-testid={`placeholder-${section}`}>
      <span className={styles.placeholderArt} aria-hidden="true">
        <ToolOutlined />
      </span>
      <Tag color="gold">{intl.formatMessage({ id: 'common.comingSoon.badge' })}</Tag>
      <h2 id={`profile-${section}-title`}>{t('title')}</h2>
      <p>{t('soon')}</p>
      <ul className={styles.placeholderList}>
        {['feature1', 'feature2', 'feature3'].map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ul>
    </section>
  );
}
