/**
 * One library entry (/library/:kind/:id): its card, then where it comes from (loaded
 * after the card, in its own chunk). Back returns to the search it was opened from.
 */
import { history, Link, useIntl, useLocation, useParams } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { ArrowLeftOutlined, FileSearchOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { lazy, Suspense, useEffect } from 'react';
import { isApiError } from '@/services/client';
import { fetchLibraryEntry } from '@/services/library';
import { useT } from '@/lib/useT';
import DetailCard from '../components/DetailCard';
import { isKind } from '../categories';
import { shownOnPage } from '../libraryState';
import styles from '../library.module.css';

const SourcePanel = lazy(() => import('./SourcePanel'));

function SourcesSkeleton() {
  return (
    <div className={styles.sources} aria-busy="true" data-testid="library-sources-loading">
      <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 4 }} />
    </div>
  );
}

export default function LibraryDetailPage() {
  const intl = useIntl();
  const t = useT();
  const { kind = '', id = '' } = useParams<{ kind: string; id: string }>();
  const location = useLocation();
  const fromList = (location.state as { fromList?: string } | null)?.fromList;
  const valid = isKind(kind) && /^\d{1,10}$/.test(id);

  const { data, loading, error, refresh } = useRequest(() => fetchLibraryEntry(kind as Parameters<typeof fetchLibraryEntry>[0], id), {
    ready: valid,
    refreshDeps: [kind, id, intl.locale],
    onError: shownOnPage,
  });

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [kind, id]);

  const back = () => {
    if (fromList) history.back();
    else history.push('/library');
  };

  const notFound = !valid || (error && isApiError(error) && error.status === 404);
  const current = data && String(data.id) === id && data.kind === kind ? data : undefined;

  let content;
  if (notFound) {
    content = (
      <div className={`${styles.detailCard} ${styles.state}`} data-testid="library-not-found">
        <FileSearchOutlined className={styles.stateIcon} aria-hidden="true" />
        <h1 className={styles.stateTitle}>{t('library.detail.notFound')}</h1>
        <p>{t('library.detail.notFoundHint')}</p>
        <Link to="/library" className={styles.stateLink}>
          {t('library.detail.back')}
        </Link>
      </div>
    );
  } else if (error && !loading) {
    content = (
      <div className={`${styles.detailCard} ${styles.state}`} role="alert" data-testid="library-error">
        <WarningOutlined className={styles.stateIcon} aria-hidden="true" />
        <p>{t('library.detail.loadFailed')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={refresh} data-testid="library-retry">
          {t('library.results.retry')}
        </Button>
      </div>
    );
  } else if (!current) {
    content = (
      <div className={styles.detailCard} aria-busy="true" data-testid="library-detail-loading">
        <div className={styles.skeletonRow}>
          <Skeleton.Avatar active shape="square" size={96} />
          <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2 }} />
        </div>
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  } else {
    content = (
      <>
        <DetailCard detail={current} />
        <Suspense fallback={<SourcesSkeleton />}>
          <SourcePanel kind={current.kind} id={current.id} />
        </Suspense>
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="library-detail-page">
      <div className={styles.detailHero} aria-hidden="true" />
      <div className={`${styles.container} ${styles.detailContainer}`}>
        <div className={styles.detailTop}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} className={styles.back} data-testid="library-back">
            {t('library.detail.back')}
          </Button>
        </div>
        {content}
      </div>
    </div>
  );
}
