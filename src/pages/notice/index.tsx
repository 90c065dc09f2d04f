/**
 * Notice list: category tabs (all, guide, event, maintenance,
 * important), cards, and "load more" that appends the next page (hidden once all
 * are loaded). Category and loaded count live in the URL; Back from a notice
 * returns to the same list and scroll position.
 */
import { history, useIntl, useLocation } from '@umijs/max';
import { Button, Empty, Skeleton } from 'antd';
import { NotificationFilled, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef } from 'react';
import PageBanner from '@/components/PageBanner';
import { NOTICE_FILTERS, type NoticeCategoryFilter } from '@/services/notice';
import { useT } from '@/lib/useT';
import NoticeCard from './components/NoticeCard';
import { noticeQueryString, parseNoticeQuery, rememberListScroll, takeListScroll } from './noticeState';
import { useNoticeList } from './useNoticeList';
import styles from './notice.module.css';

export default function NoticeListPage() {
  const intl = useIntl();
  const t = useT();
  const location = useLocation();
  const state = useMemo(() => parseNoticeQuery(location.search), [location.search]);
  const { data, loading, loadingMore, error, loadMore, reload } = useNoticeList(state.category, state.count, intl.locale);
  const listUrl = `${location.pathname}${location.search}`;

  // Back from a notice: scroll to where the visitor was once the list is there.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !data) return;
    restored.current = true;
    const y = takeListScroll(listUrl);
    if (y !== null) requestAnimationFrame(() => window.scrollTo(0, y));
  }, [data, listUrl]);

  const selectCategory = (category: NoticeCategoryFilter) => {
    if (category === state.category) return;
    history.push({ pathname: location.pathname, search: noticeQueryString({ category, count: 0 }) });
  };

  const onLoadMore = async () => {
    const loaded = await loadMore();
    if (loaded) history.replace({ pathname: location.pathname, search: noticeQueryString({ category: state.category, count: loaded }) });
  };

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const allLoaded = Boolean(data) && items.length >= total;

  let content;
  if (loading && !data) {
    content = (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  } else if (error && !data) {
    content = (
      <div className={styles.state} role="alert" data-testid="notice-error">
        <WarningOutlined className={styles.stateIcon} />
        <p>{t('notice.loadFailed')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
          {t('notice.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className={styles.state} data-testid="notice-empty">
        <Empty description={t('notice.empty')} />
      </div>
    );
  } else {
    content = (
      <>
        <div className={styles.list} data-testid="notice-list">
          {items.map((notice) => (
            <NoticeCard key={notice.id} notice={notice} listUrl={listUrl} onOpen={() => rememberListScroll(listUrl)} />
          ))}
        </div>
        <div className={styles.more}>
          {error && (
            <p className={styles.moreError} role="alert">
              {t('notice.loadFailed')}
            </p>
          )}
          {allLoaded ? (
            <p className={styles.allLoaded} data-testid="notice-all-loaded">
              {t('notice.allLoaded', { total })}
            </p>
          ) : (
            <Button size="large" shape="round" onClick={onLoadMore} loading={loadingMore} data-testid="notice-load-more" className={styles.moreButton}>
              {loadingMore ? t('notice.loadingMore') : t('notice.loadMore')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="notice-page">
      <PageBanner title={t('notice.title')} subtitle={t('notice.subtitle')} icon={<NotificationFilled />} tone="sunset" />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <div className={styles.filters} role="tablist" aria-label={t('notice.title')}>
            {NOTICE_FILTERS.map((category) => (
              <button
                key={category}
                type="button"
                role="tab"
                aria-selected={state.category === category}
                className={`${styles.filter} ${state.category === category ? styles.filterActive : ''}`}
                onClick={() => selectCategory(category)}
                data-testid={`notice-tab-${category}`}
              >
                {t(`notice.category.${category}`)}
              </button>
            ))}
          </div>
          {data && <span className={styles.count}>{t('notice.count', { total })}</span>}
        </div>
        {content}
      </div>
    </div>
  );
}
