/**
 * The banner at the top of the content pages (download, vote, privacy, terms...):
 * a night-to-sunset gradient with hills and maple leaves drawn in SVG (no images).
 */
import type { ReactNode } from 'react';
import styles from './index.module.css';

export interface PageBannerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Extra content under the subtitle (buttons, tags). */
  children?: ReactNode;
  /** Visual tone: 'sunset' (default) or 'forest'. */
  tone?: 'sunset' | 'forest' | 'night';
}

export default function PageBanner({ title, subtitle, icon, children, tone = 'sunset' }: PageBannerProps) {
  return (
    <section className={`${styles.banner} ${styles[tone]}`}>
      <svg className={styles.art} viewBox="0 0 1440 200" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
        <circle cx="1180" cy="70" r="90" fill="rgba(255,236,179,0.28)" />
        <circle cx="1180" cy="70" r="46" fill="rgba(255,236,179,0.45)" />
        <path d="M0 150 C200 110 360 140 520 120 S860 90 1040 130 S1300 110 1440 130 V200 H0Z" fill="rgba(255,255,255,0.10)" />
        <path d="M0 175 C240 150 420 170 640 160 S1040 140 1240 165 S1380 160 1440 165 V200 H0Z" fill="rgba(255,255,255,0.16)" />
        <g fill="rgba(255,170,60,0.75)">
          <path transform="translate(140 40) scale(0.7) rotate(-15)" d="M20 2l3.5 8.5 6-3.5-1.5 8 8-1-5 6.5 6 3-8.5 2.5 2 5.5-7-2.5-.5 8h-4l-.5-8-7 2.5 2-5.5L3 23.5l6-3-5-6.5 8 1-1.5-8 6 3.5z" />
          <path transform="translate(980 30) scale(0.5) rotate(20)" d="M20 2l3.5 8.5 6-3.5-1.5 8 8-1-5 6.5 6 3-8.5 2.5 2 5.5-7-2.5-.5 8h-4l-.5-8-7 2.5 2-5.5L3 23.5l6-3-5-6.5 8 1-1.5-8 6 3.5z" />
          <path transform="translate(1340 100) scale(0.6) rotate(40)" d="M20 2l3.5 8.5 6-3.5-1.5 8 8-1-5 6.5 6 3-8.5 2.5 2 5.5-7-2.5-.5 8h-4l-.5-8-7 2.5 2-5.5L3 23.5l6-3-5-6.5 8 1-1.5-8 6 3.5z" />
        </g>
      </svg>
      <div className={styles.inner}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
