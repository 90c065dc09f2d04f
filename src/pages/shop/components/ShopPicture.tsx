/**
 * An item's picture in the shop: the renderer's icon, or, when there is none or it cannot
 * load, a glyph of its category drawn in SVG (the same shapes and tones as the library's,
 * kept here so the shop does not load the library's whole stylesheet).
 */
import { useState } from 'react';
import styles from '../shop.module.css';
import { GLYPH_PATHS, type Glyph as GlyphName } from '@/lib/glyphPaths';

type Glyph = Extract<GlyphName, 'sword' | 'armor' | 'hat' | 'shoe' | 'ring' | 'potion' | 'bag' | 'chair' | 'star' | 'paw' | 'face' | 'ticket'>;

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

const PATHS: Record<Glyph, string> = GLYPH_PATHS;

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
