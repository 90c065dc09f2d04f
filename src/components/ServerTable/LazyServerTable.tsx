/**
 * ServerTable (ProTable: about 210 KB gzip with antd's table, pagination, select and
 * pro-components' table, form and utils) for a table below the first screen: its code
 * loads when the table's place comes near the screen (`useNearViewport`), not with the
 * page. Until then, and while the code (with its search form's parts) loads, a skeleton of
 * rows holds the place.
 * Same props as ServerTable, plus `hold` (see useNearViewport).
 */
import { Suspense, lazy, useRef, type ComponentType } from 'react';
import { useNearViewport } from '@/lib/useNearViewport';
import type { ServerTableProps } from './index';
import TableWaiting, { placeStyle } from './TableWaiting';

const ServerTable = lazy(() => import(/* webpackChunkName: "server-table" */ './index')) as unknown as ComponentType<ServerTableProps<object>>;

export default function LazyServerTable<T extends object>({ hold, ...props }: ServerTableProps<T> & { hold?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { hold });
  const waiting = <TableWaiting ref={place} testId={`${props.rowTestId}-waiting`} place={placeStyle(props.expectedRows, Boolean(props.alwaysPaginate))} />;
  if (!near) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ServerTable {...(props as unknown as ServerTableProps<object>)} />
    </Suspense>
  );
}
