/**
 * Static app shell in the built index.html (README "Performance").
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
import { palette } from '../../src/lib/theme';

type ShellKind = 'hero' | 'night' | 'sunset';

interface ShellPage {
  kind: ShellKind;
  /** Lines of the banner per language: the first is the big title. */
  text: Record<Lang, string[]>;
}

function pageText(keys: { key: string; values?: Record<string, string | number> }[]): Record<Lang, string[]> {
  const out = {} as Record<Lang, string[]>;
  for (const lang of LANGS) out[lang] = keys.map((k) => translate(lang, k.key, k.values));
  return out;
}

/** First screens drawn by the shell: the home hero and the banners of the busiest pages. */
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
  };
}

/* The look mirrors src/pages/home/home.module.css (.hero) and src/components/PageBanner. */
export const SHELL_CSS = `
#app-shell{position:absolute;top:0;left:0;right:0;z-index:1000;pointer-events:none;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji'}
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
#app-shell p::first-line{font-size:clamp(1.8rem,4vw,2.6rem);font-weight:900;line-height:1.5;color:#fff;text-shadow:0 3px 0 rgba(40,10,70,.45)}
#app-shell .shell-hero p::first-line{font-size:clamp(1.15rem,2.4vw,1.6rem);font-weight:700;line-height:2;color:#fff}
@media (max-width:640px){#app-shell .shell-banner{padding:36px 0 56px}#app-shell .shell-hero{min-height:560px;padding:48px 0 170px}#app-shell .shell-inner{padding:0 16px;gap:14px;align-items:flex-start}#app-shell .shell-icon{width:48px;height:48px;border-radius:14px}#app-shell p{font-size:14px}#app-shell .shell-hero p{font-size:15px}}
`
  .replace(/\n/g, '')
  .trim();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Runs first in <head>, before any stylesheet (so it never waits for one): picks the
 * language (same lookup as src/lib/language.ts) and marks <html> with it (lang) and with
 * the route when the shell has a banner for it (data-shell), which shows that banner.
 */
export function headScript(pages: Record<string, ShellPage>): string {
  const paths = JSON.stringify(Object.keys(pages)).replace(/</g, '\\u003c');
  return `(function(){var d=document,h=d.documentElement;
function lang(v){if(!v)return;v=String(v).split(',')[0].trim().toLowerCase();if(v==='zh'||v.indexOf('zh')===0)return'zh-TW';if(v==='en'||v.indexOf('en')===0)return'en-US'}
var l;try{l=lang(localStorage.getItem('preferred-language'))}catch(e){}
if(!l){var n=navigator,a=[].concat(n.languages||[],n.language||[]);for(var i=0;i<a.length&&!l;i++)l=lang(a[i])}
l=l||lang(h.getAttribute('lang'))||'zh-TW';h.setAttribute('lang',l);
var path=location.pathname.replace(/\\/+$/,'')||'/';if(${paths}.indexOf(path)>=0)h.setAttribute('data-shell',path)})();`.replace(/\n/g, '');
}

/**
 * The shell's markup: the header bar and every banner in every language, as plain HTML
 * (text in the first painted frame, no script needed); CSS shows only the one matching
 * <html data-shell lang>. No links or buttons.
 */
export function shellMarkup(pages: Record<string, ShellPage>): string {
  const banners = Object.entries(pages).flatMap(([path, page]) =>
    LANGS.map((lang) => {
      const lines = page.text[lang].map(escapeHtml);
      const lead = page.kind === 'hero' ? `<div class="shell-title">${lines.shift()}</div>` : '<span class="shell-icon"></span>';
      return `<div class="shell-banner shell-${page.kind}" data-for="${escapeHtml(path)}" lang="${lang}"><div class="shell-inner">${lead}<p>${lines.join('<br>')}</p></div></div>`;
    }),
  );
  return `<div id="app-shell" aria-hidden="true"><div class="shell-bar"></div>${banners.join('')}</div>`;
}

/** Shows the banner of the marked route and language; hides the others. */
export function shellVariantCss(pages: Record<string, ShellPage>): string {
  const shown = Object.keys(pages).flatMap((path) =>
    LANGS.map((lang) => `html[data-shell="${path}"][lang="${lang}"] #app-shell .shell-banner[data-for="${path}"][lang="${lang}"]`),
  );
  return `#app-shell .shell-banner{display:none}${shown.join(',')}{display:block}`;
}

/** Runs after #root: removes the shell once the page's own content is rendered. */
export function removerScript(): string {
  return `(function(){var d=document,s=d.getElementById('app-shell');if(!s)return;
function ready(){var m=d.querySelector('.site-main');return m&&/\\S/.test(m.textContent||'')}
function done(){if(s.parentNode)s.parentNode.removeChild(s);o.disconnect();clearTimeout(k)}
var o=new MutationObserver(function(){if(ready())done()});o.observe(d.getElementById('root')||d.body,{childList:true,subtree:true});
var k=setTimeout(done,15000)})();`.replace(/\n/g, '');
}

/**
 * Runs the app's scripts (in document order) once the shell's first frame is on screen:
 * where the shell shows a banner, when the browser reports the first contentful paint;
 * elsewhere (only the header bar, nothing contentful) two frames later; in a tab hidden
 * at `load`, which paints no frame, on `load`. Starting earlier let the app's first
 * requests and work slip in before the first paint. Runs once.
 */
export function loaderScript(srcs: string[]): string {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  return `(function(){var u=${list},d=document,w=window,on=0;function go(){if(on)return;on=1;for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=false;d.body.appendChild(e)}}
function later(){setTimeout(go,0)}
var banner=d.documentElement.hasAttribute('data-shell'),seen=0;
if(banner&&w.PerformanceObserver){try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});seen=1}catch(e){}}
requestAnimationFrame(function(){requestAnimationFrame(function(){seen?setTimeout(go,500):later()})});
addEventListener('load',function(){if(d.visibilityState==='hidden')later()})})();`.replace(/\n/g, '');
}

export default (api: IApi) => {
  api.describe({ key: 'appShell' });
  api.modifyHTML(($) => {
    const pages = shellPages();
    // The app's scripts: preloaded now, run after the first paint (loaderScript).
    const scripts: string[] = [];
    $('script[src]').each((_, el) => {
      const node = $(el);
      const src = node.attr('src') ?? '';
      // umi's preload helper (it preloads the route's chunks) goes first.
      if (/preload_helper/.test(src)) scripts.unshift(src);
      else scripts.push(src);
      node.remove();
    });
    // Low priority: the stylesheets the first paint waits for download first.
    for (const src of scripts) $('head').append(`<link rel="preload" as="script" href="${src}" fetchpriority="low">`);
    $('body').append(`<script>${loaderScript(scripts)}</script>`);
    $('head').prepend(`<script>${headScript(pages)}</script>`);
    $('head').append(`<style id="app-shell-style">${SHELL_CSS}${shellVariantCss(pages)}</style>`);
    $('#root').before(shellMarkup(pages));
    $('#root').after(`<script>${removerScript()}</script>`);
    return $;
  });
};
