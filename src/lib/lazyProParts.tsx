/**
 * Parts of pro-components that ProTable imports whatever a table shows, loaded when one
 * is first rendered instead (`.umirc.ts` points pro-components' own imports here, one
 * module per part through the `?part=` query):
 *  - pro-field's value types with heavy antd inputs (date and time pickers, select,
 *    checkbox, radio, switch, progress, number inputs, code, password, text area,
 *    segmented): ProTable imports every value type's component, so a table of plain text
 *    (the ranking) brought antd's date picker, select and the rest with it;
 *  - ProTable's search form (with ProForm's query filter) and its toolbar (column
 *    settings, density, tabs): tables that turn them off (`search={false}`,
 *    `toolBarRender={false}`) never load them.
 * A part renders nothing for the moment its code loads; a page that uses one (a date
 * column, a search form) loads it with its first render. A part is made under its name
 * (`preloadableLazy`), so a table can load the parts it is about to draw ahead, and show
 * them in its first frame (a search form that appeared a moment after the rows would push
 * them down: src/components/ServerTable/searchParts.ts).
 */
import type { ComponentType } from 'react';
import type { LazyLoader as Loader } from './lazyComponent';
import { preloadableLazy } from './preloadableLazy';

declare const __resourceQuery: string;

const named = (load: () => Promise<Record<string, unknown>>, name: string): Loader => () =>
  load().then((m) => ({ default: m[name] as ComponentType<Record<string, unknown>> }));

/* eslint-disable @typescript-eslint/no-explicit-any -- pro-components' modules are untyped here */
const PARTS: Record<string, Loader> = {
  'field/DatePicker': () => import('@ant-design/pro-field/es/components/DatePicker/index.js' as any),
  'field/RangePicker': () => import('@ant-design/pro-field/es/components/RangePicker/index.js' as any),
  'field/TimePicker': () => import('@ant-design/pro-field/es/components/TimePicker/index.js' as any),
  'field/TimeRangePicker': named(() => import('@ant-design/pro-field/es/components/TimePicker/index.js' as any), 'FieldTimeRangePicker'),
  'field/Select': () => import('@ant-design/pro-field/es/components/Select/index.js' as any),
  'field/Checkbox': () => import('@ant-design/pro-field/es/components/Checkbox/index.js' as any),
  'field/Radio': () => import('@ant-design/pro-field/es/components/Radio/index.js' as any),
  'field/Switch': () => import('@ant-design/pro-field/es/components/Switch/index.js' as any),
  'field/Progress': () => import('@ant-design/pro-field/es/components/Progress/index.js' as any),
  'field/Digit': () => import('@ant-design/pro-field/es/components/Digit/index.js' as any),
  'field/DigitRange': () => import('@ant-design/pro-field/es/components/DigitRange/index.js' as any),
  'field/Money': () => import('@ant-design/pro-field/es/components/Money/index.js' as any),
  'field/Percent': () => import('@ant-design/pro-field/es/components/Percent/index.js' as any),
  'field/Second': () => import('@ant-design/pro-field/es/components/Second/index.js' as any),
  'field/FromNow': () => import('@ant-design/pro-field/es/components/FromNow/index.js' as any),
  'field/Code': () => import('@ant-design/pro-field/es/components/Code/index.js' as any),
  'field/Password': () => import('@ant-design/pro-field/es/components/Password/index.js' as any),
  'field/TextArea': () => import('@ant-design/pro-field/es/components/TextArea/index.js' as any),
  'field/Segmented': () => import('@ant-design/pro-field/es/components/Segmented/index.js' as any),
  'table/Form': () => import('@ant-design/pro-table/es/components/Form/index.js' as any),
  'table/ToolBar': () => import('@ant-design/pro-table/es/components/ToolBar/index.js' as any),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The part names `.umirc.ts` may ask for, per package folder. */
export const LAZY_PRO_PARTS = Object.keys(PARTS);

function lazyPart(name: string) {
  const load = PARTS[name];
  if (!load) throw new Error(`unknown pro-components part ${name}`);
  return preloadableLazy(name, load);
}

const query = typeof __resourceQuery === 'string' ? __resourceQuery : '';
const part = new URLSearchParams(query.slice(1)).get('part') ?? '';

export default part ? lazyPart(part) : null;

/** pro-field's TimePicker module also exports the time range picker. */
export const FieldTimeRangePicker = part === 'field/TimePicker' ? lazyPart('field/TimeRangePicker') : null;

/**
 * pro-field's Select module also exports this helper, used without the select (ProTable
 * turns a column's `valueEnum` into filter options with it): the same rules, without
 * the select's code. A value of the enum is a text or `{ text, disabled, ... }`.
 */
export function proFieldParsingValueEnumToArray(valueEnumParams: unknown) {
  const valueEnum =
    valueEnumParams instanceof Map ? valueEnumParams : new Map(Object.entries((valueEnumParams ?? {}) as Record<string, unknown>));
  const options: { text: unknown; value: unknown; label?: unknown; disabled?: unknown }[] = [];
  valueEnum.forEach((_, key) => {
    const value = valueEnum.get(key) || valueEnum.get(`${key}`);
    if (!value) return;
    if (typeof value === 'object' && (value as { text?: unknown }).text) {
      const v = value as { text: unknown; disabled?: unknown };
      options.push({ text: v.text, value: key, label: v.text, disabled: v.disabled });
      return;
    }
    options.push({ text: value, value: key });
  });
  return options;
}
