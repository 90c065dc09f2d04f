/**
 * antd's Popover (with its style code and zoom animation, about 3 KB gzip), loaded when
 * first drawn, for ProLayout's app-list logo: `.umirc.ts` makes this module its `antd`. The
 * logo draws a popover only for a layout given an app list, and the site's layout has none, so
 * the site never loads it. pro-utils' inline error item (an editable table cell's error)
 * takes it from src/lib/proEditableAntd.tsx.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export const Popover = lazyComponent('Popover', (() => import('antd/es/popover/index.js')) as unknown as LazyLoader);
