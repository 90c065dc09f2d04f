/**
 * An item's icon from the renderer; when there is no URL or it cannot load, a small
 * drawn glyph of the item's kind takes its place (same size, nothing jumps).
 */
import { useState } from 'react';
import styles from '../profile.module.css';

type Glyph = 'equip' | 'use' | 'setup' | 'etc' | 'cash' | 'hat' | 'weapon' | 'ring' | 'shoe' | 'pet';

const PATHS: Record<Glyph, string> = {
  equip: 'M8 3l4 2 4-2 5 3-2 5-2-1v11H7V10l-2 1-2-5z',
  hat: 'M12 4c-4 0-6 3-6.5 8H3v3h18v-3h-2.5C18 7 16 4 12 4z',
  weapon: 'M19 3l2 2-9.5 9.5 1.5 1.5-1.5 1.5-1.5-1.5L7 19l1 1-1.5 1.5L3 18l1.5-1.5 1 1 3-3-1.5-1.5L8.5 11.5 10 13z',
  ring: 'M12 8a6 6 0 100 12 6 6 0 000-12zm0 3a3 3 0 110 6 3 3 0 010-6zM9 2h6l-1.5 4h-3z',
  shoe: 'M4 6h5v6l6 2c3 1 5 2 5 4v2H4z',
  pet: 'M6 9a2 2 0 110-4 2 2 0 010 4zm12 0a2 2 0 110-4 2 2 0 010 4zM9.5 6a2 2 0 110-4 2 2 0 010 4zm5 0a2 2 0 110-4 2 2 0 010 4zM12 10c3 0 6 4 6 7a3 3 0 01-3 3c-1 0-2-.5-3-.5s-2 .5-3 .5a3 3 0 01-3-3c0-3 3-7 6-7z',
  use: 'M9 2h6v2h-1v4l5 7a4 4 0 01-3.4 6H8.4A4 4 0 015 15l5-7V4H9z',
  setup: 'M6 3h12v9h1v3h-2v6h-2v-6H9v6H7v-6H5v-3h1z',
  etc: 'M9 3h6l-1 3h3l3 13a2 2 0 01-2 2H6a2 2 0 01-2-2L7 6h3z',
  cash: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
};

/** Equipment kinds by the item id's first four digits (1002 hat, 1112 ring, 13-14 weapons...). */
function equipGlyph(itemId: number): Glyph {
  const group = Math.floor(itemId / 10000);
  if (group === 100) return 'hat';
  if (group === 107) return 'shoe';
  if (group >= 101 && group <= 103) return 'ring';
  if (group === 111 || group === 112 || group === 114) return 'ring';
  if (group >= 130 && group <= 170) return 'weapon';
  if (group === 180 || group === 181) return 'pet';
  return 'equip';
}

/** The drawn glyph of an item id (1xxxxxx equipment by kind, 2 use, 3 set-up, 4 etc, 5 cash; 500xxxx pets). */
export function glyphOf(itemId: number): Glyph {
  const kind = Math.floor(itemId / 1_000_000);
  if (kind === 1) return equipGlyph(itemId);
  if (Math.floor(itemId / 10000) === 500) return 'pet';
  return (['etc', 'equip', 'use', 'setup', 'etc', 'cash'] as const)[kind] ?? 'etc';
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
