/**
 * antd's Progress (with rc-progress and its style code, about 6 KB gzip), loaded when first
 * drawn, for antd's Steps: `.umirc.ts` makes this module the `../progress` Steps imports.
 * Steps draws a progress ring only for a step given a `percent`, which the site's steps (the
 * install guide, the password reset) never are, so their pages do not load it.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('Progress', (() => import('antd/es/progress/index.js')) as unknown as LazyLoader);
