#!/usr/bin/env node
/**
 * `npm run perf:bundles`: what each page's JavaScript is made of, in the production build.
 *
 * For every page `npm run perf` measures (scripts/perfPages.mjs), a first visit to the built
 * site (as `npm run perf` makes it: Chromium, empty cache, 390 px, zh-TW, /profile and its
 * tabs logged in) records which script files load; webpack-bundle-analyzer's report of the
 * same build (tmp/bundle-report.json beside the build's folder, made by
 * `ANALYZE=1 npx max build`) gives each file's modules. Prints, per page, the JS gzip total
 * and the gzip per package (top 15); then the packages every page loads, and the second
 * copies (a package installed under two node_modules folders, or in two versions) with the
 * pages that load both. Module sizes are the analyzer's estimates (each module gzipped on its
 * own), scaled so that a file's modules add up to the file's real gzip size (level 9).
 * Writes the markdown to tmp/bundle-analysis.md (--out <file>) and stdout.
 *
 * Exit 1 when the report is missing or was not made from the build measured.
 * Environment: PERF_STATIC_DIR (the build, default dist/), BUNDLE_REPORT (the report,
 * default <build>/../tmp/bundle-report.json), BUNDLES_PORT (8042), PERF_ONLY (these pages),
 * CHROMIUM_PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { isOutsideWebpack, readBundleReport, unreported } from './bundleReport.mjs';
import { ONLY, PAGES } from './perfPages.mjs';
import { kb, pageLabel } from './perfTables.mjs';
import { CHROME, FLAGS, STATIC_DIR, demoTokens, measureTransfer, resolvePath, startPerfSite } from './perfVisit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.resolve(root, process.env.BUNDLE_REPORT ?? path.join(STATIC_DIR, '..', 'tmp', 'bundle-report.json'));
/** The project the build was made in: where its node_modules (and the versions) are. */
const BUILD_ROOT = path.resolve(STATIC_DIR, '..');
const PORT = Number(process.env.BUNDLES_PORT ?? 8042);
const outArg = process.argv.indexOf('--out');
const OUT = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'tmp/bundle-analysis.md');
const TOP = 15;

/** The version in an install folder's package.json ('?' when it cannot be read). */
function versionOf(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(BUILD_ROOT, dir, 'package.json'), 'utf8')).version ?? '?';
  } catch {
    return '?';
  }
}

/**
 * A page's packages, Map(name -> { gzip, dirs: Map(dir -> gzip) }), with sizes scaled to each
 * file's real gzip; and its modules found in two or more of its files (`twice`: path -> gzip of
 * each copy).
 */
function packagesOf(scripts, files) {
  const packages = new Map();
  const copies = new Map();
  const add = (name, dir, gzip) => {
    const p = packages.get(name) ?? { gzip: 0, dirs: new Map() };
    p.gzip += gzip;
    if (dir) p.dirs.set(dir, (p.dirs.get(dir) ?? 0) + gzip);
    packages.set(name, p);
  };
  for (const script of scripts) {
    const name = path.basename(script.file);
    const modules = files.get(name);
    if (!modules) {
      add(isOutsideWebpack(name) ? `(outside webpack: ${name.replace(/\.[0-9a-f]+\.js$/, '')})` : `(not in the report: ${name})`, null, script.gzip);
      continue;
    }
    const estimated = modules.reduce((n, m) => n + m.gzip, 0);
    const scale = estimated > 0 ? script.gzip / estimated : 0;
    for (const m of modules) {
      add(m.name, m.dir, m.gzip * scale);
      if (m.path) copies.set(m.path, [...(copies.get(m.path) ?? []), m.gzip * scale]);
    }
  }
  const twice = new Map([...copies].filter(([, sizes]) => sizes.length > 1));
  return { packages, twice };
}

/** The gzip of the extra copies of the modules a page loads more than once. */
const extraGzip = (twice) => [...twice.values()].reduce((n, sizes) => n + sizes.reduce((a, b) => a + b, 0) - Math.max(...sizes), 0);

