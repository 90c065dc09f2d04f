/**
 * The message catalogs, shared by the web app (src/locales/*.ts re-export them)
 * and the API server (translated error messages).
 *
 * One JSON file per namespace and language: locales/<lang>/<namespace>.json.
 * A key is `<namespace>.<path>`; nested objects flatten with dots, so
 * locales/en-US/nav.json {"home": "Home"} gives the key `nav.home`.
 */
import zhCommon from './zh-TW/common.json';
import zhNav from './zh-TW/nav.json';
import zhFooter from './zh-TW/footer.json';
import zhStatus from './zh-TW/status.json';
import zhErrors from './zh-TW/errors.json';
import zhAuth from './zh-TW/auth.json';
import zhHome from './zh-TW/home.json';
import zhDownload from './zh-TW/download.json';
import zhRanking from './zh-TW/ranking.json';
import zhNotice from './zh-TW/notice.json';
import zhVote from './zh-TW/vote.json';
import zhLegal from './zh-TW/legal.json';
import zhProfile from './zh-TW/profile.json';
import zhShop from './zh-TW/shop.json';
import zhLibrary from './zh-TW/library.json';
import zhDebug from './zh-TW/debug.json';
import zhJob from './zh-TW/job.json';
import zhServer from './zh-TW/server.json';
import zhGame from './zh-TW/game.json';
import enCommon from './en-US/common.json';
import enNav from './en-US/nav.json';
import enFooter from './en-US/footer.json';
import enStatus from './en-US/status.json';
import enErrors from './en-US/errors.json';
import enAuth from './en-US/auth.json';
import enHome from './en-US/home.json';
import enDownload from './en-US/download.json';
import enRanking from './en-US/ranking.json';
import enNotice from './en-US/notice.json';
import enVote from './en-US/vote.json';
import enLegal from './en-US/legal.json';
import enProfile from './en-US/profile.json';
import enShop from './en-US/shop.json';
import enLibrary from './en-US/library.json';
import enDebug from './en-US/debug.json';
import enJob from './en-US/job.json';
import enServer from './en-US/server.json';
import enGame from './en-US/game.json';

export type Lang = 'zh-TW' | 'en-US';
export const LANGS: Lang[] = ['zh-TW', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-TW';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') out[id] = value;
    else flatten(value, id, out);
  }
  return out;
}

function build(namespaces: Record<string, Tree>) {
  const out: Record<string, string> = {};
  for (const [ns, tree] of Object.entries(namespaces)) flatten(tree, ns, out);
  return out;
}

export const catalogs: Record<Lang, Record<string, string>> = {
  'zh-TW': build({
    common: zhCommon, nav: zhNav, footer: zhFooter, status: zhStatus, errors: zhErrors,
    auth: zhAuth, home: zhHome, download: zhDownload, ranking: zhRanking, notice: zhNotice,
    vote: zhVote, legal: zhLegal, profile: zhProfile, shop: zhShop, library: zhLibrary,
    debug: zhDebug, job: zhJob, server: zhServer, game: zhGame,
  }),
  'en-US': build({
    common: enCommon, nav: enNav, footer: enFooter, status: enStatus, errors: enErrors,
    auth: enAuth, home: enHome, download: enDownload, ranking: enRanking, notice: enNotice,
    vote: enVote, legal: enLegal, profile: enProfile, shop: enShop, library: enLibrary,
    debug: enDebug, job: enJob, server: enServer, game: enGame,
  }),
};

/** Maps any Accept-Language / stored value ('zh', 'zh-TW', 'en', 'en-US,en;q=0.9') to a Lang. */
export function toLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const first = value.split(',')[0].trim().toLowerCase();
  if (first.startsWith('zh')) return 'zh-TW';
  if (first.startsWith('en')) return 'en-US';
  return undefined;
}

/** Looks a key up and fills {name} placeholders; falls back to the key itself. */
export function translate(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const template = catalogs[lang][key] ?? catalogs[DEFAULT_LANG][key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}
