/**
 * Home: hero, live server status, top-10 level ranking, features.
 * The top 10 is its own chunk, loaded with the page. The features and the start steps,
 * below the first screen on a phone, load when the visitor scrolls near them.
 */
import { useModel } from '@umijs/max';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { GameStatus } from '@/services/status';
import OnApproach from '@/components/OnApproach';
import Hero from './components/Hero';
import ServerStatusCard from './components/ServerStatusCard';
import { RankRowsPlaceholder, TopRankingCard } from './components/TopRankingCard';
import styles from './home.module.css';

const TopRanking = lazy(() => import('./components/TopRanking'));
const Features = lazy(() => import('./components/Features'));
const StartSteps = lazy(() => import('./components/StartSteps'));

interface ServerStatusModel {
  status?: GameStatus | null;
  loading?: boolean;
  error?: unknown;
  refresh?: () => unknown;
}

export default function HomePage() {
  const statusModel = useModel('serverStatus') as ServerStatusModel;

  return (
    <div className={styles.page}>
      <Hero />
      <div className={styles.container}>
        <div className={styles.overview}>
          <div className={styles.overviewStatus}>
            <ServerStatusCard
              status={statusModel?.status ?? null}
              loading={Boolean(statusModel?.loading)}
              error={Boolean(statusModel?.error)}
              onRetry={statusModel?.refresh ? () => void statusModel.refresh?.() : undefined}
            />
          </div>
          <div className={styles.overviewRanking}>
            <Suspense
              fallback={
                <TopRankingCard>
                  <RankRowsPlaceholder />
                </TopRankingCard>
              }
            >
              <TopRanking />
            </Suspense>
          </div>
        </div>
        <OnApproach className={styles.belowTheFold} testId="home-below-the-fold" fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Features />
          <StartSteps />
        </OnApproach>
      </div>
    </div>
  );
}
