/**
 * The pages `npm run perf` and `npm run perf:bundles` measure, and their targets.
 *
 * Every public route of config/routes.ts (all page routes but /debug and the not-found
 * page), /profile logged in, and each other tab of /profile as a page of its own.
 * `ready`: what must be on screen before the page counts as loaded (default: the page's
 * content in the layout; on the pages below, the first screen's interactive content);
 * `from`: a route with a parameter is measured on the first link matching `link` found on
 * that page; `login`: measured logged in as the seeded demo account; `route`: the entry of
 * config/routes.ts a page with a query string (a profile tab) belongs to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The language the pages are measured in: the site's default, a Taiwanese player's browser's. */
export const LANGUAGE = 'zh-TW';

/**
 * The language a visit showed the page in, from the site's catalog part it loaded
 * (`catalog-site-<language>.<hash>.async.js`); undefined when it loaded none.
 */
export function shownLanguage(requestUrls) {
  for (const url of requestUrls) {
    const found = /\/catalog-site-([a-z]{2}-[A-Z]{2})\.[^/]*\.js(?:$|\?)/.exec(url);
    if (found) return found[1];
  }
  return undefined;
}

export const CONTENT = '.site-main h1, .site-main h2, .site-main form, .site-main .ant-empty, .site-main [role="alert"]';
const AUTH_READY = '.site-main form button[type="submit"]';
/** A profile tab's loaded content, or its error box (src/pages/profile/components/States.tsx). */
const profileReady = (content, tab) => `${content}, [data-testid="${tab}-error"]`;

export const PAGES = [
  { path: '/', ready: 'section a[href="/download"]', name: 'home' },
  { path: '/download', name: 'download' },
  { path: '/ranking', ready: 'table tbody tr, .ant-empty, [role="alert"]', name: 'ranking' },
  { path: '/shop', name: 'shop' },
  { path: '/library', name: 'library' },
  // The library lists entries only for a search (a keyword and categories).
  { path: '/library/:kind/:id', name: 'library item', from: '/library?keyword=a&categories=Weapon,Consume,Etc', link: 'a[href^="/library/"]' },
  { path: '/vote', name: 'vote' },
  { path: '/notice', ready: 'a[href^="/notice/"], .ant-empty, [role="alert"]', name: 'notice' },
  { path: '/notice/:id', name: 'notice detail', from: '/notice', link: 'a[href^="/notice/"]' },
  // Account screens: interactive once the form's submit button is there.
  { path: '/auth/login', ready: AUTH_READY, name: 'login' },
  { path: '/auth/register', ready: AUTH_READY, name: 'register' },
  { path: '/auth/forgot-password', ready: AUTH_READY, name: 'forgot password' },
  { path: '/privacy', name: 'privacy' },
  { path: '/terms', name: 'terms' },
  // The profile's tabs live in the URL (src/pages/profile/profileState.ts); the overview is /profile.
  { path: '/profile', ready: profileReady('[data-testid="overview"]', 'overview'), name: 'profile (logged in)', login: true },
  {
    path: '/profile?tab=characters',
    route: '/profile',
    ready: profileReady('[data-testid="characters"], [data-testid="no-characters"]', 'characters'),
    name: 'profile characters',
    login: true,
  },
  { path: '/profile?tab=billing', route: '/profile', ready: profileReady('[data-testid="billing-balance"]', 'billing'), name: 'profile billing', login: true },
  { path: '/profile?tab=invites', route: '/profile', ready: profileReady('[data-testid="invites-section"]', 'invites'), name: 'profile invites', login: true },
];

const NOT_PUBLIC = ['/debug', '/*'];

/** Targets of the page-speed work: every page, with the exceptions below. */
export const TARGETS = { score: 97, lcpMs: 1800, tbtMs: 150, jsKB: 250 };
/** /auth/login, where new players arrive: a higher bar. */
const SCORE_EXCEPTIONS = { '/auth/login': 99 };
/** /ranking: its table (ProTable) is allowed more JavaScript. */
const JS_EXCEPTIONS = { '/ranking': 350 };

/** The targets of one page. */
export function targetsOf(page) {
  return {
    ...TARGETS,
    score: SCORE_EXCEPTIONS[page.path] ?? TARGETS.score,
    jsKB: JS_EXCEPTIONS[page.path] ?? TARGETS.jsKB,
  };
}

/** The demo account of the seed (README "Demo logins"). */
export const DEMO = { username: 'demo01', password: 'demo1234' };

/** PERF_ONLY=/auth/login,/profile?tab=billing: the pages to measure ([] for all). */
export const ONLY = (process.env.PERF_ONLY ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

/** Page routes of config/routes.ts no page of PAGES measures (every one must be measured). */
export function unmeasuredRoutes() {
  const text = fs.readFileSync(path.join(root, 'config/routes.ts'), 'utf8');
  // The pageRoutes array only (the layout routes after it are not pages).
  const start = text.indexOf('export const pageRoutes');
  const block = text.slice(start, text.indexOf('\n];', start));
  const paths = [...block.matchAll(/path:\s*'([^']+)',\s*component:/g)].map((m) => m[1]);
  return paths.filter((p) => !NOT_PUBLIC.includes(p) && !PAGES.some((page) => (page.route ?? page.path) === p));
}
