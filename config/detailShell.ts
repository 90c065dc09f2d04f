/**
 * The detail pages' first screen in the app shell (docs/performance.md, "App shell"):
 * /notice/:id (the notice's card: category, title, author, times, views and body) and
 * /library/:kind/:id (the entry's card head: picture, category, id, level, name, other
 * name). Their largest text (the notice's title or first paragraph, the entry's name)
 * used to wait for the app to load, render and fetch the entry.
 *
 * The built index.html holds one empty slot (DETAIL_SLOT, config/plugins/appShell.ts);
 * when the server sends the page for such a URL it fills the slot with the card drawn
 * from its own data in both languages (the language the head script marked on <html>
 * shows one) and adds this file's stylesheet to <head>
 * (server/services/detail-page-html.ts). The styles mirror the pages' CSS modules
 * (src/pages/notice/notice.module.css, src/pages/library/library.module.css) and what the
 * page inherits there (the theme's font, 14 px, line height 1.15, border-box, antd's
 * 500 weight of <dt>), so the card's text sits where the app puts it at every width.
 * Shared by the build and the server: both must write the same slot.
 */
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { LANGS, type Lang } from '../locales';
import { siteTheme } from '../src/lib/theme';
import { GLYPH_PATHS } from '../src/lib/glyphPaths';

