/**
 * antd Pagination's page-size select (antd's Select with rc-select, about 20 KB gzip),
 * loaded when a pagination first shows a size changer instead of with every table:
 * `.umirc.ts` points antd's `../select` import (pagination/Pagination) here. Phones, where
 * the site's tables show no size changer, never load it. While it loads, an empty box of
 * the select's size holds its place, so the pager does not move when it appears.
 */
import { createElement, forwardRef, lazy, Suspense, type ForwardedRef } from 'react';

const Real = lazy(() => import('antd/es/select/index.js'));

interface Props {
  className?: string;
  size?: 'small' | 'middle';
  [prop: string]: unknown;
}

const PaginationSelect = forwardRef(function PaginationSelect(props: Props, ref: ForwardedRef<unknown>) {
  const placeholder = (
    <span
      className={props.className}
      aria-hidden
      style={{ display: 'inline-block', verticalAlign: 'top', width: 100, height: props.size === 'small' ? 24 : 32 }}
    />
  );
  return <Suspense fallback={placeholder}>{createElement(Real as never, { ...props, ref } as never)}</Suspense>;
});

export default PaginationSelect;
