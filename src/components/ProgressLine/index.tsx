/**
 * A progress bar in the look of antd's Progress line (the track, a gradient fill that spans
 * the whole track, an optional text after it), as plain markup: antd's Progress brought
 * rc-progress, its circle and dashboard and their style code (about 5 KB gzip) for a bar.
 */
import type { CSSProperties, ReactNode } from 'react';
import styles from './ProgressLine.module.css';

export interface ProgressLineProps {
  /** 0 to 100; a value outside (or not a number) is drawn as the nearest end (or 0). */
  percent: number;
  /** What the bar measures, for assistive technology. */
  label: string;
  /** The gradient's two ends. */
  from: string;
  to: string;
  /** `small`: a 6 px track in 12 px type (antd's `size="small"`); otherwise 8 px in 14 px. */
  size?: 'small' | 'default';
  /** Shown after the track. */
  text?: ReactNode;
  className?: string;
}

export default function ProgressLine({ percent, label, from, to, size = 'default', text, className }: ProgressLineProps) {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const classes = [styles.line, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  const fill = { width: `${value}%`, '--progress-fraction': value / 100, '--progress-from': from, '--progress-to': to } as CSSProperties;
  return (
    <div className={classes} role="progressbar" aria-valuenow={Number(value.toFixed(2))} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <div className={styles.outer}>
        <div className={styles.track}>
          <div className={styles.fill} style={fill} />
        </div>
        {text !== undefined ? <span className={styles.text}>{text}</span> : null}
      </div>
    </div>
  );
}
