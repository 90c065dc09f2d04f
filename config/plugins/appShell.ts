/**
 * Static app shell in the built index.html (docs/performance.md).
 *
 * The site is a client-rendered umi app: without a shell the page stays blank until
 * every script of the route has loaded and run (seconds on a phone). This plugin:
 *  - paints the header bar and the first screen's banner at once, from the HTML alone:
 *    the banners of every shell page in both languages are plain markup (texts taken at
 *    build time from the catalogs and config/site.ts, nothing hard-coded here), and a
 *    tiny script at the top of <head> marks <html> with the language (same lookup as
 *    src/lib/language.ts: localStorage 'preferred-language', the browser, default
 *    zh-TW) and the route, which CSS uses to show the one banner that applies;
 *  - keeps the shell above the app (absolutely positioned: nothing shifts) until the
 *    page's own content is there, then removes it;
 *  - starts the app's scripts only after the shell's first frame is painted: they are
 *    preloaded from <head> (at low priority, after the stylesheets the first paint
 *    needs) and a loader at the end of <body> runs them, in order, once the first frame
 *    is on screen (or on `load` in a hidden tab, where no frame comes). With `defer`
 *    the browser ran them as soon as the HTML was parsed, before painting the shell's
 *    text, so the first text waited for the app's start-up work. umi's preload helper
 *    (which preloads the route's chunks) is one of them, run first.
 * The shell holds no links or buttons: it is a picture of the first screen, the
 * interactive page replaces it. The inline scripts are allowed by the CSP through
 * their hashes (server/plugins/security.ts hashes the built index.html's scripts).
 */
import type { IApi } from '@umijs/max';
import { LANGS, translate, type Lang } from '../../locales';
import { site } from '../site';
import { palette, siteTheme } from '../../src/lib/theme';
import { SHOP_POSTER_SLOT } from '../shopPosterSlot';
import { LEGAL_DOCS, legalSlot } from '../legalShell';
import { DETAIL_SLOT } from '../detailShell';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../rules';
import { CURRENCIES } from '../../src/pages/shop/shopState';
import { APP_START_CHUNK } from './sharedChunks';
import { CURRENCY_LOOK } from '../../src/pages/shop/components/coins';

type ShellKind = 'hero' | 'night' | 'sunset' | 'auth';

/**
 * One piece of an account screen's form, drawn as a still picture (texts already
 * translated): a field (label, box with its placeholder, an optional button beside it,
 * `tall` for the human check, `required` for the register form's mark), two fields side
 * by side, a section title, the steps of the password reset, the "remember me" row, the
 * human check's hint line, the submit button.
 */
export type AuthPiece =
  | { field: string; placeholder?: string; button?: string; tall?: string; required?: boolean }
  | { pair: [AuthPiece, AuthPiece] }
  | { section: string }
  | { steps: [string, string][] }
  | { check: string; link?: string }
  | { hint: string }
  | { submit: string };

/**
 * The shop's bar under its subtitle: a guest's login hint, a logged-in player's balance chips
 * (the currencies' names; the amounts come with the app), the two buttons' labels and the
 * dressing room's count, whose place is kept for a logged-in player.
 */
export interface ShopBar {
  hint: string;
  currencies: string[];
  buttons: [string, string];
  count: string;
}

interface ShellPage {
  kind: ShellKind;
  /** Lines of the banner per language: the first is the big title. */
  text: Record<Lang, string[]>;
  /** Account screens: the card's form and its footer line, per language. */
  form?: Record<Lang, AuthPiece[]>;
  footer?: Record<Lang, string>;
  /** The wider card (register). */
  wide?: boolean;
  /** The shop: the bar under the subtitle, per language (drawn without controls). */
  bar?: Record<Lang, ShopBar>;
  /** Drawn only for a visitor with a stored session (a guest is sent to the login screen). */
  members?: boolean;
  /**
   * A guard shows a loading text before the page: the shell stays until the page's heading
   * is there (the account screens' card title, the profile's banner title).
   */
  guarded?: boolean;
}

function pageText(keys: { key: string; values?: Record<string, string | number> }[]): Record<Lang, string[]> {
  const out = {} as Record<Lang, string[]>;
  for (const lang of LANGS) out[lang] = keys.map((k) => translate(lang, k.key, k.values));
  return out;
}

/** A value per language, built with that language's lookup. */
function perLang<T>(build: (t: (key: string, values?: Record<string, string | number>) => string) => T): Record<Lang, T> {
  const out = {} as Record<Lang, T>;
  for (const lang of LANGS) out[lang] = build((key, values) => translate(lang, key, values));
  return out;
}

