/**
 * GET /shop sends the built index.html with the shop's first poster already in the app
 * shell and preloaded, so a phone paints it with the first response: the first poster
 * players see now (window and order), escaped, compressed, uncached; no poster or a
 * failing database: the plain page; other routes: the plain page. With it, in <head>, the
 * whole catalogue's category counts as a JSON data block (the filter's first numbers).
 * Both are read at most once per 30 s, not per view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shellMarkup, shellPages } from '../../config/plugins/appShell';
import { dbTimeIn, toDbTime } from '../../server/db/time';
import { SHOP_PAGE_CACHE_MS } from '../../server/services/shop-page-html';
import { SHOP_COUNTS_ID } from '../../config/shopCounts';
import { addShopItem } from './shop-fixtures';
import { createTestApp, type TestApp } from './helpers';

/** A built page as the build writes it: the shell (with the shop's poster slot) before #root. */
const html = `<!doctype html><html><head><script>window.__shell=1</script><style>#app-shell{}</style></head><body>${shellMarkup(shellPages())}<div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>`;

let t: TestApp;
let dist: string;

async function poster(image: string, order: number, window: { starts?: string; ends?: string } = {}) {
  await t.db
    .insertInto('web_shop_posters')
    .values({ title_zh: `海報${order}`, title_en: `Poster ${order}`, image, sort_order: order, starts_at: window.starts ?? null, ends_at: window.ends ?? null, created_at: toDbTime(Date.now()) })
    .execute();
}

/** The page at `url` as a browser gets it (decoded), with its response. */
async function page(url: string, encoding = 'br, gzip') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const enc = res.headers['content-encoding'];
  const text = enc === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : enc === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
  return { res, text };
}

/** The posters are read again once the cache time has passed. */
function later() {
  vi.setSystemTime(Date.now() + SHOP_PAGE_CACHE_MS + 1000);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-shop-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  t = await createTestApp({ config: { staticDir: dist } });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(async () => {
  await t.db.deleteFrom('web_shop_posters').execute();
  await t.db.deleteFrom('web_shop_items').execute();
  later();
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /shop', () => {
  it('paints the first poster players see now under the shop banner and preloads it', async () => {
    await poster('/images/shop-posters/old.svg', 0, { ends: dbTimeIn(-60) });
    await poster('/images/shop-posters/later.svg', 0, { starts: dbTimeIn(3600) });
    await poster('/images/shop-posters/second.svg', 2);
    await poster('/images/shop-posters/first.svg', 1);
    const { res, text } = await page('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);

    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/shop-posters/first.svg" fetchpriority="high">');
    const slot = text.match(/<div class="shell-posters" data-for="\/shop">(.*?)<\/div>/)?.[1] ?? '';
    expect(slot).toBe('<span class="shell-poster"><img src="/images/shop-posters/first.svg" alt="" width="1200" height="300" fetchpriority="high"></span>');
    // Only the picture: no link, no button, no script was added.
    expect(text.replace(slot, '').replace(/<link rel="preload"[^>]*>/, '')).toBe(html);

    for (const url of ['/shop/', '/shop?orders=1&category=Pet']) expect((await page(url)).text, url).toBe(text);
    expect((await page('/shop', 'gzip')).res.headers['content-encoding']).toBe('gzip');
    expect((await page('/shop', 'gzip')).text).toBe(text);
    expect((await page('/shop', 'identity')).text).toBe(text);
  });

  it('answers 304 to a browser that has the page, and sends it again when the poster changes', async () => {
    await poster('/a.svg', 1);
    const first = await page('/shop');
    const etag = String(first.res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/shop', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    await t.db.updateTable('web_shop_posters').set({ image: '/b.svg' }).execute();
    later();
    const changed = await t.app.inject({ method: 'GET', url: '/shop', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<img src="/b.svg"');
  });

  it('reads the posters at most once per 30 s, not per view', async () => {
    await poster('/cached.svg', 1);
    expect((await page('/shop')).text).toContain('<img src="/cached.svg"');
    await t.db.deleteFrom('web_shop_posters').execute();
    expect((await page('/shop')).text).toContain('<img src="/cached.svg"');
    later();
    expect((await page('/shop')).text).toBe(html);
  });

  it('escapes the picture address (an operator setting) into the markup', async () => {
    await poster('/p.svg?a="><script>alert(1)</script>&b=$&\'', 1);
    const { text } = await page('/shop');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('<img src="/p.svg?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=$&amp;&#39;" alt=""');
    expect(text).toContain('href="/p.svg?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=$&amp;&#39;"');
  });

  it('sends the plain page without a poster, or when the first poster has no picture', async () => {
    expect((await page('/shop')).text).toBe(html);
    await poster('', 1);
    await poster('/second.svg', 2);
    later();
    const { res, text } = await page('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(text).toBe(html);
  });

  it('sends the plain page when the posters cannot be read', async () => {
    await poster('/a.svg', 1);
    const spy = vi.spyOn(t.db, 'selectFrom').mockImplementation(() => {
      throw new Error('database is down');
    });
    try {
      const { res, text } = await page('/shop');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text).toBe(html);
    } finally {
      spy.mockRestore();
    }
  });

  it("sends the whole catalogue's category counts in <head>, with or without a poster, read at most once per 30 s", async () => {
    const block = (text: string) => {
      const head = text.slice(0, text.indexOf('</head>'));
      const found = head.match(new RegExp(`<script type="application/json" id="${SHOP_COUNTS_ID}">(.*?)</script>`));
      return found ? JSON.parse(found[1]) : null;
    };
    for (const category of ['Pet', 'Cap', 'Pet', 'Site', 'Pet']) await addShopItem(t.db, { category, kind: category === 'Site' ? 'invite_code' : 'item' });
    let { text } = await page('/shop');
    // In the filter's order (equipment, items, site goods), empty categories left out.
    expect(block(text)).toEqual([
      { category: 'Cap', count: 1 },
      { category: 'Pet', count: 3 },
      { category: 'Site', count: 1 },
    ]);
    expect(text.replace(/<script type="application\/json"[^]*?<\/script>/, '')).toBe(html);
    // The same counts whatever the query (the app uses them only without a keyword).
    expect(block((await page('/shop?keyword=zzz&category=Cap')).text)).toEqual(block(text));

    await poster('/a.svg', 1);
    await addShopItem(t.db, { category: 'Cap' });
    expect(block((await page('/shop')).text)).toEqual(block(text));
    later();
    ({ text } = await page('/shop'));
    expect(block(text)).toContainEqual({ category: 'Cap', count: 2 });
    expect(text).toContain('<img src="/a.svg"');
  });

  it('sends the poster without the counts when the catalogue cannot be read', async () => {
    await poster('/a.svg', 1);
    await addShopItem(t.db, { category: 'Cap' });
    const real = t.db.selectFrom.bind(t.db);
    const spy = vi.spyOn(t.db, 'selectFrom').mockImplementation(((table: string) => {
      if (table === 'web_shop_items') throw new Error('table is locked');
      return real(table as never);
    }) as typeof t.db.selectFrom);
    try {
      const { res, text } = await page('/shop');
      expect(res.statusCode).toBe(200);
      expect(text).toContain('<img src="/a.svg"');
      expect(text).not.toContain(SHOP_COUNTS_ID);
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves the other routes as they are', async () => {
    await poster('/a.svg', 1);
    for (const url of ['/', '/ranking', '/shopping', '/library', '/shop/1']) {
      const { res, text } = await page(url, 'identity');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(text, url).toBe(html);
    }
  });
});
