/**
 * The lazily loaded pro-components parts (src/lib/lazyProParts.tsx) a table's search form
 * draws: the form itself and the field of each column it shows. ServerTable waits for them
 * before it draws the table, so the form is there in the table's first frame instead of
 * appearing a moment after the rows and pushing them down.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { useEffect, useState } from 'react';
import { madeLoaded, preloadMade } from '@/lib/preloadableLazy';

/** The part pro-field draws for a value type in a form (the types without one draw an input). */
const PART_OF_TYPE: Record<string, string> = {
  date: 'field/DatePicker',
  dateWeek: 'field/DatePicker',
  dateMonth: 'field/DatePicker',
  dateQuarter: 'field/DatePicker',
  dateYear: 'field/DatePicker',
  dateTime: 'field/DatePicker',
  dateRange: 'field/RangePicker',
  dateWeekRange: 'field/RangePicker',
  dateMonthRange: 'field/RangePicker',
  dateQuarterRange: 'field/RangePicker',
  dateYearRange: 'field/RangePicker',
  dateTimeRange: 'field/RangePicker',
  time: 'field/TimePicker',
  timeRange: 'field/TimeRangePicker',
  select: 'field/Select',
  checkbox: 'field/Checkbox',
  radio: 'field/Radio',
  radioButton: 'field/Radio',
  segmented: 'field/Segmented',
  switch: 'field/Switch',
  digit: 'field/Digit',
  digitRange: 'field/DigitRange',
  money: 'field/Money',
  percent: 'field/Percent',
  second: 'field/Second',
  textarea: 'field/TextArea',
  password: 'field/Password',
  code: 'field/Code',
  jsonCode: 'field/Code',
};

/** The parts a search form of these columns draws (none without a search form). */
export function searchParts<T>(search: unknown, columns: readonly ProColumns<T>[]): string[] {
  if (!search) return [];
  const parts = new Set(['table/Form']);
  for (const column of columns) {
    if (column.search === false || column.hideInSearch) continue;
    const type = typeof column.valueType === 'string' ? column.valueType : 'text';
    // a text column with choices is a select in a form
    const part = type === 'text' && column.valueEnum ? 'field/Select' : PART_OF_TYPE[type];
    if (part) parts.add(part);
  }
  return [...parts];
}

/** Loads the parts if they are not there yet; true once they are (or failed to load: the table then draws them when they come). */
export function useSearchPartsReady(parts: readonly string[]) {
  const [ready, setReady] = useState(() => madeLoaded(parts));
  const key = parts.join();
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    preloadMade(key ? key.split(',') : []).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, key]);
  return ready;
}
