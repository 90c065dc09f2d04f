/**
 * A table's place while its code (or its search form's) is not there: a skeleton about five
 * rows high, or, when the page knows how many rows will come (`place`, from `placeStyle`), as
 * high as the loaded table: its filter row, head, rows and pager, at the heights the page's
 * CSS gives them (index.module.css, `.waitingPlace`).
 */
import { Skeleton } from 'antd';
import { forwardRef, type CSSProperties } from 'react';
import styles from './index.module.css';

/**
 * The place a server table keeps for the rows a page expects (ServerTable's `expectedRows`),
 * as CSS variables read by index.module.css (`.place`, `.waitingPlace`): none when the page
 * does not know, the pager's room only with rows and a pager.
 */
export function placeStyle(rows: number | undefined, pager: boolean): CSSProperties | undefined {
  if (rows === undefined) return undefined;
  return { '--server-table-rows': rows, '--server-table-pager': rows > 0 && pager ? 1 : 0 } as CSSProperties;
}

const TableWaiting = forwardRef<HTMLDivElement, { testId: string; place?: CSSProperties }>(function TableWaiting({ testId, place }, ref) {
  return (
    <div ref={ref} className={place ? `${styles.waiting} ${styles.waitingPlace}` : styles.waiting} style={place} aria-busy="true" data-testid={testId}>
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </div>
  );
});

export default TableWaiting;
