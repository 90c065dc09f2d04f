/**
 * The shop's search and category filter: a keyword (name in either language, or the item
 * ID) and one category at a time, grouped as equipment, items and site goods with the number
 * of items in each. Categories without items are left out (the chosen one always shows).
 */
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useId, useState, type FormEvent } from 'react';
import type { ShopCategoryCount } from '@/services/shop';
import { useT } from '@/lib/useT';
import { categoryLabelKey, MAX_KEYWORD_LENGTH, SHOP_CATEGORY_GROUPS } from '../shopState';
import styles from '../shop.module.css';

export interface ShopFilterProps {
  keyword: string;
  category: string;
  /** Items per category (from the last answer); null while unknown: every category shows. */
  counts: ShopCategoryCount[] | null;
  onSearch: (keyword: string) => void;
  onCategory: (category: string) => void;
  loading?: boolean;
}

export default function ShopFilter({ keyword, category, counts, onSearch, onCategory, loading = false }: ShopFilterProps) {
  const intl = useIntl();
  const t = useT();
  const ids = useId();
  const [text, setText] = useState(keyword);
  // Back/forward: the box follows the URL's keyword.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const countOf = new Map<string, number>((counts ?? []).map((c) => [c.category, c.count]));
  const total = counts ? counts.reduce((sum, c) => sum + c.count, 0) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };

  const chip = (value: string, label: string, count: number | null | undefined) => {
    const on = value === category;
    return (
      <button
        key={value || 'all'}
        type="button"
        aria-pressed={on}
        className={`${styles.chip} ${on ? styles.chipOn : ''}`}
        onClick={() => onCategory(value)}
        data-testid={`shop-cat-${value || 'all'}`}
      >
        {label}
        {count !== null && count !== undefined && <span className={styles.chipCount}>{intl.formatNumber(count)}</span>}
      </button>
    );
  };

  return (
    <form className={styles.filterCard} onSubmit={submit} role="search" aria-label={t('shop.filter.label')} data-testid="shop-filter">
      <div className={styles.searchRow}>
        <label htmlFor={`${ids}-keyword`} className={styles.srOnly}>
          {t('shop.filter.keyword')}
        </label>
        {/* A plain search box: antd's Input would add about 16 KB gzip to the page. */}
        <span className={styles.keyword}>
          <SearchOutlined className={styles.searchIcon} aria-hidden="true" />
          <input
            id={`${ids}-keyword`}
            type="search"
            className={styles.keywordInput}
            value={text}
            maxLength={MAX_KEYWORD_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('shop.filter.placeholder')}
            autoComplete="off"
            data-testid="shop-keyword"
          />
        </span>
        <Button type="primary" size="large" htmlType="submit" loading={loading} className={styles.searchButton} data-testid="shop-search">
          {t('shop.filter.search')}
        </Button>
      </div>
      <div className={styles.groups}>
        <div className={styles.groupRow} role="group" aria-label={t('shop.filter.toggle')}>
          <span className={styles.groupName} aria-hidden="true">
            {t('shop.filter.toggle')}
          </span>
          <div className={styles.chips}>{chip('', t('shop.filter.all'), total)}</div>
        </div>
        {SHOP_CATEGORY_GROUPS.map(({ group, categories }) => {
          const shown = categories.filter((c) => c === category || !counts || (countOf.get(c) ?? 0) > 0);
          if (shown.length === 0) return null;
          const name = t(`shop.filter.groups.${group}`);
          return (
            <div key={group} className={styles.groupRow} role="group" aria-label={name} data-testid={`shop-group-${group}`}>
              <span className={styles.groupName} aria-hidden="true">
                {name}
              </span>
              <div className={styles.chips}>{shown.map((c) => chip(c, t(categoryLabelKey(c)), counts ? (countOf.get(c) ?? 0) : null))}</div>
            </div>
          );
        })}
      </div>
    </form>
  );
}
