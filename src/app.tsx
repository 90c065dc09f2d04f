/**
 * umi runtime configuration: request layer, language, antd static holders, initial state.
 */
import type { RequestConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { startTransition } from 'react';
import zhTW from 'antd/es/locale/zh_TW';
import enUS from 'antd/es/locale/en_US';
import { createRequestConfig } from '@/lib/authSession';
import { getLanguage } from '@/lib/language';
import { getTokenState } from '@/lib/tokenStore';
import { siteTheme } from '@/lib/theme';
import { loadCatalog } from '@/lib/catalog';
import { routeNamespaces } from '@/lib/routeCatalog';
// A chunk of its own that runs the app in a task apart from umi.js's compiling (see the file).
import '@/lib/appStart';
import './global.css';
import './skeletonShimmer.css';

// Detect the language once on start (localStorage, browser, <html lang>) and apply it.
getLanguage();

// Static toasts (notification/message) get the site theme and the current antd locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={siteTheme} locale={getLanguage() === 'zh-TW' ? zhTW : enUS}>
      {children}
    </ConfigProvider>
  ),
});
// Toasts (src/lib/toast.ts) load antd notification on first use, not here.

/**
 * The first render runs as a transition: React renders it in short slices and lets the
 * browser paint and answer input in between, instead of one long blocking task.
 */
export function render(oldRender: () => void) {
  // Before the first render, in the visitor's language only: the site's part of the catalog
  // and the current route's parts (those its address's query names too), in parallel, each
  // request started in a task of its own (src/lib/catalog.ts); if they cannot be loaded the
  // page still renders (message ids), and says nothing worse.
  const start = () => startTransition(oldRender);
  loadCatalog(getLanguage(), routeNamespaces(window.location.pathname, window.location.search)).then(start, (error) => {
    console.error('catalog load failed', error);
    start();
  });
}

// No StyleProvider of the app's own: umi's antd plugin puts its root ConfigProvider outside
// whatever the app wraps, on antd's default style cache, and a second cache inside it made antd
// compute the site theme's token once in each (tests/web/perf/oneStyleCache.test.tsx). The
// static antd stylesheets are built with the default settings too (scripts/antd-static-css.tsx).

/** umi locale plugin: our own lookup (preferred-language), not umi's umi_locale key. */
export const locale = {
  getLocale: () => getLanguage(),
};

/** umi max request: Bearer + Accept-Language, 10 s timeout, 401 refresh-and-retry. */
export const request: RequestConfig = createRequestConfig() as RequestConfig;

/** Initial state for umi access (route guards use the auth model). */
export async function getInitialState() {
  return { isAuthenticated: getTokenState().isAuthenticated };
}
