/**
 * Contract: for every auth endpoint, the umi mock (mock/auth.ts, mock/account.ts) and
 * the real server answer envelopes that pass the same TypeBox schema of
 * config/contract/auth.ts (success), and ErrorEnvelope (errors).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import mockAuth from '../../mock/auth';
import mockAccount from '../../mock/account';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { TokenSet, UserInfo, EmailCodeSent, TermsOfService, Registered, HumanCheckConfig, AltchaChallenge } from '../../config/contract/auth';
import { Type } from '@sinclair/typebox';
import { createTestApp, seedTiny, TINY, solveAltcha, loginAs, randomIp, lastMail, type TestApp, callMock as callMockOf, expectShape, type MockHandler, type MockRequest } from './helpers';

const mocks = { ...(mockAuth as Record<string, MockHandler>), ...(mockAccount as Record<string, MockHandler>) };
const callMock = (key: string, req: MockRequest = {}) => callMockOf(mocks, key, req);

async function mockAltcha() {
  const { body } = await callMock('GET /api/v1/auth/altcha-challenge');
  const ch = (body as { data: { challenge: string; salt: string; algorithm: string; signature: string; maxnumber: number } }).data;
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solution!.number, salt: ch.salt, signature: ch.signature })).toString('base64');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
});
afterAll(async () => t?.close());

const server = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: randomIp() });

describe('auth contract: mock and server answer the same shapes', () => {
  it('login, refresh, logout', async () => {
    const m = await callMock('POST /api/v1/auth/login', { body: { username: 'demo01', password: 'demo1234', turnstile_token: await mockAltcha() } });
    expectShape(Envelope(TokenSet), m.body, 'mock login');
    const s = await server('POST', '/api/v1/auth/login', { username: TINY.player.username, password: TINY.player.password, turnstile_token: await solveAltcha(t.app) });
    expectShape(Envelope(TokenSet), s.json(), 'server login');

    const mr = await callMock('POST /api/v1/auth/refresh', { body: { refresh_token: (m.body as any).data.refresh_token } });
    expectShape(Envelope(TokenSet), mr.body, 'mock refresh');
    const sr = await server('POST', '/api/v1/auth/refresh', { refresh_token: s.json().data.refresh_token });
    expectShape(Envelope(TokenSet), sr.json(), 'server refresh');

    const mo = await callMock('POST /api/v1/auth/logout', { body: { refresh_token: (mr.body as any).data.refresh_token } });
    expectShape(Envelope(Type.Null()), mo.body, 'mock logout');
    const so = await server('POST', '/api/v1/auth/logout', { refresh_token: sr.json().data.refresh_token });
    expectShape(Envelope(Type.Null()), so.json(), 'server logout');

    const mf = await callMock('POST /api/v1/auth/login', { body: { username: 'demo01', password: 'wrong12', turnstile_token: await mockAltcha() } });
    const sf = await server('POST', '/api/v1/auth/login', { username: TINY.player.username, password: 'wrong12', turnstile_token: await solveAltcha(t.app) });
    expect([mf.status, sf.statusCode]).toEqual([401, 401]);
    expectShape(ErrorEnvelope, mf.body, 'mock login failure');
    expectShape(ErrorEnvelope, sf.json(), 'server login failure');
    expect((mf.body as any).code).toBe(sf.json().code);

    const mb = await callMock('POST /api/v1/auth/login', { body: { username: 'banned01', password: 'banned123', turnstile_token: await mockAltcha() } });
    const sb = await server('POST', '/api/v1/auth/login', { username: TINY.banned.username, password: TINY.banned.password, turnstile_token: await solveAltcha(t.app) });
    expect([mb.status, sb.statusCode]).toEqual([403, 403]);
    expect((mb.body as any).code).toBe(sb.json().code);
  });

  it('user info', async () => {
    const m = await callMock('POST /api/v1/auth/login', { body: { username: 'demo01', password: 'demo1234', turnstile_token: await mockAltcha() } });
    const mi = await callMock('GET /api/v1/user/info', { headers: { authorization: `Bearer ${(m.body as any).data.token}` } });
    expectShape(Envelope(UserInfo), mi.body, 'mock user info');
    const tokens = await loginAs(t.app, TINY.admin.username, TINY.admin.password);
    const si = await server('GET', '/api/v1/user/info', undefined, { authorization: `Bearer ${tokens.token}` });
    expectShape(Envelope(UserInfo), si.json(), 'server user info');
    const mu = await callMock('GET /api/v1/user/info');
    const su = await server('GET', '/api/v1/user/info');
    expect([mu.status, su.statusCode]).toEqual([401, 401]);
    expectShape(ErrorEnvelope, mu.body, 'mock 401');
  });

  it('human check, ALTCHA challenge, terms', async () => {
    for (const [key, url, schema] of [
      ['GET /api/v1/auth/human-check', '/api/v1/auth/human-check', HumanCheckConfig],
      ['GET /api/v1/auth/altcha-challenge', '/api/v1/auth/altcha-challenge', AltchaChallenge],
      ['GET /api/tos', '/api/tos', TermsOfService],
    ] as const) {
      expectShape(Envelope(schema), (await callMock(key, { headers: { 'accept-language': 'en-US' } })).body, `mock ${url}`);
      expectShape(Envelope(schema), (await server('GET', url, undefined, { 'accept-language': 'en-US' })).json(), `server ${url}`);
    }
  });

  it('register e-mail code, register, reset', async () => {
    const mc = await callMock('POST /api/register/captcha', { body: { email: 'contract@example.com' } });
    expectShape(Envelope(EmailCodeSent), mc.body, 'mock captcha');
    const sc = await server('POST', '/api/register/captcha', { email: 'contract@example.com' });
    expectShape(Envelope(EmailCodeSent), sc.json(), 'server captcha');

    const body = { username: 'contract1', email: 'contract@example.com', pwd1: 'secret12', pwd2: 'secret12', birthday: '1999-09-09', invitation_code: '', community_invitation: '' };
    const mr = await callMock('POST /api/v1/auth/register', { body: { ...body, code: '123456', captcha: await mockAltcha() } });
    expectShape(Envelope(Registered), mr.body, 'mock register');
    const sr = await server('POST', '/api/v1/auth/register', { ...body, code: (await lastMail(t.db, 'contract@example.com')).code, captcha: await solveAltcha(t.app) });
    expectShape(Envelope(Registered), sr.json(), 'server register');

    const mm = await callMock('POST /api/v1/auth/register', { body: { ...body, pwd2: 'other123', code: '123456', captcha: await mockAltcha() } });
    const sm = await server('POST', '/api/v1/auth/register', { ...body, username: 'contract2', pwd2: 'other123', code: '123456', captcha: await solveAltcha(t.app) });
    expect([(mm.body as any).code, (mm.body as any).field]).toEqual([sm.json().code, sm.json().field]);

    const mq = await callMock('POST /api/v1/auth/reset', { body: { username: 'contract1' } });
    expectShape(Envelope(EmailCodeSent), mq.body, 'mock reset request');
    const sq = await server('POST', '/api/v1/auth/reset', { username: 'contract1' });
    expectShape(Envelope(EmailCodeSent), sq.json(), 'server reset request');

    const mp = await callMock('PUT /api/v1/auth/reset', { body: { username: 'contract1', password: 'newpass1', captcha: '123456' } });
    expectShape(Envelope(Type.Null()), mp.body, 'mock reset confirm');
    const sp = await server('PUT', '/api/v1/auth/reset', { username: 'contract1', password: 'newpass1', captcha: (await lastMail(t.db, 'contract@example.com')).code });
    expectShape(Envelope(Type.Null()), sp.json(), 'server reset confirm');
  });
});
