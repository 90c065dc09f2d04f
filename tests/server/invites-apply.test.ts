/**
 * Invite codes: the overview (codes owned, used by whom, invited of the maximum), applying
 * for a code (a character of level 200 or more, once every 45 days, refused with the next
 * date; concurrent applications give one code), and registration with a code: the invitee
 * is linked to the inviter and a code registers one account even when used concurrently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForInviteCode, inviteOverview } from '../../server/services/invites';
import { newInviteCode } from '../../server/services/codes';
import { register } from '../../server/services/auth';
import { createCode } from '../../server/services/email-codes';
import { gameDayOf, toDbTime } from '../../server/db/time';
import { INVITE_CODE_PATTERN } from '../../config/rules';
import { site } from '../../config/site';
import { createAccount, createTestApp, loginAs, randomIp, type TestApp } from './helpers';
import { addCharacter } from './billing-helpers';

const TZ = 'Asia/Taipei';
const DAY = 86_400_000;
let t: TestApp;
let token: string;
let ownerId: number;
let highChar: number;
let lowChar: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object, o: { token?: string; lang?: string } = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { 'accept-language': o.lang ?? 'en-US', authorization: `Bearer ${o.token ?? token}` },
    ...(payload ? { payload } : {}),
  });
const codesOf = async (accountId: number) =>
  t.db.selectFrom('web_invite_codes').selectAll().where('owner_account_id', '=', accountId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  ownerId = await createAccount(t.db, 'inviter01');
  lowChar = await addCharacter(t.db, ownerId, 199);
  token = (await loginAs(t.app, 'inviter01', 'password1')).token;
});
afterAll(async () => t?.close());

describe('applying for an invite code', () => {
  it('generated codes fit the registration form (5-12 letters and digits) without look-alikes', () => {
    for (let i = 0; i < 100; i++) {
      const c = newInviteCode();
      expect(c).toMatch(INVITE_CODE_PATTERN);
      expect(c).not.toMatch(/[01OIL]/);
    }
  });

  it('is refused below level 200, in both languages, writing nothing', async () => {
    const res = await call('POST', '/api/v1/invites/apply', { characterId: lowChar });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 40300, message: 'Applying for an invite code needs a character of level 200 or higher.', data: null });
    const zh = await call('POST', '/api/v1/invites/apply', { characterId: lowChar }, { lang: 'zh-TW' });
    expect(zh.json().message).toBe('需要有 200 等以上的角色才能申請邀請碼。');
    expect(await codesOf(ownerId)).toEqual([]);
    const overview = (await call('GET', '/api/v1/invites')).json().data;
    expect(overview.apply).toMatchObject({ requiredLevel: 200, everyDays: 45, bestLevel: 199, bestCharacterId: lowChar, canApply: false, nextApplyAt: null });
  });

  it('is refused for a character of another account', async () => {
    const other = await createAccount(t.db, 'someone01');
    const theirs = await addCharacter(t.db, other, 210);
    const res = await call('POST', '/api/v1/invites/apply', { characterId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This character is not on your account.');
  });

  it('gives a code with its register link; a second application within 45 days is refused with the next date', async () => {
    highChar = await addCharacter(t.db, ownerId, 200);
    const res = await call('POST', '/api/v1/invites/apply', { characterId: highChar });
    expect(res.statusCode).toBe(200);
    const code = res.json().data;
    expect(code).toMatchObject({ source: 'apply', used: false, usedBy: null });
    expect(code.link).toBe(`/auth/register?invite=${code.code}`);
    expect((await codesOf(ownerId)).map((c) => c.code)).toEqual([code.code]);

    const again = await call('POST', '/api/v1/invites/apply', { characterId: highChar });
    expect(again.statusCode).toBe(422);
    const next = gameDayOf(TZ, Date.now() + 45 * DAY);
    expect(again.json().message).toBe(`You can apply for an invite code once every 45 days. You can apply again on ${next}.`);
    const zh = await call('POST', '/api/v1/invites/apply', { characterId: highChar }, { lang: 'zh-TW' });
    expect(zh.json().message).toBe(`邀請碼每 45 天可申請一次，你可以在 ${next} 再次申請。`);
    expect(await codesOf(ownerId)).toHaveLength(1);

    const overview = (await call('GET', '/api/v1/invites')).json().data;
    expect(overview).toMatchObject({ totalInvited: 0, maxInvites: site.invites.maxInvites, remaining: site.invites.maxInvites });
    expect(overview.apply).toMatchObject({ bestLevel: 200, bestCharacterId: highChar, canApply: false });
    expect(overview.apply.nextApplyAt.slice(0, 10)).toBe(new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10));
    expect(overview.codes).toMatchObject([{ code: code.code, used: false }]);
  });

  it('is allowed again 45 days later', async () => {
    const later = Date.now() + 45 * DAY + 60_000;
    const second = await applyForInviteCode(t.db, ownerId, highChar, { timezone: TZ, now: () => later });
    expect(second.code).toMatch(INVITE_CODE_PATTERN);
    expect(await codesOf(ownerId)).toHaveLength(2);
  });

  it('ten concurrent applications give one code', async () => {
    const racer = await createAccount(t.db, 'racerapp1');
    const ch = await addCharacter(t.db, racer, 220);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => applyForInviteCode(t.db, racer, ch, { timezone: TZ })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await codesOf(racer)).toHaveLength(1);
  });

  it('is refused once invited players and unused codes reach the maximum', async () => {
    const full = await createAccount(t.db, 'fullinvite');
    const ch = await addCharacter(t.db, full, 230);
    await t.db.insertInto('web_invite_codes').values({ code: 'SHOPCODE01', owner_account_id: full, created_at: toDbTime(), source: 'shop' }).execute();
    await expect(applyForInviteCode(t.db, full, ch, { timezone: TZ, maxInvites: 1 })).rejects.toMatchObject({ status: 422, messageKey: 'billing.invites.limitReached' });
    const overview = await inviteOverview(t.db, full, { timezone: TZ });
    expect(overview.codes).toMatchObject([{ code: 'SHOPCODE01', source: 'shop', link: '/auth/register?invite=SHOPCODE01' }]);
  });
});

describe('registration with an invite code', () => {
  const registration = async (username: string, code: string) => {
    const email = `${username}@example.com`;
    const { code: emailCode } = await createCode(t.db, t.config.jwtSecret, 'register', email);
    return { username, email, code: emailCode, pwd1: 'secret12', pwd2: 'secret12', birthday: '2000-01-01', invitation_code: code, community_invitation: '', captcha: 'x' };
  };

  it('links the invitee to the code owner, marks the code used, and the overview shows who used it', async () => {
    const [code] = await codesOf(ownerId);
    await register(t.db, t.config, await registration('friend001', code.code));
    const friend = await t.db.selectFrom('accounts').select(['id', 'nxCredit', 'rewardpoints']).where('name', '=', 'friend001').executeTakeFirstOrThrow();
    expect(friend).toMatchObject({ nxCredit: site.inviteRewards.invitee.nxCredit, rewardpoints: site.inviteRewards.invitee.rewardPoints });
    const reg = await t.db.selectFrom('web_registrations').selectAll().where('account_id', '=', friend.id).executeTakeFirstOrThrow();
    expect(reg).toMatchObject({ inviter_account_id: ownerId, invitation_code: code.code });
    const overview = (await call('GET', '/api/v1/invites')).json().data;
    expect(overview).toMatchObject({ totalInvited: 1, remaining: site.invites.maxInvites - 1 });
    expect(overview.codes.find((c: { code: string }) => c.code === code.code)).toMatchObject({ used: true, usedBy: 'friend001' });
  });

  it('one code used by five registrations at once registers one account', async () => {
    const codes = await codesOf(ownerId);
    const free = codes.find((c) => c.used_by_account_id == null)!;
    const forms = [];
    for (let i = 0; i < 5; i++) forms.push(await registration(`racereg${i}`, free.code));
    const results = await Promise.allSettled(forms.map((f) => register(t.db, t.config, f)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 400, messageKey: 'server.invite.invalid' });
    const made = await t.db.selectFrom('accounts').select('name').where('name', 'like', 'racereg%').execute();
    expect(made).toHaveLength(1);
    const regs = await t.db.selectFrom('web_registrations').select('account_id').where('invitation_code', '=', free.code).execute();
    expect(regs).toHaveLength(1);
  });
});
