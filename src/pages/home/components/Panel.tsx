import type { ReactNode } from 'react';
import styles from '../home.module.css';

export interface PanelProps {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The home page's card (title bar, optional action on the right, body), styled like antd `Card`
 * (same head height, paddings and divider) without importing it: antd's Card brings `Tabs`
 * along, which the home page's first screen does not need (performance).
 */
export default function Panel({ title, extra, className, children, 'data-testid': testId }: PanelProps) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} data-testid={testId}>
      <div className={styles.panelHead}>
        <div className={styles.panelTitle}>{title}</div>
        {extra ? <div className={styles.panelExtra}>{extra}</div> : null}
      </div>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}