/**
 * The account screens' first screen (src/pages/auth/**): the card's title and the form's
 * fields as the app draws them, without any control. Only what the app shows before any
 * input (the register form's lower part is left out: it is below the first screen).
 */
function authPages(): Record<string, ShellPage> {
  const footer = (a: string, b: string) => perLang((t) => `${escapeHtml(t(a))} <u>${escapeHtml(t(b))}</u>`);
  return {
    '/auth/login': {
      kind: 'auth',
      guarded: true,
      text: pageText([{ key: 'auth.login.title' }, { key: 'auth.login.subtitle' }]),
      form: perLang((t) => [
        { field: t('auth.field.username'), placeholder: t('auth.field.usernamePlaceholder') },
        { field: t('auth.field.password'), placeholder: t('auth.field.loginPasswordPlaceholder') },
        { field: t('auth.field.humanCheck'), tall: t('auth.human.label') },
        { hint: t('auth.human.hint') },
        { check: t('auth.login.remember'), link: t('auth.login.forgot') },
        { submit: t('auth.login.submit') },
      ]),
      footer: footer('auth.login.noAccount', 'auth.login.toRegister'),
    },
    '/auth/register': {
      kind: 'auth',
      guarded: true,
      wide: true,
      text: pageText([{ key: 'auth.register.title' }, { key: 'auth.register.subtitle' }]),
      form: perLang((t) => [
        { section: t('auth.register.sectionAccount') },
        { field: t('auth.field.username'), placeholder: t('auth.field.usernamePlaceholder'), required: true },
        { field: t('auth.field.email'), placeholder: t('auth.field.emailPlaceholder'), required: true },
        { field: t('auth.field.emailCode'), placeholder: t('auth.field.emailCodePlaceholder'), button: t('auth.code.send'), required: true },
        { section: t('auth.register.sectionSecurity') },
        {
          pair: [
            { field: t('auth.field.password'), placeholder: t('auth.field.passwordPlaceholder'), required: true },
            { field: t('auth.field.confirmPassword'), placeholder: t('auth.field.confirmPasswordPlaceholder'), required: true },
          ],
        },
        { field: t('auth.field.birthday'), placeholder: t('auth.field.birthdayPlaceholder'), required: true },
        { hint: t('auth.field.birthdayHelp') },
      ]),
    },
    '/auth/forgot-password': {
      kind: 'auth',
      guarded: true,
      text: pageText([{ key: 'auth.forgot.title' }, { key: 'auth.forgot.subtitle' }]),
      form: perLang((t) => [
        {
          steps: [
            [t('auth.forgot.step1'), t('auth.forgot.step1Desc')],
            [t('auth.forgot.step2'), t('auth.forgot.step2Desc')],
          ],
        },
        { field: t('auth.field.username'), placeholder: t('auth.field.usernamePlaceholder') },
        { submit: t('auth.forgot.sendCode') },
      ]),
      footer: footer('auth.forgot.rememberIt', 'auth.forgot.toLogin'),
    },
  };
}

/**
 * First screens drawn by the shell: the home hero, the banners of the busiest pages and
 * the account screens (where new players arrive) with their form.
 */
export function shellPages(): Record<string, ShellPage> {
  return {
    '/': {
      kind: 'hero',
      text: pageText([
        { key: 'home.hero.title', values: { name: site.name } },
        { key: 'home.hero.tagline' },
        {
          key: 'home.hero.subtitle',
          values: { exp: site.rates.exp, meso: site.rates.meso, boss: site.rates.bossDrop, level: site.freeTrialLevel },
        },
      ]),
    },
    '/ranking': { kind: 'night', text: pageText([{ key: 'ranking.title' }, { key: 'ranking.subtitle' }]) },
    '/notice': { kind: 'sunset', text: pageText([{ key: 'notice.title' }, { key: 'notice.subtitle' }]) },
    ...bannerPages(),
    ...authPages(),
  };
}

/**
 * The other pages that open on a PageBanner (src/components/PageBanner), with the tone,
 * title and subtitle each page gives it (same catalog keys and values). The profile's
 * subtitle is the generic one: the app then greets the player by name.
 */
