/**
 * The operator console's Cards and billing screen: a generated batch answers its codes and a
 * formula-safe CSV once, and a player can redeem one of them (the list then shows the card
 * used, by whom); the state filters and the code / batch search page on the server; voiding
 * refuses a used card (409, translated) and makes a voided code unknown to players; any
 * account's ledger; a day's charge previewed (nothing written), run, and run again (nobody
 * charged twice, also when two runs race). Each action is audited before -> after (a batch
 * never with its codes) and needs a recent password; a player gets 403 everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { addDays, gameDayOf, gameDayRange } from '../../server/db/time';
import { balanceOf, ledgerMismatches } from '../../server/services/billing';
import { createAccount, createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';
import { addCharacter } from './billing-helpers';

type Card = { code: string; state: string; usedBy: { name: string } | null; batch: string | null; days: number };

describe('operator console: cards and billing', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let player: Record<string, string>;
  let tz: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedTiny(t.db);
    tz = t.app.config.game.timezone;
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}`, 'accept-language': 'en-US' };
    player = { authorization: `Bearer ${(await loginAs(t.app, TINY.player.username, TINY.player.password)).token}`, 'accept-language': 'en-US' };
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = operator) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const cards = async (query: string) => (await call('GET', `/api/v1/admin/billing/cards?${query}`)).json().data as { items: Card[]; total: number };
  const audit = (id: number) => t.db.selectFrom('web_admin_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const redeem = (code: string) => call('POST', '/api/v1/billing/redeem', { cardCode: code }, player);

  it('a player gets 403 on every endpoint, a guest 401', async () => {
    const endpoints: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/v1/admin/billing/cards'],
      ['POST', '/api/v1/admin/billing/cards', { plan: 'WEEK', count: 1, batch: 'x' }],
      ['POST', '/api/v1/admin/billing/cards/AAAA-BBBB-CCCC-DDDD/void', {}],
      ['GET', '/api/v1/admin/billing/accounts/1/ledger'],
      ['GET', '/api/v1/admin/billing/charge?day=2025-01-01'],
      ['POST', '/api/v1/admin/billing/charge', { day: '2025-01-01' }],
    ];
    for (const [method, url, body] of endpoints) {
      const res = await call(method, url, body, player);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(ErrorCode.ADMIN_ONLY);
      expect((await call(method, url, body, {})).statusCode, url).toBe(401);
    }
  });

  it('generates a batch: codes and CSV once, audited without the codes; a player redeems one and the list shows it used by them', async () => {
    const expiresOn = addDays(gameDayOf(tz), 30);
    const res = await call('POST', '/api/v1/admin/billing/cards', { plan: 'MONTH', count: 3, expiresOn, batch: '=launch', note: 'Launch week' });
    expect(res.statusCode).toBe(200);
    const batch = res.json().data;
    expect(batch).toMatchObject({ batch: '=launch', plan: 'MONTH', days: 30, count: 3 });
    expect(batch.codes).toHaveLength(3);
    const lines = batch.csv.trim().split('\n');
    expect(lines[0]).toBe('code,days,expires_at_utc,batch');
    expect(lines[1]).toBe(`"${batch.codes[0]}","30","${gameDayRange(tz, expiresOn).end}","'=launch"`); // the batch name cannot run as a formula

    const row = await audit(batch.auditId);
    expect(row).toMatchObject({ action: 'cards.generate', target_type: 'cardBatch', target_label: '=launch', operator_name: TINY.admin.username, reason: 'Launch week' });
    expect(JSON.parse(row.before_json!)).toEqual({ batch: '=launch', cards: 0 });
    expect(JSON.parse(row.after_json!)).toMatchObject({ batch: '=launch', cards: 3, generated: 3, days: 30, plan: 'MONTH' });
    for (const code of batch.codes) expect(`${row.before_json}${row.after_json}`).not.toContain(code);

    expect((await redeem(batch.codes[0])).statusCode).toBe(200);
    const list = await cards('q=%3Dlaunch');
    expect(list.total).toBe(3);
    const used = list.items.find((c) => c.code === batch.codes[0])!;
    expect(used).toMatchObject({ state: 'used', usedBy: { name: TINY.player.username } });
    expect((await cards('state=used')).items.map((c) => c.code)).toEqual([batch.codes[0]]);
    // A code's start, typed without dashes, finds the card.
    expect((await cards(`q=${batch.codes[1].replace(/-/g, '').slice(0, 7).toLowerCase()}`)).items.map((c) => c.code)).toContain(batch.codes[1]);
  });

  it('refuses bad batches with translated messages and writes nothing', async () => {
    const before = (await cards('')).total;
    const cases: Array<[object, number, string, string?]> = [
      [{ plan: 'CUSTOM', count: 2, batch: 'b' }, 400, 'Enter the days of a custom card.', 'days'],
      [{ plan: 'WEEK', days: 9, count: 2, batch: 'b' }, 400, 'A WEEK card is 7 days: leave the days empty, or choose a custom card.', 'days'],
      [{ plan: 'WEEK', count: 2, batch: 'b', expiresOn: '2020-01-01' }, 422, 'The last day must be today or later (game time).', 'expiresOn'],
      [{ plan: 'WEEK', count: 1001, batch: 'b' }, 400, ''],
      [{ plan: 'WEEK', count: 1, batch: '   ' }, 400, ''],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await call('POST', '/api/v1/admin/billing/cards', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      if (field) expect(res.json().field).toBe(field);
    }
    const zh = await call('POST', '/api/v1/admin/billing/cards', { plan: 'CUSTOM', count: 2, batch: 'b' }, { ...operator, 'accept-language': 'zh-TW' });
    expect(zh.json().message).toBe('請輸入自訂點數卡的天數。');
    expect((await cards('')).total).toBe(before);
  });

  it('voids an unused card (players then cannot redeem it); a used or void card is refused with 409', async () => {
    const { codes } = (await call('POST', '/api/v1/admin/billing/cards', { plan: 'CUSTOM', days: 5, count: 2, batch: 'void-test' })).json().data;
    const res = await call('POST', `/api/v1/admin/billing/cards/${codes[0].toLowerCase()}/void`, { reason: 'Leaked on a forum' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.card).toMatchObject({ code: codes[0], state: 'void' });
    const row = await audit(res.json().data.auditId);
    expect(row).toMatchObject({ action: 'card.void', target_type: 'card', reason: 'Leaked on a forum' });
    expect(JSON.parse(row.before_json!)).toMatchObject({ state: 'unused', voidedAt: null });
    expect(JSON.parse(row.after_json!)).toMatchObject({ state: 'void' });
    expect((await redeem(codes[0])).statusCode).toBe(404);

    const again = await call('POST', `/api/v1/admin/billing/cards/${codes[0]}/void`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.CARD_VOID, message: 'This card is void already.' });
    expect((await redeem(codes[1])).statusCode).toBe(200);
    const used = await call('POST', `/api/v1/admin/billing/cards/${codes[1]}/void`, {}, { ...operator, 'accept-language': 'zh-TW' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: ErrorCode.CARD_USED, message: '此點數卡已被儲值，已使用的卡無法作廢。' });
    expect((await call('POST', '/api/v1/admin/billing/cards/ZZZZ-ZZZZ-ZZZZ-ZZZZ/void', {})).statusCode).toBe(404);
    expect((await cards('state=void')).items.map((c) => c.code)).toEqual([codes[0]]);
  });

  it("shows any account's ledger with its balance", async () => {
    const id = (await t.db.selectFrom('accounts').select('id').where('name', '=', TINY.player.username).executeTakeFirstOrThrow()).id;
    const res = await call('GET', `/api/v1/admin/billing/accounts/${id}/ledger?size=1`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.account).toEqual({ id, name: TINY.player.username });
    expect(d.summary.balanceDays).toBe(35); // a 30-day card and a 5-day card
    expect(d.history).toMatchObject({ total: 2, size: 1 });
    expect(d.history.items[0]).toMatchObject({ type: 'RECHARGE', days: 5, balanceAfter: 35, source: 'card' });
    expect((await call('GET', '/api/v1/admin/billing/accounts/999999/ledger')).statusCode).toBe(404);
  });

  it("previews a day's charge without writing, runs it once, and a second run (or a racing one) charges nobody again", async () => {
    const day = addDays(gameDayOf(tz), -1);
    const { start } = gameDayRange(tz, day);
    const players = [await createAccount(t.db, 'charge01'), await createAccount(t.db, 'charge02')];
    for (const id of players) await addCharacter(t.db, id, 90, { lastLogoutTime: start });
    await addCharacter(t.db, await createAccount(t.db, 'trial01'), 5, { lastLogoutTime: start }); // free trial: never charged

    const preview = (await call('GET', `/api/v1/admin/billing/charge?day=${day}`)).json().data;
    expect(preview).toMatchObject({ day, alreadyCharged: 0, count: 2 });
    expect(preview.accounts.map((a: { name: string }) => a.name)).toEqual(['charge01', 'charge02']);
    expect(await balanceOf(t.db, players[0])).toBe(0); // the dry run wrote nothing

    const [a, b] = await Promise.all([call('POST', '/api/v1/admin/billing/charge', { day }), call('POST', '/api/v1/admin/billing/charge', { day })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.charged + b.json().data.charged).toBe(2);
    expect(await balanceOf(t.db, players[0])).toBe(-1);
    const summary = await call('GET', '/api/v1/billing/summary', undefined, {
      authorization: `Bearer ${(await loginAs(t.app, 'charge01', 'password1')).token}`,
    });
    expect(summary.json().data).toMatchObject({ balanceDays: -1, lastChargeDate: day });

    const again = (await call('POST', '/api/v1/admin/billing/charge', { day })).json().data;
    expect(again).toMatchObject({ day, charged: 0, alreadyCharged: 2 });
    const row = await audit(again.auditId);
    expect(row).toMatchObject({ action: 'charge.run', target_id: day });
    expect(JSON.parse(row.before_json!)).toEqual({ day, charged: 2 });
    expect(JSON.parse(row.after_json!)).toMatchObject({ day, charged: 2, newlyCharged: 0 });
    expect((await call('GET', `/api/v1/admin/billing/charge?day=${day}`)).json().data).toMatchObject({ alreadyCharged: 2, count: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const future = await call('POST', '/api/v1/admin/billing/charge', { day: addDays(gameDayOf(tz), 2) });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('That game day has not come yet: a charge runs for today or an earlier day.');
  });

  it('asks for the password again when the login is older than 15 minutes', async () => {
    const old = '2000-01-01 00:00:00';
    const id = (await t.db.selectFrom('accounts').select('id').where('name', '=', TINY.admin.username).executeTakeFirstOrThrow()).id;
    await t.db.updateTable('web_refresh_tokens').set({ created_at: old }).where('account_id', '=', id).execute();
    const before = (await cards('')).total;
    const res = await call('POST', '/api/v1/admin/billing/cards', { plan: 'WEEK', count: 1, batch: 'late' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.ADMIN_REAUTH_NEEDED);
    expect((await cards('')).total).toBe(before);
  });
});
