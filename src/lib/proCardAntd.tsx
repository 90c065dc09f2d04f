/**
 * The antd that ProCard's card and tab-pane modules import: `.umirc.ts` points their `antd`
 * import here. A card draws antd's Tabs only when given `tabs`, yet every ProCard (and so every
 * ProTable, whose frame is a card) brought rc-tabs with it, about 8 KB gzip. Here Tabs loads
 * when a card first draws one; ConfigProvider and the version are antd's own.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as version } from 'antd/es/version';

export const Tabs = lazyComponent('Tabs', (() => import('antd/es/tabs/index.js')) as unknown as LazyLoader);
