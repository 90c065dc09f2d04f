/**
 * umi's route preload helper as the build rewrites it (config/plugins/preloadHelperTasks.ts):
 * the current route's files still go into <head> in the same order, but each in a task of its
 * own, not all in the helper's own task.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helperFileName, routeScore, specificRoutesFirst, taskPerInsertion } from '../../../config/plugins/preloadHelperTasks';

const TEMPLATE = path.resolve('node_modules/@umijs/preset-umi/templates/routePreloadOnLoad/preloadRouteFilesScp.js');
/** The minifier umi's build runs on the helper. */
const { minify } = createRequire(import.meta.url)('@umijs/bundler-webpack/compiled/terser') as typeof import('terser');

/** A route map as umi writes it: files with their chunk ids, routes with the files they need. */
const MAP = {
  p: 'maple-site',
  b: 'webpack',
  f: [
    ['p__auth__login__index.1111aaaa.chunk.css', 10],
    ['p__auth__login__index.2222bbbb.async.js', 10],
    ['666.3333cccc.async.js', 666],
    ['p__ranking__index.4444dddd.async.js', 20],
    ['p__404.5555eeee.async.js', 30],
    ['p__notice__detail__index.6666ffff.async.js', 40],
    ['p__library__detail__index.7777aaaa.async.js', 50],
  ],
  // umi writes the patterns from the least specific up: the catch-all first.
  r: { '/*': [4], '/auth/login': [2, 0, 1], '/ranking': [3, 2], '/notice/:id': [2, 5], '/library/:kind/:id': [6] },
};

/** The helper umi writes for MAP: its template filled in and minified as umi's build does. */
async function umiHelper(): Promise<string> {
  const filled = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace('"{{routeChunkFilesMap}}"', JSON.stringify(MAP))
    .replace('{{basename}}', '/')
    .replace('"{{publicPath}}"', '"/"');
  const { code } = await minify(filled, { compress: { drop_console: false, drop_debugger: true }, mangle: true, format: { comments: false } });
  return code ?? '';
}

const added = () => [...document.head.children].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  window.history.pushState({}, '', '/auth/login');
});
afterEach(() => vi.restoreAllMocks());

describe("umi's preload helper, one file per task", () => {
  it("adds the route's files one task after another, in umi's order, with umi's attributes", async () => {
    const helper = taskPerInsertion(await umiHelper());
    // The tasks the helper queues, run here one at a time.
    const tasks: Array<() => void> = [];
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
    new Function(helper)();
    expect(added()).toEqual([]);
    const seen = tasks.map((task) => (task(), added().at(-1)));
    expect(seen).toEqual(['/666.3333cccc.async.js', '/p__auth__login__index.1111aaaa.chunk.css', '/p__auth__login__index.2222bbbb.async.js']);
    expect(added()).toEqual(seen);
    const [script, style] = [...document.head.children] as [HTMLScriptElement, HTMLLinkElement];
    expect([script.async, script.getAttribute('data-webpack')]).toEqual([true, 'maple-site:666']);
    expect([style.rel, (style as HTMLLinkElement & { as: string }).as, style.getAttribute('data-webpack')]).toEqual(['preload', 'style', 'maple-site:10']);
  });

  it('umi\'s own helper added them all in its task (what the rewrite changes)', async () => {
    new Function(await umiHelper())();
    expect(added()).toHaveLength(3);
  });

  it('is named after its new content, and rewriting it twice changes nothing', async () => {
    const once = taskPerInsertion(await umiHelper());
    expect(taskPerInsertion(once)).toBe(once);
    expect(helperFileName(once)).toMatch(/^preload_helper\.[0-9a-f]{8}\.js$/);
    expect(helperFileName(once)).not.toBe(helperFileName(await umiHelper()));
  });

  it('fails the build when the helper has another shape', () => {
    expect(() => taskPerInsertion('!function(){document.head.append(x)}();')).toThrow(/preloadHelperTasks/);
    expect(() => specificRoutesFirst('!function(){document.head.append(x)}();')).toThrow(/preloadHelperTasks/);
  });
});

describe("umi's preload helper, the address's own route", () => {
  /** The files the helper adds at an address, its queued insertions run at once. */
  const filesAt = (helper: string, address: string) => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', address);
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => (task(), 0)) as unknown as typeof setTimeout);
    new Function(helper)();
    vi.restoreAllMocks();
    return added();
  };

  it("a notice's and a library entry's page get their own files; an unknown address the not-found page's", async () => {
    const helper = specificRoutesFirst(taskPerInsertion(await umiHelper()));
    expect(filesAt(helper, '/notice/7')).toEqual(['/666.3333cccc.async.js', '/p__notice__detail__index.6666ffff.async.js']);
    expect(filesAt(helper, '/library/item/1382001')).toEqual(['/p__library__detail__index.7777aaaa.async.js']);
    expect(filesAt(helper, '/no-such-page')).toEqual(['/p__404.5555eeee.async.js']);
    expect(filesAt(helper, '/ranking')).toEqual(['/p__ranking__index.4444dddd.async.js', '/666.3333cccc.async.js']);
  });

  it("umi's own order sent a notice's page the not-found page's files (what the rewrite changes)", async () => {
    expect(filesAt(await umiHelper(), '/notice/7')).toEqual(['/p__404.5555eeee.async.js']);
  });

  it('orders patterns as react-router ranks them, and ordering twice changes nothing', async () => {
    expect(['/*', '/admin/*', '/notice/:id', '/library/:kind/:id'].map(routeScore)).toEqual([-1, 10, 15, 19]);
    const once = specificRoutesFirst(taskPerInsertion(await umiHelper()));
    expect(specificRoutesFirst(once)).toBe(once);
    expect(once).toContain('r:{"/auth/login":[2,0,1],"/library/:kind/:id":[6],"/notice/:id":[2,5],"/ranking":[3,2],"/*":[4]}');
  });
});
