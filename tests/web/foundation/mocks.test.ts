/**
 * The umi mocks of this issue (mock/auth.ts, mock/status.ts) answer the real envelope
 * shapes of config/contract, and the dev failure cases behave as documented: a wrong
 * password is 401, an access token older than 60 s is 401 (so the refresh path runs in
 * dev), refresh tokens rotate and a reused one is rejected.
 */
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it, vi } from 'vitest';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import { TokenSet, UserInfo } from '../../../config/contract/auth';
import { GameStatus } from '../../../config/contract/game';
import { Type } from '@sinclair/typebox';
import authMock from '../../../mock/auth';
import statusMock from '../../../mock/status';

function call(handler: (req: any, res: any) => void, req: { body?: unknown; headers?: Record<string, string>; query?: unknown }) {
  const out = { status: 200, body: undefined as any };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
  };
  handler({ headers: {}, query: {}, ...req }, res);
  return out;
}

const login = (body: unknown, lang = 'en-US') =>
  call(authMock['POST /api/v1/auth/login'], { body, headers: { 'accept-language': lang } });

describe('auth mock', () => {
  it('login answers Envelope(TokenSet); user info answers Envelope(UserInfo)', () => {
    const res = login({ username: 'demo01', password: 'demo1234', turnstile_token: 'x' });
    expect(res.status).toBe(200);
    expect(Value.Check(Envelope(TokenSet), res.body)).toBe(true);
    const info = call(authMock['GET /api/v1/user/info'], { headers: { authorization: `Bearer ${res.body.data.token}` } });
    expect(Value.Check(Envelope(UserInfo), info.body)).toBe(true);
    expect(info.body.data.username).toBe('demo01');
  });
  it('wrong password, missing human check and a banned account are enveloped errors', () => {
    const wrong = login({ username: 'demo01', password: 'nope123', turnstile_token: 'x' });
    expect(wrong.status).toBe(401);
    expect(Value.Check(ErrorEnvelope, wrong.body)).toBe(true);
    expect(login({ username: 'demo01', password: 'demo1234' }).status).toBe(400);
    expect(login({ username: 'banned01', password: 'banned123', turnstile_token: 'x' }).status).toBe(403);
  });
  it('an access token older than 60 s answers 401; the refresh rotates and rejects reuse', () => {
    vi.useFakeTimers();
    try {
      const set = login({ username: 'demo01', password: 'demo1234', turnstile_token: 'x' }).body.data;
      vi.advanceTimersByTime(61_000);
      const info = call(authMock['GET /api/v1/user/info'], { headers: { authorization: `Bearer ${set.token}` } });
      expect(info.status).toBe(401);
      const refreshed = call(authMock['POST /api/v1/auth/refresh'], { body: { refresh_token: set.refresh_token } });
      expect(Value.Check(Envelope(TokenSet), refreshed.body)).toBe(true);
      const again = call(authMock['GET /api/v1/user/info'], { headers: { authorization: `Bearer ${refreshed.body.data.token}` } });
      expect(again.status).toBe(200);
      expect(call(authMock['POST /api/v1/auth/refresh'], { body: { refresh_token: set.refresh_token } }).status).toBe(401);
      const out = call(authMock['POST /api/v1/auth/logout'], { body: { refresh_token: refreshed.body.data.refresh_token } });
      expect(Value.Check(Envelope(Type.Null()), out.body)).toBe(true);
      expect(call(authMock['POST /api/v1/auth/refresh'], { body: { refresh_token: refreshed.body.data.refresh_token } }).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('status mock', () => {
  it('answers Envelope(GameStatus) with up to 2 events, in the caller language', () => {
    const zh = call(statusMock['GET /api/v1/game/status'], { headers: { 'accept-language': 'zh-TW' } });
    expect(Value.Check(Envelope(GameStatus), zh.body)).toBe(true);
    expect(zh.body.data.status).toBe('正常');
    expect(zh.body.data.events.length).toBeLessThanOrEqual(2);
    const en = call(statusMock['GET /api/v1/game/status'], { headers: { 'accept-language': 'en-US' } });
    expect(en.body.data.events[0].title).not.toBe(zh.body.data.events[0].title);
  });
  it('can answer offline, maintenance and a server error', () => {
    const off = call(statusMock['GET /api/v1/game/status'], { headers: { 'x-mock-status': 'offline' } });
    expect(Value.Check(Envelope(GameStatus), off.body)).toBe(true);
    expect(off.body.data).toMatchObject({ state: 'offline', count: 0 });
    const err = call(statusMock['GET /api/v1/game/status'], { headers: { 'x-mock-status': 'error' } });
    expect(err.status).toBe(500);
    expect(Value.Check(ErrorEnvelope, err.body)).toBe(true);
  });
});
