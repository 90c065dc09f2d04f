/**
 * An item's picture in the shop: the renderer's icon, or, when there is none or it cannot
 * load, a glyph of its category drawn in SVG (the same shapes and tones as the library's,
 * kept here so the shop does not load the library's whole stylesheet).
 */
import { useState } from 'react';
import styles from '../shop.module.css';

type Glyph = 'sword' | 'armor' | 'hat' | 'shoe' | 'ring' | 'potion' | 'bag' | 'chair' | 'star' | 'paw' | 'face' | 'ticket';

const GLYPH: Record<string, Glyph> = {
  Hair: 'face',
  Face: 'face',
  Cap: 'hat',
  Weapon: 'sword',
  Shoes: 'shoe',
  Longcoat: 'armor',
  Coat: 'armor',
  Cape: 'armor',
  Glove: 'armor',
  Pants: 'armor',
  Shield: 'armor',
  Accessory: 'ring',
  Ring: 'ring',
  PetEquip: 'paw',
  TamingMob: 'paw',
  Pet: 'paw',
  Consume: 'potion',
  Etc: 'bag',
  Ins: 'chair',
  Cash: 'star',
  Site: 'ticket',
};

const PATHS: Record<Glyph, string> = {
  sword: 'M19 3l2 2-9.5 9.5 1.5 1.5-1.5 1.5-1.5-1.5L7 19l1 1-1.5 1.5L3 18l1.5-1.5 1 1 3-3-1.5-1.5L8.5 11.5 10 13z',
  armor: 'M8 3l4 2 4-2 5 3-2 5-2-1v11H7V10l-2 1-2-5z',
  hat: 'M12 4c-4 0-6 3-6.5 8H3v3h18v-3h-2.5C18 7 16 4 12 4z',
  shoe: 'M4 6h5v6l6 2c3 1 5 2 5 4v2H4z',
  ring: 'M12 8a6 6 0 100 12 6 6 0 000-12zm0 3a3 3 0 110 6 3 3 0 010-6zM9 2h6l-1.5 4h-3z',
  face: 'M12 3a9 9 0 100 18 9 9 0 000-18zm-3 6.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM8 15h8a4 4 0 01-8 0z',
  potion: 'M9 2h6v2h-1v4l5 7a4 4 0 01-3.4 6H8.4A4 4 0 015 15l5-7V4H9z',
  bag: 'M9 3h6l-1 3h3l3 13a2 2 0 01-2 2H6a2 2 0 01-2-2L7 6h3z',
  chair: 'M6 3h12v9h1v3h-2v6h-2v-6H9v6H7v-6H5v-3h1z',
  star: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z',
  paw: 'M6 9a2 2 0 110-4 2 2 0 010 4zm12 0a2 2 0 110-4 2 2 0 010 4zM9.5 6a2 2 0 110-4 2 2 0 010 4zm5 0a2 2 0 110-4 2 2 0 010 4zM12 10c3 0 6 4 6 7a3 3 0 01-3 3c-1 0-2-.5-3-.5s-2 .5-3 .5a3 3 0 01-3-3c0-3 3-7 6-7z',
  ticket: 'M3 6h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4zm6 2v8m0-8',
};

const TONE: Record<Glyph, string> = {
  sword: 'toneSteel',
  armor: 'toneSteel',
  hat: 'toneSteel',
  shoe: 'toneSteel',
  ring: 'toneGold',
  face: 'tonePink',
  potion: 'toneRed',
  bag: 'toneBrown',
  chair: 'toneBrown',
  star: 'toneGold',
  paw: 'tonePink',
  ticket: 'toneGold',
};

export interface ShopPictureProps {
  src: string | null | undefined;
  category: string;
  /** 'icon' 44 px (lists, dialogs) or 'small' 96 px (cards, details). */
  size?: 'icon' | 'small';
}

/** Decorative: the item's name is always written next to it. */
export default function ShopPicture({ src, category, size = 'icon' }: ShopPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const glyph = GLYPH[category] ?? 'star';
    return (
      <span className={`${styles.glyph} ${styles[`pic_${size}`]} ${styles[TONE[glyph]]}`} aria-hidden="true" data-testid="shop-glyph" data-glyph={glyph}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={PATHS[glyph]} fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <span className={`${styles.picFrame} ${styles[`pic_${size}`]}`}>
      <img src={src} alt="" loading="lazy" decoding="async" className={styles.picture} data-testid="shop-image" onError={() => setFailed(src)} />
    </span>
  );
}
