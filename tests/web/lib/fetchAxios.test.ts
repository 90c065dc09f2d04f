// @vitest-environment node
/**
 * The build swaps axios for src/lib/fetchAxios.ts (a small client on fetch). The same
 * requests, through umi's way of using it (create, interceptors, request), must reach a real
 * HTTP server the same way and come back the same way as through axios: what the server
 * receives, the answer's status and data, and the error fields the site reads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import realAxios from 'axios';
import fetchAxios from '@/lib/fetchAxios';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow') {
        setTimeout(() => res.end('{"code":0}'), 400);
        return;
      }
      if (path === '/text') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
      if (path === '/empty') return void res.writeHead(204).end();
      if (path === '/refused') {
        res.writeHead(400, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ code: 1001, message: '參數錯誤', field: 'name' }));
      }
      if (path === '/broken') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      if (path === '/login-first' && req.headers.authorization !== 'Bearer fresh') {
        res.writeHead(401, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ code: 401, message: 'login' }));
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-served-by': 'test' });
      res.end(
        JSON.stringify({
          code: 0,
          data: {
            method: req.method,
            url: req.url,
            body,
            contentType: req.headers['content-type'] ?? null,
            accept: req.headers.accept ?? null,
            // Node's fetch sends `Accept-Language: *` of its own (a browser sends the user's).
            language: req.headers['accept-language'] === '*' ? null : (req.headers['accept-language'] ?? null),
            authorization: req.headers.authorization ?? null,
            order: req.headers['x-order'] ?? null,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Client = typeof fetchAxios;
const clients: [string, Client][] = [
  ['axios', realAxios as unknown as Client],
  ['fetchAxios', fetchAxios],
];

/** What the site can see of a request's outcome. */
async function outcome(client: Client, config: Record<string, unknown>, defaults: Record<string, unknown> = {}) {
  const instance = client.create({ timeout: 2000, ...defaults });
  try {
    const res = await instance.request({ ...config, url: `${base}${config.url}` });
    return { ok: true, status: res.status, data: res.data, type: res.headers['content-type'] };
  } catch (error) {
    const e = error as { code?: string; message: string; name: string; config?: unknown; response?: { status: number; data: unknown } };
    return {
      ok: false,
      code: e.code,
      message: e.message,
      cancelled: e.name === 'CanceledError',
      hasConfig: Boolean(e.config),
      status: e.response?.status,
      data: e.response?.data,
    };
  }
}

const same = async (config: Record<string, unknown>, defaults?: Record<string, unknown>) => {
  const [a, b] = await Promise.all(clients.map(([, client]) => outcome(client, config, defaults)));
  expect(b).toEqual(a);
  return b;
};

describe('the axios stand-in against axios', () => {
  it('sends a GET with its query parameters as axios writes them', async () => {
    const params = { page: 2, keyword: '楓葉 sword', skip: null, gone: undefined, ids: [3, 4], at: new Date(0), filter: { a: 1 }, marks: 'a,b:c$' };
    const got = await same({ method: 'GET', url: '/echo', params, headers: { 'Accept-Language': 'zh-TW' } });
    expect(got.data).toMatchObject({ data: { method: 'GET', body: '', language: 'zh-TW', accept: 'application/json, text/plain, */*' } });
    expect((got.data as { data: { url: string } }).data.url).toContain('keyword=%E6%A5%93%E8%91%89+sword');
  });

  it('sends an object as JSON, a string as a form, and no body (nor content type) without data', async () => {
    const json = await same({ method: 'POST', url: '/echo', data: { amount: 100, note: '點數' } });
    expect(json.data).toMatchObject({ data: { body: '{"amount":100,"note":"點數"}' } });
    expect((json.data as { data: { contentType: string } }).data.contentType).toMatch(/^application\/json/);
    await same({ method: 'PUT', url: '/echo', data: 'a=1&b=2' });
    // No data: no content type either, as axios' browser adapter sends it (its Node one differs).
    const bare = await outcome(fetchAxios, { method: 'POST', url: '/echo' });
    expect(bare.data).toMatchObject({ data: { method: 'POST', contentType: null, body: '' } });
  });

  it('parses a JSON answer, keeps any other as text', async () => {
    expect((await same({ url: '/echo' })).type).toMatch(/json/);
    expect((await same({ url: '/text' })).data).toBe('plain words');
    expect((await same({ url: '/empty' })).status).toBe(204);
  });

  it('rejects an answer outside 2xx with its status and body', async () => {
    const refused = await same({ method: 'POST', url: '/refused', data: {} });
    expect(refused).toMatchObject({ ok: false, status: 400, code: 'ERR_BAD_REQUEST', data: { code: 1001, field: 'name' } });
    expect(await same({ url: '/broken' })).toMatchObject({ ok: false, status: 502, code: 'ERR_BAD_RESPONSE', data: '<h1>Bad gateway</h1>' });
  });

  it('times out with ECONNABORTED and cancels with a CanceledError', async () => {
    expect(await same({ url: '/slow' }, { timeout: 100 })).toMatchObject({ ok: false, code: 'ECONNABORTED', message: 'timeout of 100ms exceeded' });
    const cancelled = await Promise.all(
      clients.map(([, client]) => {
        const controller = new AbortController();
        const pending = outcome(client, { url: '/slow', signal: controller.signal });
        setTimeout(() => controller.abort(), 50);
        return pending;
      }),
    );
    // axios' CanceledError carries no config; the stand-in's does (nothing reads it).
    expect({ ...cancelled[1], hasConfig: false }).toEqual(cancelled[0]);
    expect(cancelled[1]).toMatchObject({ ok: false, cancelled: true, code: 'ERR_CANCELED' });
  });

  it('runs interceptors in axios order and lets an error handler retry (the refresh-and-retry)', async () => {
    const runs = await Promise.all(
      clients.map(async ([, client]) => {
        const log: string[] = [];
        const instance = client.create({ timeout: 2000 });
        const tag = (name: string) => (config: { headers?: Record<string, string> }) => {
          log.push(`request ${name}`);
          const order = config.headers?.['X-Order'];
          return { ...config, headers: { ...config.headers, 'X-Order': order ? `${order},${name}` : name } };
        };
        instance.interceptors.request.use(tag('first'));
        const ejected = instance.interceptors.request.use(tag('ejected'));
        instance.interceptors.request.use(tag('last'));
        instance.interceptors.request.eject(ejected);
        instance.interceptors.response.use(
          (res) => (log.push(`response ${res.status}`), res),
          async (error: { response?: { status: number }; config: Record<string, unknown> }) => {
            log.push(`error ${error.response?.status}`);
            if (error.response?.status !== 401 || error.config.__retried) throw error;
            return instance.request({ ...error.config, __retried: true, headers: { Authorization: 'Bearer fresh' } });
          },
        );
        instance.interceptors.response.use((res) => (log.push('after'), res));
        const res = await instance.request({ url: `${base}/login-first` });
        return { log, data: res.data };
      }),
    );
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1].data).toMatchObject({ data: { authorization: 'Bearer fresh', order: 'last,first' } });
  });
});

describe('no answer at all', () => {
  it('rejects with ERR_NETWORK, as axios does in a browser', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchAxios.create({}).request({ url: `http://127.0.0.1:${port}/` })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      message: 'Network Error',
      config: { url: `http://127.0.0.1:${port}/` },
    });
  });
});
