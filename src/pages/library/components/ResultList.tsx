/**
 * Search results: one link per entry (picture, name in the visitor's language, category,
 * ID, level) and the pager. Each row opens the entry's own page.
 */
import { Link } from '@umijs/max';
import { Pagination } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { LibrarySearchItem } from '@/services/library';
import { useT } from '@/lib/useT';
import { detailPath } from '../libraryState';
import LibraryImage from './LibraryImage';
import styles from '../library.module.css';

export interface ResultListProps {
  items: LibrarySearchItem[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The list's URL, given to the detail page so its Back link returns here. */
  listUrl?: string;
}

export default function ResultList({ items, total, page, pageSize, onPage, listUrl }: ResultListProps) {
  const t = useT();
  return (
    <section className={styles.results} aria-label={t('library.results.label')} data-testid="library-results">
      <div className={styles.resultsHead}>
        <h2 className={styles.resultsTitle}>{t('library.results.label')}</h2>
        <span className={styles.resultsCount} data-testid="library-total">
          {t('library.results.count', { total })}
        </span>
      </div>
      <ul className={styles.resultList}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={detailPath(item.kind, item.id)} state={listUrl ? { fromList: listUrl } : undefined} className={styles.resultLink} data-testid="library-result">
              <LibraryImage src={item.icon} category={item.category} name={item.name} decorative />
              <span className={styles.resultMain}>
                <span className={styles.resultName}>{item.name}</span>
                <span className={styles.resultMeta}>
                  <span className={`${styles.catTag} ${styles[`cat_${item.kind}`]}`} data-testid="library-result-category">
                    {t(`category.${item.category}`)}
                  </span>
                  <span className={styles.resultId}>{t('library.results.id', { id: item.id })}</span>
                </span>
              </span>
              {item.level !== null && item.level !== undefined && item.level > 0 && (
                <span className={styles.resultLevel} data-testid="library-result-level">
                  {t('library.results.level', { level: item.level })}
                </span>
              )}
              <RightOutlined className={styles.resultArrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
          showLessItems
          data-testid="library-pager"
        />
      )}
    </section>
  );
}
