/**
 * Server-side paging of a profile table: the page and size, the answer of `load` for
 * them (reloaded when they, the filters in `deps` or `reloadKey` change), and a retry.
 * The previous page stays shown while the next one loads.
 */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useEffect, useState } from 'react';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export function usePaged<T>(load: (page: number, size: number) => Promise<Paged<T>>, deps: unknown[], initialSize = 10) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const depsKey = JSON.stringify(deps);
  // A new filter starts again from the first page.
  useEffect(() => setPage(1), [depsKey]);
  const req = useRequest(() => load(page, size), { refreshDeps: [page, size, depsKey, intl.locale], onError: () => undefined });
  const onChange = (p: number, s: number) => {
    if (s !== size) {
      setSize(s);
      setPage(1);
    } else setPage(p);
  };
  return { page, size, onChange, data: req.data, loading: req.loading, error: req.error, retry: req.refresh };
}
