/**
 * The operator console's Rewards: the check-in reward table (the CLI's rules: day 1-7 or any,
 * an item needs a cash-shop entry, a currency an amount) and the inviter's milestone rewards
 * (the first change turns the configured list into the operator's table). Each change needs a
 * recent password, is audited with before -> after, and shows on the player's side (GET
 * /api/v1/checkin, GET /api/v1/invites/rewards). Bad input is a translated 400/404/409/422
 * and changes nothing. A player is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../config/codes';
import { site } from '../../config/site';
import { toDbTime } from '../../server/db/time';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';

type Data = Record<string, any>;

describe('operator console: rewards', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];
  let operator: Record<string, string>;
  let player: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ids = (await seedTiny(t.db)).accounts;
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}` };
    player = { authorization: `Bearer ${(await loginAs(t.app, TINY.player.username, TINY.player.password)).token}` };
    // One cash-shop entry in the library: item 5040000 as sn 50200000, 3 in the gift.
    // An empty check-in table to start from (the migration's defaults removed).
    await t.db.deleteFrom('web_checkin_rewards').execute();
    await t.db
      .insertInto('web_lib_commodity')
      .values({ sn: 50200000, item_id: 5040000, count: 3, price: 2400, period: 0, gender: 2, on_sale: 1, priority: 0 })
      .execute();
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en-US', who = operator) =>
    t.app.inject({ method, url, headers: { ...who, 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('web_admin_audit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditOf = (id: number) => t.db.selectFrom('web_admin_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const playerCheckin = async () => (await call('GET', '/api/v1/checkin', undefined, 'en-US', player)).json().data;
  const playerMilestones = async () => (await call('GET', '/api/v1/invites/rewards', undefined, 'en-US', player)).json().data.milestones as Data[];

  it('a player gets 403 on every rewards endpoint', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/admin/rewards'],
      ['PUT', '/api/v1/admin/rewards/checkin/1', { type: 'nx_credit', amount: 5 }],
      ['DELETE', '/api/v1/admin/rewards/checkin/1'],
      ['PUT', '/api/v1/admin/rewards/invite/created', { level: 1, type: 'reward_points', amount: 1 }],
      ['DELETE', '/api/v1/admin/rewards/invite/created'],
    ] as const) {
      const res = await call(method, url, body, 'en-US', player);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, ErrorCode.ADMIN_ONLY]);
    }
    expect(await auditCount()).toBe(0);
  });

  it('sets a check-in day (a currency, then an item through its cash-shop entry): audited, and the player sees it', async () => {
    /** Sets day 3; checks the answer and the audit row (before -> after). */
    const setDay3 = async (body: object, answer: object, before: object | null, after: object) => {
      const res = await call('PUT', '/api/v1/admin/rewards/checkin/3', body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.reward).toMatchObject({ day: 3, ...answer });
      const row = await auditOf(res.json().data.auditId);
      expect(row).toMatchObject({ action: 'rewards.checkin.set', target_type: 'checkinReward', target_id: '3', operator_account_id: ids.admin });
      expect([JSON.parse(row.before_json ?? 'null'), JSON.parse(row.after_json!)]).toEqual([before, after]);
    };
    await setDay3({ type: 'nx_credit', amount: 500 }, { type: 'nx_credit', amount: 500, name: 'NX Credit' }, null, { type: 'nx_credit', amount: 500 });
    expect((await playerCheckin()).rewards).toEqual([expect.objectContaining({ day: 3, type: 'nx_credit', amount: 500 })]);
    // An item without an SN: the library's cash-shop entry (and its count) is taken.
    const item = { type: 'item', itemId: 5040000, sn: 50200000, quantity: 3 };
    await setDay3({ type: 'item', itemId: 5040000 }, { ...item, amount: 0 }, { type: 'nx_credit', amount: 500 }, item);

    const any = await call('PUT', '/api/v1/admin/rewards/checkin/any', { type: 'vote_points', amount: 2 });
    expect(any.statusCode).toBe(200);
    const list = (await call('GET', '/api/v1/admin/rewards')).json().data.checkin as Data[];
    expect(list.map((r) => [r.day, r.type])).toEqual([
      [3, 'item'],
      ['any', 'vote_points'],
    ]);
    expect((await playerCheckin()).rewards.map((r: Data) => r.day)).toEqual([3, 'any']);

    const removed = await call('DELETE', '/api/v1/admin/rewards/checkin/any');
    expect(removed.statusCode).toBe(200);
    const row = await auditOf(removed.json().data.auditId);
    expect([row.action, JSON.parse(row.before_json!), row.after_json]).toEqual(['rewards.checkin.remove', { type: 'vote_points', amount: 2 }, null]);
    expect((await playerCheckin()).rewards.map((r: Data) => r.day)).toEqual([3]);
  });

  it('refuses bad check-in rewards in both languages, changing nothing', async () => {
    const audits = await auditCount();
    const table = await t.db.selectFrom('web_checkin_rewards').selectAll().execute();
    const cases: Array<[string, object, number, string, RegExp, RegExp]> = [
      ['3', { type: 'item', itemId: 4000000 }, 422, 'itemId', /no cash-shop entry/, /沒有商城項目/],
      ['3', { type: 'item' }, 400, 'itemId', /item's id/, /道具 ID/],
      ['3', { type: 'nx_credit' }, 400, 'amount', /1 to 1,000,000/, /1,000,000/],
      ['3', { type: 'nx_credit', amount: 0 }, 400, 'amount', /./, /./],
      ['3', { type: 'nx_credit', amount: 2_000_000 }, 400, 'amount', /./, /./],
      ['8', { type: 'nx_credit', amount: 5 }, 400, 'day', /./, /./],
      ['3', { type: 'gold', amount: 5 }, 400, 'type', /./, /./],
      ['3', { type: 'item', itemId: 4000000, sn: 50200000 }, 400, 'sn', /holds item 5040000/, /5040000/],
    ];
    for (const [day, body, status, field, en, zh] of cases) {
      for (const [lang, message] of [
        ['en-US', en],
        ['zh-TW', zh],
      ] as const) {
        const res = await call('PUT', `/api/v1/admin/rewards/checkin/${day}`, body, lang);
        expect([res.statusCode, res.json().field], JSON.stringify(body)).toEqual([status, field]);
        expect(res.json().message, `${lang} ${JSON.stringify(body)}`).toMatch(message);
      }
    }
    const none = await call('DELETE', '/api/v1/admin/rewards/checkin/5', undefined, 'zh-TW');
    expect([none.statusCode, none.json().message]).toEqual([404, '這一天沒有簽到獎勵。']);
    expect(await auditCount()).toBe(audits);
    expect(await t.db.selectFrom('web_checkin_rewards').selectAll().execute()).toEqual(table);
  });

  it('the first invite change copies the configured milestones; edits, additions and removals show to players, audited', async () => {
    const configured = site.inviteRewards.inviter.map((m) => m.milestone);
    const start = (await call('GET', '/api/v1/admin/rewards')).json().data.invite;
    expect(start.edited).toBe(false);
    expect(start.milestones.map((m: Data) => m.milestone)).toEqual(configured);

    const edit = await call('PUT', '/api/v1/admin/rewards/invite/level20', { level: 25, type: 'vote_points', amount: 7 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.invite.edited).toBe(true);
    const audit = await auditOf(edit.json().data.auditId);
    expect(audit).toMatchObject({ action: 'rewards.invite.set', target_type: 'inviteReward', target_id: 'level20' });
    expect(JSON.parse(audit.before_json!)).toEqual({ level: 20, type: 'reward_points', amount: 2 });
    expect(JSON.parse(audit.after_json!)).toEqual({ level: 25, type: 'vote_points', amount: 7 });
    let seen = await playerMilestones();
    expect(seen.map((m) => m.milestone)).toEqual(configured);
    expect(seen.find((m) => m.milestone === 'level20')).toEqual({ milestone: 'level20', level: 25, type: 'vote_points', amount: 7 });

    const added = await call('PUT', '/api/v1/admin/rewards/invite/level150', { level: 150, type: 'game_time_days', amount: 10 });
    expect(added.statusCode).toBe(200);
    expect(JSON.parse((await auditOf(added.json().data.auditId)).before_json ?? 'null')).toBeNull();
    const removed = await call('DELETE', '/api/v1/admin/rewards/invite/created');
    expect(removed.statusCode).toBe(200);
    expect(JSON.parse((await auditOf(removed.json().data.auditId)).before_json!)).toEqual({ level: 1, type: 'reward_points', amount: 1 });
    seen = await playerMilestones();
    expect(seen.map((m) => m.milestone)).toEqual(['level20', 'level50', 'level70', 'level100', 'level120', 'level150']);
  });

  it('a claim pays the edited amount', async () => {
    // tester01 invited a level-30 player, who reached the edited "level20" (now level 25, 7 vote points).
    const invitee = Number(
      (
        await t.db
          .insertInto('accounts')
          .values({ name: 'invitee9', password: 'x', email: 'invitee9@example.com', birthday: '1990-01-01' })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    await t.db
      .insertInto('web_registrations')
      .values({ account_id: invitee, inviter_account_id: ids.player, created_at: toDbTime() } as never)
      .execute();
    await t.db
      .insertInto('web_invite_progress')
      .values({ invitee_account_id: invitee, inviter_account_id: ids.player, max_level: 30, characters: 1, synced_at: toDbTime() })
      .execute();
    const before = Number((await t.db.selectFrom('accounts').select('votepoints').where('id', '=', ids.player).executeTakeFirstOrThrow()).votepoints);
    const claim = await call('POST' as never, '/api/v1/invites/claim', { inviteeId: invitee, milestone: 'level20' }, 'en-US', player);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data).toMatchObject({ milestone: 'level20', type: 'vote_points', amount: 7 });
    const after = Number((await t.db.selectFrom('accounts').select('votepoints').where('id', '=', ids.player).executeTakeFirstOrThrow()).votepoints);
    expect(after - before).toBe(7);
  });

  it('refuses bad invite rewards in both languages; the last milestone stays', async () => {
    const audits = await auditCount();
    const table = await t.db.selectFrom('web_invite_rewards').selectAll().orderBy('milestone').execute();
    const put = (m: string, body: object, lang: string) => call('PUT', `/api/v1/admin/rewards/invite/${m}`, body, lang);
    for (const lang of ['en-US', 'zh-TW']) {
      expect((await put('level20', { level: 0, type: 'reward_points', amount: 1 }, lang)).statusCode).toBe(400);
      expect((await put('level20', { level: 201, type: 'reward_points', amount: 1 }, lang)).json().field).toBe('level');
      const days = await put('level20', { level: 20, type: 'game_time_days', amount: 400 }, lang);
      expect([days.statusCode, days.json().field]).toEqual([400, 'amount']);
      expect(days.json().message).toMatch(lang === 'en-US' ? /1 to 365/ : /1 到 365/);
      expect((await put('Bad-Name', { level: 20, type: 'reward_points', amount: 1 }, lang)).statusCode).toBe(400);
      expect((await put('level20', { level: 20, type: 'reward_points', amount: 1.5 }, lang)).statusCode).toBe(400);
      const unknown = await call('DELETE', '/api/v1/admin/rewards/invite/level999', undefined, lang);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(lang === 'en-US' ? 'No such invite milestone.' : '沒有這個邀請里程碑。');
    }
    expect(await auditCount()).toBe(audits);
    expect(await t.db.selectFrom('web_invite_rewards').selectAll().orderBy('milestone').execute()).toEqual(table);

    for (const m of ['level20', 'level50', 'level70', 'level100', 'level120'])
      expect((await call('DELETE', `/api/v1/admin/rewards/invite/${m}`)).statusCode).toBe(200);
    const last = await call('DELETE', '/api/v1/admin/rewards/invite/level150');
    expect([last.statusCode, last.json().code]).toEqual([409, ErrorCode.REWARD_LAST_MILESTONE]);
    expect((await playerMilestones()).map((m) => m.milestone)).toEqual(['level150']);
  });

  it('two first invite changes at once: both apply, each audited, the configured list copied once', async () => {
    await t.db.deleteFrom('web_invite_rewards').execute();
    const [a, b] = await Promise.all([
      call('PUT', '/api/v1/admin/rewards/invite/level50', { level: 55, type: 'reward_points', amount: 4 }),
      call('PUT', '/api/v1/admin/rewards/invite/level70', { level: 75, type: 'game_time_days', amount: 3 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.selectFrom('web_invite_rewards').selectAll().orderBy('level').execute();
    expect(rows).toHaveLength(site.inviteRewards.inviter.length);
    expect(rows.find((r) => r.milestone === 'level50')).toMatchObject({ level: 55, amount: 4 });
    expect(rows.find((r) => r.milestone === 'level70')).toMatchObject({ level: 75, amount: 3 });
    const audits = await t.db.selectFrom('web_admin_audit').select('target_id').where('id', 'in', [a.json().data.auditId, b.json().data.auditId]).execute();
    expect(audits.map((r) => r.target_id).sort()).toEqual(['level50', 'level70']);
  });

  it('asks for the password again when the login is older than 15 minutes', async () => {
    const at = toDbTime(Date.now() - 16 * 60_000);
    await t.db.updateTable('web_refresh_tokens').set({ created_at: at }).where('account_id', '=', ids.admin).execute();
    const stale = await call('PUT', '/api/v1/admin/rewards/checkin/1', { type: 'nx_credit', amount: 5 });
    expect([stale.statusCode, stale.json().code]).toEqual([403, ErrorCode.ADMIN_REAUTH_NEEDED]);
    expect(await t.db.selectFrom('web_checkin_rewards').select('day').where('day', '=', '1').executeTakeFirst()).toBeUndefined();
    expect((await call('GET', '/api/v1/admin/rewards')).statusCode).toBe(200); // reading needs no password
  });
});
