/**
 * A guild's emblem drawn in SVG from the game's four numbers: the background
 * shape (logo_bg) and its colour (logo_bg_color), the symbol (logo) and its
 * colour (logo_color). No images: the shapes are stylised stand-ins for the
 * game's emblem sprites, stable for the same numbers.
 */
import { memo } from 'react';

/** The game's 16 emblem colours (index 0-15). */
export const EMBLEM_COLORS = [
  '#e53935', '#fb8c00', '#fdd835', '#7cb342', '#43a047', '#00897b', '#00acc1', '#1e88e5',
  '#3949ab', '#8e24aa', '#d81b60', '#6d4c41', '#757575', '#212121', '#fafafa', '#c0a060',
];

const BACKGROUNDS = [
  // shield
  'M32 4 L56 12 V30 C56 46 45 56 32 61 C19 56 8 46 8 30 V12 Z',
  // circle
  'M32 5 A27 27 0 1 1 31.99 5 Z',
  // diamond
  'M32 3 L61 32 L32 61 L3 32 Z',
  // hexagon
  'M32 4 L57 18 V46 L32 60 L7 46 V18 Z',
  // rounded square
  'M14 6 H50 A8 8 0 0 1 58 14 V50 A8 8 0 0 1 50 58 H14 A8 8 0 0 1 6 50 V14 A8 8 0 0 1 14 6 Z',
  // banner
  'M10 5 H54 V56 L32 46 L10 56 Z',
];

const SYMBOLS = [
  // maple leaf
  'M32 14l3 7 5-3-1 7 7-1-4 5 5 3-7 2 2 5-6-2-1 7h-6l-1-7-6 2 2-5-7-2 5-3-4-5 7 1-1-7 5 3z',
  // star
  'M32 14l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1z',
  // crown
  'M18 42 L16 22 L25 30 L32 18 L39 30 L48 22 L46 42 Z',
  // sword
  'M31 12 H33 L34 36 H40 V39 H34 V44 H35.5 V50 H28.5 V44 H30 V39 H24 V36 H30 Z',
  // moon
  'M38 14 A18 18 0 1 0 46 44 A14 14 0 1 1 38 14 Z',
  // flame
  'M32 12 C40 22 46 28 44 38 C42 46 36 50 32 50 C26 50 20 45 20 37 C20 30 25 27 26 22 C29 27 30 30 33 31 C34 25 33 18 32 12 Z',
  // heart
  'M32 48 C20 39 14 33 14 25 C14 19 19 15 24 15 C28 15 30 17 32 20 C34 17 36 15 40 15 C45 15 50 19 50 25 C50 33 44 39 32 48 Z',
  // wings
  'M32 22 C26 16 16 14 10 18 C14 20 15 23 13 26 C18 25 20 27 19 31 C24 29 27 31 28 36 L32 40 L36 36 C37 31 40 29 45 31 C44 27 46 25 51 26 C49 23 50 20 54 18 C48 14 38 16 32 22 Z',
];

const mod = (value: number | null | undefined, n: number) => (((Number(value) || 0) % n) + n) % n;

export interface GuildEmblemProps {
  logo: number | null | undefined;
  logoColor: number | null | undefined;
  logoBg: number | null | undefined;
  logoBgColor: number | null | undefined;
  size?: number;
  /** Accessible name (e.g. "Emblem of Phoenix"); decorative when omitted. */
  title?: string;
}

function GuildEmblem({ logo, logoColor, logoBg, logoBgColor, size = 24, title }: GuildEmblemProps) {
  const hasEmblem = Boolean(logo || logoBg);
  const bg = BACKGROUNDS[mod(logoBg, BACKGROUNDS.length)];
  const symbol = SYMBOLS[mod(logo, SYMBOLS.length)];
  const bgColor = EMBLEM_COLORS[mod(logoBgColor, EMBLEM_COLORS.length)];
  let fgColor = EMBLEM_COLORS[mod(logoColor, EMBLEM_COLORS.length)];
  if (fgColor === bgColor) fgColor = bgColor === '#fafafa' ? '#212121' : '#fafafa';
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-testid="guild-emblem"
      style={{ flex: 'none', display: 'inline-block', verticalAlign: 'middle' }}
    >
      {title && <title>{title}</title>}
      {hasEmblem ? (
        <>
          <path d={bg} fill={bgColor} stroke="rgba(0,0,0,0.35)" strokeWidth="2.5" />
          <path d={bg} fill="url(#emblem-shine)" opacity="0.35" />
          <path d={symbol} fill={fgColor} stroke="rgba(0,0,0,0.3)" strokeWidth="1.2" />
        </>
      ) : (
        <path d={BACKGROUNDS[0]} fill="#d9dbe8" stroke="#a9adc7" strokeWidth="2.5" />
      )}
      <defs>
        <linearGradient id="emblem-shine" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="0.55" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
    </svg>
  );
}

export default memo(GuildEmblem);
