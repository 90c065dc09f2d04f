#!/usr/bin/env node
/**
 * Static antd CSS for the built site (run by `npm run build` after `max build`;
 * docs/performance.md).
 *
 * antd 5 generates its CSS in the browser: on a first visit the page spent most of its
 * start-up time serializing some 200-300 KB of component styles. This script, in Node:
 *  1. loads scripts/antd-static-css.tsx through Vite's SSR module loader (the aliases
 *     Storybook uses: '@umijs/max' -> tests/support/umi-max.tsx, '@' -> src), which
 *     renders the site layout and the busiest pages (home, notices, with their
 *     loaded content) with react-dom/server, at desktop and phone width, in both languages,
 *     under the app's antd theme, into one cssinjs cache;
 *  2. writes the cache's styles into dist/antd.<hash>.css with cssinjs' own extractStyle,
 *     which appends the cache-path map (`.data-ant-cssinjs-cache-path{content:"path:hash;..."}`),
 *     less Button's preset-colour rules (withoutButtonPresets below);
 *  3. links it from dist/index.html before the app's own stylesheet (same cascade order
 *     as antd's runtime styles, which it prepends to <head>);
 *  4. for each route with a sheet of its own (ROUTE_SHEETS there: /ranking, the account
 *     screens, /download), renders its pages after the first ones and writes what they added
 *     to dist/antd-<name>.<hash>.css, with the map of both files, linked after the first by
 *     a one-line inline script on that route only.
 * In the browser, cssinjs reads the map once and skips every style the file holds;
 * anything else (a component first shown on another page) is still generated at runtime.
 * A path starts with the hash of the theme token in effect, which Node and the browser
 * compute alike from src/lib/theme.ts (the e2e suite checks the busiest pages write no
 * antd style at runtime).
 *
 * No browser needed. A failure fails the build (SKIP_ANTD_CSS=1 builds without the file:
 * the site works the same, its start-up is slower). EXTRACT_DUMP=<file> also writes the
 * cache paths as JSON.
 *
 * Usage: node scripts/extract-antd-css.mjs [dist dir]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PresetColors } from 'antd/lib/theme/interface/presetColors.js';

// antd names its class-name hashes differently outside production ("css-dev-only-..."):
// the file must hold the production names, the ones the built app computes.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? process.env.STATIC_DIR ?? 'dist');
const LINK_MARK = 'data-antd-static';
const ROUTE_MARK = 'data-antd-static-routes';

const log = (msg) => console.log(`[antd-css] ${msg}`);

/**
 * antd's Button writes every variant for each of its 13 preset colours (`<Button color="purple">`):
 * about 47 KB of each Button style, two thirds of it, in both of the site's Button themes (the page's
 * and the header's). The site gives no Button a preset colour (an ESLint rule holds src to that), so
 * the rules whose every selector names one are left out of the files. Buttons of type primary,
 * default, dashed, text and link, and danger ones, use the colours `primary`, `default` and
 * `dangerous`, which stay.
 */
const PRESET_SELECTOR = new RegExp(`\\.ant-btn-color-(${PresetColors.join('|')})(?![\\w-])`);

/** A selector list split at its top-level commas (not those inside `:not(...)` or `:is(...)`). */
function selectors(list) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The stylesheet without the Button preset-colour rules (in at-rules too). */
export function withoutButtonPresets(css) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) return out + css.slice(i);
    const prelude = css.slice(i, open);
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const body = css.slice(open + 1, close - 1);
    if (/^\s*@(media|supports|layer|container)\b/.test(prelude)) {
      // A block of rules: filtered in turn, dropped when nothing is left.
      const inner = withoutButtonPresets(body);
      if (inner.trim() !== '') out += `${prelude}{${inner}}`;
    } else if (prelude.trimStart().startsWith('@')) {
      // @keyframes, @font-face: none of a Button's rules.
      out += `${prelude}{${body}}`;
    } else {
      const kept = selectors(prelude).filter((sel) => !PRESET_SELECTOR.test(sel));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = close;
  }
  return out;
}

/** Renders scripts/antd-static-css.tsx in Node; returns { css, count, paths }. */
async function render() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: {
      alias: [
        { find: /^@umijs\/max$/, replacement: path.join(root, 'tests/support/umi-max.tsx') },
        { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
        // The account screens import Password from antd's ES build; Node has its CommonJS one.
        { find: /^antd\/es\/input\/Password$/, replacement: path.join(root, 'scripts/antd-password-ssr.ts') },
      ],
    },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its CommonJS build has no default export Vite's loader can see; the ES one has.
    ssr: { noExternal: ['intl-messageformat'] },
  });
  try {
    const tree = await server.ssrLoadModule('/scripts/antd-static-css.tsx');
    return tree.extract();
  } finally {
    await server.close();
  }
}

