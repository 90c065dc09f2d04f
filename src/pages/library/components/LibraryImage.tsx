/**
 * A picture from the renderer (item icon, monster or NPC render, map minimap). When the
 * URL is null (images off) or the picture cannot load, a category glyph drawn in SVG takes
 * its place: no external image, same size, so nothing jumps. While the picture is on its
 * way, the frame shows the glyph's faint outline (after a moment, so a picture that comes
 * at once never shows it): a picture server that does not answer leaves no empty frame.
 */
import { useState } from 'react';
import type { LibraryCategory } from '@/services/library';
import styles from '../library.module.css';
import { GLYPH_PATHS, type Glyph as GlyphName } from '@/lib/glyphPaths';

type Glyph = Exclude<GlyphName, 'ticket'>;

const GLYPH: Record<LibraryCategory, Glyph> = {
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
  Accessory: 'ring',
  Ring: 'ring',
  Shield: 'armor',
  PetEquip: 'paw',
  TamingMob: 'paw',
  Pet: 'paw',
  Consume: 'potion',
  Etc: 'bag',
  Ins: 'chair',
  Cash: 'star',
  Npc: 'npc',
  Mob: 'mob',
  Map: 'map',
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
  mob: 'toneGreen',
  npc: 'toneBlue',
  map: 'toneBlue',
};

export interface LibraryImageProps {
  src: string | null | undefined;
  category: LibraryCategory;
  /** The entry's name (alt text unless decorative). */
  name: string;
  /** 'icon' (list rows, 40 px) or 'large' (detail picture). */
  size?: 'icon' | 'small' | 'large';
  /** The name is written next to the picture: hide the picture from screen readers. */
  decorative?: boolean;
  /** Text for the picture when it is not decorative. */
  alt?: string;
}

/** The glyph drawn for a category (a bag for one without its own). */
const glyphOf = (category: LibraryCategory): Glyph => GLYPH[category] ?? 'bag';

/** A glyph's shape in the current colour (the map's an outline, the others filled). */
function GlyphShape({ glyph, className, testId }: { glyph: Glyph; className?: string; testId?: string }) {
  const outline = glyph === 'map';
  return (
    <svg className={className} viewBox="0 0 24 24" focusable="false" aria-hidden="true" data-testid={testId}>
      <path d={PATHS[glyph]} fill={outline ? 'none' : 'currentColor'} stroke={outline ? 'currentColor' : 'none'} strokeWidth={outline ? 2 : 0} strokeLinejoin="round" />
    </svg>
  );
}

export function CategoryGlyph({ category, size = 'icon', label }: { category: LibraryCategory; size?: LibraryImageProps['size']; label?: string }) {
  const glyph = glyphOf(category);
  return (
    <span
      className={`${styles.glyph} ${styles[`frame_${size}`]} ${styles[TONE[glyph]]}`}
      data-testid="library-glyph"
      data-glyph={glyph}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <GlyphShape glyph={glyph} />
    </span>
  );
}

export default function LibraryImage({ src, category, name, size = 'icon', decorative = false, alt }: LibraryImageProps) {
  // The URL that failed, and the one that loaded (a new URL gets its own try).
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const label = decorative ? undefined : (alt ?? name);
  if (!src || failed === src) return <CategoryGlyph category={category} size={size} label={label} />;
  return (
    <span className={`${styles.frame} ${styles[`frame_${size}`]}`}>
      {loaded !== src && <GlyphShape glyph={glyphOf(category)} className={styles.waiting} testId="library-image-waiting" />}
      <img
        src={src}
        alt={decorative ? '' : label}
        loading="lazy"
        decoding="async"
        className={styles.picture}
        data-testid="library-image"
        onLoad={() => setLoaded(src)}
        onError={() => setFailed(src)}
      />
    </span>
  );
}
