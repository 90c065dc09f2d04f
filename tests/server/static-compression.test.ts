/**
 * The built site is sent pre-compressed (scripts/precompress.mjs writes .br/.gz beside
 * each asset; server/plugins/static.ts serves them) with the same caching rules and CSP.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers';

describe('pre-compressed static files', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('maple '.repeat(400))});`;
  const html = `<!doctype html><html><head><script>window.__shell=1</script></head><body><div id="root"></div><p>${'x'.repeat(2000)}</p><script src="/umi.1a2b3c4d.js"></script></body></html>`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-gz-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'umi.1a2b3c4d.js'), script);
    fs.writeFileSync(path.join(dist, 'small.js'), 'x');
    execFileSync(process.execPath, [path.resolve('scripts/precompress.mjs'), dist]);
    t = await createTestApp({ config: { staticDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz beside assets bigger than 1 KB only', () => {
    expect(fs.existsSync(path.join(dist, 'umi.1a2b3c4d.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'umi.1a2b3c4d.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'small.js.br'))).toBe(false);
  });

  it('sends brotli, gzip or identity by Accept-Encoding, with the caching rules of the file', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/umi.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url: '/umi.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/umi.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const small = await t.app.inject({ method: 'GET', url: '/small.js', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe('x');
  });

  it('sends index.html and the SPA fallback compressed, uncached, with the inline script allowed by hash', async () => {
    for (const url of ['/', '/ranking']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});
