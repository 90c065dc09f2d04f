/**
 * The library search: a keyword (name in either language, or an ID) and the categories to
 * look in, grouped as equipment, items and world. Submitting without a keyword or without
 * a category shows the rule under the form and searches nothing. On a phone the category
 * panel folds behind a button.
 */
import { Button } from 'antd';
import TextInput from '@/components/TextInput';
import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { useId, useState, type FormEvent } from 'react';
import type { LibraryCategory } from '@/services/library';
import { useT } from '@/lib/useT';
import { CATEGORY_GROUPS } from '../categories';
import { canSearch, MAX_KEYWORD_LENGTH } from '../libraryState';
import styles from '../library.module.css';

export interface SearchFormValue {
  keyword: string;
  categories: LibraryCategory[];
}

export interface SearchFormProps {
  /** The search in the URL (the form follows it on Back). */
  value: SearchFormValue;
  onSearch: (value: SearchFormValue) => void;
  loading?: boolean;
  /** Open the category panel on phones at first (stories). */
  defaultOpen?: boolean;
}

export default function SearchForm({ value, onSearch, loading = false, defaultOpen = false }: SearchFormProps) {
  const t = useT();
  const [keyword, setKeyword] = useState(value.keyword);
  const [selected, setSelected] = useState<LibraryCategory[]>(value.categories);
  const [showRule, setShowRule] = useState(false);
  const [open, setOpen] = useState(defaultOpen);
  const ids = useId();
  const panelId = `${ids}-categories`;
  const ruleId = `${ids}-rule`;

  // Back/forward or a shared link: the form shows the search of the URL (state adjusted
  // during render when the URL's search changes, React's pattern for derived resets).
  const valueKey = `${value.keyword}\u0000${value.categories.join(',')}`;
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    setKeyword(value.keyword);
    setSelected(value.categories);
    setShowRule(false);
  }

  const toggle = (category: LibraryCategory) => {
    setShowRule(false);
    setSelected((prev) => (prev.includes(category) ? prev.filter((c) => c !== category) : [...prev, category]));
  };
  const setGroup = (categories: LibraryCategory[], on: boolean) => {
    setShowRule(false);
    setSelected((prev) => (on ? [...prev, ...categories.filter((c) => !prev.includes(c))] : prev.filter((c) => !categories.includes(c))));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { keyword: keyword.trim(), categories: CATEGORY_GROUPS.flatMap((g) => g.categories).filter((c) => selected.includes(c)) };
    if (!canSearch(next)) {
      setShowRule(true);
      if (next.categories.length === 0) setOpen(true);
      return;
    }
    setShowRule(false);
    onSearch(next);
  };

  return (
    <form className={styles.searchCard} onSubmit={submit} role="search" aria-label={t('library.title')} noValidate data-testid="library-search-form">
      <div className={styles.searchRow}>
        <label htmlFor={`${ids}-keyword`} className={styles.srOnly}>
          {t('library.search.label')}
        </label>
        <TextInput
          id={`${ids}-keyword`}
          size="large"
          value={keyword}
          maxLength={MAX_KEYWORD_LENGTH}
          onChange={(e) => {
            setKeyword(e.target.value);
            setShowRule(false);
          }}
          placeholder={t('library.search.placeholder')}
          prefix={<SearchOutlined className={styles.searchIcon} />}
          allowClear
          aria-describedby={showRule ? ruleId : undefined}
          aria-invalid={showRule && !keyword.trim() ? true : undefined}
          data-testid="library-keyword"
          className={styles.keyword}
        />
        <Button type="primary" size="large" htmlType="submit" loading={loading} icon={<SearchOutlined />} className={styles.searchButton} data-testid="library-submit">
          {t('library.search.button')}
        </Button>
      </div>

      <button
        type="button"
        className={styles.panelToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="library-categories-toggle"
      >
        <span>{t('library.categories.toggle', { count: selected.length })}</span>
        <DownOutlined className={open ? styles.toggleOpen : undefined} aria-hidden="true" />
      </button>

      <div id={panelId} className={`${styles.groups} ${open ? styles.groupsOpen : ''}`} data-testid="library-categories">
        {CATEGORY_GROUPS.map(({ group, categories }) => {
          const groupName = t(`library.categories.groups.${group}`);
          const all = categories.every((c) => selected.includes(c));
          return (
            <fieldset key={group} className={styles.group} data-testid={`library-group-${group}`}>
              <legend className={styles.groupLegend}>
                <span className={styles.groupName}>{groupName}</span>
                <button
                  type="button"
                  className={styles.groupAll}
                  onClick={() => setGroup(categories, !all)}
                  data-testid={`library-group-all-${group}`}
                >
                  {t(all ? 'library.categories.clearGroup' : 'library.categories.selectGroup', { group: groupName })}
                </button>
              </legend>
              <div className={styles.chips}>
                {categories.map((category) => {
                  const on = selected.includes(category);
                  return (
                    <button
                      key={category}
                      type="button"
                      aria-pressed={on}
                      className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                      onClick={() => toggle(category)}
                      data-testid={`library-cat-${category}`}
                    >
                      {t(`category.${category}`)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>

      {showRule && (
        <p id={ruleId} className={styles.rule} role="alert" data-testid="library-rule">
          {t('library.search.rule')}
        </p>
      )}
    </form>
  );
}
