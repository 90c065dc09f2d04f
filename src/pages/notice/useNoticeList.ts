/**
 * Loads the notice list of a category: as many pages as the URL's `count` asks on
 * arrival (so Back restores the same list), then one more page per "load more".
 * Lists are cached per language and category for an instant render on Back.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchNotices, NOTICE_PAGE_SIZE, type NoticeCategoryFilter, type NoticeSummary } from '@/services/notice';
import { pagesFor } from './noticeState';

interface ListData {
  items: NoticeSummary[];
  total: number;
}

const cache = new Map<string, ListData>();
/** For tests. */
export const clearNoticeCache = () => cache.clear();

function merge(a: NoticeSummary[], b: NoticeSummary[]): NoticeSummary[] {
  const seen = new Set(a.map((n) => n.id));
  return [...a, ...b.filter((n) => !seen.has(n.id))];
}

export function useNoticeList(category: NoticeCategoryFilter, count: number, locale: string) {
  const key = `${locale}|${category}`;
  const cached = cache.get(key);
  const [data, setData] = useState<ListData | null>(cached && cached.items.length >= Math.min(count, cached.total) ? cached : null);
  const [loading, setLoading] = useState(!data);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  const countRef = useRef(count);
  countRef.current = count;

  useEffect(() => {
    const id = ++latest.current;
    const hit = cache.get(key);
    if (hit) setData(hit);
    else setData(null);
    setLoading(!hit);
    setError(null);
    const pages = pagesFor(countRef.current);
    Promise.all(Array.from({ length: pages }, (_, i) => fetchNotices({ category, page: i + 1, size: NOTICE_PAGE_SIZE }))).then(
      (answers) => {
        if (id !== latest.current) return;
        const next = { items: answers.reduce<NoticeSummary[]>((all, a) => merge(all, a.items), []), total: answers[0]?.total ?? 0 };
        cache.set(key, next);
        // A transition: the list renders in short slices, not one blocking task.
        startTransition(() => {
          setData(next);
          setLoading(false);
        });
      },
      (e: Error) => {
        if (id !== latest.current) return;
        startTransition(() => {
          setError(e);
          setLoading(false);
        });
      },
    );
  }, [key, category, nonce]);

  /** Appends the next page; resolves to the new number of loaded notices. */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (!data || loadingMore) return null;
    const id = latest.current;
    setLoadingMore(true);
    try {
      const page = Math.floor(data.items.length / NOTICE_PAGE_SIZE) + 1;
      const answer = await fetchNotices({ category, page, size: NOTICE_PAGE_SIZE });
      if (id !== latest.current) return null;
      const next = { items: merge(data.items, answer.items), total: answer.total };
      cache.set(key, next);
      setData(next);
      return next.items.length;
    } catch (e) {
      if (id === latest.current) setError(e as Error);
      return null;
    } finally {
      setLoadingMore(false);
    }
  }, [data, loadingMore, category, key]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, loading, loadingMore, error, loadMore, reload };
}
