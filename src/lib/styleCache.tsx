/**
 * antd's CSS-in-JS cache, made explicit so the build can extract it (README "Performance").
 *
 * antd 5 writes every component's CSS in the browser on first render: on a phone that was
 * most of the page's start-up time. `npm run build` runs scripts/extract-antd-css.mjs,
 * which opens the built site in Chromium, reads this cache after visiting the public
 * pages and writes their antd CSS into a static stylesheet (dist/antd.<hash>.css) with
 * cssinjs' cache-path map. At start the cssinjs runtime reads that map and skips writing
 * any style the file already holds; styles it does not hold are written as before.
 *
 * The cache is handed to the page only when the extraction script asks for it
 * (window.__SITE_STYLE_EXTRACT__ set before the app starts).
 */
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

const styleCache = createCache();

declare global {
  interface Window {
    __SITE_STYLE_EXTRACT__?: unknown;
  }
}

if (typeof window !== 'undefined' && window.__SITE_STYLE_EXTRACT__ === true) {
  window.__SITE_STYLE_EXTRACT__ = styleCache;
}

export function SiteStyleProvider({ children }: { children: ReactNode }) {
  return <StyleProvider cache={styleCache}>{children}</StyleProvider>;
}