async function visitPages() {
  const site = await startPerfSite(PORT, 'bundles');
  const visits = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
    try {
      let tokens;
      for (const page of PAGES) {
        if (ONLY.length && !ONLY.includes(page.path)) continue;
        if (page.login) tokens ??= await demoTokens(site.baseURL);
        const url = await resolvePath(browser, site.baseURL, page);
        if (!url) throw new Error(`${page.path}: no ${page.link} on ${page.from}`);
        process.stderr.write(`[bundles] ${url} ... `);
        const t = await measureTransfer(browser, site.baseURL, page, url, page.login ? tokens : undefined);
        console.error(`${kb(t.js.gzip)} KB JS gzip, ${t.js.count} files`);
        visits.push({ page, url, scripts: t.scripts, jsGzip: t.js.gzip });
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
  return visits;
}

function markdown(visits, files) {
  const lines = ['# JavaScript of each page, by package', ''];
  lines.push(
    `Build: ${STATIC_DIR}; report: ${REPORT} (${new Date(fs.statSync(REPORT).mtimeMs).toISOString().slice(0, 16)}). First visit, 390 px, zh-TW; /profile and its tabs logged in. ` +
      "Gzip: each loaded file gzipped at level 9 (as `npm run perf`). A package's share of a file is the analyzer's estimate (each module gzipped on its own, " +
      'a concatenated module shared among its parts by source size), scaled so that the modules of each file add up to that file\'s real gzip size: ' +
      'the shares are estimates, the totals are exact. A module belongs to the package of the last node_modules folder in its path.',
  );
  lines.push('', '| page | JS gzip | files | modules loaded twice (gzip of the extra copies) |', '| --- | --- | --- | --- |');
  for (const v of visits) lines.push(`| ${pageLabel(v.page)} | ${kb(v.jsGzip)} KB | ${v.scripts.length} | ${v.twice.size ? `${v.twice.size} (${kb(extraGzip(v.twice))} KB)` : 'none'} |`);
  for (const v of visits) {
    const sorted = [...v.packages].sort((a, b) => b[1].gzip - a[1].gzip);
    lines.push('', `## ${pageLabel(v.page)}: ${kb(v.jsGzip)} KB JS gzip, ${v.scripts.length} files`, '', '| package | gzip | share |', '| --- | --- | --- |');
    for (const [name, p] of sorted.slice(0, TOP)) lines.push(`| ${name} | ${kb(p.gzip)} KB | ${((p.gzip / v.jsGzip) * 100).toFixed(1)} % |`);
    const rest = sorted.slice(TOP);
    if (rest.length) lines.push(`| ${rest.length} other packages | ${kb(rest.reduce((n, [, p]) => n + p.gzip, 0))} KB | |`);
  }
  lines.push(...everyPage(visits), ...secondCopies(visits, files));
  return lines.join('\n');
}

/** The files and packages every measured page loads. */
function everyPage(visits) {
  const lines = ['', '## On every page', ''];
  const files = visits[0].scripts.map((s) => s.file).filter((f) => visits.every((v) => v.scripts.some((s) => s.file === f)));
  const fileGzip = (f) => visits[0].scripts.find((s) => s.file === f).gzip;
  lines.push(`Files every page loads: ${files.map((f) => `${path.basename(f)} (${kb(fileGzip(f))} KB)`).join(', ')}; ${kb(files.reduce((n, f) => n + fileGzip(f), 0))} KB gzip in all.`);
  lines.push('', '| package | gzip (smallest - largest over the pages) |', '| --- | --- |');
  const names = [...visits[0].packages.keys()].filter((n) => visits.every((v) => v.packages.has(n)));
  const sizes = (n) => visits.map((v) => v.packages.get(n).gzip);
  const least = (n) => Math.min(...sizes(n));
  const sorted = names.sort((a, b) => least(b) - least(a));
  const shown = sorted.filter((n) => least(n) >= 1024);
  for (const n of shown) {
    const [lo, hi] = [least(n), Math.max(...sizes(n))];
    lines.push(`| ${n} | ${kb(lo)}${hi - lo >= 51.2 ? ` - ${kb(hi)}` : ''} KB |`);
  }
  const rest = sorted.slice(shown.length);
  if (rest.length) lines.push(`| ${rest.length} more under 1 KB each (${rest.join(', ')}) | ${kb(rest.reduce((n, p) => n + least(p), 0))} KB |`);
  lines.push('', `Every page pays at least ${kb(names.reduce((n, p) => n + least(p), 0))} KB gzip for these packages.`);
  return lines;
}

/**
 * Packages of the build installed in two folders (or versions), with the pages that load
 * two of them; and modules a page loads twice (the same module in two of its files).
 */
function secondCopies(visits, files) {
  const lines = ['', '## Second copies', ''];
  const dirs = new Map();
  for (const modules of files.values()) for (const m of modules) if (m.dir) dirs.set(m.name, (dirs.get(m.name) ?? new Set()).add(m.dir));
  const copies = [...dirs].filter(([, d]) => d.size > 1).sort((a, b) => a[0].localeCompare(b[0]));
  if (!copies.length) lines.push('Packages: every package of the build comes from one node_modules folder.');
  else {
    lines.push('Packages of the build installed in more than one node_modules folder:', '');
    lines.push('| package | copies (version; most gzip on one page) | pages loading two or more copies |', '| --- | --- | --- |');
    for (const [name, set] of copies) {
      const most = (dir) => Math.max(0, ...visits.map((v) => v.packages.get(name)?.dirs.get(dir) ?? 0));
      const copiesText = [...set].map((dir) => `\`${dir}\` (${versionOf(dir)}; ${most(dir) ? `${kb(most(dir))} KB` : 'on no measured page'})`).join('; ');
      const both = visits.filter((v) => (v.packages.get(name)?.dirs.size ?? 0) > 1).map((v) => `\`${v.page.path}\``);
      lines.push(`| ${name} | ${copiesText} | ${both.length === visits.length ? 'every page' : both.join(', ') || 'none'} |`);
    }
  }
  lines.push('');
  const twice = visits
    .filter((v) => v.twice.size)
    .map((v) => {
      const largest = [...v.twice].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1])).slice(0, 4);
      return `\`${v.page.path}\`: ${v.twice.size} modules, ${kb(extraGzip(v.twice))} KB (${largest.map(([p]) => p.replace(/^node_modules\//, '')).join(', ')}${v.twice.size > 4 ? ', ...' : ''})`;
    });
  lines.push(twice.length ? `Modules a page loads twice (the same module in two of its files; largest first): ${twice.join('; ')}.` : 'Modules: no page loads the same module in two of its files.');
  return lines;
}

/** Says why there is no usable report and how to make one, and exits 1. */
function noReport(problem) {
  console.error(
    `[bundles] ${problem}.\n` +
      'Make the report with the build: `ANALYZE=1 npx max build` in the project root. It is the same build as `npm run build`\'s first step ' +
      '(the same files in dist/) and also writes tmp/bundle-report.json (.umirc.ts `analyze`); then `node scripts/extract-antd-css.mjs && node scripts/precompress.mjs` ' +
      'finish dist/ as `npm run build` does. Or point BUNDLE_REPORT and PERF_STATIC_DIR at a report and the build it was made with.',
  );
  process.exit(1);
}

async function main() {
  const report = readBundleReport(REPORT, STATIC_DIR);
  if (report.problem) noReport(report.problem);
  const visits = await visitPages();
  const problem = unreported(
    visits.flatMap((v) => v.scripts.map((s) => path.basename(s.file))),
    report.files,
    REPORT,
  );
  if (problem) noReport(problem);
  for (const v of visits) Object.assign(v, packagesOf(v.scripts, report.files));
  const text = markdown(visits, report.files);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${text}\n`);
  console.log(`${text}\n\n[bundles] written to ${path.relative(root, OUT)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
