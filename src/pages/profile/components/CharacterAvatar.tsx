/**
 * A character's avatar from the renderer URL; a drawn silhouette when there is none or it
 * fails. `decorative` when the name is written next to it (hidden from screen readers).
 */
import { useState } from 'react';
import styles from '../characters.module.css';

export default function CharacterAvatar({ src, name, size = 96, decorative = false }: { src: string | null; name: string; size?: number; decorative?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size };
  if (!src || failed === src) {
    return (
      <span
        className={styles.avatarFallback}
        style={box}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative ? true : undefined}
        data-testid="avatar-fallback"
      >
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="22" r="11" fill="currentColor" opacity="0.85" />
          <path d="M14 58c0-12 8-20 18-20s18 8 18 20z" fill="currentColor" opacity="0.6" />
        </svg>
      </span>
    );
  }
  return <img className={styles.avatar} style={box} src={src} alt={decorative ? '' : name} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