function bannerPages(): Record<string, ShellPage> {
  return {
    '/download': {
      kind: 'sunset',
      text: pageText([{ key: 'download.banner.title' }, { key: 'download.banner.subtitle', values: { version: site.client.version } }]),
    },
    '/shop': {
      kind: 'sunset',
      text: pageText([{ key: 'shop.title' }, { key: 'shop.subtitle' }]),
      bar: perLang((t) => ({
        hint: t('shop.balance.loginHint'),
        currencies: CURRENCIES.map((c) => t(`shop.currency.${c}`)),
        buttons: [t('shop.dressing.open'), t('shop.orders.open')],
        count: t('shop.dressing.capacity', { count: 0, capacity: SHOP_DRESSING_ROOM_CAPACITY }),
      })),
    },
    '/library': { kind: 'sunset', text: pageText([{ key: 'library.title' }, { key: 'library.subtitle' }]) },
    '/vote': { kind: 'sunset', text: pageText([{ key: 'vote.banner.title' }, { key: 'vote.banner.subtitle' }]) },
    // Both legal pages are a LegalDocument: a night banner with the document's title and date;
    // the card under it is filled in by the server on these routes (config/legalShell.ts).
    '/privacy': { kind: 'night', text: pageText([{ key: 'legal.privacy.title' }, { key: 'legal.privacy.updated' }]) },
    '/terms': { kind: 'night', text: pageText([{ key: 'legal.terms.title' }, { key: 'legal.terms.updated' }]) },
    '/profile': {
      kind: 'night',
      members: true,
      guarded: true,
      text: pageText([{ key: 'profile.banner.title' }, { key: 'profile.banner.subtitle' }]),
    },
  };
}

/*
 * The look mirrors src/pages/home/home.module.css (.hero), src/components/PageBanner, the
 * shop's banner bar and poster box (src/pages/shop/shop.module.css: .bannerBar, .container,
 * .posters) and the account screens (the legal pages' card has its own, sent with it:
 * config/legalShell.ts). A banner's title and subtitle are one paragraph (one
 * text block, the largest of the first screen) yet take the heights of PageBanner's h1 and
 * p: the title is an inline box of the h1's size and line height aligned to the line's top,
 * and its zero-width tail is the h1's line height plus the h1's 8 px gap to the subtitle.
 */
