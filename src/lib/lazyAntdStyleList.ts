/**
 * The antd components whose style code (`antd/es/<folder>/style/index.js`, the functions
 * that write their CSS in the browser) loads only when it is needed: when one of them is
 * drawn under a theme the static stylesheet (scripts/extract-antd-css.mjs) does not hold.
 * On the site's own pages the stylesheet holds them all, so their style code never loads
 * (src/lib/lazyAntdStyle.tsx; `.umirc.ts` points the component's `./style` import there).
 *
 * Folder -> the component name antd registers the style under (`genStyleHooks('Button', ...)`),
 * the first part of the style's cache path. Listed: the components of the site frame and the
 * first screens the stylesheet is made from, and those of the routes with a sheet of their
 * own (checkbox, steps: the account screens, /download; table, pagination, select: /ranking,
 * whose tables elsewhere, below the fold or in a drawer, load their style code). A component the stylesheet lacks should not
 * be listed (it would appear a moment after the rest of the page); one whose folder's
 * modules import more than the style hook from `./style` cannot be.
 */
export const LAZY_ANTD_STYLES = {
  alert: 'Alert',
  avatar: 'Avatar',
  badge: 'Badge',
  button: 'Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  empty: 'Empty',
  layout: 'Layout',
  menu: 'Menu',
  pagination: 'Pagination',
  select: 'Select',
  skeleton: 'Skeleton',
  space: 'Space',
  spin: 'Spin',
  steps: 'Steps',
  table: 'Table',
  tabs: 'Tabs',
  tag: 'Tag',
  tooltip: 'Tooltip',
  typography: 'Typography',
} as const;

export type LazyAntdStyle = keyof typeof LAZY_ANTD_STYLES;

/**
 * Of those, the styles that style only the component's popup, never the element it wraps
 * (a menu item inside a Tooltip, the button of a Dropdown): the element is drawn at once
 * while such a style loads. The popup shows later (a hover, a press), by when it has.
 * Holding the element back would draw a dropdown's items a moment after its menu opens,
 * too late for the menu to take the keyboard focus.
 */
export const POPUP_ONLY_STYLES: ReadonlySet<LazyAntdStyle> = new Set<LazyAntdStyle>(['dropdown', 'tooltip']);
