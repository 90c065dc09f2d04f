/**
 * umi's route preload helper, one request per task, the right route's files (docs/performance.md).
 *
 * The helper (`preload_helper.<hash>.js`, written by umi's routePreloadOnLoad feature) adds the
 * current route's chunks to <head>, as async scripts and stylesheet preloads, so they download
 * while the entry runs. It added them all in one task, and each insertion starts a request:
 * 5-25 ms of the main thread with a phone's CPU (four times slower), 75-250 ms in one long task
 * for the 13 files of /auth/login, right after the first paint. This plugin rewrites the
 * helper so that each insertion is a task of its own (a zero timeout, in the same order), names
 * the file after its new content as umi does (md5, 8 characters) and points index.html's script
 * at it. It also orders the helper's route map from the most specific pattern to the least
 * (specificRoutesFirst). It runs before config/plugins/appShell.ts, which moves the script into its loader.
 * A build whose helper no longer has the expected shape fails, naming this file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';

/** The helper's last statement: `<head>.appendChild(<element>)` closing its forEach and IIFE. */
const INSERTION = /(\w+)\.appendChild\((\w+)\)(\}\)+\}\}\(\);?\s*)$/;

/** An insertion already rewritten: the helper is left as it is. */
const ONE_PER_TASK = /setTimeout\(\(\)=>\w+\.appendChild\(\w+\)\)/;

/** The helper with each element appended in a task of its own. */
export function taskPerInsertion(source: string): string {
  if (ONE_PER_TASK.test(source)) return source;
  if (!INSERTION.test(source)) {
    throw new Error("config/plugins/preloadHelperTasks.ts: umi's preload helper no longer ends with one appendChild per file; review this plugin");
  }
  return source.replace(INSERTION, (_, head: string, element: string, end: string) => `setTimeout(()=>${head}.appendChild(${element}))${end}`);
}

/** The helper's route map: route pattern -> the files it needs (JSON, no nested object). */
const ROUTE_MAP = /\br:(\{"[^{}]*\})/;

/**
 * How specific a route pattern is, as react-router ranks routes: 10 per static segment,
 * 3 per parameter, 1 per segment, 2 off for a splat.
 */
export function routeScore(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  const splat = segments.includes('*') ? -2 : 0;
  return segments.reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 3 : 10), segments.length + splat);
}

/**
 * The helper with its route map ordered from the most specific pattern to the least. An
 * address that is no route's exact path takes the first pattern that matches it, and umi
 * writes the map from the least specific up: the catch-all `/*` came first, so a notice's
 * or a library entry's page preloaded the not-found page's files and fetched its own only
 * once the app asked for them.
 */
export function specificRoutesFirst(source: string): string {
  const found = ROUTE_MAP.exec(source);
  if (!found) throw new Error("config/plugins/preloadHelperTasks.ts: umi's preload helper no longer has its route map as `r:{...}`; review this plugin");
  const routes = Object.entries(JSON.parse(found[1]) as Record<string, number[]>);
  const ordered = routes.map((route, index) => ({ route, index })).sort((a, b) => routeScore(b.route[0]) - routeScore(a.route[0]) || a.index - b.index);
  return source.replace(found[0], () => `r:${JSON.stringify(Object.fromEntries(ordered.map(({ route }) => route)))}`);
}

/** The file name umi gives the helper for this content. */
export function helperFileName(source: string): string {
  return `preload_helper.${crypto.createHash('md5').update(source).digest('hex').slice(0, 8)}.js`;
}

export default (api: IApi) => {
  api.describe({ key: 'preloadHelperTasks' });
  api.modifyHTML(($) => {
    const script = $('script[src*="preload_helper"]');
    if (script.length !== 1) return $;
    const src = script.attr('src') ?? '';
    const dir = path.join(api.paths.absOutputPath, path.dirname(src));
    const file = path.join(dir, path.basename(src));
    if (!fs.existsSync(file)) return $;
    const source = specificRoutesFirst(taskPerInsertion(fs.readFileSync(file, 'utf8')));
    const name = helperFileName(source);
    fs.writeFileSync(path.join(dir, name), source);
    if (name !== path.basename(src)) fs.rmSync(file);
    script.attr('src', path.posix.join(path.posix.dirname(src), name));
    return $;
  });
};
