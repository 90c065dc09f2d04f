/**
 * ProLayout's phone menu drawer (antd's Drawer with rc-drawer and their styles, about
 * 4 KB gzip), loaded when the menu is first opened instead of with every page: `.umirc.ts`
 * points the `antd` import of pro-layout's sider wrapper (components/SiderMenu/index) here.
 * A closed drawer that was never opened draws nothing, as antd's does; on a computer the
 * layout never draws it, so it never loads there. The first open shows the drawer once its
 * code is there (a few hundred milliseconds on a slow phone network); after that it is
 * antd's drawer, opening and closing with its animation.
 */
import { createElement, lazy, Suspense, useState } from 'react';

export { default as ConfigProvider } from 'antd/es/config-provider';

const Real = lazy(() => import('antd/es/drawer/index.js'));

export function Drawer(props: { open?: boolean; [prop: string]: unknown }) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return createElement(Suspense, { fallback: null }, createElement(Real as never, props as never));
}
