/**
 * antd Button's extra style for buttons inside a `Space.Compact` (with the colour helpers its
 * tokens need, about 2 KB gzip), loaded when such a button is first drawn: `.umirc.ts` makes
 * this module the button's `./style/compact`. It draws nothing either way (it only writes
 * the style); the site's buttons outside a compact group never load it.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('ButtonCompactStyle', (() => import('antd/es/button/style/compact.js')) as unknown as LazyLoader);
