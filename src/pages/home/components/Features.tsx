import { useIntl } from '@umijs/max';
import {
  CrownOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FireOutlined,
  GiftOutlined,
  HeartOutlined,
  RiseOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { site } from '../../../../config/site';
import styles from '../home.module.css';

interface Feature {
  key: string;
  icon: ReactNode;
  accent: string;
  values: Record<string, number>;
  wide?: boolean;
}

/** The server's advertised features with their figures, every figure read from config/site.ts. */
export const FEATURES: Feature[] = [
  {
    key: 'rates',
    icon: <RiseOutlined />,
    accent: '#fa8c16',
    wide: true,
    values: {
      exp: site.rates.exp,
      expAfter: site.rates.expAfter200,
      capLevel: site.rates.expCapLevel,
      meso: site.rates.meso,
      drop: site.rates.drop,
      quest: site.rates.questPerLevelBand,
      pq: site.rates.partyQuestExtra,
    },
  },
  { key: 'bossDrop', icon: <CrownOutlined />, accent: '#f5222d', values: { boss: site.rates.bossDrop } },
  {
    key: 'darkEvent',
    icon: <FireOutlined />,
    accent: '#722ed1',
    values: {
      minutes: site.darkEvent.minutes,
      monsters: site.darkEvent.monsterMultiplier,
      hp: site.darkEvent.hpMultiplier,
    },
    wide: true,
  },
  { key: 'jobSwitch', icon: <SwapOutlined />, accent: '#13c2c2', values: { level: site.jobSwitchLevel } },
  {
    key: 'blessings',
    icon: <StarOutlined />,
    accent: '#faad14',
    wide: true,
    values: {
      mageArcher: site.blessings.mageArcher,
      archerPhase2: site.blessings.archerPhase2,
      warrior: site.blessings.warrior,
      aranFirst: site.aranBlessing.first,
      aranSecond: site.aranBlessing.second,
      comboFirst: site.combo.first,
      comboEvery: site.combo.every,
      buffMin: site.buffSeconds.min,
      buffMax: site.buffSeconds.max,
    },
  },
  {
    key: 'maxHp',
    icon: <HeartOutlined />,
    accent: '#eb2f96',
    values: { perQuest: site.maxHpGrowth.perNewQuest, perCardSet: site.maxHpGrowth.perMonsterCardSet },
  },
  {
    key: 'scrollBoost',
    icon: <ExperimentOutlined />,
    accent: '#2f54eb',
    values: { hpMp: site.scrollBoost.hpMp, magic: site.scrollBoost.magicAttack, other: site.scrollBoost.other },
  },
  { key: 'chaosScroll', icon: <SafetyCertificateOutlined />, accent: '#52c41a', values: {} },
  { key: 'equipLevel', icon: <RocketOutlined />, accent: '#1677ff', values: {} },
  { key: 'newContent', icon: <GiftOutlined />, accent: '#a0d911', values: { maxLevel: site.maxLevel } },
  { key: 'noP2W', icon: <DollarOutlined />, accent: '#fadb14', wide: true, values: { level: site.freeTrialLevel } },
];

export default function Features() {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="home-features-title" data-testid="home-features">
      <header className={styles.sectionHead}>
        <h2 id="home-features-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'home.features.title' })}
        </h2>
        <p className={styles.sectionSubtitle}>{intl.formatMessage({ id: 'home.features.subtitle' })}</p>
      </header>
      <div className={styles.featureGrid}>
        {FEATURES.map((f) => (
          <article
            key={f.key}
            className={`${styles.featureCard} ${f.wide ? styles.featureWide : ''}`}
            style={{ ['--accent' as string]: f.accent }}
          >
            <span className={styles.featureIcon} aria-hidden="true">
              {f.icon}
            </span>
            <h3 className={styles.featureTitle}>{intl.formatMessage({ id: `home.features.${f.key}.title` })}</h3>
            <p className={styles.featureBody}>{intl.formatMessage({ id: `home.features.${f.key}.body` }, f.values)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
