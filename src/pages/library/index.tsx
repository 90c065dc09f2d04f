/**
 * The game library (/library, also /wz): search items, monsters, NPCs and maps by name
 * (either language) or ID within chosen categories. Keyword, categories and page live in
 * the URL, so a search can be shared and Back returns to it. Each result opens its own
 * page (/library/:kind/:id).
 */
import { history, useIntl, useLocation } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { BookFilled, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import PageBanner from '@/components/PageBanner';
import { searchLibrary } from '@/services/library';
import { useT } from '@/lib/useT';
import SearchForm, { type SearchFormValue } from './components/SearchForm';
import { ALL_CATEGORIES } from './categories';
import { canSearch, LIBRARY_PAGE_SIZE, libraryQueryString, parseLibraryQuery } from './libraryState';
import { shownOnPage } from './libraryState';
import styles from './library.module.css';

// The results (with antd's Pagination) and the empty answer (antd's Empty) are drawn only
// after a search: their code loads when one starts, beside its request, not with the page.
const loadResultList = () => import('./components/ResultList');
const loadEmpty = () => import('antd/es/empty');
const ResultList = lazy(loadResultList);
const Empty = lazy(loadEmpty);

export default function LibraryPage() {
  const intl = useIntl();
  const t = useT();
  const location = useLocation();
  const state = useMemo(() => parseLibraryQuery(location.search), [location.search]);
  const active = canSearch(state);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active) return;
    void loadResultList();
    void loadEmpty();
  }, [active]);

  const { data, loading, error, refresh } = useRequest(
    () => searchLibrary({ keyword: state.keyword, categories: state.categories, page: state.page, size: LIBRARY_PAGE_SIZE }),
    { ready: active, refreshDeps: [location.search, intl.locale], onError: shownOnPage },
  );

  const go = (next: SearchFormValue & { page: number }) => {
    history.push({ pathname: location.pathname, search: libraryQueryString(next) });
  };
  const onPage = (page: number) => {
    go({ keyword: state.keyword, categories: state.categories, page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  // A visitor without a search in the URL starts with every category ticked.
  const formValue: SearchFormValue = {
    keyword: state.keyword,
    categories: state.categories.length || state.keyword ? state.categories : ALL_CATEGORIES,
  };

  const loadingRows = (
    <div className={styles.results} aria-busy="true" data-testid="library-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton.Avatar active shape="square" size={40} />
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '25%' }} />
        </div>
      ))}
    </div>
  );

  let content;
  if (!active) {
    content = (
      <div className={styles.state} data-testid="library-hint">
        <BookFilled className={styles.stateIcon} aria-hidden="true" />
        <p>{t('library.search.hint')}</p>
      </div>
    );
  } else if (loading) {
    content = loadingRows;
  } else if (error) {
    content = (
      <div className={styles.state} role="alert" data-testid="library-error">
        <WarningOutlined className={styles.stateIcon} aria-hidden="true" />
        <p>{t('library.results.loadFailed')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={refresh} data-testid="library-retry">
          {t('library.results.retry')}
        </Button>
      </div>
    );
  } else if (!data || data.items.length === 0) {
    content = (
      <div className={styles.state} data-testid="library-empty">
        <Empty description={<span className={styles.emptyText}>{t('library.results.empty')}</span>} />
        <p className={styles.emptyHint}>{t('library.results.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <ResultList
        items={data.items}
        total={data.total}
        page={state.page}
        pageSize={LIBRARY_PAGE_SIZE}
        onPage={onPage}
        listUrl={`${location.pathname}${location.search}`}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="library-page">
      <PageBanner title={t('library.title')} subtitle={t('library.subtitle')} icon={<BookFilled />} tone="sunset" />
      <div className={styles.container}>
        <SearchForm value={formValue} onSearch={(v) => go({ ...v, page: 1 })} loading={active && loading} />
        <div ref={resultsRef} className={styles.resultsAnchor}>
          <Suspense fallback={loadingRows}>{content}</Suspense>
        </div>
      </div>
    </div>
  );
}
