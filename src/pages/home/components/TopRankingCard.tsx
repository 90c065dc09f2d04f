/**
 * The top-10 card's frame, and its rows while they load: part of the home page's own code, so
 * the card stands at its loaded size from the first render, before the ranking's code and
 * answer arrive (what follows it stays where it will be).
 */
import { Link } from '@umijs/max';
import { Skeleton } from 'antd';
import { RightOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useT } from '@/lib/useT';
import styles from '../home.module.css';
import Panel from './Panel';

/** How many characters the card lists. */
export const HOME_TOP_SIZE = 10;

export function TopRankingCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Panel
      className={styles.rankingCard}
      title={
        <span className={styles.cardTitle}>
          <TrophyOutlined /> {t('home.ranking.title')}
        </span>
      }
      extra={
        <Link to="/ranking" className={styles.cardLink}>
          {t('home.ranking.viewAll')} <RightOutlined />
        </Link>
      }
      data-testid="home-top-ranking"
    >
      <p className={styles.muted}>{t('home.ranking.subtitle')}</p>
      {children}
    </Panel>
  );
}

/** The list's ten rows, their ranks shown and the rest shimmering. */
export function RankRowsPlaceholder() {
  const t = useT();
  return (
    <ol className={styles.rankList} aria-busy="true" aria-label={t('home.ranking.loading')} data-testid="home-rank-loading">
      {Array.from({ length: HOME_TOP_SIZE }, (_, index) => (
        <li key={index} className={styles.rankRow}>
          <span className={styles.rankNo}>{index + 1}</span>
          <Skeleton.Avatar active size={48} shape="square" />
          <span className={styles.rankWho}>
            <Skeleton.Input active size="small" block />
          </span>
        </li>
      ))}
    </ol>
  );
}
