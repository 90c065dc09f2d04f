/**
 * antd's style hooks for the components of src/lib/lazyAntdStyleList.ts, with their style
 * code loaded only when needed.
 *
 * antd 5 writes each component's CSS in the browser from style functions that ship with
 * the component (about 13 KB gzip for the site frame alone, 30 KB on the rankings). The
 * built site links a static stylesheet of those styles (scripts/extract-antd-css.mjs), and
 * antd skips every style that stylesheet holds: on the site's pages the functions are
 * downloaded and never run. Here the component gets a stand-in hook instead
 * (src/lib/antdStyleStub.ts, through `.umirc.ts`). It works out the style's cache path the
 * way antd does (the theme token's key, the component name, its class prefix and the icon
 * prefix) and asks the stylesheet's path map whether it holds it:
 *  - yes (the usual case): nothing else to do; the component gets antd's hash class;
 *  - no (another theme, a build without the stylesheet): the component's real style code
 *    loads, and the component is drawn once it has (nothing is drawn unstyled); later ones
 *    of the same kind are drawn at once. A Tooltip or Dropdown is drawn at once all the
 *    same: its style is its popup's, and the popup opens later.
 */
import { StyleContext } from '@ant-design/cssinjs';
import { existPath } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { ConfigContext } from 'antd/es/config-provider/context';
import useToken from 'antd/es/theme/useToken';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { LAZY_ANTD_STYLES, POPUP_ONLY_STYLES, type LazyAntdStyle } from './lazyAntdStyleList';

type Wrap = (node: ReactNode) => ReactNode;
/** antd's style hook: `(prefixCls, ...)` -> [wrap, hashId, cssVarCls]. */
export type StyleHook = (prefixCls: string, ...rest: unknown[]) => [Wrap, string, string | undefined];
type Loader = () => Promise<{ default: StyleHook }>;

/* eslint-disable @typescript-eslint/no-explicit-any -- antd's style modules are untyped */
const LOADERS: Record<LazyAntdStyle, Loader> = {
  alert: () => import('antd/es/alert/style/index.js' as any),
  avatar: () => import('antd/es/avatar/style/index.js' as any),
  badge: () => import('antd/es/badge/style/index.js' as any),
  button: () => import('antd/es/button/style/index.js' as any),
  checkbox: () => import('antd/es/checkbox/style/index.js' as any),
  dropdown: () => import('antd/es/dropdown/style/index.js' as any),
  empty: () => import('antd/es/empty/style/index.js' as any),
  layout: () => import('antd/es/layout/style/index.js' as any),
  menu: () => import('antd/es/menu/style/index.js' as any),
  pagination: () => import('antd/es/pagination/style/index.js' as any),
  select: () => import('antd/es/select/style/index.js' as any),
  skeleton: () => import('antd/es/skeleton/style/index.js' as any),
  space: () => import('antd/es/space/style/index.js' as any),
  spin: () => import('antd/es/spin/style/index.js' as any),
  steps: () => import('antd/es/steps/style/index.js' as any),
  table: () => import('antd/es/table/style/index.js' as any),
  tabs: () => import('antd/es/tabs/style/index.js' as any),
  tag: () => import('antd/es/tag/style/index.js' as any),
  tooltip: () => import('antd/es/tooltip/style/index.js' as any),
  typography: () => import('antd/es/typography/style/index.js' as any),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const hooks = new Map<string, StyleHook>();

/**
 * The stand-in style hook of `style` (a folder of LAZY_ANTD_STYLES), one per folder.
 * `load` is for tests (the real module by default).
 */
export function lazyStyleHook(style: LazyAntdStyle, load: Loader = LOADERS[style]): StyleHook {
  const made = hooks.get(style);
  if (made && load === LOADERS[style]) return made;
  const name = LAZY_ANTD_STYLES[style];
  let real: StyleHook | undefined;
  let pending: Promise<void> | undefined;
  const start = () => (pending ??= load().then((module) => void (real = module.default)));

  /** Calls the real hook (so antd writes the style) around the component, once it has loaded. */
  function RealStyle({ args, children }: { args: [string, ...unknown[]]; children: ReactNode }) {
    const [wrap] = real!(...args);
    return wrap(children);
  }

  const popupOnly = POPUP_ONLY_STYLES.has(style);

  /**
   * Draws nothing until the real hook has loaded, then the component with its style; a
   * popup-only style (POPUP_ONLY_STYLES) draws the component at once and adds its style
   * beside it when loaded, the component kept in place (antd's wrap only adds siblings).
   */
  function StyleLoader({ args, children }: { args: [string, ...unknown[]]; children: ReactNode }) {
    const [loaded, setLoaded] = useState(() => real !== undefined);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setLoaded(true),
        // The style code could not be fetched (offline): draw the component unstyled.
        () => live && setLoaded(true),
      );
      return () => {
        live = false;
      };
    }, [loaded]);
    if (popupOnly) {
      return (
        <>
          {loaded && real ? <RealStyle args={args}>{null}</RealStyle> : null}
          {children}
        </>
      );
    }
    if (!loaded) return null;
    return real ? <RealStyle args={args}>{children}</RealStyle> : children;
  }

  const useLazyStyle: StyleHook = (prefixCls, ...rest) => {
    const [, , hashId, token, cssVar] = useToken();
    const { iconPrefixCls } = useContext(ConfigContext);
    const { layer } = useContext(StyleContext);
    // Menu's and Tooltip's hooks take an `injectStyle` flag: false asks for no style.
    const wantsStyle = !rest.includes(false);
    const path = [(token as unknown as { _tokenKey: string })._tokenKey, ...(layer ? ['layer'] : []), `${name}-${name}`, prefixCls, iconPrefixCls];
    const covered = !wantsStyle || (!cssVar && existPath(path.join('|')));
    if (!covered) void start().catch(() => undefined);
    const wrap: Wrap = covered ? (node) => node : (node) => <StyleLoader args={[prefixCls, ...rest]}>{node}</StyleLoader>;
    return [wrap, hashId, cssVar?.key];
  };
  if (load === LOADERS[style]) hooks.set(style, useLazyStyle);
  return useLazyStyle;
}
