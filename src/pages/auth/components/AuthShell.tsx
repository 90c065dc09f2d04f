/**
 * The frame of every account screen: a painted evening sky with hills, a mushroom
 * house and maple trees (inline SVG, no images), and a game-style card in front.
 */
import type { ReactNode } from 'react';
import styles from './auth.module.css';

export interface AuthShellProps {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links under the form (register / login / forgot). */
  footer?: ReactNode;
  /** Wider card for the register form. */
  wide?: boolean;
  children: ReactNode;
  /** id of the title, for aria-labelledby. */
  titleId: string;
}

function Scenery() {
  return (
    <svg viewBox="0 0 1440 520" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <path d="M0 300 C 180 210 320 250 480 200 C 640 150 760 230 920 190 C 1080 150 1260 210 1440 170 L1440 520 L0 520Z" fill="#8a5aa8" opacity="0.55" />
      <path d="M0 360 C 200 300 360 330 560 290 C 760 250 900 320 1100 280 C 1260 250 1360 280 1440 270 L1440 520 L0 520Z" fill="#6b3f8f" opacity="0.75" />
      <g fill="#3f2a5c">
        <rect x="150" y="300" width="10" height="60" />
        <circle cx="155" cy="290" r="34" />
        <circle cx="135" cy="305" r="22" />
        <circle cx="178" cy="306" r="24" />
        <rect x="1270" y="270" width="12" height="70" />
        <circle cx="1276" cy="258" r="40" />
        <circle cx="1250" cy="276" r="26" />
        <circle cx="1302" cy="278" r="28" />
      </g>
      <path d="M0 420 C 240 370 420 400 720 380 C 1020 360 1200 400 1440 380 L1440 520 L0 520Z" fill="#2f6b3a" />
      <path d="M0 455 C 300 425 560 445 820 432 C 1080 420 1260 440 1440 430 L1440 520 L0 520Z" fill="#23532c" />
      <g transform="translate(1080 330)">
        <rect x="18" y="40" width="44" height="56" rx="8" fill="#fff1d6" />
        <rect x="32" y="66" width="16" height="30" rx="7" fill="#8b5a2b" />
        <path d="M-6 48 C -6 6 86 6 86 48 Z" fill="#e03131" />
        <circle cx="18" cy="28" r="7" fill="#fff" />
        <circle cx="48" cy="20" r="9" fill="#fff" />
        <circle cx="70" cy="36" r="6" fill="#fff" />
      </g>
      <g transform="translate(300 418)">
        <ellipse cx="22" cy="24" rx="24" ry="18" fill="#74c0fc" />
        <circle cx="14" cy="20" r="3" fill="#1c2541" />
        <circle cx="30" cy="20" r="3" fill="#1c2541" />
      </g>
    </svg>
  );
}

export default function AuthShell({ icon, title, subtitle, footer, wide, children, titleId }: AuthShellProps) {
  return (
    <div className={styles.stage}>
      <div className={styles.sun} aria-hidden="true" />
      <div className={styles.art}>
        <Scenery />
      </div>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
        <header className={styles.cardHead}>
          <span className={styles.emblem} aria-hidden="true">
            {icon}
          </span>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        <div className={styles.cardBody}>{children}</div>
        {footer ? <footer className={styles.cardFoot}>{footer}</footer> : null}
      </section>
    </div>
  );
}
