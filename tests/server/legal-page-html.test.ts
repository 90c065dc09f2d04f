/**
 * GET /privacy and /terms send the built index.html with the document's card already in
 * the app shell's slot under the banner (both languages, the whole text from the
 * catalogs) and the card's stylesheet in <head>, so the first paragraph is painted with
 * the first response: compressed, uncached, with an ETag; no script added; other routes
 * and a built page without the slot: the plain page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMarkup, shellPages } from '../../config/plugins/appShell';
import { filledLegalSlot, legalShellStyle, legalSlot } from '../../config/legalShell';
import { LANGS, catalogs } from '../../locales';
import { legalSections } from '../../locales/legalSections';
import { createTestApp, type TestApp } from './helpers';

/** A built page as the build writes it: the shell (with its empty slots) before #root. */
const html = `<!doctype html><html><head><script>window.__shell=1</script><style>#app-shell{}</style></head><body>${shellMarkup(shellPages())}<div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>`;

let t: TestApp;
let dist: string;

/** The page at `url` as a browser gets it (decoded), with its response. */
async function page(url: string, encoding = 'br, gzip') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const enc = res.headers['content-encoding'];
  const text = enc === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : enc === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
  return { res, text };
}

/** The text of a tag's elements in `markup`, in order. */
const texts = (markup: string, tag: string) => [...markup.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map((m) => m[1]);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-legal-'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  t = await createTestApp({ config: { staticDir: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /privacy and /terms', () => {
  it('paint the document\'s card under the banner with the first response, in both languages, with its stylesheet', async () => {
    for (const doc of ['privacy', 'terms'] as const) {
      const { res, text } = await page(`/${doc}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);

      const head = text.slice(0, text.indexOf('</head>'));
      expect(head).toContain(legalShellStyle());
      for (const lang of LANGS) {
        const open = `<div class="shell-legal" data-for="/${doc}" lang="${lang}">`;
        const card = text.slice(text.indexOf(open)).split('<div class="shell-legal" ')[1];
        const sections = legalSections(catalogs[lang], doc);
        const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        // The first section's first paragraph first, then the rest of the text.
        expect(texts(card, 'p')[0]).toBe(escaped(sections[0].paragraphs[0]));
        expect(texts(card, 'p')).toEqual(sections.flatMap((s) => s.paragraphs).map(escaped));
        expect(texts(card, 'h2')).toEqual(sections.map((s) => escaped(s.title)));
      }
      // In the route's slot, under the banners; nothing else changed: no link, button or script added.
      expect(text).toBe(html.replace('</head>', legalShellStyle() + '</head>').replace(legalSlot(doc), filledLegalSlot(doc)));
      expect(filledLegalSlot(doc)).not.toMatch(/<a[\s>]|<button|<script/);

      for (const url of [`/${doc}/`, `/${doc}?from=footer`]) expect((await page(url)).text, url).toBe(text);
      expect((await page(`/${doc}`, 'gzip')).res.headers['content-encoding']).toBe('gzip');
      expect((await page(`/${doc}`, 'gzip')).text).toBe(text);
      expect((await page(`/${doc}`, 'identity')).text).toBe(text);
    }
  });

  it('answer 304 to a browser that has the page', async () => {
    const first = await page('/terms');
    const etag = String(first.res.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(String((await page('/privacy')).res.headers.etag)).not.toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: '/terms', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('leave the other routes as they are', async () => {
    for (const url of ['/', '/ranking', '/privacy-old', '/terms/1', '/download']) {
      const { res, text } = await page(url, 'identity');
      expect(res.statusCode, url).toBe(200);
      expect(text, url).toBe(html);
    }
  });

  it('send the plain page when the built page has no slot (an older build)', async () => {
    const older = html.replace(legalSlot('privacy'), '');
    fs.writeFileSync(path.join(dist, 'index.html'), older);
    try {
      const { res, text } = await page('/privacy');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text).toBe(older);
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), html);
    }
  });
});
