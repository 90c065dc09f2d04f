/**
 * Waiting for the style code of antd components that a part draws in one frame with others
 * (src/lib/lazyAntdStyle.tsx: a component whose style the page's static stylesheet lacks is
 * drawn once its style code has loaded, a moment after the rest).
 */
import { ConfigContext } from 'antd/es/config-provider/context';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { lazyStyleHook } from './lazyAntdStyle';
import type { LazyAntdStyle } from './lazyAntdStyleList';

/** Mounts, and says so, once every style wrapped around it has loaded. */
function Loaded({ onLoaded }: { onLoaded: (loaded: true) => void }) {
  useLayoutEffect(() => onLoaded(true), [onLoaded]);
  return null;
}

/**
 * Whether the components of `styles` (antd's default class prefixes) can be drawn at once:
 * their style is in the static stylesheet, or its code has loaded. Asks each component's
 * style hook as antd would (which starts loading what is missing), and draws `probe` (render
 * it) inside their wrappers: it mounts once all have loaded, or failed to (the components then
 * wait as usual). `wanted` leaves out styles not needed this time; the hooks are asked all the
 * same, so their order never changes.
 */
export function useAntdStylesReady(styles: readonly LazyAntdStyle[], wanted: (style: LazyAntdStyle) => boolean = () => true): { ready: boolean; probe: ReactNode } {
  const { getPrefixCls } = useContext(ConfigContext);
  const [ready, setReady] = useState(false);
  let probe: ReactNode = <Loaded onLoaded={setReady} />;
  for (const style of styles) {
    const [wrap] = lazyStyleHook(style)(getPrefixCls(style));
    if (wanted(style)) probe = wrap(probe);
  }
  return { ready, probe: ready ? null : probe };
}
