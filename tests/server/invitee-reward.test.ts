/**
 * The invitee reward (10,000 NX and 10 reward points for registering with a community
 * inviter or an invite code) cannot be farmed: it is paid once per mailbox (e-mails
 * normalised: case, `+tag`, Gmail dots), never when the inviter is the registrant's own
 * mailbox or an account registered from the same address within a day, and within the
 * inviter's caps (per 24 hours and in total), also when registrations race. The
 * registration itself always succeeds; the answer says why no reward was paid, in the
 * caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { normalizeEmail } from '../../server/services/invitee-reward';
import { toDbTime } from '../../server/db/time';
import { createAccount, createTestApp, lastMail, randomIp, solveAltcha, type TestApp } from './helpers';

let t: TestApp;
const REWARD = site.inviteRewards.invitee;
const LIMITS = site.inviteRewards.inviteeLimits;
const NOTE = {
  emailUsed: 'Your account was created, but no invite reward was paid: the reward is paid once per e-mail address, and this address has already received it.',
  ownAccount:
    'Your account was created, but no invite reward was paid: the inviter looks like your own account (the same e-mail address or the same network), and inviting yourself earns no reward.',
  inviterLimit: 'Your account was created, but no invite reward was paid: your inviter has reached the limit of rewarded invitations for now.',
};

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: false } });
}, 60_000);
afterAll(async () => t?.close());

let seq = 0;
/** A ready registration body (its e-mail code and human check solved) for `email`. */
async function body(email: string, over: Record<string, unknown> = {}) {
  seq += 1;
  const username = `inv${Date.now().toString(36).slice(-4)}${seq}`.slice(0, 12);
  const sent = await t.app.inject({ method: 'POST', url: '/api/register/captcha', payload: { email }, remoteAddress: randomIp() });
  expect(sent.statusCode).toBe(200);
  return {
    username,
    email,
    code: (await lastMail(t.db, email)).code!,
    pwd1: 'secret12',
    pwd2: 'secret12',
    birthday: '2000-02-29',
    invitation_code: '',
    community_invitation: '',
    captcha: await solveAltcha(t.app),
    ...over,
  };
}
const register = (payload: object, o: { ip?: string; lang?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: o.ip ?? randomIp(), headers: { 'accept-language': o.lang ?? 'en-US' } });

/** An existing player who invites (registered long ago, from elsewhere). */
async function inviter(name: string, email = `${name}@example.com`): Promise<{ id: number; name: string }> {
  const id = await createAccount(t.db, name, 'password1', { email });
  return { id, name };
}
const balance = async (username: string) => {
  const a = await t.db.selectFrom('accounts').select(['nxCredit', 'rewardpoints']).where('name', '=', username).executeTakeFirstOrThrow();
  return { nx: Number(a.nxCredit ?? 0), points: Number(a.rewardpoints) };
};
const PAID = { nxCredit: REWARD.nxCredit, rewardPoints: REWARD.rewardPoints, inviteReward: 'paid', inviteRewardNote: null };
const withheld = (note: string) => ({ nxCredit: 0, rewardPoints: 0, inviteReward: 'withheld', inviteRewardNote: note });

describe('normalised e-mail', () => {
  it('ignores case and a +tag everywhere, and the dots of a Gmail address (gmail.com = googlemail.com)', () => {
    expect(normalizeEmail(' Farmer+One@Example.COM ')).toBe('farmer@example.com');
    expect(normalizeEmail('first.last+x@example.com')).toBe('first.last@example.com');
    expect(normalizeEmail('F.a.r.m.e.r+7@GMail.com')).toBe('farmer@gmail.com');
    expect(normalizeEmail('farmer@googlemail.com')).toBe('farmer@gmail.com');
  });
});

