/**
 * A light pager for the shop's cards (antd's Pagination brings its page-size Select along,
 * about 37 KB gzip the page does not need): previous, the pages around the current one with
 * the first and last, next. A nav landmark; the current page is marked aria-current.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import styles from '../shop.module.css';

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The page numbers to show: first, last, two around the current; null marks a gap. */
export function pagesToShow(current: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export default function Pager({ current, pageSize, total, onChange }: PagerProps) {
  const t = useT();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('shop.pager.label')} data-testid="shop-pager">
      <button type="button" className={styles.pageButton} disabled={current <= 1} onClick={() => onChange(current - 1)} aria-label={t('shop.pager.previous')}>
        <LeftOutlined aria-hidden="true" />
      </button>
      {pagesToShow(current, last).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${styles.pageButton} ${p === current ? styles.pageOn : ''}`}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('shop.pager.page', { page: p })}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={styles.pageButton} disabled={current >= last} onClick={() => onChange(current + 1)} aria-label={t('shop.pager.next')}>
        <RightOutlined aria-hidden="true" />
      </button>
    </nav>
  );
}