/** The empty slot, exactly as the built index.html holds it (the server looks for this text). */
export const DETAIL_SLOT = '<div class="shell-detail-slot"></div>';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** An antd icon as the app draws it (same outline, 1em, the text's colour). */
const icon = (def: IconDefinition) =>
  `<i class="shell-ic">${renderIconDefinitionToSVGElement(def, { extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor' } })}</i>`;

/** What the notice page shows of a notice, in one language (texts already translated, body sanitized). */
export interface NoticeCardText {
  back: string;
  category: 'guide' | 'event' | 'maintenance' | 'important';
  categoryLabel: string;
  title: string;
  /** [label, value] of the author, publish time, update time, views. */
  meta: [string, string][];
  /** The body as the server's allow-list left it (the app renders the same HTML). */
  bodyHtml: string;
}

/** What the library page's card head shows of an entry, in one language. */
export interface LibraryCardText {
  back: string;
  kind: 'item' | 'mob' | 'npc' | 'map';
  /** The entry's category (Weapon, Mob, Map...): its glyph where the picture cannot load. */
  category: string;
  picture: string | null;
  /** The item's picture is the small frame (96 px), the others' the large one. */
  small: boolean;
  categoryLabel: string;
  idLabel: string;
  levelLabel: string | null;
  name: string;
  otherName: string | null;
  otherLang: string;
}

const TAG_COLORS: Record<NoticeCardText['category'], [string, string]> = {
  guide: ['#237804', '#f6ffed'],
  event: ['#c41d7f', '#fff0f6'],
  maintenance: ['#0958d9', '#e6f4ff'],
  important: ['#ad2102', '#fff2e8'],
};
const TAG_ICONS: Record<NoticeCardText['category'], IconDefinition> = {
  guide: BookOutlined,
  event: GiftOutlined,
  maintenance: ToolOutlined,
  important: NotificationOutlined,
};
const META_ICONS = [UserOutlined, ClockCircleOutlined, EditOutlined, EyeOutlined];

/** The page's "back" link button, drawn without a control. */
const back = (label: string) => `<div class="shell-back">${icon(ArrowLeftOutlined)}<span>${escapeHtml(label)}</span></div>`;

/** The band under the header and the page's container with its back button at the top. */
const hero = (label: string) => `<div class="shell-dhero"></div><div class="shell-dwrap">${back(label)}`;

/**
 * A link of the body drawn as text (the shell has no link: it is a still picture). The
 * body comes from the server's allow-list, so its tags are well formed.
 */
const stillBody = (html: string) => html.replace(/<a\b[^>]*>/gi, '<span class="shell-a">').replace(/<\/a\s*>/gi, '</span>');

function noticeCard(text: NoticeCardText, lang: Lang): string {
  const [color, bg] = TAG_COLORS[text.category] ?? TAG_COLORS.guide;
  const tag = `<span class="shell-tag" style="color:${color};background:${bg}">${icon(TAG_ICONS[text.category] ?? BookOutlined)}<span>${escapeHtml(text.categoryLabel)}</span></span>`;
  const meta = text.meta.map(([label, value], i) => `<div><dt>${icon(META_ICONS[i])} ${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('');
  return (
    `<div class="shell-detail shell-dnotice" lang="${lang}">${hero(text.back)}` +
    `<div class="shell-article"><div class="shell-ahead">${tag}<h1>${escapeHtml(text.title)}</h1><dl>${meta}</dl></div>` +
    `<div class="shell-nbody">${stillBody(text.bodyHtml)}</div><div class="shell-afoot">${back(text.back)}</div></div></div></div>`
  );
}

/**
 * The glyph LibraryImage draws for a category where the picture cannot load (no picture,
 * or the renderer fails), and its tone (src/pages/library/components/LibraryImage.tsx;
 * tests/web/perf/detailShellGlyph.test.tsx compares them).
 */
export const CATEGORY_GLYPH: Record<string, Exclude<keyof typeof GLYPH_PATHS, 'ticket'>> = {
  Hair: 'face', Face: 'face', Cap: 'hat', Weapon: 'sword', Shoes: 'shoe', Longcoat: 'armor', Coat: 'armor', Cape: 'armor',
  Glove: 'armor', Pants: 'armor', Accessory: 'ring', Ring: 'ring', Shield: 'armor', PetEquip: 'paw', TamingMob: 'paw',
  Pet: 'paw', Consume: 'potion', Etc: 'bag', Ins: 'chair', Cash: 'star', Npc: 'npc', Mob: 'mob', Map: 'map',
};
const STEEL = ['#8fa3c7', '#55698f'];
const GOLD = ['#ffcf66', '#e59400'];
const PINK = ['#ffa3c2', '#d6568a'];
const BROWN = ['#d9ad7c', '#9c6a3a'];
export const GLYPH_TONE: Record<string, string[]> = {
  sword: STEEL, armor: STEEL, hat: STEEL, shoe: STEEL, ring: GOLD, face: PINK, potion: ['#ff9b80', '#e0533c'], bag: BROWN,
  chair: BROWN, star: GOLD, paw: PINK, mob: ['#8ed67a', '#3f9a45'], npc: ['#86b6ff', '#3f6fd1'], map: ['#86b6ff', '#3f6fd1'],
};

/** The category's glyph as the page draws it: white shape, 58 % of the box, on its tone. */
function glyphBackground(category: string): string {
  const glyph = CATEGORY_GLYPH[category] ?? 'bag';
  const [from, to] = GLYPH_TONE[glyph];
  const paint = glyph === 'map' ? 'fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"' : 'fill="#fff"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${GLYPH_PATHS[glyph]}" ${paint} style="filter:drop-shadow(0 1px 0 rgba(0,0,0,.18))"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}") center/58% no-repeat,linear-gradient(145deg,${from},${to})`;
}

function libraryCard(text: LibraryCardText, lang: Lang): string {
  const frame = `shell-frame shell-frame-${text.small ? 'small' : 'large'}`;
  // No picture: the category's glyph, as the page draws it. A picture that cannot load
  // leaves the frame empty (its ::after, drawn for a broken image only, hides the browser's
  // broken-image icon); the page then shows the glyph there, in the same box.
  const picture = text.picture
    ? `<span class="${frame}"><img src="${escapeHtml(text.picture)}" alt=""></span>`
    : `<span class="${frame} shell-glyph" style="background:${escapeHtml(glyphBackground(text.category))}"></span>`;
  const level = text.levelLabel ? `<span class="shell-lvl">${escapeHtml(text.levelLabel)}</span>` : '';
  const other = text.otherName ? `<p lang="${escapeHtml(text.otherLang)}">${escapeHtml(text.otherName)}</p>` : '';
  return (
    `<div class="shell-detail shell-dlib" lang="${lang}">${hero(text.back)}` +
    `<div class="shell-lcard"><div class="shell-lhead shell-k-${text.kind}">${picture}<div class="shell-lbox">` +
    `<div class="shell-lmeta"><span class="shell-cat">${escapeHtml(text.categoryLabel)}</span><span class="shell-lid">${escapeHtml(text.idLabel)}</span>${level}</div>` +
    `<h1>${escapeHtml(text.name)}</h1>${other}</div></div></div></div></div>`
  );
}

/**
 * The end of a filled slot. CSS shows a card only once the parser has reached this mark:
 * a browser may paint a page before it has parsed all of it, and a card painted in two
 * frames (its back button first, its title or paragraphs later) made the largest paint a
 * later one.
 */
const END = '<i class="shell-end"></i>';

/** The slot filled with a notice's card in every language (CSS shows the visitor's). */
export function filledNoticeSlot(texts: Record<Lang, NoticeCardText>): string {
  return DETAIL_SLOT.replace('></div>', () => `>${LANGS.map((lang) => noticeCard(texts[lang], lang)).join('')}${END}</div>`);
}

/** The slot filled with a library entry's card head in every language. */
export function filledLibrarySlot(texts: Record<Lang, LibraryCardText>): string {
  return DETAIL_SLOT.replace('></div>', () => `>${LANGS.map((lang) => libraryCard(texts[lang], lang)).join('')}${END}</div>`);
}

/**
 * The cards' styles: the pages' CSS modules under #app-shell (.detailHero: .shell-dhero,
 * .container.detailContainer: .shell-dwrap, .detailTop .back: .shell-back; the notice's
 * .article, .articleHeader, .articleTitle, .articleMeta, .body; the library's .detailCard,
 * .detailHead, .frame_*, .resultMeta, .catTag, .resultId, .resultLevel, .detailName,
 * .otherName) and antd's Tag and icon boxes. `#app-shell .shell-detail p` outweighs the
 * banners' `#app-shell p`.
 */
export const DETAIL_SHELL_CSS = `
#app-shell .shell-detail{display:none;font-family:${siteTheme.token.fontFamily};font-size:14px;line-height:1.15;color:rgba(29,33,64,.88)}
#app-shell .shell-detail *{box-sizing:border-box}
#app-shell .shell-dhero{height:120px;background:radial-gradient(circle at 85% 30%,rgba(255,236,179,.35) 0,transparent 120px),linear-gradient(120deg,#1d1150 0%,#4b2a86 45%,#b84a7d 80%,#f08a5d 100%)}
#app-shell .shell-dwrap{position:relative;max-width:920px;margin:-92px auto 0;padding:0 16px}
#app-shell .shell-dlib .shell-dwrap{max-width:960px}
#app-shell .shell-back{display:flex;width:max-content;align-items:center;gap:8px;height:32px;margin-bottom:8px;padding:0 1px;color:#fff;font-weight:600;white-space:nowrap}
#app-shell .shell-ic{display:inline-flex;align-items:center;font-style:normal;line-height:0;vertical-align:-.125em}
#app-shell .shell-ic svg{display:inline-block}
#app-shell .shell-detail h1{overflow-wrap:anywhere;font-weight:800;color:#1d2140}
#app-shell .shell-detail p{max-width:none;margin:0;font-size:inherit;line-height:inherit;color:inherit;text-shadow:none}
#app-shell .shell-article{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(12,18,48,.12);padding:28px 36px 24px;min-width:0}
#app-shell .shell-afoot{border-top:1px solid #eceef7;margin-top:28px;padding-top:12px}
#app-shell .shell-afoot .shell-back{margin:0;color:#b45309}
#app-shell .shell-ahead{border-bottom:1px solid #eceef7;padding-bottom:16px;margin-bottom:20px}
#app-shell .shell-tag{display:inline-block;padding:0 7px;border:1px solid transparent;border-radius:6px;font-size:12px;line-height:20px;white-space:nowrap}
#app-shell .shell-tag>span{margin-left:7px}
#app-shell .shell-article h1{font-size:28px;line-height:1.35;margin:10px 0 14px}
#app-shell .shell-ahead dl{display:grid;grid-template-columns:repeat(4,minmax(0,auto));justify-content:start;gap:8px 28px;margin:0}
#app-shell .shell-ahead dt{color:#5f6382;font-size:12px;font-weight:500}
#app-shell .shell-ahead dd{margin:2px 0 0;color:#2b2f52;font-weight:600;font-variant-numeric:tabular-nums}
#app-shell .shell-nbody{font-size:16px;line-height:1.85;color:#2b2f52;overflow-wrap:anywhere}
#app-shell .shell-nbody h2,#app-shell .shell-nbody h3,#app-shell .shell-nbody h4{color:#1d2140;font-weight:700;line-height:1.4;margin:1.6em 0 .6em}
#app-shell .shell-nbody h2{font-size:22px}
#app-shell .shell-nbody h3{font-size:19px;padding-left:10px;border-left:4px solid #f39c1f}
#app-shell .shell-nbody h4{font-size:17px}
#app-shell .shell-nbody>:first-child{margin-top:0}
#app-shell .shell-nbody p{margin:0 0 1em}
#app-shell .shell-nbody ul,#app-shell .shell-nbody ol{padding-left:1.5em;margin:0 0 1em}
#app-shell .shell-nbody li{margin:.25em 0}
#app-shell .shell-nbody li::marker{color:#f39c1f}
#app-shell .shell-nbody .shell-a{color:#b45309;text-decoration:underline;text-underline-offset:3px}
#app-shell .shell-nbody blockquote{margin:1.2em 0;padding:12px 18px;border-left:4px solid #8b8ff0;background:#f4f5ff;border-radius:0 10px 10px 0;color:#3d4170}
#app-shell .shell-nbody code{background:#f2f3f9;border-radius:6px;padding:1px 6px;font-size:.92em}
#app-shell .shell-nbody pre{background:#141b45;color:#e3e6ff;border-radius:10px;padding:14px 16px;overflow-x:auto}
#app-shell .shell-nbody pre code{background:none;padding:0;color:inherit}
#app-shell .shell-nbody table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:0 0 1.2em;font-size:15px}
#app-shell .shell-nbody th,#app-shell .shell-nbody td{border:1px solid #e3e5f2;padding:8px 14px;text-align:left}
#app-shell .shell-nbody th{background:#f4f5fb;font-weight:700}
#app-shell .shell-nbody img{max-width:100%;height:auto;border-radius:10px}
#app-shell .shell-nbody hr{border:0;border-top:1px dashed #d5d8ea;margin:1.6em 0}
#app-shell .shell-lcard{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(12,18,48,.12);padding:24px 28px;min-width:0}
#app-shell .shell-lhead{display:flex;align-items:center;gap:22px;padding-bottom:18px;border-bottom:1px solid #f1ece3}
#app-shell .shell-frame{flex:none;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;border-radius:18px;background:radial-gradient(circle at 50% 40%,#fffaf0 0,#f7efe2 100%);border:1px solid #f0e6d6}
#app-shell .shell-k-mob .shell-frame{background:radial-gradient(circle at 50% 70%,#eaf7e4 0,#d3ecd0 100%);border-color:#cfe6c8}
#app-shell .shell-k-npc .shell-frame{background:radial-gradient(circle at 50% 70%,#eef3ff 0,#d9e4fb 100%);border-color:#d3def5}
#app-shell .shell-k-map .shell-frame{background:radial-gradient(circle at 50% 50%,#f3efff 0,#e2dafa 100%);border-color:#ddd3f5}
#app-shell .shell-frame img{position:relative;max-width:100%;max-height:100%;object-fit:contain;image-rendering:pixelated}
#app-shell .shell-frame img::after{content:'';position:absolute;inset:0;background:#f9f3ea}
#app-shell .shell-frame.shell-glyph{border:0}
#app-shell .shell-frame-small{width:96px;height:96px}
#app-shell .shell-frame-small img{width:64px;height:64px}
#app-shell .shell-frame-large{width:160px;height:160px}
#app-shell .shell-frame-large img{width:80%;height:80%}
#app-shell .shell-lbox{min-width:0}
#app-shell .shell-lmeta{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;font-size:12px}
#app-shell .shell-cat{display:inline-block;border-radius:6px;padding:0 7px;font-weight:700;line-height:20px;font-size:12px;background:#fff1d6;color:#a15c00}
#app-shell .shell-k-mob .shell-cat{background:#e5f6e8;color:#1f7a3a}
#app-shell .shell-k-npc .shell-cat{background:#e6efff;color:#2b56b3}
#app-shell .shell-k-map .shell-cat{background:#efe8ff;color:#5b3fb0}
#app-shell .shell-lid{color:#5f6382;font-variant-numeric:tabular-nums}
#app-shell .shell-lvl{flex:none;font-size:12px;font-weight:800;color:#7a3e00;background:#fff1d6;border-radius:999px;padding:2px 9px;font-variant-numeric:tabular-nums}
#app-shell .shell-lbox h1{margin:8px 0 2px;font-size:28px;line-height:1.3}
#app-shell .shell-lbox p{color:#6b5a41;font-size:14px}
@media (max-width:767px){#app-shell .shell-dnotice .shell-dwrap{padding:0 10px;margin-top:-100px}#app-shell .shell-dlib .shell-dwrap{padding:0 12px}#app-shell .shell-article{padding:20px 16px 16px}#app-shell .shell-article h1{font-size:22px}#app-shell .shell-ahead dl{grid-template-columns:repeat(2,minmax(0,1fr))}#app-shell .shell-nbody{font-size:15px}#app-shell .shell-lcard{padding:18px 16px}#app-shell .shell-lhead{flex-direction:column;align-items:flex-start;gap:12px}#app-shell .shell-lbox h1{font-size:22px}#app-shell .shell-frame-large{width:120px;height:120px}}
`
  .replace(/\n/g, '')
  .trim();

/** Shows the card of the marked language, once the whole slot is parsed (END). */
function detailVariantCss(): string {
  return `${LANGS.map((lang) => `html[lang="${lang}"] #app-shell .shell-detail-slot:has(>.shell-end)>.shell-detail[lang="${lang}"]`).join(',')}{display:block}`;
}

/** The <head> stylesheet that comes with a filled detail slot. */
export function detailShellStyle(): string {
  return `<style id="shell-detail-style">${DETAIL_SHELL_CSS}${detailVariantCss()}</style>`;
}
