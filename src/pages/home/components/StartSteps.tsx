import { useModel } from '@umijs/max';
import { CloudDownloadOutlined, PlayCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { site } from '../../../../config/site';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import styles from '../home.module.css';

/** "Start in three steps": register, download, play. */
export default function StartSteps() {
  const { isAuthenticated } = useModel('auth');
  const t = useT();
  const steps = [
    { key: 'register', icon: <UserAddOutlined />, to: isAuthenticated ? '/profile' : '/auth/register', action: isAuthenticated ? 'home.hero.profile' : 'home.hero.register' },
    { key: 'download', icon: <CloudDownloadOutlined />, to: '/download', action: 'home.hero.download' },
    { key: 'play', icon: <PlayCircleOutlined />, to: '/ranking', action: 'home.hero.ranking' },
  ];
  return (
    <section className={styles.section} aria-labelledby="home-start-title">
      <header className={styles.sectionHead}>
        <h2 id="home-start-title" className={styles.sectionTitle}>
          {t('home.start.title')}
        </h2>
      </header>
      <ol className={styles.startGrid}>
        {steps.map((s, i) => (
          <li key={s.key} className={styles.startCard}>
            <span className={styles.startNo}>{i + 1}</span>
            <span className={styles.startIcon} aria-hidden="true">
              {s.icon}
            </span>
            <h3 className={styles.featureTitle}>{t(`home.start.${s.key}.title`)}</h3>
            <p className={styles.featureBody}>{t(`home.start.${s.key}.body`, { diskGb: site.client.diskGb })}</p>
            <LinkButton to={s.to} type="link" className={styles.startAction}>
              {t(s.action)} →
            </LinkButton>
          </li>
        ))}
      </ol>
    </section>
  );
}