describe('the invitee reward', () => {
  it('is paid once per mailbox: plus-addressing and Gmail dots get the account but no second reward', async () => {
    const host = await inviter('hostone1');
    const first = await body('farmer@gmail.com', { community_invitation: host.name });
    const paid = await register(first);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ username: first.username, ...PAID });
    expect(await balance(first.username)).toEqual({ nx: REWARD.nxCredit, points: REWARD.rewardPoints });

    for (const email of ['Farmer+2@gmail.com', 'f.a.r.m.e.r@googlemail.com']) {
      const again = await body(email, { community_invitation: host.name });
      const res = await register(again);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ username: again.username, ...withheld(NOTE.emailUsed) });
      // The account exists (it can log in), without the reward.
      expect(await balance(again.username)).toEqual({ nx: 0, points: 0 });
    }
    const rows = await t.db.selectFrom('web_invitee_rewards').select(['email_norm', 'withheld']).where('email_norm', '=', 'farmer@gmail.com').orderBy('account_id').execute();
    expect(rows.map((r) => r.withheld)).toEqual([null, 'email_used', 'email_used']);
  });

  it('is not paid for naming your own account (the same mailbox), as community inviter or through its invite code', async () => {
    const me = await inviter('selfish01', 'Self.Ish@example.com');
    const viaName = await body('self.ish+alt@example.com', { community_invitation: me.name });
    const res = await register(viaName);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: viaName.username, ...withheld(NOTE.ownAccount) });
    expect(await balance(viaName.username)).toEqual({ nx: 0, points: 0 });

    await t.db.insertInto('web_invite_codes').values({ code: 'SELFCODE01', owner_account_id: me.id, created_at: toDbTime(), source: 'shop' }).execute();
    const viaCode = await body('SELF.ISH+code@example.com', { invitation_code: 'SELFCODE01' });
    const zh = await register(viaCode, { lang: 'zh-TW' });
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data).toMatchObject({ inviteReward: 'withheld', nxCredit: 0 });
    expect(zh.json().data.inviteRewardNote).toBe('帳號已建立，但沒有發放邀請獎勵：邀請人看起來是你自己的帳號（相同的電子郵件信箱或相同的網路），邀請自己不會獲得獎勵。');
    expect(await balance(viaCode.username)).toEqual({ nx: 0, points: 0 });
  });

  it('is not paid when the inviter registered from the same address within a day; from elsewhere, or a day later, it is', async () => {
    const home = randomIp();
    const alt = await body('alt.main@example.com');
    expect((await register(alt, { ip: home })).json().data.inviteReward).toBe('none');

    const sameIp = await body('someone.else@example.com', { community_invitation: alt.username });
    expect((await register(sameIp, { ip: home })).json().data).toEqual({ username: sameIp.username, ...withheld(NOTE.ownAccount) });
    expect(await balance(sameIp.username)).toEqual({ nx: 0, points: 0 });
    const row = await t.db.selectFrom('web_invitee_rewards').select('withheld').innerJoin('accounts', 'accounts.id', 'web_invitee_rewards.account_id').where('accounts.name', '=', sameIp.username).executeTakeFirstOrThrow();
    expect(row.withheld).toBe('same_ip');

    const elsewhere = await body('a.friend@example.com', { community_invitation: alt.username });
    expect((await register(elsewhere)).json().data).toMatchObject(PAID);

    await t.db.updateTable('web_registrations').set({ created_at: toDbTime(Date.now() - (LIMITS.sameAddressHours + 1) * 3_600_000) }).where('ip', '=', home).execute();
    const later = await body('housemate@example.com', { community_invitation: alt.username });
    expect((await register(later, { ip: home })).json().data).toMatchObject(PAID);
  });

  it("stops at the inviter's cap per 24 hours and in total; the account is created all the same", async () => {
    const host = await inviter('popular01');
    for (let i = 0; i < LIMITS.perInviterPerDay; i++) {
      const b = await body(`fan${i}@example.com`, { community_invitation: host.name });
      expect((await register(b)).json().data).toMatchObject(PAID);
    }
    const over = await body('fan-over@example.com', { community_invitation: host.name });
    const res = await register(over);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: over.username, ...withheld(NOTE.inviterLimit) });
    expect(await t.db.selectFrom('accounts').select('id').where('name', '=', over.username).executeTakeFirst()).toBeDefined();

    // A day later the daily cap is free again...
    await t.db.updateTable('web_invitee_rewards').set({ created_at: toDbTime(Date.now() - 25 * 3_600_000) }).where('inviter_account_id', '=', host.id).execute();
    expect((await register(await body('fan-next-day@example.com', { community_invitation: host.name }))).json().data).toMatchObject(PAID);
    // ...until the total cap.
    const old = toDbTime(Date.now() - 30 * 86_400_000);
    for (let i = 0; i < LIMITS.perInviterTotal; i++) {
      await t.db.insertInto('web_invitee_rewards').values({ account_id: 900_000 + i, inviter_account_id: host.id, email_norm: `old${i}@example.com`, paid_email: `old${i}@example.com`, created_at: old }).execute();
    }
    const capped = await body('fan-capped@example.com', { community_invitation: host.name });
    expect((await register(capped)).json().data).toEqual({ username: capped.username, ...withheld(NOTE.inviterLimit) });
  });

  it('holds under racing registrations: one mailbox is paid once, one inviter at most its daily cap', async () => {
    const host = await inviter('racehost1');
    const sameBox = await Promise.all(Array.from({ length: 6 }, (_, i) => body(`racer+${i}@example.com`, { community_invitation: host.name })));
    const answers = await Promise.all(sameBox.map((b) => register(b)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((r) => r.json().data.inviteReward === 'paid')).toHaveLength(1);
    const nx = await Promise.all(sameBox.map((b) => balance(b.username)));
    expect(nx.reduce((n, b) => n + b.nx, 0)).toBe(REWARD.nxCredit);

    const crowdHost = await inviter('racehost2');
    const crowd = await Promise.all(Array.from({ length: LIMITS.perInviterPerDay + 3 }, (_, i) => body(`crowd${i}@example.com`, { community_invitation: crowdHost.name })));
    const crowdAnswers = await Promise.all(crowd.map((b) => register(b)));
    expect(crowdAnswers.map((r) => r.statusCode)).toEqual(Array(crowd.length).fill(200));
    expect(crowdAnswers.filter((r) => r.json().data.inviteReward === 'paid')).toHaveLength(LIMITS.perInviterPerDay);
    expect(crowdAnswers.filter((r) => r.json().data.inviteRewardNote === NOTE.inviterLimit)).toHaveLength(3);
  });

  it('without an inviter or invite code there is no reward and nothing to withhold', async () => {
    const b = await body('loner@example.com');
    expect((await register(b)).json().data).toEqual({ username: b.username, nxCredit: 0, rewardPoints: 0, inviteReward: 'none', inviteRewardNote: null });
  });
});