export const SHELL_CSS = `
#app-shell{position:absolute;top:0;left:0;right:0;z-index:1000;pointer-events:none;font-family:${siteTheme.token.fontFamily}}
#app-shell .shell-bar{height:64px;background:${palette.navy900};box-shadow:0 1px 0 rgba(255,255,255,.06)}
#app-shell .shell-banner{box-sizing:border-box;color:#fff;padding:56px 0 72px}
#app-shell .shell-hero{min-height:600px;background:linear-gradient(180deg,#140d3a 0%,#3b1f78 34%,#9b3f86 62%,#f08a5d 84%,#ffc785 100%);padding:88px 0 180px}
#app-shell .shell-night{background:linear-gradient(120deg,#0d1b3f 0%,#1d3a7a 55%,#3a5fb0 100%)}
#app-shell .shell-sunset{background:linear-gradient(120deg,#1d1150 0%,#4b2a86 45%,#b84a7d 80%,#f08a5d 100%)}
#app-shell .shell-inner{box-sizing:border-box;display:flex;align-items:center;gap:20px;max-width:1200px;margin:0 auto;padding:0 24px}
#app-shell .shell-icon{flex:none;width:64px;height:64px;border-radius:18px;background:linear-gradient(180deg,#ffa940,#fa541c);box-shadow:0 5px 0 #ad2102,0 10px 24px rgba(0,0,0,.3)}
#app-shell .shell-hero .shell-inner{display:block}
#app-shell p{margin:0;max-width:720px;font-size:16px;line-height:1.6;color:rgba(255,255,255,.86)}
#app-shell .shell-hero p{max-width:620px;line-height:1.7;color:rgba(255,255,255,.88);text-shadow:0 1px 4px rgba(0,0,0,.35)}
#app-shell .shell-title{margin:46px 0 6px;font-size:clamp(2.4rem,6vw,4.4rem);font-weight:900;line-height:1.05;color:#ffd666;text-shadow:0 4px 0 rgba(60,20,90,.55)}
#app-shell .shell-hero p::first-line{font-size:clamp(1.15rem,2.4vw,1.6rem);font-weight:700;line-height:2;color:#fff;text-shadow:0 3px 0 rgba(40,10,70,.45)}
#app-shell .shell-h{font-size:clamp(1.8rem,4vw,2.6rem);font-weight:900;line-height:1.15;vertical-align:top;color:#fff;text-shadow:0 3px 0 rgba(40,10,70,.45)}
#app-shell .shell-h:after{content:'';display:inline-block;height:calc(1.15em + 8px);vertical-align:top}
#app-shell .shell-shopbar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:14px;font-size:14px;line-height:1.15}
#app-shell .shell-note{color:#ffe3b5}
#app-shell .shell-acts{display:flex;gap:8px;margin-left:auto}
#app-shell .shell-acts span{box-sizing:border-box;height:32px;padding:0 15px;border:1px solid #d9d9d9;border-radius:10px;background:#fff;box-shadow:0 2px 0 rgba(29,33,64,.02);color:rgba(29,33,64,.88);font-weight:600;line-height:30px;text-align:center;white-space:nowrap}
#app-shell .shell-acts i{display:inline-block;box-sizing:border-box;width:14px;height:14px;margin:0 8px -2px 0;border:1.5px solid rgba(29,33,64,.4);border-radius:3px}
#app-shell .shell-acts b,#app-shell .shell-chips{display:none}
html[data-member] #app-shell .shell-note{display:none}
html[data-member] #app-shell .shell-chips{display:contents}
html[data-member] #app-shell .shell-acts b{display:inline;visibility:hidden;font-weight:inherit}
#app-shell .shell-chip{display:inline-flex;align-items:center;gap:6px;padding:4px 12px 4px 6px;border-radius:999px;background:rgba(12,18,48,.45);border:1px solid rgba(255,210,138,.45);line-height:22px}
#app-shell .shell-cur{display:inline-flex;align-items:center;gap:4px;padding:1px 8px 1px 3px;border-radius:999px;font-size:12px;font-weight:700;line-height:18px;white-space:nowrap}
#app-shell .shell-cur i{box-sizing:border-box;width:16px;height:16px;border:1.4px solid;border-radius:50%;font:900 8.5px/13.5px Arial,sans-serif;font-style:normal;text-align:center}
#app-shell .shell-chip em{display:inline-block;width:2.2em;height:.85em;border-radius:4px;background:rgba(255,255,255,.28);font-size:13px}
#app-shell .shell-posters{display:none;position:relative;box-sizing:border-box;max-width:1200px;margin:-28px auto 0;padding:0 16px}
html[data-shell="/shop"] #app-shell .shell-posters:not(:empty){display:block}
#app-shell .shell-poster{display:block;border-radius:18px;overflow:hidden;background:#1d1150;box-shadow:0 10px 30px rgba(12,18,48,.18);aspect-ratio:1200/300;min-height:140px}
#app-shell .shell-poster img{display:block;width:100%;height:100%;object-fit:cover}
#app-shell .shell-banner.shell-auth{position:relative;box-sizing:border-box;min-height:calc(100vh - 64px);padding:48px 16px 72px;overflow:hidden;color:rgba(29,33,64,.88);font-size:14px;line-height:22px;background:radial-gradient(ellipse 60% 40% at 78% 18%,rgba(255,214,140,.55),transparent 70%),radial-gradient(ellipse 45% 30% at 15% 25%,rgba(255,255,255,.35),transparent 70%),linear-gradient(180deg,#3b2a6b 0%,#7a4fa3 28%,#e08a6a 62%,#f6c27a 100%)}
#app-shell .shell-sun{position:absolute;top:9%;right:12%;width:120px;height:120px;border-radius:50%;background:radial-gradient(circle,#fff5d6 0%,#ffd77a 45%,rgba(255,183,77,0) 70%)}
#app-shell .shell-card{position:relative;box-sizing:border-box;width:100%;max-width:460px;margin:0 auto;border-radius:18px;border:2px solid rgba(255,214,140,.75);background:rgba(255,252,245,.97);box-shadow:0 18px 48px rgba(40,18,70,.35),inset 0 0 0 1px rgba(255,255,255,.8);overflow:hidden}
#app-shell .shell-wide{max-width:620px}
#app-shell .shell-head{padding:22px 28px 18px;text-align:center;background:radial-gradient(ellipse 80% 120% at 50% -20%,rgba(255,230,170,.45),transparent 60%),linear-gradient(135deg,#e8590c 0%,#f59f00 100%);border-bottom:3px solid #c2410c}
#app-shell .shell-emblem{display:block;width:52px;height:52px;margin:0 auto 4px;border-radius:50%;background:#fff8e6;box-shadow:0 0 0 4px rgba(255,255,255,.35),0 6px 14px rgba(120,40,0,.35)}
#app-shell .shell-auth p{max-width:none;margin:0;font-size:14px;line-height:26px;color:rgba(255,255,255,.92);text-shadow:none}
#app-shell .shell-auth p::first-line{font-size:24px;font-weight:800;letter-spacing:.04em;line-height:1.3;color:#fff;text-shadow:0 2px 0 rgba(120,40,0,.45)}
#app-shell .shell-form{padding:24px 28px 8px;line-height:40px}
#app-shell .shell-box,#app-shell .shell-hint,#app-shell .shell-submit{display:block}
#app-shell .shell-box{box-sizing:border-box;height:40px;margin:8px 0 24px;padding:0 11px 0 36px;border:1px solid #d9d9d9;border-radius:10px;background:#fff;font-size:16px;line-height:38px;color:rgba(29,33,64,.3);white-space:nowrap;overflow:hidden}
#app-shell .shell-tall{height:49px;margin-bottom:4px;padding-left:14px;line-height:47px;color:rgba(29,33,64,.88);font-size:14px}
#app-shell .shell-tall i{display:inline-block;width:18px;height:18px;margin:0 10px -4px 0;border:1px solid #b0b0b0;border-radius:4px}
#app-shell .shell-req{color:#c9302c;font-style:normal;margin-right:4px}
#app-shell .shell-withbtn{display:flex;gap:8px;margin:8px 0 24px}
#app-shell .shell-withbtn .shell-box{flex:1 1 auto;min-width:0;margin:0}
#app-shell .shell-btn{flex:none;box-sizing:border-box;min-width:118px;height:40px;padding:0 15px;border:1px solid #d9d9d9;border-radius:10px;background:#fff;font-size:16px;font-weight:600;line-height:38px;text-align:center;white-space:nowrap}
#app-shell .shell-pair{display:grid;grid-template-columns:1fr 1fr;column-gap:16px}
#app-shell .shell-section{display:flex;align-items:center;gap:8px;margin:0 0 12px;padding-top:16px;font-size:13px;line-height:20px;font-weight:700;letter-spacing:.06em;color:#c2410c}
#app-shell .shell-form>.shell-section:first-child{padding-top:0}
#app-shell .shell-section:after{content:'';flex:1;height:1px;background:linear-gradient(90deg,rgba(232,89,12,.35),transparent)}
#app-shell .shell-hint{margin:0 0 24px;font-size:12px;line-height:19px;opacity:.65}
#app-shell .shell-box:not(.shell-tall)+.shell-hint{margin-top:-24px;line-height:24px}
#app-shell .shell-check{display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap;gap:4px 12px;margin-bottom:16px;padding-top:6px;font-size:14px;line-height:22px}
#app-shell .shell-check i{display:inline-block;width:16px;height:16px;margin:0 8px -2px 0;border-radius:4px;background:${palette.orange700}}
#app-shell u,#app-shell .shell-check b{text-decoration:none;font-weight:400;color:${palette.orange700}}
#app-shell .shell-submit{height:46px;margin-top:8px;border-radius:10px;background:${palette.orange700};box-shadow:0 4px 14px rgba(180,83,9,.3);color:#fff;font-size:16px;font-weight:700;letter-spacing:.08em;line-height:46px;text-align:center}
#app-shell .shell-steps{display:flex;gap:16px;margin-bottom:24px}
#app-shell .shell-step{flex:1;display:flex;gap:8px;font-size:14px;line-height:24px}
#app-shell .shell-step i{flex:none;width:24px;height:24px;border-radius:50%;background:${palette.orange700};color:#fff;font-style:normal;font-size:12px;text-align:center}
#app-shell .shell-step+.shell-step i{background:rgba(0,0,0,.06);color:rgba(0,0,0,.65)}
#app-shell .shell-step small{display:block;font-size:12px;line-height:22px;color:rgba(29,33,64,.6)}
#app-shell .shell-foot{padding:14px 28px 20px;text-align:center;border-top:1px dashed rgba(232,89,12,.25);background:rgba(255,244,222,.6);color:rgba(0,0,0,.65)}
@media (max-width:575px){#app-shell .shell-banner.shell-auth{padding:20px 10px 48px}#app-shell .shell-head{padding:18px 16px 14px}#app-shell .shell-auth p::first-line{font-size:21px}#app-shell .shell-form{padding:18px 16px 4px}#app-shell .shell-foot{padding:12px 16px 16px}#app-shell .shell-pair{grid-template-columns:1fr}#app-shell .shell-btn{min-width:104px}#app-shell .shell-sun{width:80px;height:80px}}
@media (max-width:767px){#app-shell .shell-shopbar{gap:6px}html[data-member] #app-shell .shell-chips{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:6px;width:100%}#app-shell .shell-chip{flex-direction:column;align-items:flex-start;gap:2px;min-width:0;padding:4px 10px 5px 4px;border-radius:12px}#app-shell .shell-chip em{font-size:12px;height:10px;margin:4px 0 4px 6px}#app-shell .shell-acts{margin-left:0;width:100%;flex-wrap:wrap}#app-shell .shell-acts span{flex:1 1 auto;min-width:0}#app-shell .shell-posters{padding:0 10px}#app-shell .shell-poster{aspect-ratio:16/7}}
@media (max-width:359px){html[data-member] #app-shell .shell-chips{grid-template-columns:minmax(0,1fr)}}
@media (max-width:640px){#app-shell .shell-banner{padding:36px 0 56px}#app-shell .shell-hero{min-height:560px;padding:48px 0 170px}#app-shell .shell-inner{padding:0 16px;gap:14px;align-items:flex-start}#app-shell .shell-icon{width:48px;height:48px;border-radius:14px}#app-shell p{font-size:14px}#app-shell .shell-hero p{font-size:15px}}
`
  .replace(/\n/g, '')
  .trim();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Runs first in <head>, before any stylesheet (so it never waits for one): picks the
 * language (same lookup as src/lib/language.ts) and marks <html> with it (lang) and with
 * the route when the shell has a banner for it (data-shell), which shows that banner. A
 * logged-in visitor (a stored refresh token) gets no account screen, a guest no members'
 * page: the app sends them on. A logged-in visitor's <html> is also marked data-member
 * (the shop's bar then shows the balance chips, not the login hint).
 */
export function headScript(pages: Record<string, ShellPage>): string {
  const paths = JSON.stringify(Object.keys(pages)).replace(/</g, '\\u003c');
  const members = JSON.stringify(Object.keys(pages).filter((p) => pages[p].members)).replace(/</g, '\\u003c');
  return `(function(){var d=document,h=d.documentElement;
function lang(v){if(!v)return;v=String(v).split(',')[0].trim().toLowerCase();if(v==='zh'||v.indexOf('zh')===0)return'zh-TW';if(v==='en'||v.indexOf('en')===0)return'en-US'}
var l;try{l=lang(localStorage.getItem('preferred-language'))}catch(e){}
if(!l){var n=navigator,a=[].concat(n.languages||[],n.language||[]);for(var i=0;i<a.length&&!l;i++)l=lang(a[i])}
l=l||lang(h.getAttribute('lang'))||'zh-TW';h.setAttribute('lang',l);
var path=location.pathname.replace(/\\/+$/,'')||'/';
var member=0;try{member=!!(localStorage.getItem('refresh_token')||sessionStorage.getItem('refresh_token'))}catch(e){}
if(member)h.setAttribute('data-member','');
if(${paths}.indexOf(path)>=0&&!(member&&path.indexOf('/auth/')===0)&&(member||${members}.indexOf(path)<0))h.setAttribute('data-shell',path)})();`.replace(/\n/g, '');
}

/**
 * The shell's markup: the header bar and every banner in every language, as plain HTML
 * (text in the first painted frame, no script needed); CSS shows only the one matching
 * <html data-shell lang>. No links or buttons.
 */
export function shellMarkup(pages: Record<string, ShellPage>): string {
  const banners = Object.entries(pages).flatMap(([path, page]) =>
    LANGS.map((lang) => {
      if (page.kind === 'auth') return authMarkup(path, page, lang);
      const lines = page.text[lang].map(escapeHtml);
      const open = `<div class="shell-banner shell-${page.kind}" data-for="${escapeHtml(path)}" lang="${lang}"><div class="shell-inner">`;
      if (page.kind === 'hero') return `${open}<div class="shell-title">${lines.shift()}</div><p>${lines.join('<br>')}</p></div></div>`;
      const [title, ...rest] = lines;
      const bar = page.bar ? shopBarMarkup(page.bar[lang]) : '';
      return `${open}<span class="shell-icon"></span><div><p><span class="shell-h">${title}</span><br>${rest.join('<br>')}</p>${bar}</div></div></div>`;
    }),
  );
  // Slots the server fills on their route: the shop's first poster (config/shopPosterSlot.ts),
  // the legal pages' card (config/legalShell.ts), the detail pages' card (config/detailShell.ts,
  // one slot for /notice/:id and /library/:kind/:id). Empty, they take no room.
  const slots =
    ('/shop' in pages ? SHOP_POSTER_SLOT : '') + LEGAL_DOCS.filter((doc) => `/${doc}` in pages).map(legalSlot).join('') + DETAIL_SLOT;
  return `<div id="app-shell" aria-hidden="true"><div class="shell-bar"></div>${banners.join('')}${slots}</div>`;
}

/**
 * The shop's bar (no controls): the login hint for a guest; for a logged-in player (CSS on
 * <html data-member>) the balance chips with their amounts pending and the dressing room's
 * count kept as room; then two button shapes with their labels.
 */
function shopBarMarkup(bar: ShopBar): string {
  const chips = CURRENCIES.map(
    (c, i) => `<span class="shell-chip"><span class="shell-cur shell-cur-${c}"><i>${CURRENCY_LOOK[c].mark}</i>${escapeHtml(bar.currencies[i])}</span><em></em></span>`,
  ).join('');
  const [dressing, orders] = bar.buttons.map(escapeHtml);
  const buttons = `<span><i></i>${dressing}<b> ${escapeHtml(bar.count)}</b></span><span><i></i>${orders}</span>`;
  return `<div class="shell-shopbar"><span class="shell-note">${escapeHtml(bar.hint)}</span><span class="shell-chips">${chips}</span><span class="shell-acts">${buttons}</span></div>`;
}

/** The balance chips' currency tags: each currency's colours and coin (src/pages/shop/components/coins.ts). */
function currencyCss(): string {
  return CURRENCIES.map((c) => {
    const look = CURRENCY_LOOK[c];
    return `#app-shell .shell-cur-${c}{background:${look.tagBackground};color:${look.tagText}}#app-shell .shell-cur-${c} i{background:${look.fill};border-color:${look.ring};color:${look.ring}}`;
  }).join('');
}

/** One piece of an account form as still markup (texts escaped here). */
function pieceMarkup(piece: AuthPiece): string {
  if ('pair' in piece) return `<span class="shell-pair">${piece.pair.map((p) => `<span>${pieceMarkup(p)}</span>`).join('')}</span>`;
  if ('section' in piece) return `<span class="shell-section">${escapeHtml(piece.section)}</span>`;
  if ('steps' in piece) {
    const steps = piece.steps.map(([title, desc], i) => `<span class="shell-step"><i>${i + 1}</i><span>${escapeHtml(title)}<small>${escapeHtml(desc)}</small></span></span>`);
    return `<span class="shell-steps">${steps.join('')}</span>`;
  }
  if ('check' in piece) return `<span class="shell-check"><span><i></i>${escapeHtml(piece.check)}</span>${piece.link ? `<b>${escapeHtml(piece.link)}</b>` : ''}</span>`;
  if ('hint' in piece) return `<span class="shell-hint">${escapeHtml(piece.hint)}</span>`;
  if ('submit' in piece) return `<span class="shell-submit">${escapeHtml(piece.submit)}</span>`;
  // A field: its label is plain text of the form's block, so the form's labels together
  // make one large text block (the largest text the first screen paints).
  const label = `${piece.required ? '<i class="shell-req">*</i>' : ''}${escapeHtml(piece.field)}`;
  if (piece.tall !== undefined) return `${label}<span class="shell-box shell-tall"><i></i>${escapeHtml(piece.tall)}</span>`;
  const box = `<span class="shell-box">${escapeHtml(piece.placeholder ?? '')}</span>`;
  return piece.button ? `${label}<span class="shell-withbtn">${box}<span class="shell-btn">${escapeHtml(piece.button)}</span></span>` : `${label}${box}`;
}

/** An account screen: the painted sky and the card with its title, form and footer line. */
function authMarkup(path: string, page: ShellPage, lang: Lang): string {
  const [title = '', subtitle = ''] = page.text[lang].map(escapeHtml);
  const form = (page.form?.[lang] ?? []).map(pieceMarkup).join('');
  const foot = page.footer ? `<div class="shell-foot">${page.footer[lang]}</div>` : '';
  return (
    `<div class="shell-banner shell-auth" data-for="${escapeHtml(path)}" lang="${lang}"><span class="shell-sun"></span>` +
    `<div class="shell-card${page.wide ? ' shell-wide' : ''}"><div class="shell-head"><span class="shell-emblem"></span><p>${title}<br>${subtitle}</p></div>` +
    `<div class="shell-form">${form}</div>${foot}</div></div>`
  );
}

/** Shows the banner of the marked route and language; hides the others. */
export function shellVariantCss(pages: Record<string, ShellPage>): string {
  const shown = Object.keys(pages).flatMap((path) =>
    LANGS.map((lang) => `html[data-shell="${path}"][lang="${lang}"] #app-shell .shell-banner[data-for="${path}"][lang="${lang}"]`),
  );
  return `#app-shell .shell-banner{display:none}${shown.join(',')}{display:block}`;
}

/** The shell pages whose first render is a guard's loading text. */
export const guardedPaths = (pages: Record<string, ShellPage>) => Object.keys(pages).filter((p) => pages[p].guarded);

/**
 * Runs after #root: removes the shell once the page's own content is rendered (on a
 * guarded page, its heading: the guard's loading text comes first; under a detail card
 * the server drew, the page's heading or error, not its loading skeleton), or at once
 * when the app went to another route.
 */
export function removerScript(guarded: string[] = guardedPaths(shellPages())): string {
  const list = JSON.stringify(guarded).replace(/</g, '\\u003c');
  return `(function(){var d=document,s=d.getElementById('app-shell');if(!s)return;
var shown=d.documentElement.getAttribute('data-shell')||'';
var card=!!s.querySelector('.shell-detail'),at=location.pathname;
function ready(){var m=d.querySelector('.site-main');if(!m)return false;
if(card)return location.pathname!==at||!!m.querySelector('h1,[role=alert]');
if(${list}.indexOf(shown)>=0&&(location.pathname.replace(/\\/+$/,'')||'/')===shown)return !!m.querySelector('h1');
return /\\S/.test(m.textContent||'')}
function done(){if(s.parentNode)s.parentNode.removeChild(s);o.disconnect();clearTimeout(k)}
var o=new MutationObserver(function(){if(ready())done()});o.observe(d.getElementById('root')||d.body,{childList:true,subtree:true});
var k=setTimeout(done,15000)})();`.replace(/\n/g, '');
}

/**
 * Runs the app's scripts (in document order) once the shell's first frame is on screen:
 * where the shell shows a banner or a detail card the server drew, when the browser reports
 * the first contentful paint; elsewhere (only the header bar, nothing contentful) two frames
 * later; in a tab hidden at `load`, which paints no frame, on `load`. Starting earlier let
 * the app's first requests and work slip in before the first paint: a script run before
 * the card's heading was painted held that paint back, and Lighthouse counted its download
 * in the time to the largest paint. Runs once.
 */
export function loaderScript(srcs: string[]): string {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  return `(function(){var u=${list},d=document,w=window,on=0;function go(){if(on)return;on=1;for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=false;d.body.appendChild(e)}}
function later(){setTimeout(go,0)}
var drawn=d.documentElement.hasAttribute('data-shell')||!!d.querySelector('#app-shell .shell-detail'),seen=0;
if(drawn&&w.PerformanceObserver){try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});seen=1}catch(e){}}
requestAnimationFrame(function(){requestAnimationFrame(function(){seen?setTimeout(go,500):later()})});
addEventListener('load',function(){if(d.visibilityState==='hidden')later()})})();`.replace(/\n/g, '');
}

/**
 * The order the loader runs the app's scripts in: umi's preload helper first (it preloads
 * the route's chunks), the chunk that runs the app last (src/lib/appStart.ts: webpack starts
 * the entry in the task of the entry's last chunk), the others as the HTML lists them.
 */
export function appScriptOrder(srcs: string[]): string[] {
  const rank = (src: string) => (/preload_helper/.test(src) ? 0 : src.includes(`/${APP_START_CHUNK}.`) ? 2 : 1);
  return [...srcs].sort((a, b) => rank(a) - rank(b));
}

export default (api: IApi) => {
  api.describe({ key: 'appShell' });
  api.modifyHTML(($) => {
    const pages = shellPages();
    // The app's scripts: preloaded now, run after the first paint (loaderScript).
    const found: string[] = [];
    $('script[src]').each((_, el) => {
      found.push($(el).attr('src') ?? '');
      $(el).remove();
    });
    const scripts = appScriptOrder(found);
    // Low priority: the stylesheets the first paint waits for download first.
    for (const src of scripts) $('head').append(`<link rel="preload" as="script" href="${src}" fetchpriority="low">`);
    $('body').append(`<script>${loaderScript(scripts)}</script>`);
    $('head').prepend(`<script>${headScript(pages)}</script>`);
    $('head').append(`<style id="app-shell-style">${SHELL_CSS}${currencyCss()}${shellVariantCss(pages)}</style>`);
    $('#root').before(shellMarkup(pages));
    $('#root').after(`<script>${removerScript(guardedPaths(pages))}</script>`);
    return $;
  });
};
