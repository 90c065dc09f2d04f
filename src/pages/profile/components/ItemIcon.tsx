/**
 * An item's icon from the renderer; when there is no URL or it cannot load, a small
 * drawn glyph of the item's kind takes its place (same size, nothing jumps).
 */
import { useState } from 'react';
import styles from '../profile.module.css';

type Glyph = 'equip' | 'use' | 'setup' | 'etc' | 'cash';

const PATHS: Record<Glyph, string> = {
  equip: 'M8 3l4 2 4-2 5 3-2 5-2-1v11H7V10l-2 1-2-5z',
  use: 'M9 2h6v2h-1v4l5 7a4 4 0 01-3.4 6H8.4A4 4 0 015 15l5-7V4H9z',
  setup: 'M6 3h12v9h1v3h-2v6h-2v-6H9v6H7v-6H5v-3h1z',
  etc: 'M9 3h6l-1 3h3l3 13a2 2 0 01-2 2H6a2 2 0 01-2-2L7 6h3z',
  cash: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
};

/** The inventory kind of an item id (1xxxxxx equip, 2 use, 3 set-up, 4 etc, 5 cash). */
export function glyphOf(itemId: number): Glyph {
  const kind = Math.floor(itemId / 1_000_000);
  return (['equip', 'equip', 'use', 'setup', 'etc', 'cash'] as const)[kind] ?? 'etc';
}

export default function ItemIcon({ src, itemId }: { src: string | null | undefined; itemId: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const glyph = glyphOf(itemId);
    return (
      <svg className={`${styles.itemGlyph} ${styles[`glyph_${glyph}`]}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="item-glyph">
        <path d={PATHS[glyph]} fill="currentColor" />
      </svg>
    );
  }
  return <img className={styles.itemImage} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} data-testid="item-image" />;
}
