/**
 * A section card of the profile dashboard: a title with an icon, optional extra, the body.
 * Plain markup in the dashboard's card style (the shape of Pro Card's bordered-header card,
 * without its code: tabs, grid and loading parts the panels never use).
 */
import type { ReactNode } from 'react';
import styles from '../profile.module.css';

export interface PanelProps {
  title: ReactNode;
  icon?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  /** id of the heading (aria-labelledby of the region). */
  id?: string;
  testId?: string;
}

export default function Panel({ title, icon, extra, children, className, id, testId }: PanelProps) {
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={id} data-testid={testId}>
      <div className={styles.panelCard}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle} id={id}>
            {icon ? <span className={styles.panelIcon} aria-hidden="true">{icon}</span> : null}
            {title}
          </h2>
          {extra ? <div className={styles.panelExtra}>{extra}</div> : null}
        </div>
        <div className={styles.panelBody}>{children}</div>
      </div>
    </section>
  );
}
