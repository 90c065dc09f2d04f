/**
 * antd Pagination's extra style for the wireframe theme (a pager drawn with bordered page
 * items), with the pager's whole style code it imports (about 2.5 KB gzip), loaded when a
 * pager is first drawn under such a theme: `.umirc.ts` makes this module the pager's
 * `./style/bordered`. It draws nothing either way (it only writes the style). The site's
 * theme is not a wireframe one, so its pagers, styled by the static stylesheet, never load it.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('PaginationBorderedStyle', (() => import('antd/es/pagination/style/bordered.js')) as unknown as LazyLoader);
