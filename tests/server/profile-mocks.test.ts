/**
 * The profile's umi mock (mock/profile.ts) answers the contract's envelopes with the
 * server's rules and messages (a character to check in with, once a day; unlock
 * birthday rules; password confirmation), and the server answers the same shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  CharacterItems,
  CheckinResult,
  CheckinStatus,
  PasswordChanged,
  ProfileAccount,
  ProfileCharacters,
  UnlockResult,
} from '../../config/contract/profile';
import { EQUIP_SLOTS } from '../../config/equipSlots';
import profileMock from '../../mock/profile';
import { callMock, expectShape, type MockHandler } from './mock-client';
import { profileWorld, type ProfileWorld } from './profile-fixture';

const mocks = profileMock as unknown as Record<string, MockHandler>;
const auth = { authorization: 'Bearer mock-token', 'accept-language': 'en-US' };
let w: ProfileWorld;

beforeAll(async () => {
  w = await profileWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const server = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: { ...w.auth, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });

describe('profile mock and server answer the same contract', () => {
  it('account, characters and items', async () => {
    const account = await callMock(mocks, 'GET /api/v1/profile/account', { headers: auth });
    expectShape(Envelope(ProfileAccount), account.body, 'mock account');
    expectShape(Envelope(ProfileAccount), (await server('GET', '/api/v1/profile/account')).json(), 'server account');

    const chars = await callMock(mocks, 'GET /api/v1/profile/characters', { headers: auth });
    expectShape(Envelope(ProfileCharacters), chars.body, 'mock characters');
    expectShape(Envelope(ProfileCharacters), (await server('GET', '/api/v1/profile/characters')).json(), 'server characters');

    const slots = new Set<string>();
    for (const c of (chars.body as { data: ProfileCharacters }).data) {
      const r = await callMock(mocks, 'GET /api/v1/profile/characters/:id/items', { headers: auth, params: { id: String(c.id) } });
      expectShape(Envelope(CharacterItems), r.body, `mock items ${c.id}`);
      for (const e of (r.body as { data: CharacterItems }).data.equipped) if (!e.cash) slots.add(e.slot);
    }
    expect([...slots].sort()).toEqual([...EQUIP_SLOTS].sort());
    const serverItems = await server('GET', `/api/v1/profile/characters/${w.chars.Hero01}/items`);
    expectShape(Envelope(CharacterItems), serverItems.json(), 'server items');

    const missing = await callMock(mocks, 'GET /api/v1/profile/characters/:id/items', { headers: auth, params: { id: '999' } });
    const realMissing = await server('GET', '/api/v1/profile/characters/999999/items');
    expect([missing.status, realMissing.statusCode]).toEqual([404, 404]);
    expect((missing.body as { message: string }).message).toBe(realMissing.json().message);
    expectShape(ErrorEnvelope, missing.body, 'mock 404');

    const anonymous = await callMock(mocks, 'GET /api/v1/profile/account', {});
    expect(anonymous.status).toBe(401);
  });

  it('check-in', async () => {
    const status = await callMock(mocks, 'GET /api/v1/checkin', { headers: auth });
    expectShape(Envelope(CheckinStatus), status.body, 'mock status');
    expectShape(Envelope(CheckinStatus), (await server('GET', '/api/v1/checkin')).json(), 'server status');

    const none = await callMock(mocks, 'POST /api/v1/checkin', { headers: auth, body: {} });
    const realNone = await server('POST', '/api/v1/checkin', {});
    expect([none.status, realNone.statusCode]).toEqual([400, 400]);
    expect((none.body as { message: string }).message).toBe(realNone.json().message);

    const first = await callMock(mocks, 'POST /api/v1/checkin', { headers: auth, body: { characterId: 1 } });
    expectShape(Envelope(CheckinResult), first.body, 'mock check-in');
    const realFirst = await server('POST', '/api/v1/checkin', { characterId: w.chars.Hero01 });
    expectShape(Envelope(CheckinResult), realFirst.json(), 'server check-in');
    const again = await callMock(mocks, 'POST /api/v1/checkin', { headers: auth, body: { characterId: 1 } });
    const realAgain = await server('POST', '/api/v1/checkin', { characterId: w.chars.Hero01 });
    expect([again.status, realAgain.statusCode]).toEqual([409, 409]);
    expect((again.body as { message: string }).message).toBe(realAgain.json().message);
  });

  it('unlock and password change', async () => {
    for (const body of [{ method: 2, birthday: '' }, { method: 2, birthday: '1999-09-09' }]) {
      const m = await callMock(mocks, 'POST /api/v1/account/unlock', { headers: auth, body });
      const s = await server('POST', '/api/v1/account/unlock', body);
      expect(m.status).toBe(s.statusCode);
      expect((m.body as { message: string }).message).toBe(s.json().message);
    }
    const moved = await callMock(mocks, 'POST /api/v1/account/unlock', { headers: auth, body: { method: 2, birthday: '2000-01-01', characterId: 3 } });
    expectShape(Envelope(UnlockResult), moved.body, 'mock unlock');
    const realMoved = await server('POST', '/api/v1/account/unlock', { method: 2, birthday: '1995-06-15', characterId: w.chars.Bowman02 });
    expectShape(Envelope(UnlockResult), realMoved.json(), 'server unlock');
    const refused = await callMock(mocks, 'POST /api/v1/account/unlock', { headers: auth, body: { method: 1 } });
    expect(refused.status).toBe(422);

    const changed = await callMock(mocks, 'PUT /api/v1/account/password', {
      headers: auth,
      body: { currentPassword: 'demo1234', newPassword: 'newpass22', confirmPassword: 'newpass22', captcha: 'x' },
    });
    expectShape(Envelope(PasswordChanged), changed.body, 'mock password');
    const mismatch = await callMock(mocks, 'PUT /api/v1/account/password', {
      headers: auth,
      body: { currentPassword: 'demo1234', newPassword: 'newpass22', confirmPassword: 'newpass23', captcha: 'x' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ field: 'confirmPassword' });
  });
});
