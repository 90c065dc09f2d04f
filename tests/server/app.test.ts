import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, seedTiny, TINY, randomIp, type TestApp } from './helpers';
import { ErrorCode } from '../../config/contract/envelope';
import { parseDatabaseUrl } from '../../server/db';
import { loadConfig } from '../../server/config';

describe('one port: API + built site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script>\n//! umi version: 4.7.22\n</script></head><body><div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>');
    fs.writeFileSync(path.join(dist, 'umi.1a2b3c4d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'x');
    fs.mkdirSync(path.join(dist, 'storybook'));
    fs.writeFileSync(path.join(dist, 'storybook', 'index.html'), '<!doctype html><title>storybook</title>');
    t = await createTestApp({ config: { staticDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html uncached with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The inline script of the built index.html is allowed by its hash, not by 'unsafe-inline'.
    const hash = crypto.createHash('sha256').update('\n//! umi version: 4.7.22\n').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The only outside origin is the game-picture renderer, and only for images.
    const outside = csp.split(';').filter((d) => /https?:\/\//.test(d)).map((d) => d.trim());
    expect(outside).toEqual(["img-src 'self' data: blob: https://maplestory.io"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names no outside host at all when game pictures are turned off', async () => {
    const off = await createTestApp({
      config: { staticDir: dist, itemIconUrlTemplate: '', mobImageUrlTemplate: '', npcImageUrlTemplate: '', mapImageUrlTemplate: '', characterImageUrlTemplate: '' },
    });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/' });
      expect(String(res.headers['content-security-policy'])).not.toMatch(/https?:\/\//);
    } finally {
      await off.close();
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/umi.1a2b3c4d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('falls back to index.html for site routes but never for /api or /character', async () => {
    for (const url of ['/ranking', '/notice/12', '/auth/login?from=%2Fprofile', '/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/api/v1/nope', '/api', '/character/nope', '/missing.js', '/API/v1/game/status', '/Api', '/CHARACTER/list', '/aPi/v1/nope?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    }
    const post = await t.app.inject({ method: 'POST', url: '/ranking' });
    expect(post.statusCode).toBe(404);
  });

  it('serves Storybook under /storybook/ with its own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storybook/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storybook');
    expect(String(res.headers['content-security-policy'])).toContain("'unsafe-inline'");
  });

  it('answers in the language Accept-Language prefers, by its q-values', async () => {
    const message = async (lang: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': lang } })).json().message;
    const en = await message('en-US');
    const zh = await message('zh-TW');
    expect(en).not.toBe(zh);
    expect(await message('en;q=0.9, zh-TW;q=0.1')).toBe(en);
    expect(await message('zh-TW;q=0.2, en-US;q=0.8')).toBe(en);
    expect(await message('fr-FR, en;q=0.5, zh;q=0.4')).toBe(en);
    expect(await message('en;q=0, zh-TW')).toBe(zh);
    expect(await message('zh-TW,zh;q=0.9,en-US;q=0.8')).toBe(zh);
    expect(await message('fr')).toBe(zh); // nothing we speak: the default
  });

  it('has a static health endpoint, a readiness endpoint and OpenAPI docs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ code: 0, message: 'ok', data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 0, message: 'ok', data: { status: 'ready' } });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of ['/api/v1/auth/login', '/api/v1/auth/refresh', '/api/v1/auth/logout', '/api/v1/user/info', '/api/register/captcha', '/api/tos', '/api/v1/auth/register', '/api/v1/auth/reset', '/api/v1/auth/human-check', '/api/v1/auth/altcha-challenge']) {
      expect(doc.paths[p], p).toBeTruthy();
    }
    expect(doc.paths['/api/v1/auth/reset'].put).toBeTruthy();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('refuses bodies over the limit', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: JSON.stringify({ username: 'x'.repeat(100_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: 'The request is too large.' });
  });
});

describe('Turnstile when configured', () => {
  let verifier: http.Server;
  let t: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', () => r()));
    const port = (verifier.address() as AddressInfo).port;
    t = await createTestApp({ config: { turnstile: { siteKey: 'site-key-1', secret: 'secret-1', verifyUrl: `http://127.0.0.1:${port}/siteverify` } } });
    await seedTiny(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => verifier.close(() => r()));
  });

  it('tells the web app to show Turnstile with the site key, and allows its host in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/human-check' });
    expect(res.json().data).toEqual({ provider: 'turnstile', siteKey: 'site-key-1' });
    expect(String(res.headers['content-security-policy'])).toContain('https://challenges.cloudflare.com');
  });

  it('verifies the token server-side', async () => {
    const login = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: randomIp(), payload: { username: TINY.player.username, password: TINY.player.password, turnstile_token: token } });
    expect((await login('bad-token')).json().code).toBe(ErrorCode.HUMAN_CHECK_FAILED);
    expect((await login('good-token')).statusCode).toBe(200);
    expect(seen).toEqual(['secret-1:bad-token', 'secret-1:good-token']);
  });
});

describe('configuration', () => {
  it('reads DATABASE_URL forms', () => {
    expect(parseDatabaseUrl('mysql://u:p@db:3306/cosmic')).toEqual({ dialect: 'mysql', uri: 'mysql://u:p@db:3306/cosmic' });
    expect(parseDatabaseUrl('mariadb://u:p@db/cosmic')).toEqual({ dialect: 'mysql', uri: 'mysql://u:p@db/cosmic' });
    expect(parseDatabaseUrl('sqlite:./data/site.db')).toEqual({ dialect: 'sqlite', file: './data/site.db' });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(parseDatabaseUrl('/var/lib/site.db')).toEqual({ dialect: 'sqlite', file: '/var/lib/site.db' });
  });

  it('has documented defaults and persists a generated JWT secret in the data directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(8000);
    expect(a.databaseUrl).toBe(`sqlite:${path.join(dir, 'site.db')}`);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(a.inviteRequired).toBe(false);
    expect(a.rates).toEqual({ exp: 2, expAfter200: 1, meso: 2.5, drop: 1, bossDrop: 2.5 });
    const c = loadConfig({ DATA_DIR: dir, PORT: '8123', INVITE_REQUIRED: 'true', RATE_EXP: '3', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '1' });
    expect(c).toMatchObject({ port: 8123, inviteRequired: true, jwtSecret: 'x'.repeat(40), trustProxy: 1 });
    expect(c.rates.exp).toBe(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
