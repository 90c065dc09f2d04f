/**
 * Loads the notice list of a category: as many pages as the URL's `count` asks on
 * arrival (so Back restores the same list), then one more page per "load more".
 * Lists are cached per language and category for an instant render on Back.
 * The list load runs through ahooks useRequest; "load more" is a plain request guarded by
 * the list's generation (a newer list load makes its answer void).
 */
import { useRequest } from 'ahooks';
import { startTransition, useCallback, useRef, useState } from 'react';
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
  const countRef = useRef(count);
  countRef.current = count;
  /** Bumped by every list load: a "load more" answer for an older list is dropped. */
  const generation = useRef(0);

  // ahooks useRequest: reloads when the language or category changes (refreshDeps),
  // drops answers overtaken by a newer load, cancels on unmount. The answer renders as a
  // transition (short slices, not one blocking task), so the shown list lives in this
  // hook's state (set from onSuccess/onError), not in useRequest's `data`.
  const { refresh } = useRequest(
    () => {
      const listKey = key;
      const pages = pagesFor(countRef.current);
      return Promise.all(Array.from({ length: pages }, (_, i) => fetchNotices({ category, page: i + 1, size: NOTICE_PAGE_SIZE }))).then(
        (answers) => ({
          key: listKey,
          list: { items: answers.reduce<NoticeSummary[]>((all, a) => merge(all, a.items), []), total: answers[0]?.total ?? 0 },
        }),
      );
    },
    {
      refreshDeps: [key, category],
      onBefore: () => {
        generation.current += 1;
        const hit = cache.get(key);
        setData(hit ?? null);
        setLoading(!hit);
        setError(null);
      },
      onSuccess: ({ key: listKey, list }) => {
        cache.set(listKey, list);
        startTransition(() => {
          setData(list);
          setLoading(false);
        });
      },
      onError: (e) =>
        startTransition(() => {
          setError(e);
          setLoading(false);
        }),
    },
  );

  /** Appends the next page; resolves to the new number of loaded notices. */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (!data || loadingMore) return null;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = Math.floor(data.items.length / NOTICE_PAGE_SIZE) + 1;
      const answer = await fetchNotices({ category, page, size: NOTICE_PAGE_SIZE });
      if (mine !== generation.current) return null;
      const next = { items: merge(data.items, answer.items), total: answer.total };
      cache.set(key, next);
      setData(next);
      return next.items.length;
    } catch (e) {
      if (mine === generation.current) setError(e as Error);
      return null;
    } finally {
      setLoadingMore(false);
    }
  }, [data, loadingMore, category, key]);

  return { data, loading, loadingMore, error, loadMore, reload: refresh };
}
