/**
 * Home: hero, live server status, top-10 level ranking, features.
 * The top 10 is its own chunk, loaded with the page. The features and the start steps,
 * below the first screen on a phone, load when the visitor scrolls near them.
 */
import { useModel } from '@umijs/max';
import { Skeleton } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import type { GameStatus } from '@/services/status';
import { useNearViewport } from '@/lib/useNearViewport';
import Hero from './components/Hero';
import ServerStatusCard from './components/ServerStatusCard';
import styles from './home.module.css';

const TopRanking = lazy(() => import('./components/TopRanking'));
const Features = lazy(() => import('./components/Features'));
const StartSteps = lazy(() => import('./components/StartSteps'));

/**
 * Features and start steps. Until their place comes near the screen it is kept empty, at
 * about their height (the page's length barely changes when they arrive); while their code
 * loads, a skeleton.
 */
function BelowTheFold() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { margin: 600 });
  if (!near) return <div ref={place} className={styles.belowTheFold} data-testid="home-below-the-fold" />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Features />
      <StartSteps />
    </Suspense>
  );
}

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
            <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 8 }} />}>
              <TopRanking />
            </Suspense>
          </div>
        </div>
        <BelowTheFold />
      </div>
    </div>
  );
}
