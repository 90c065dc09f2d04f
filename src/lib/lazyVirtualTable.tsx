/**
 * antd Table's virtual-scrolling table (rc-table's VirtualTable with rc-virtual-list, about
 * 7 KB gzip), loaded when a table with `virtual` is first drawn instead of with every table:
 * `.umirc.ts` points antd's `./RcTable/VirtualTable` import (table/InternalTable) here. The
 * site's tables page their rows and never set `virtual`.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('VirtualTable', (() => import('antd/es/table/RcTable/VirtualTable.js')) as unknown as LazyLoader);
