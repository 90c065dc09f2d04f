/**
 * antd's CSS-in-JS provider of the app (docs/performance.md).
 *
 * `npm run build` writes the antd CSS of the busiest pages into a static stylesheet
 * (dist/antd.<hash>.css, scripts/extract-antd-css.mjs): it renders those pages in Node
 * under the same antd theme and StyleProvider settings, and appends cssinjs' cache-path
 * map. At start the cssinjs runtime reads that map and skips writing any style the file
 * already holds; styles it does not hold are written as before.
 *
 * A cache path starts with the hash of the theme token and depends on the StyleProvider
 * settings (hashPriority, layer, transformers): change them here and in
 * scripts/antd-static-css.tsx together, or the runtime writes every style again.
 */
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

const styleCache = createCache();

export function SiteStyleProvider({ children }: { children: ReactNode }) {
  return <StyleProvider cache={styleCache}>{children}</StyleProvider>;
}
