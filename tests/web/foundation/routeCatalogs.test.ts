/**
 * The browser loads the site's namespaces on every page and a route's own ones with it
 * (config/routes.ts `catalog`, src/lib/catalog.ts): a key of a namespace the route does not
 * load would show as its id. Each page and every module it imports (transitively, within
 * the project) is scanned for keys written as `'<ns>.…'`, `` `<ns>.…` `` or `useT('<ns>')`;
 * a part loaded with namespaces of its own (lazyWithCatalog) may read those too. The
 * layouts, wrappers and the app's start may only read the site's namespaces.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRoutes, pageRoutes, type SiteRoute } from '../../../config/routes';
import { SERVER_NAMESPACES, SITE_NAMESPACES } from '../../../locales/siteNamespaces';

const root = path.resolve(__dirname, '../../..');
const namespaces = readdirSync(path.join(root, 'locales/zh-TW')).map((f) => f.replace(/\.json$/, ''));
/** The console's own part, loaded by its layout (src/components/AdminLayout). */
const CONSOLE_PART = 'admin';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];
/** The routes table holds every page's title key (read by the layouts, checked below), not a page's texts. */
const NOT_SCANNED = [path.join(root, 'config/routes.ts')];

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined; // a package
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return EXTENSIONS.includes(path.extname(candidate)) ? candidate : undefined;
  }
  return undefined;
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * `lazyWithCatalog(['ns', …], () => import('…'))` (src/lib/lazyWithCatalog.ts): a part that
 * loads those namespaces with its code, so what it reaches may read them too.
 */
const LAZY_PART = /\blazyWithCatalog\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;

interface Part {
  entry: string;
  namespaces: string[];
}

/**
 * The project's modules a module reaches through its imports (static and dynamic), itself
 * included, and the parts met on the way, which load namespaces of their own (not walked).
 */
function reachable(entry: string): { files: string[]; parts: Part[] } {
  const seen = new Set<string>();
  const parts: Part[] = [];
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Type-only imports bring no code.
    let text = stripComments(readFileSync(file, 'utf8')).replace(/\b(?:import|export)\s+type\b[^;]*?\bfrom\s*['"][^'"]+['"]/g, '');
    text = text.replace(LAZY_PART, (_all, list: string, spec: string) => {
      const target = resolveImport(file, spec);
      if (target) parts.push({ entry: target, namespaces: [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]) });
      return '';
    });
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return { files: [...seen].filter((f) => !NOT_SCANNED.includes(f)), parts };
}

const notKey = /\.(tsx?|jsx?|json|css|less|svg|png|jpe?g|webp|ico)$/;

