import { useIntl } from '@umijs/max';
import { ClockCircleOutlined, FireOutlined, GiftOutlined, RiseOutlined, SafetyOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { site } from '../../../../config/site';
import styles from '../vote.module.css';

/** NX of a vote on the n-th consecutive day (1-based): base + bonus per extra day, capped. */
export function rewardForDay(day: number, vote = site.vote): number {
  return Math.min(vote.capNx, vote.baseNx + vote.streakBonusNx * Math.max(0, day - 1));
}

/** Days until the cap is reached (the last entry is "day N onward"). */
export function streakTable(vote = site.vote): { day: number; nx: number }[] {
  const days = vote.streakBonusNx > 0 ? Math.ceil((vote.capNx - vote.baseNx) / vote.streakBonusNx) + 1 : 1;
  return Array.from({ length: Math.max(1, days) }, (_, i) => ({ day: i + 1, nx: rewardForDay(i + 1, vote) }));
}

/** The rewards explained (5,000 NX daily, +500 per consecutive day, cap 10,000, within 5 minutes). */
export default function VoteRewards() {
  const intl = useIntl();
  const t = useT();
  const { baseNx, streakBonusNx, capNx, creditMinutes } = site.vote;
  const fmt = (n: number) => intl.formatNumber(n);
  const stats = [
    { key: 'base', icon: <GiftOutlined />, value: t('vote.rewards.baseValue', { nx: fmt(baseNx) }) },
    { key: 'streak', icon: <FireOutlined />, value: t('vote.rewards.streakValue', { nx: fmt(streakBonusNx) }) },
    { key: 'cap', icon: <RiseOutlined />, value: t('vote.rewards.capValue', { nx: fmt(capNx) }) },
    { key: 'credit', icon: <ClockCircleOutlined />, value: t('vote.rewards.creditValue', { minutes: creditMinutes }) },
  ];
  const table = streakTable();
  const last = table.length;

  return (
    <section className={styles.card} aria-labelledby="vote-rewards-title" data-testid="vote-rewards">
      <h2 id="vote-rewards-title" className={styles.cardTitle}>
        <GiftOutlined /> {t('vote.rewards.title')}
      </h2>
      <ul className={styles.stats}>
        {stats.map((s) => (
          <li key={s.key} className={styles.stat}>
            <span className={styles.statIcon} aria-hidden="true">
              {s.icon}
            </span>
            <span className={styles.statLabel}>{t(`vote.rewards.${s.key}`)}</span>
            <strong className={styles.statValue}>{s.value}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.explain}>
        {t('vote.rewards.explain', { base: fmt(baseNx), bonus: fmt(streakBonusNx), cap: fmt(capNx), minutes: creditMinutes })}
      </p>
      <h3 className={styles.tableTitle}>{t('vote.rewards.tableTitle')}</h3>
      <ol className={styles.streak} aria-label={t('vote.rewards.tableTitle')} style={{ ['--days' as string]: table.length }}>
        {table.map(({ day, nx }) => (
          <li key={day} className={styles.streakDay}>
            <span className={styles.streakBarWrap} aria-hidden="true">
              <span className={styles.streakBar} style={{ height: `${Math.round((nx / capNx) * 100)}%` }} />
            </span>
            <span className={styles.streakNx}>{t('vote.rewards.amount', { nx: fmt(nx) })}</span>
            <span className={styles.streakLabel}>
              {day === last && last > 1 ? t('vote.rewards.dayPlus', { day }) : t('vote.rewards.day', { day })}
            </span>
          </li>
        ))}
      </ol>
      <h3 className={styles.tableTitle}>
        <SafetyOutlined /> {t('vote.rules.title')}
      </h3>
      <ul className={styles.rules}>
        <li>{t('vote.rules.one')}</li>
        <li>{t('vote.rules.two')}</li>
        <li>{t('vote.rules.three')}</li>
      </ul>
    </section>
  );
}
