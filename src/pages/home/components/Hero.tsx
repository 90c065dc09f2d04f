import { Link, useModel } from '@umijs/max';
import { Space } from 'antd';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import { CloudDownloadOutlined, TrophyOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { site } from '../../../../config/site';
import HeroArt from './HeroArt';
import styles from '../home.module.css';

/** Hero: the server's name, tagline, rates and calls to action over the game art. */
export default function Hero() {
  const { isAuthenticated } = useModel('auth');
  const t = useT();
  const rates = [
    { key: 'rateExp', value: site.rates.exp },
    { key: 'rateMeso', value: site.rates.meso },
    { key: 'rateBoss', value: site.rates.bossDrop },
    { key: 'rateDrop', value: site.rates.drop },
  ];

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <HeroArt label={t('home.hero.artLabel')} />
      <div className={styles.heroInner}>
        <span className={styles.heroBadge}>{t('home.hero.badge', { version: site.client.version })}</span>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('home.hero.title', { name: site.name })}
        </h1>
        <p className={styles.heroTagline}>{t('home.hero.tagline')}</p>
        <p className={styles.heroSubtitle}>
          {t('home.hero.subtitle', {
            exp: site.rates.exp,
            meso: site.rates.meso,
            boss: site.rates.bossDrop,
            level: site.freeTrialLevel,
          })}
        </p>
        <ul className={styles.heroRates}>
          {rates.map((r) => (
            <li key={r.key} className={styles.heroRate}>
              <span className={styles.heroRateValue}>{t('home.hero.rateValue', { rate: r.value })}</span>
              <span className={styles.heroRateLabel}>{t(`home.hero.${r.key}`)}</span>
            </li>
          ))}
        </ul>
        <Space size={[12, 12]} wrap className={styles.heroActions}>
          <LinkButton to="/download" type="primary" size="large" icon={<CloudDownloadOutlined />} className={styles.heroPrimary}>
              {t('home.hero.download')}
            </LinkButton>
          {isAuthenticated ? (
            <LinkButton to="/profile" size="large" icon={<UserOutlined />} className={styles.heroGhost}>
                {t('home.hero.profile')}
              </LinkButton>
          ) : (
            <LinkButton to="/auth/register" size="large" icon={<UserAddOutlined />} className={styles.heroGhost}>
                {t('home.hero.register')}
              </LinkButton>
          )}
          <Link to="/ranking" className={styles.heroTextLink}>
            <TrophyOutlined /> {t('home.hero.ranking')}
          </Link>
        </Space>
      </div>
    </section>
  );
}
