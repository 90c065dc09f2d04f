/** A table's place while its code (or its search form's) is not there: a skeleton about five rows high. */
import { Skeleton } from 'antd';
import { forwardRef } from 'react';
import styles from './index.module.css';

const TableWaiting = forwardRef<HTMLDivElement, { testId: string }>(function TableWaiting({ testId }, ref) {
  return (
    <div ref={ref} className={styles.waiting} aria-busy="true" data-testid={testId}>
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </div>
  );
});

export default TableWaiting;
