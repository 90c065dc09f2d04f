/**
 * Whether a ProTable drawn off the page (ServerTable) has drawn itself whole: its table, and
 * each field of its search form with its content. pro-field draws a choice field (the chips of
 * a `valueEnum` radio) as a small spinner in its first render and its options in the next:
 * shown at once, a filter row whose chips take two lines (English, on a phone) grew by a line
 * after the table had appeared, pushing it and everything below down. Gives up waiting after
 * `maxMs` (the table is then shown as it is).
 */
import { useEffect, useState, type RefObject } from 'react';

/** True when the table and every field of its search form have their content. */
export function drawnWhole(box: Element): boolean {
  if (!box.querySelector('.ant-table')) return false;
  const fields = box.querySelectorAll('.ant-pro-table-search .ant-form-item-control-input-content');
  return Array.from(fields).every((field) => field.firstElementChild && !field.querySelector('.ant-spin'));
}

export function useDrawnWhole(ref: RefObject<Element>, active: boolean, maxMs = 1000): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!active || whole) return undefined;
    const start = performance.now();
    let frame = 0;
    const look = () => {
      if ((ref.current && drawnWhole(ref.current)) || performance.now() - start > maxMs) setWhole(true);
      else frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [ref, active, whole, maxMs]);
  return whole;
}