/** Links the stylesheet from index.html, before the app's own CSS (replacing an earlier one). */
function linkFromIndex(fileName) {
  const indexPath = path.join(dist, 'index.html');
  let html = fs.readFileSync(indexPath, 'utf8');
  html = html.replace(new RegExp(`<link[^>]*${LINK_MARK}[^>]*>`, 'g'), '');
  const link = `<link rel="stylesheet" href="/${fileName}" ${LINK_MARK}>`;
  const firstCss = html.search(/<link rel="stylesheet"/);
  html = firstCss >= 0 ? html.slice(0, firstCss) + link + html.slice(firstCss) : html.replace('</head>', `${link}</head>`);
  fs.writeFileSync(indexPath, html);
}

/**
 * On the routes of ROUTE_SHEETS only (/ranking, the account screens, /download),
 * their own stylesheet right after the first: a tiny inline script (allowed by the
 * CSP through its hash, like index.html's others) links the one whose route the address is
 * (or is under, for a route ending in `/*`).
 * Render-blocking (`blocking="render"`), like the first: applied after the first paint, the
 * account screens' 160 KB of rules cost a second full style pass of the page (100-270 ms of
 * blocking time in Lighthouse's mobile run); before it, the one pass.
 */
function linkRouteSheetsFromIndex(files) {
  const indexPath = path.join(dist, 'index.html');
  let html = fs.readFileSync(indexPath, 'utf8');
  html = html.replace(new RegExp(`<script ${ROUTE_MARK}>[^<]*</script>`, 'g'), '');
  if (files.length > 0) {
    const map = JSON.stringify(Object.fromEntries(files.map(({ route, fileName }) => [route, `/${fileName}`])));
    const script =
      `<script ${ROUTE_MARK}>(function(m,p){for(var r in m)if(p===r||(r.slice(-2)==='/*'&&p.indexOf(r.slice(0,-1))===0)){var l=document.createElement('link');` +
      `l.rel='stylesheet';l.href=m[r];l.setAttribute('blocking','render');document.head.appendChild(l)}})(${map},location.pathname)</script>`;
    const at = html.search(new RegExp(`<link[^>]*${LINK_MARK}[^>]*>`));
    if (at < 0) throw new Error('the static antd stylesheet link is missing from index.html');
    const end = html.indexOf('>', at) + 1;
    html = html.slice(0, end) + script + html.slice(end);
  }
  fs.writeFileSync(indexPath, html);
}

async function main() {
  if (process.env.SKIP_ANTD_CSS === '1') return log('skipped (SKIP_ANTD_CSS=1)');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run max build first`);
  const started = Date.now();
  const { css, count, paths, sheets } = await render();
  if (count === 0 || !css.includes('data-ant-cssinjs-cache-path')) throw new Error('no antd style rendered');
  if (process.env.EXTRACT_DUMP) fs.writeFileSync(process.env.EXTRACT_DUMP, JSON.stringify(paths, null, 1));
  for (const old of fs.readdirSync(dist)) if (/^antd(-[a-z]+)?\.[0-9a-f]{8}\.css(\.br|\.gz)?$/.test(old)) fs.rmSync(path.join(dist, old));
  const write = (prefix, text) => {
    const fileName = `${prefix}.${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8)}.css`;
    fs.writeFileSync(path.join(dist, fileName), text);
    return fileName;
  };
  const mainCss = withoutButtonPresets(css);
  const fileName = write('antd', mainCss);
  linkFromIndex(fileName);
  log(`${count} styles, ${(mainCss.length / 1024).toFixed(1)} KB -> ${path.relative(root, path.join(dist, fileName))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const files = sheets.map((sheet) => {
    const sheetCss = withoutButtonPresets(sheet.css);
    const sheetFile = write(`antd-${sheet.name}`, sheetCss);
    log(`${sheet.route}: ${sheet.count} more styles, ${(sheetCss.length / 1024).toFixed(1)} KB -> ${path.relative(root, path.join(dist, sheetFile))}`);
    return { route: sheet.route, fileName: sheetFile };
  });
  linkRouteSheetsFromIndex(files);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch((err) => {
  console.error(`[antd-css] failed: ${err?.stack ?? err}`);
  console.error('[antd-css] SKIP_ANTD_CSS=1 builds without the static antd stylesheet (the site works, its start-up is slower).');
  process.exit(1);
});