/** The namespaces whose keys a module writes, each with one example. */
function namespacesUsed(file: string): Map<string, string> {
  const text = stripComments(readFileSync(file, 'utf8'));
  const used = new Map<string, string>();
  for (const m of text.matchAll(/(['"`])([a-z][A-Za-z]*)\.([^'"`\s]*)/g)) {
    if (!namespaces.includes(m[2]) || notKey.test(m[3])) continue;
    used.set(m[2], `${m[2]}.${m[3]}`);
  }
  for (const m of text.matchAll(/\buseT\(\s*['"`]([a-z][A-Za-z]*)['"`]\s*\)/g)) if (namespaces.includes(m[1])) used.set(m[1], `useT('${m[1]}')`);
  return used;
}

/** Keys of namespaces outside `allowed` written in what `entry` reaches: "file: key" (a part: with its own namespaces allowed too). */
function outside(entry: string, allowed: string[]): string[] {
  const found = new Set<string>();
  const { files, parts } = reachable(entry);
  for (const file of files) {
    for (const [ns, example] of namespacesUsed(file)) if (!allowed.includes(ns)) found.add(`${path.relative(root, file)}: ${example}`);
  }
  for (const part of parts) for (const key of outside(part.entry, [...allowed, ...part.namespaces])) found.add(key);
  return [...found].sort();
}

const componentFile = (route: SiteRoute) => resolveImport(path.join(root, 'src/x.ts'), route.component!)!;
const routed = (routes: SiteRoute[]) => routes.filter((r) => r.component).map((r) => [r.path, r] as const);

describe('each route loads the namespaces its page reads', () => {
  it.each(routed(pageRoutes))('%s', (_path, route) => {
    expect(outside(componentFile(route), [...SITE_NAMESPACES, ...(route.catalog ?? [])])).toEqual([]);
  });

  it.each(routed(adminRoutes))('%s (console)', (_path, route) => {
    expect(outside(componentFile(route), [...SITE_NAMESPACES, CONSOLE_PART, ...(route.catalog ?? [])])).toEqual([]);
  });

  it("the layouts, route wrappers and the app's start read only the site's namespaces", () => {
    const entries = [
      'src/app.tsx',
      'src/access.ts',
      'src/components/SiteLayout/index.tsx',
      'src/components/AccountLayout/index.tsx',
      ...readdirSync(path.join(root, 'src/wrappers')).map((f) => `src/wrappers/${f}`),
      ...readdirSync(path.join(root, 'src/models')).map((f) => `src/models/${f}`),
    ];
    expect(entries.flatMap((e) => outside(path.join(root, e), SITE_NAMESPACES))).toEqual([]);
  });

  it('page titles are site keys; console titles are in its part', () => {
    const ns = (key?: string) => key?.split('.')[0] ?? '';
    expect(pageRoutes.filter((r) => !SITE_NAMESPACES.includes(ns(r.titleKey))).map((r) => r.path)).toEqual([]);
    expect(adminRoutes.filter((r) => ns(r.titleKey) !== CONSOLE_PART).map((r) => r.path)).toEqual([]);
  });

  it("a route names only namespaces of its own to load: existing ones, neither the site's nor the API server's", () => {
    const wrong = [...pageRoutes, ...adminRoutes].flatMap((r) =>
      (r.catalog ?? [])
        .filter((ns) => !namespaces.includes(ns) || SITE_NAMESPACES.includes(ns) || SERVER_NAMESPACES.includes(ns) || ns === CONSOLE_PART)
        .map((ns) => `${r.path}: ${ns}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the API server's namespaces", () => {
  it('no web code reads them', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name.startsWith('.umi')) continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (EXTENSIONS.includes(path.extname(name))) files.push(full);
      }
    };
    walk(path.join(root, 'src'));
    const found = files.flatMap((f) => [...namespacesUsed(f)].filter(([ns]) => SERVER_NAMESPACES.includes(ns)).map(([, key]) => `${path.relative(root, f)}: ${key}`));
    expect(found).toEqual([]);
  });
});

describe('texts loaded before the first render', () => {
  // A part that arrives after the first render gives umi's intl a new object, and every
  // translated component, the whole layout included, renders again at once.
  const profileSource = readFileSync(path.join(root, 'src/pages/profile/index.tsx'), 'utf8');
  /** The namespaces a profile tab's section loads with its code (lazyWithCatalog in the page). */
  const tabTexts = (section: string) => {
    const found = profileSource.match(new RegExp(`${section} = lazyWithCatalog\\(\\[([^\\]]*)\\]`));
    expect(found, section).not.toBeNull();
    return found![1].split(',').map((s) => s.trim().replace(/^'|'$/g, ''));
  };

  it("/profile loads the texts of the tab its address opens with the route: the overview's without ?tab=, the characters' for a character link", async () => {
    const { routeNamespaces } = await import('@/lib/routeCatalog');
    const cases: [string, string][] = [
      ['', 'OverviewSection'],
      ['?tab=overview', 'OverviewSection'],
      ['?tab=nonsense', 'OverviewSection'],
      ['?tab=characters&character=3', 'CharactersSection'],
      ['?character=3', 'CharactersSection'],
      ['?character=3&bag=use', 'CharactersSection'],
      ['?tab=billing&character=3', 'BillingSection'],
      ['?tab=billing', 'BillingSection'],
      ['?tab=invites', 'InvitesSection'],
    ];
    for (const [search, section] of cases) expect(routeNamespaces('/profile', search), search).toEqual(expect.arrayContaining(tabTexts(section)));
    expect(routeNamespaces('/profile', '?tab=billing')).not.toContain('profileOverview');
  });

  it('every profile tab has its texts named in the routes table', async () => {
    const { PROFILE_TABS, parseProfileQuery } = await import('@/pages/profile/profileState');
    const route = pageRoutes.find((r) => r.path === '/profile')!;
    expect(Object.keys(route.queryCatalog!.parts)).toEqual(expect.arrayContaining([...PROFILE_TABS]));
    // The first key stands for an address without the parameter: the tab such an address opens.
    expect(Object.keys(route.queryCatalog!.parts)[0]).toBe(parseProfileQuery('').tab);
    // A parameter that implies a tab without ?tab= opens that tab.
    for (const [name, tab] of Object.entries(route.queryCatalog!.implied ?? {})) expect(parseProfileQuery(`?${name}=1`).tab).toBe(tab);
  });
});
