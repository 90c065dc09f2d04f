/**
 * The operator console's Accounts actions and re-authentication: ban / temporary ban / unban
 * on the game's columns, a ban ending the player's session at its next request, unlock with
 * the in-game guard, currency and game-day adjustments through the guard and the ledgers
 * (a debit never below zero, never while in game), the reset e-mail, and an audit row with
 * before -> after written with each action. Races: two adjustments at once both apply and
 * are both audited; a debit racing a purchase never takes the balance below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { toDbTime } from '../../server/db/time';
import { createTestApp, lastMail, loginAs, seedTiny, TINY, type TestApp } from './helpers';
import { addShopItem, buy, newBuyer } from './shop-fixtures';

describe('operator console: accounts', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];
  let operator: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    ids = (await seedTiny(t.db)).accounts;
    const tokens = await loginAs(t.app, TINY.admin.username, TINY.admin.password);
    operator = { authorization: `Bearer ${tokens.token}` };
  }, 60_000);
  afterAll(async () => t?.close());

  const act = (id: number, what: string, payload: Record<string, unknown>, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/accounts/${id}/${what}`, headers: { ...operator, 'accept-language': lang }, payload });
  const auditOf = (id: number) => t.db.selectFrom('web_admin_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async () => Number((await t.db.selectFrom('web_admin_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const account = (id: number) => t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('searches by name, e-mail, last IP and character name, pages and sorts', async () => {
    await t.db.updateTable('accounts').set({ ip: '203.0.113.9' }).where('id', '=', ids.legacySha1).execute();
    const search = async (q: string, extra = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts?q=${encodeURIComponent(q)}${extra}`, headers: operator })).json().data;
    expect((await search('tester')).items.map((a: { name: string }) => a.name)).toEqual(['tester01']);
    expect((await search('ingame01@example')).items.map((a: { name: string }) => a.name)).toEqual(['ingame01']);
    expect((await search('203.0.113.9')).items.map((a: { name: string }) => a.name)).toEqual(['legacysha1']);
    expect((await search('Aran0')).items.map((a: { name: string }) => a.name)).toEqual(['ingame01']);
    expect((await search('%')).total).toBe(0); // a LIKE wildcard is a plain character
    const page = await search('', '&sort=name&order=asc&size=2&page=2');
    expect(page.total).toBe(6);
    expect(page.items.map((a: { name: string }) => a.name)).toEqual(['ingame01', 'legacy512']);
    const banned = (await search('banned01')).items[0];
    expect(banned).toMatchObject({ banned: true, banReason: TINY.banned.reason, operator: false, characters: 1 });
  });

  it("shows an account's characters, currencies, game time, invites and log", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts/${ids.player}`, headers: operator });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.account).toMatchObject({ id: ids.player, name: 'tester01', operator: false });
    expect(d.currencies).toEqual({ nxCredit: 1000, maplePoint: 200, nxPrepaid: 300, rewardPoints: 4, votePoints: 5 });
    expect(d.characters.map((c: { name: string }) => c.name)).toEqual(['Hero01', 'Mage01', 'Archer01', 'Bowman02']);
    expect(d.characters[0]).toMatchObject({ level: 200, job: 112 });
    expect(d).toHaveProperty('billingDays', 0);
    expect(d.invites).toEqual({ codes: 0, unusedCodes: 0, invitees: 0, invitedBy: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/admin/accounts/999999', headers: { ...operator, 'accept-language': 'en-US' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such account.');
  });

  it("a ban ends the player's session at its next request, with the reason; unban lifts it; both audited before -> after", async () => {
    const id = (await newBuyer(t)).accountId;
    const name = (await account(id)).name;
    const { token } = await loginAs(t.app, name, 'password1');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });
    expect((await me()).statusCode).toBe(200); // the session state is now in this instance's cache
    const ban = await act(id, 'ban', { reason: 'Botting in Henesys' });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().data.account).toMatchObject({ banned: true, banReason: 'Botting in Henesys' });
    const refused = await me();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.SESSION_BANNED);
    expect(refused.json().message).toContain('Botting in Henesys');
    // Its refresh tokens were revoked in the same transaction.
    const live = await t.db.selectFrom('web_refresh_tokens').select('id').where('account_id', '=', id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const row = await auditOf(ban.json().data.auditId);
    expect(row).toMatchObject({ operator_account_id: ids.admin, operator_name: 'admin001', action: 'account.ban', target_type: 'account', target_id: String(id), target_label: name, reason: 'Botting in Henesys' });
    expect(JSON.parse(row.before_json!)).toMatchObject({ banned: false, banReason: null });
    expect(JSON.parse(row.after_json!)).toMatchObject({ banned: true, banReason: 'Botting in Henesys' });

    const unban = await act(id, 'unban', {});
    expect(unban.statusCode).toBe(200);
    const a = await account(id);
    expect([Number(a.banned), a.banreason]).toEqual([0, null]);
    await loginAs(t.app, name, 'password1'); // can log in again
    expect(JSON.parse((await auditOf(unban.json().data.auditId)).before_json!)).toMatchObject({ banned: true });
  });

  it('a temporary ban sets tempban and refuses the session until then; the end must be in the future', async () => {
    const id = (await newBuyer(t)).accountId;
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const past = await act(id, 'tempban', { reason: 'Spam', until: '2001-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The end of a temporary ban must be in the future (and before 2038).');
    expect((await account(id)).banreason).toBeNull();
    const res = await act(id, 'tempban', { reason: 'Spam', until });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account.tempbanUntil).toBe(until.replace(/\.\d+Z$/, 'Z'));
    const a = await account(id);
    expect(a.tempban).toBe(toDbTime(Date.parse(until)));
    await expect(loginAs(t.app, a.name, 'password1')).rejects.toThrow(/login \w+ failed: 403 .*"code":40301/);
  });

  it('an operator cannot ban itself', async () => {
    const res = await act(ids.admin, 'ban', { reason: 'oops' });
    expect(res.statusCode).toBe(409);
    expect(Number((await account(ids.admin)).banned)).toBe(0);
  });

  it("unlock clears the game's mark and holds the account: its debits then wait for a game login", async () => {
    const b = await newBuyer(t, { loggedin: 2, nxCredit: 500, lastlogin: '2025-01-01 00:00:00' });
    const res = await act(b.accountId, 'unlock', { reason: 'stuck after a crash' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account.loggedIn).toBe(0);
    const guard = await t.db.selectFrom('web_unlock_guard').selectAll().where('account_id', '=', b.accountId).executeTakeFirstOrThrow();
    expect(guard.method).toBe(3);
    const debit = await act(b.accountId, 'adjust', { currency: 'nxCredit', amount: -100, reason: 'refund reversal' });
    expect(debit.statusCode).toBe(409);
    expect(debit.json().code).toBe(ErrorCode.GAME_LOGIN_NEEDED);
    expect(Number((await account(b.accountId)).nxCredit)).toBe(500);
    const log = await t.db.selectFrom('web_account_log').select('action').where('account_id', '=', b.accountId).execute();
    expect(log.map((l) => l.action)).toEqual(['unlock-operator']);
  });

  it('credits and debits a currency with before -> after; a debit below zero or while in game is refused and changes nothing', async () => {
    const b = await newBuyer(t, { nxCredit: 100, nxPrepaid: 0 });
    const credit = await act(b.accountId, 'adjust', { currency: 'nxPrepaid', amount: 250, reason: 'event prize' });
    expect(credit.json().data).toMatchObject({ currency: 'nxPrepaid', amount: 250, delivered: 'direct', before: 0, after: 250 });
    const row = await auditOf(credit.json().data.auditId);
    expect([row.action, row.reason, row.before_json, row.after_json]).toEqual(['account.adjust', 'event prize', '{"nxPrepaid":0}', '{"nxPrepaid":250}']);

    const before = await auditCount();
    for (const lang of ['en-US', 'zh-TW']) {
      const tooMuch = await act(b.accountId, 'adjust', { currency: 'nxCredit', amount: -101, reason: 'reversal' }, lang);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().code).toBe(ErrorCode.BALANCE_TOO_LOW);
      expect(tooMuch.json().message).toBe(lang === 'en-US' ? 'The account does not have that much NX Credit; nothing was changed.' : '此帳號的點數（NX Credit）不足，未做任何變更。');
    }
    expect(Number((await account(b.accountId)).nxCredit)).toBe(100);
    expect(await auditCount()).toBe(before);
    const debit = await act(b.accountId, 'adjust', { currency: 'nxCredit', amount: -100, reason: 'reversal' });
    expect(debit.json().data).toMatchObject({ delivered: 'direct', before: 100, after: 0 });

    await t.db.updateTable('accounts').set({ loggedin: 2 }).where('id', '=', b.accountId).execute();
    const inGame = await act(b.accountId, 'adjust', { currency: 'nxPrepaid', amount: -1, reason: 'x' });
    expect(inGame.statusCode).toBe(409);
    expect(inGame.json().code).toBe(ErrorCode.ACCOUNT_IN_GAME);
    // A credit while in game waits in the pending-credit queue.
    const queued = await act(b.accountId, 'adjust', { currency: 'nxPrepaid', amount: 40, reason: 'apology' });
    expect(queued.json().data).toMatchObject({ delivered: 'queued', before: 250, after: 250 });
    const pending = await t.db.selectFrom('web_pending_credits').selectAll().where('account_id', '=', b.accountId).execute();
    expect(pending.map((p) => [p.nx_prepaid, p.applied_at])).toEqual([[40, null]]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts/${b.accountId}`, headers: operator })).json().data;
    expect(detail.pendingCredits.nxPrepaid).toBe(40);
  });

  it('adjusts game days through the billing ledger; a debit below zero is refused', async () => {
    const b = await newBuyer(t);
    const add = await act(b.accountId, 'adjust', { currency: 'gameDays', amount: 7, reason: 'compensation' });
    expect(add.json().data).toMatchObject({ delivered: 'ledger', before: 0, after: 7 });
    const ledger = await t.db.selectFrom('web_billing_ledger').selectAll().where('account_id', '=', b.accountId).execute();
    expect(ledger.map((l) => [l.type, l.days, l.source])).toEqual([['ADJUSTMENT', 7, 'operator']]);
    const tooMuch = await act(b.accountId, 'adjust', { currency: 'gameDays', amount: -8, reason: 'x' });
    expect(tooMuch.json().code).toBe(ErrorCode.BALANCE_TOO_LOW);
    expect((await t.db.selectFrom('web_billing_ledger').select('id').where('account_id', '=', b.accountId).execute()).length).toBe(1);
  });

  it('two adjustments at once both apply and are both audited', async () => {
    const b = await newBuyer(t, { nxCredit: 1000 });
    const before = await auditCount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => act(b.accountId, 'adjust', { currency: 'nxCredit', amount: 100, reason: 'parallel' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(Number((await account(b.accountId)).nxCredit)).toBe(1400);
    expect(await auditCount()).toBe(before + 4);
    const pairs = answers.map((r) => [r.json().data.before, r.json().data.after]).sort((x, y) => x[0] - y[0]);
    expect(pairs).toEqual([
      [1000, 1100],
      [1100, 1200],
      [1200, 1300],
      [1300, 1400],
    ]);
    const days = await Promise.all([1, 2].map(() => act(b.accountId, 'adjust', { currency: 'gameDays', amount: 5, reason: 'parallel' })));
    expect(days.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/accounts/${b.accountId}`, headers: operator })).json().data.billingDays).toBe(10);
  });

  it('a debit racing a purchase never takes the balance below zero', async () => {
    const item = await addShopItem(t.db, { price: 100 });
    for (let round = 0; round < 3; round++) {
      const b = await newBuyer(t, { nxCredit: 150 });
      const [debit, bought] = await Promise.all([
        act(b.accountId, 'adjust', { currency: 'nxCredit', amount: -100, reason: 'race' }),
        buy(t, b, { shopItemId: item }),
      ]);
      const balance = Number((await account(b.accountId)).nxCredit);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect([debit.statusCode, bought.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect(balance).toBe(50);
    }
  });

  it("sends the reset flow's e-mail to the account's own address, audited", async () => {
    const res = await act(ids.player, 'reset-mail', { reason: 'player asked on Discord', lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(TINY.player.email);
    const mail = await lastMail(t.db, TINY.player.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect((await auditOf(res.json().data.auditId)).action).toBe('account.resetMail');
    const again = await act(ids.player, 'reset-mail', {});
    expect(again.statusCode).toBe(429);
    await t.db.updateTable('accounts').set({ email: null }).where('id', '=', ids.legacySha1).execute();
    const none = await act(ids.legacySha1, 'reset-mail', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('The account has no e-mail address to send the reset code to.');
  });

  it('a reason that is blank or carries control characters is refused in both languages', async () => {
    for (const reason of ['   ', 'a\u0000b', 'a\u202eb', '']) {
      for (const lang of ['en-US', 'zh-TW']) {
        const res = await act(ids.player, 'ban', { reason }, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('reason');
        expect(res.json().message).toMatch(lang === 'en-US' ? /reason/i : /原因/);
      }
    }
    expect(Number((await account(ids.player)).banned)).toBe(0);
  });

  describe('re-authentication', () => {
    const ageSession = async (minutes: number) => {
      const at = toDbTime(Date.now() - minutes * 60_000);
      await t.db.updateTable('web_refresh_tokens').set({ created_at: at }).where('account_id', '=', ids.admin).execute();
      await t.db.updateTable('web_admin_reauth').set({ reauth_at: at }).where('account_id', '=', ids.admin).execute();
    };

    it('a fresh login acts; 16 minutes later the action asks for the password; after reauth it acts again', async () => {
      const fresh = await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'fresh' });
      expect(fresh.statusCode).toBe(200);
      await ageSession(16);
      const before = await account(ids.player);
      const stale = await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'stale' });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().code).toBe(ErrorCode.ADMIN_REAUTH_NEEDED);
      expect(stale.json().message).toBe('For your safety, enter your password again to continue.');
      expect((await account(ids.player)).votepoints).toBe(before.votepoints);
      // Reads do not ask.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: operator })).statusCode).toBe(200);
      const session = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers: operator })).json().data;
      expect(session.reauthValidUntil).toBeNull();

      const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/admin/reauth', headers: { ...operator, 'accept-language': 'en-US' }, payload: { password: 'nope-nope' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, field: 'password', message: 'The password is not correct.' });
      expect((await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'still stale' })).statusCode).toBe(403);

      const ok = await t.app.inject({ method: 'POST', url: '/api/v1/admin/reauth', headers: operator, payload: { password: TINY.admin.password } });
      expect(ok.statusCode).toBe(200);
      expect(Date.parse(ok.json().data.validUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
      expect((await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'after reauth' })).statusCode).toBe(200);
      // 14 minutes after the re-authentication: still fine; 16: asks again.
      await ageSession(14);
      expect((await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'x' })).statusCode).toBe(200);
      await ageSession(16);
      expect((await act(ids.player, 'adjust', { currency: 'votePoints', amount: 1, reason: 'x' })).statusCode).toBe(403);
      // Re-authenticating keeps the refresh token usable; leave the session fresh for the other tests.
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/reauth', headers: operator, payload: { password: TINY.admin.password } });
    });
  });
});
