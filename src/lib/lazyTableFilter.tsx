/**
 * antd Table's column filter menu (with antd's Tree, a search input and their styles,
 * about 20 KB gzip), loaded when a table first draws a filtered column instead of with
 * every table: `.umirc.ts` points antd's `./FilterDropdown` import (table/hooks/useFilter)
 * here. Tables without column filters (the rankings) never load it. While it loads, the
 * column shows its title where the real one puts it; the filter button follows.
 */
import { createElement, lazy, Suspense, type ReactNode } from 'react';

const Real = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown.js'));

interface Props {
  prefixCls: string;
  tablePrefixCls: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

export default function FilterDropdown(props: Props) {
  const placeholder = (
    <div className={`${props.prefixCls}-column`}>
      <span className={`${props.tablePrefixCls}-column-title`}>{props.children}</span>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>{createElement(Real as never, props as never)}</Suspense>
  );
}

interface FilterOption {
  value: unknown;
  children?: FilterOption[];
}

/** Every value of a filter tree, depth first (antd's own helper of that module). */
export function flattenKeys(filters?: FilterOption[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}
