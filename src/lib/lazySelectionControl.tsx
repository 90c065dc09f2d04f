/**
 * antd Table's row-selection checkbox and radio (with their styles and rc-checkbox, about
 * 5 KB gzip), loaded when a table first draws a selection column instead of with every
 * table: `.umirc.ts` points antd's `../../checkbox` and `../../radio` imports
 * (table/hooks/useSelection) here, one module per control through `?control=`. Tables
 * without row selection (the rankings, the profile's lists) never load them. While one
 * loads, an empty box of the control's size holds its place, so the column does not move.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

declare const __resourceQuery: string;

const LOADERS: Record<'checkbox' | 'radio', LazyLoader> = {
  checkbox: () => import('antd/es/checkbox/index.js') as unknown as ReturnType<LazyLoader>,
  radio: () => import('antd/es/radio/index.js') as unknown as ReturnType<LazyLoader>,
};

export type SelectionControl = keyof typeof LOADERS;

/** The control, loaded when first drawn; its box (16 px, antd's default) meanwhile. */
export function lazySelectionControl(control: SelectionControl) {
  const placeholder = <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, verticalAlign: 'middle' }} />;
  return lazyComponent(control, LOADERS[control], placeholder);
}

const query = typeof __resourceQuery === 'string' ? __resourceQuery : '';
const control = new URLSearchParams(query.slice(1)).get('control');

export default control === 'checkbox' || control === 'radio' ? lazySelectionControl(control) : null;
