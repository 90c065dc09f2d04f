/**
 * Character avatars. With AVATAR_URL_TEMPLATE set (a maplestory.io-compatible
 * renderer), avatar URLs are filled from it: placeholders {id} {name} {pose}
 * {skin} {hair} {face} {gender} {job}, and {items}: the ids of what the character wears
 * (what shows: a cash cover instead of the item under it), comma-separated. By default the site renders a small
 * deterministic SVG sprite itself (GET /api/v1/game/avatar/{id}/{pose}.svg),
 * coloured by skin, hair colour and job line, so nothing calls the internet.
 */
import crypto from 'node:crypto';

export interface AvatarLook {
  id: number;
  name: string;
  gender: number;
  skin: number;
  hair: number;
  face: number;
  job: number;
  /** Worn item ids that show (profile pages; empty elsewhere). */
  items?: number[];
}

export type AvatarPose = 'stand1' | 'walk1' | 'jump';

/** Short version tag of a look: the URL changes when the look does (so it can be cached long). */
export function lookVersion(look: AvatarLook): string {
  return crypto
    .createHash('sha1')
    .update(`${look.gender}.${look.skin}.${look.hair}.${look.face}.${look.job}${look.items?.length ? `.${look.items.join(',')}` : ''}`)
    .digest('hex')
    .slice(0, 8);
}

export function avatarUrl(template: string, look: AvatarLook, pose: AvatarPose = 'walk1'): string {
  if (!template) return `/api/v1/game/avatar/${look.id}/${pose}.svg?v=${lookVersion(look)}`;
  const values: Record<string, string> = {
    id: String(look.id),
    name: encodeURIComponent(look.name),
    pose,
    skin: String(look.skin),
    hair: String(look.hair),
    face: String(look.face),
    gender: String(look.gender),
    job: String(look.job),
    items: (look.items ?? []).join(','),
  };
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/** Skin tones by the game's skin colour id (0 light, 1 tan, 2 dark, 3 pale, 4 blue, 5 green, 9 ashen, 10 clay, ...). */
const SKINS: Record<number, string> = {
  0: '#ffd9b8',
  1: '#f2b98f',
  2: '#b97a51',
  3: '#fff0e0',
  4: '#a8c8ff',
  5: '#b5e0a8',
  9: '#d8d2cc',
  10: '#e8b48a',
  11: '#ffe2cc',
  12: '#f5c7a9',
  13: '#ffd4c4',
};
/** Hair colour is the last digit of the hair id: black, red, orange, blonde, green, blue, purple, brown. */
const HAIRS = ['#2b2420', '#b8322a', '#e0832c', '#e9c75a', '#4f9a46', '#3d6fc4', '#7d4fb8', '#7a4a2a', '#5a5a5a', '#c9c9c9'];

/** Outfit colours by job line. */
function outfit(job: number): { main: string; trim: string } {
  if (job >= 900 && job <= 999) return { main: '#222222', trim: '#f5d142' };
  if (job >= 1000 && job < 2000) return { main: '#f4f1e6', trim: '#3c6ee0' };
  if (job >= 2000 && job < 2200) return { main: '#6d8fa8', trim: '#d9eef9' };
  if (job >= 2200 && job < 2300) return { main: '#3f7a52', trim: '#f2d16b' };
  const line = Math.floor(job / 100);
  return (
    [
      { main: '#8a6d4c', trim: '#d9c49a' }, // beginner
      { main: '#b03a2e', trim: '#f0c05a' }, // warrior
      { main: '#4b4fb0', trim: '#b6a4f2' }, // magician
      { main: '#3f8a3a', trim: '#cde59a' }, // bowman
      { main: '#3a3a4e', trim: '#9b6bd1' }, // thief
      { main: '#2f7fa6', trim: '#f2e28f' }, // pirate
    ][line] ?? { main: '#7a7a7a', trim: '#cccccc' }
  );
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 96x96 SVG chibi sprite. Deterministic: the same look and pose give the same bytes. */
export function renderAvatarSvg(look: AvatarLook, pose: AvatarPose = 'walk1'): string {
  const skin = SKINS[look.skin] ?? SKINS[0];
  const hair = HAIRS[Math.abs(look.hair) % 10];
  const { main, trim } = outfit(look.job);
  const eye = look.face % 10 === 1 ? '#2d5fa8' : look.face % 10 === 3 ? '#5a8a2d' : '#2a2222';
  const lift = pose === 'jump' ? -8 : 0;
  const [legL, legR] =
    pose === 'walk1' ? ['M40 70 l-5 12', 'M54 70 l6 12'] : pose === 'jump' ? ['M40 70 l-6 6 l4 6', 'M54 70 l6 6 l-4 6'] : ['M41 70 l0 12', 'M53 70 l0 12'];
  const longHair = look.gender === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${esc(look.name)}">
<ellipse cx="47" cy="90" rx="18" ry="3.5" fill="#000" opacity=".18"/>
<g transform="translate(0 ${lift})">
<path d="${legL}" stroke="${main}" stroke-width="7" stroke-linecap="round" fill="none"/>
<path d="${legR}" stroke="${main}" stroke-width="7" stroke-linecap="round" fill="none"/>
<rect x="35" y="50" width="24" height="22" rx="6" fill="${main}"/>
<rect x="35" y="62" width="24" height="4" fill="${trim}"/>
<path d="M36 54 l-8 ${pose === 'jump' ? -8 : 10}" stroke="${skin}" stroke-width="6" stroke-linecap="round"/>
<path d="M58 54 l8 ${pose === 'jump' ? -8 : pose === 'walk1' ? 8 : 10}" stroke="${skin}" stroke-width="6" stroke-linecap="round"/>
${longHair ? `<path d="M26 30 q-2 26 8 30 h26 q10 -4 8 -30 z" fill="${hair}"/>` : ''}
<circle cx="47" cy="32" r="21" fill="${skin}"/>
<path d="M25 30 q2 -22 22 -22 q20 0 22 22 q-8 -9 -20 -8 q-8 -1 -10 6 q-4 -6 -14 2 z" fill="${hair}"/>
<ellipse cx="40" cy="35" rx="2.6" ry="3.6" fill="${eye}"/>
<ellipse cx="54" cy="35" rx="2.6" ry="3.6" fill="${eye}"/>
<path d="M43 44 q4 3 8 0" stroke="#8a4a3a" stroke-width="1.6" fill="none" stroke-linecap="round"/>
</g>
</svg>`;
}
