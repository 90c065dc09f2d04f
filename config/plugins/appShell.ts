/**
 * Static app shell in the built index.html (README "Performance").
 *
 * The site is a client-rendered umi app: without a shell the page stays blank until
 * every script of the route has loaded and run (seconds on a phone). This plugin:
 *  - paints the header bar and the first screen's banner at once, from the HTML alone:
 *    a tiny inline script picks the language (same lookup as src/lib/language.ts:
 *    localStorage 'preferred-language', the browser, default zh-TW) and the route,
 *    and writes the banner's title and text, taken at build time from the catalogs
 *    and config/site.ts (so nothing is hard-coded here);
 *  - keeps the shell above the app (absolutely positioned: nothing shifts) until the
 *    page's own content is there, then removes it;
 *  - loads the scripts with `defer` (and umi's preload helper `async`) so they no
 *    longer block the first paint.
 * The shell holds no links or buttons: it is a picture of the first screen, the
 * interactive page replaces it. The inline scripts are allowed by the CSP through
 * their hashes (server/plugins/security.ts hashes the built index.html's scripts).
 */
import type { IApi } from '@umijs/max';
import { LANGS, translate, type Lang } from '../../locales';
import { site } from '../site';

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
#app-shell .shell-bar{height:64px;background:#0c1230;box-shadow:0 1px 0 rgba(255,255,255,.06)}
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

/**
 * Runs right after the shell's markup: picks language and route, writes the text,
 * and removes the shell once the page's own content is rendered.
 */
export function shellScript(pages: Record<string, ShellPage>): string {
  const data = JSON.stringify(pages).replace(/</g, '\\u003c');
  return `(function(){var P=${data},d=document,s=d.getElementById('app-shell');if(!s)return;
function lang(v){if(!v)return;v=String(v).split(',')[0].trim().toLowerCase();if(v==='zh'||v.indexOf('zh')===0)return'zh-TW';if(v==='en'||v.indexOf('en')===0)return'en-US'}
var l;try{l=lang(localStorage.getItem('preferred-language'))}catch(e){}
if(!l){var n=navigator,a=[].concat(n.languages||[],n.language||[]);for(var i=0;i<a.length&&!l;i++)l=lang(a[i])}
l=l||lang(d.documentElement.getAttribute('lang'))||'zh-TW';d.documentElement.setAttribute('lang',l);
var path=location.pathname.replace(/\\/+$/,'')||'/',p=P[path];
if(p){var b=d.createElement('div'),x=d.createElement('div'),t=d.createElement('p'),lines=p.text[l],j=0;
b.className='shell-banner shell-'+p.kind;x.className='shell-inner';
if(p.kind==='hero'){var h=d.createElement('div');h.className='shell-title';h.textContent=lines[0];x.appendChild(h);j=1}else{var c=d.createElement('span');c.className='shell-icon';x.appendChild(c)}
for(var f=j;j<lines.length;j++){if(j>f)t.appendChild(d.createElement('br'));t.appendChild(d.createTextNode(lines[j]))}
x.appendChild(t);b.appendChild(x);s.appendChild(b)}
function ready(){var m=d.querySelector('.site-main');return m&&/\\S/.test(m.textContent||'')}
function done(){if(s.parentNode)s.parentNode.removeChild(s);o.disconnect();clearTimeout(k)}
var o=new MutationObserver(function(){if(ready())done()});o.observe(d.getElementById('root')||d.body,{childList:true,subtree:true});
var k=setTimeout(done,15000)})();`.replace(/\n/g, '');
}

export default (api: IApi) => {
  api.describe({ key: 'appShell' });
  api.modifyHTML(($) => {
    const pages = shellPages();
    // Scripts no longer block the first paint; defer keeps their order.
    $('script[src]').each((_, el) => {
      const node = $(el);
      if (/preload_helper/.test(node.attr('src') ?? '')) node.attr('async', '');
      else node.attr('defer', '');
    });
    $('head').append(`<style id="app-shell-style">${SHELL_CSS}</style>`);
    $('#root').before(
      `<div id="app-shell" aria-hidden="true"><div class="shell-bar"></div></div><script>${shellScript(pages)}</script>`,
    );
    return $;
  });
};
