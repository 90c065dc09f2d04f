/**
 * A lock conflict is not a business answer. When the database reports a deadlock
 * (MySQL/MariaDB 1213), a lock wait timeout (1205) or a busy SQLite file in the middle of
 * a card redeem, an invite reward claim, an invite-code application or a check-in, the
 * whole transaction is tried again; if the conflict persists the player hears 503 "busy,
 * try again" in their language and nothing was written, never "card used", "already
 * claimed" or "too soon". One passing conflict is retried and the action succeeds once.
 * The conflicts are injected (./lock-faults.ts) into the statement written last in each
 * transaction, so earlier writes of the same transaction must have been rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../server/app';
import type { Db } from '../../server/db';
import { generateCards } from '../../server/services/billing';
import { gameDayOf } from '../../server/db/time';
import { LOCK_RETRY_ATTEMPTS } from '../../server/db/errors';
import { createAccount, createTestDb, loginAs, randomIp, testConfig } from './helpers';
import { addCharacter } from './billing-helpers';
import { LockFaults } from './lock-faults';

const faults = new LockFaults();
let app: AppInstance;
let db: Db;
let drop: () => Promise<void>;
let accountId: number;
let auth: { authorization: string };

const BUSY_EN = 'The server is busy. Please try again in a moment.';
const BUSY_ZH = '伺服器忙碌中，請稍後再試一次。';

const post = (url: string, payload: object, lang = 'en-US') =>
  app.inject({ method: 'POST', url, remoteAddress: randomIp(), headers: { 'accept-language': lang, ...auth }, payload });
const count = async (table: 'web_billing_ledger' | 'web_invite_claims' | 'web_invite_codes' | 'web_checkin' | 'web_pending_credits') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const points = async () => {
  const a = await db.selectFrom('accounts').select(['rewardpoints', 'nxCredit']).where('id', '=', accountId).executeTakeFirstOrThrow();
  return { rewardPoints: Number(a.rewardpoints), nx: Number(a.nxCredit ?? 0) };
};

function expectBusy(res: { statusCode: number; json: () => { code: number; message: string; data: unknown } }, message = BUSY_EN) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: 50300, message, data: null });
  // Tried again before giving up.
  expect(faults.fired).toBe(LOCK_RETRY_ATTEMPTS);
}

beforeAll(async () => {
  const made = await createTestDb();
  db = made.db;
  drop = made.drop;
  app = await buildApp({ db: db.withPlugin(faults), config: testConfig({ databaseUrl: made.url, rateLimit: false }) });
  accountId = await createAccount(db, 'locked01', 'password1', { rewardpoints: 0, nxCredit: 0 });
  auth = { authorization: `Bearer ${(await loginAs(app, 'locked01', 'password1')).token}` };
}, 60_000);
afterAll(async () => {
  faults.clear();
  await app?.close();
  await drop?.();
});

describe('a lock conflict during a card redeem', () => {
  it('persisting: 503 busy in both languages, the card unused and no ledger row', async () => {
    const [code] = await generateCards(db, { days: 7, count: 1 });
    faults.fail({ kind: 'insert', table: 'web_billing_ledger', times: Infinity });
    expectBusy(await post('/api/v1/billing/redeem', { cardCode: code }));
    faults.fail({ kind: 'insert', table: 'web_billing_ledger', times: Infinity, shape: 'lockWaitTimeout' });
    expectBusy(await post('/api/v1/billing/redeem', { cardCode: code }, 'zh-TW'), BUSY_ZH);
    faults.clear();
    expect(await count('web_billing_ledger')).toBe(0);
    const card = await db.selectFrom('web_billing_cards').select(['used_at', 'used_by_account_id']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(card).toEqual({ used_at: null, used_by_account_id: null });
    // The card is still good.
    const ok = await post('/api/v1/billing/redeem', { cardCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.balanceDays).toBe(7);
  });

  it('passing (one deadlock, one busy SQLite file): retried, the days added once', async () => {
    for (const shape of ['deadlock', 'sqliteBusy'] as const) {
      const [code] = await generateCards(db, { days: 30, count: 1 });
      const before = await count('web_billing_ledger');
      faults.fail({ kind: 'insert', table: 'web_billing_ledger', times: 1, shape });
      const res = await post('/api/v1/billing/redeem', { cardCode: code });
      faults.clear();
      expect(faults.fired).toBe(1);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ code, days: 30 });
      expect(await count('web_billing_ledger')).toBe(before + 1);
    }
  });
});

describe('a lock conflict during an invite reward claim', () => {
  let inviteeId: number;
  beforeAll(async () => {
    inviteeId = await createAccount(db, 'lockedinv1');
    await db.insertInto('web_registrations').values({ account_id: inviteeId, inviter_account_id: accountId, created_at: '2025-05-01 10:00:00' }).execute();
    await addCharacter(db, inviteeId, 25);
    await db
      .insertInto('web_invite_progress')
      .values({ invitee_account_id: inviteeId, inviter_account_id: accountId, max_level: 25, characters: 1, synced_at: '2025-05-02 10:00:00' })
      .execute();
  });

  it('persisting: 503 busy, no claim row, no points', async () => {
    const before = await points();
    faults.fail({ kind: 'update', table: 'web_invite_claims', times: Infinity });
    expectBusy(await post('/api/v1/invites/claim', { inviteeId, milestone: 'created' }));
    faults.clear();
    expect(await count('web_invite_claims')).toBe(0);
    expect(await count('web_pending_credits')).toBe(0);
    expect(await points()).toEqual(before);
  });

  it('passing: retried, claimed once; claiming again is "already claimed"', async () => {
    const before = await points();
    faults.fail({ kind: 'update', table: 'web_invite_claims', times: 1 });
    const res = await post('/api/v1/invites/claim', { inviteeId, milestone: 'created' });
    faults.clear();
    expect(res.statusCode).toBe(200);
    expect(await count('web_invite_claims')).toBe(1);
    expect((await points()).rewardPoints).toBe(before.rewardPoints + 1);
    const again = await post('/api/v1/invites/claim', { inviteeId, milestone: 'created' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reward has already been claimed.');
  });
});

describe('a lock conflict during an invite-code application', () => {
  let characterId: number;
  beforeAll(async () => {
    characterId = await addCharacter(db, accountId, 200);
  });

  it('persisting: 503 busy, no code and no "applied" mark (not "too soon")', async () => {
    faults.fail({ kind: 'insert', table: 'web_invite_codes', times: Infinity });
    expectBusy(await post('/api/v1/invites/apply', { characterId }));
    faults.clear();
    expect(await count('web_invite_codes')).toBe(0);
    const state = await db.selectFrom('web_invite_accounts').select('last_apply_at').where('account_id', '=', accountId).executeTakeFirst();
    expect(state?.last_apply_at ?? null).toBeNull();
  });

  it('passing: retried, one code', async () => {
    faults.fail({ kind: 'insert', table: 'web_invite_codes', times: 1 });
    const res = await post('/api/v1/invites/apply', { characterId });
    faults.clear();
    expect(res.statusCode).toBe(200);
    expect(await count('web_invite_codes')).toBe(1);
  });
});

describe('a lock conflict during a check-in', () => {
  let characterId: number;
  beforeAll(async () => {
    characterId = await addCharacter(db, accountId, 30);
    await db.deleteFrom('web_checkin_rewards').execute();
    await db.insertInto('web_checkin_rewards').values({ day: 'any', type: 'nx_credit', item_id: null, sn: null, quantity: 0, amount: 500, updated_at: '2025-01-01 00:00:00' }).execute();
  });

  it('persisting: 503 busy, no check-in row, no NX', async () => {
    const before = await points();
    faults.fail({ kind: 'update', table: 'web_checkin', times: Infinity });
    expectBusy(await post('/api/v1/checkin', { characterId }));
    faults.clear();
    expect(await count('web_checkin')).toBe(0);
    expect(await points()).toEqual(before);
  });

  it('passing: retried, checked in once', async () => {
    const before = await points();
    faults.fail({ kind: 'update', table: 'web_checkin', times: 1 });
    const res = await post('/api/v1/checkin', { characterId });
    faults.clear();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.gameDate).toBe(gameDayOf('Asia/Taipei'));
    expect(await count('web_checkin')).toBe(1);
    expect((await points()).nx).toBe(before.nx + 500);
  });
});
