import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createTestApp, seedTiny, TINY, solveAltcha, loginAs, randomIp, lastMail, createAccount, type TestApp } from './helpers';
import { ErrorCode } from '../../config/contract/envelope';
import { toDbTime } from '../../server/db/time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, opts: { ip?: string; lang?: string; method?: 'POST' | 'PUT' } = {}) =>
  t.app.inject({
    method: opts.method ?? 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? randomIp(),
    headers: { 'accept-language': opts.lang ?? 'en-US' },
  });

let seq = 0;
async function codeFor(email: string) {
  const res = await post('/api/register/captcha', { email });
  expect(res.statusCode).toBe(200);
  return (await lastMail(t.db, email)).code!;
}
async function registration(over: Record<string, unknown> = {}) {
  seq++;
  const email = (over.email as string) ?? `new${seq}@example.com`;
  const code = (over.code as string) ?? (await codeFor(email));
  return {
    username: `newuser${seq}`,
    email,
    code,
    pwd1: 'secret12',
    pwd2: 'secret12',
    birthday: '2000-02-29',
    invitation_code: '',
    community_invitation: '',
    captcha: await solveAltcha(t.app),
    ...over,
  };
}

describe('POST /api/register/captcha', () => {
  it('e-mails a 6-digit code (outbox without SMTP) in the caller\'s language', async () => {
    const res = await post('/api/register/captcha', { email: 'mail1@example.com' }, { lang: 'zh-TW' });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { cooldown: 60, expiresIn: 600 } });
    const { row, code } = await lastMail(t.db, 'mail1@example.com');
    expect(row?.status).toBe('outbox');
    expect(code).toMatch(/^\d{6}$/);
    expect(row?.subject).toContain('註冊驗證碼');
    expect(row?.body).toContain('10 分鐘');
  });

  it('refuses a resend within 60 s with the seconds left', async () => {
    await post('/api/register/captcha', { email: 'mail2@example.com' });
    const again = await post('/api/register/captcha', { email: 'mail2@example.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(again.json().message).toMatch(/another in (59|60) seconds/);
  });

  it('validates the address', async () => {
    const bad = await post('/api/register/captcha', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'email', message: 'Please check your input: Please enter a valid e-mail address' });
    expect((await post('/api/register/captcha', {})).json().field).toBe('email');
  });

  it('is rate-limited per IP and per address', async () => {
    const ip = randomIp();
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/api/register/captcha', { email: `burst${i}@example.com` }, { ip })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);

    const perAddress = [];
    for (let i = 0; i < 6; i++) perAddress.push((await post('/api/register/captcha', { email: 'Same@Example.com' })).json().message);
    expect(perAddress[5]).toMatch(/^Too many requests/);
  });
});

describe('POST /api/v1/auth/register', () => {
  it('creates a game account that can log in, with a bcrypt $2y$ password', async () => {
    const body = await registration();
    const res = await post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: body.username, nxCredit: 0, rewardPoints: 0, inviteReward: 'none', inviteRewardNote: null });
    const row = await t.db.selectFrom('accounts').selectAll().where('name', '=', body.username).executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$2y\$/);
    expect(row.email).toBe(body.email);
    expect(String(row.birthday)).toContain('2000-02-29');
    await loginAs(t.app, body.username, 'secret12');
    // The code is single use.
    const reuse = await post('/api/v1/auth/register', { ...body, username: `${body.username}b`, captcha: await solveAltcha(t.app) });
    expect(reuse.json().code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be 5-12 characters'],
    ['username', { username: 'bad name!' }, 'Username must be 5-12 letters and numbers only'],
    ['email', { email: 'nope' }, 'Please enter a valid e-mail address'],
    ['code', { code: '12ab' }, 'The e-mail code is 6 digits'],
    ['pwd1', { pwd1: '12345', pwd2: '12345' }, 'Password must be 6-16 characters'],
    ['pwd1', { pwd1: 'pass word', pwd2: 'pass word' }, 'Password contains unsupported characters'],
    ['pwd1', { pwd1: 'x'.repeat(17), pwd2: 'x'.repeat(17) }, 'Password must be 6-16 characters'],
    ['pwd2', { pwd2: 'different1' }, 'Passwords do not match'],
    ['birthday', { birthday: '2000/01/01' }, 'Birthday must be YYYY-MM-DD'],
    ['birthday', { birthday: '2001-02-29' }, 'Please enter a valid birthday'],
    ['invitation_code', { invitation_code: 'ab' }, 'Invite code must be 5-12 letters and numbers'],
    ['community_invitation', { community_invitation: 'has space' }, 'Community inviter code must be 5-12 letters and numbers'],
  ])('refuses a bad %s: %j', async (field, over, message) => {
    const body = await registration({ code: '123456', ...over });
    const res = await post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION, field, data: null });
    expect(res.json().message).toContain(message);
  });

  it('refuses a missing field naming it', async () => {
    const body = await registration({ code: '123456' });
    delete (body as Record<string, unknown>).birthday;
    const res = await post('/api/v1/auth/register', body, { lang: 'zh-TW' });
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'birthday', message: '請檢查輸入內容：請填寫生日' });
  });

  it('refuses a missing human verification and a wrong e-mail code', async () => {
    const body = await registration();
    const noHuman = await post('/api/v1/auth/register', { ...body, captcha: undefined });
    expect(noHuman.json().code).toBe(ErrorCode.HUMAN_CHECK_FAILED);
    const wrong = await post('/api/v1/auth/register', { ...body, code: body.code === '000000' ? '111111' : '000000', captcha: await solveAltcha(t.app) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ErrorCode.EMAIL_CODE_INVALID, message: 'The e-mail code is wrong or has expired.' });
    const right = await post('/api/v1/auth/register', { ...body, captcha: await solveAltcha(t.app) });
    expect(right.statusCode).toBe(200);
  });

  it('stops accepting a code after 5 wrong tries', async () => {
    const body = await registration();
    const wrongCode = body.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/v1/auth/register', { ...body, code: wrongCode, captcha: await solveAltcha(t.app) });
    const res = await post('/api/v1/auth/register', { ...body, captcha: await solveAltcha(t.app) });
    expect(res.json()).toMatchObject({ code: ErrorCode.EMAIL_CODE_INVALID, message: 'Too many wrong codes. Please request a new code.' });
  });

  it('refuses an expired code', async () => {
    const body = await registration();
    await t.db.updateTable('web_email_codes').set({ expires_at: '2001-01-01 00:00:00' }).where('email', '=', body.email).execute();
    const res = await post('/api/v1/auth/register', body);
    expect(res.json().code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('refuses a taken username with 409', async () => {
    const body = await registration({ username: TINY.player.username.toUpperCase() });
    const res = await post('/api/v1/auth/register', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: ErrorCode.ALREADY_EXISTS, message: 'This username is already taken.' });
  });

  it('grants the invitee reward (10,000 NX, 10 points) for a valid invite code, once', async () => {
    await t.db.insertInto('web_invite_codes').values({ code: 'INVITE123', owner_account_id: 1, created_at: toDbTime() }).execute();
    const body = await registration({ invitation_code: 'INVITE123' });
    const res = await post('/api/v1/auth/register', body);
    expect(res.json().data).toEqual({ username: body.username, nxCredit: 10000, rewardPoints: 10, inviteReward: 'paid', inviteRewardNote: null });
    const row = await t.db.selectFrom('accounts').select(['nxCredit', 'rewardpoints']).where('name', '=', body.username).executeTakeFirstOrThrow();
    expect(row).toEqual({ nxCredit: 10000, rewardpoints: 10 });
    const reg = await t.db.selectFrom('web_registrations').selectAll().where('invitation_code', '=', 'INVITE123').executeTakeFirstOrThrow();
    expect(reg.inviter_account_id).toBe(1);
    const again = await post('/api/v1/auth/register', await registration({ invitation_code: 'INVITE123' }));
    expect(again.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'invitation_code', message: 'The invite code is invalid or already used.' });
  });

  it('accepts a community inviter code that names an account, and refuses an unknown one', async () => {
    const ok = await post('/api/v1/auth/register', await registration({ community_invitation: TINY.player.username }));
    expect(ok.json().data).toMatchObject({ nxCredit: 10000, rewardPoints: 10 });
    const bad = await post('/api/v1/auth/register', await registration({ community_invitation: 'ghost1234' }));
    expect(bad.json()).toMatchObject({ field: 'community_invitation', message: 'No account has this community inviter code.' });
  });

  it('limits registrations per IP', async () => {
    const ip = randomIp();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/v1/auth/register', { username: 'x' }, { ip })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('register with INVITE_REQUIRED', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ config: { inviteRequired: true } });
  });
  afterAll(async () => t2?.close());

  it('refuses a registration without an invite code', async () => {
    await t2.app.inject({ method: 'POST', url: '/api/register/captcha', payload: { email: 'inv@example.com' } });
    const { code } = await lastMail(t2.db, 'inv@example.com');
    const res = await t2.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'en-US' },
      payload: { username: 'invitee1', email: 'inv@example.com', code, pwd1: 'secret12', pwd2: 'secret12', birthday: '1999-01-01', captcha: await solveAltcha(t2.app) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'invitation_code', message: 'An invite code is required to register.' });
  });
});

describe('password reset', () => {
  it('e-mails a code to the account\'s address; PUT sets the password and revokes every refresh token', async () => {
    await createAccount(t.db, 'resetme1', 'oldpass1');
    const tokens = await loginAs(t.app, 'resetme1', 'oldpass1');
    const req = await post('/api/v1/auth/reset', { username: 'resetme1' });
    expect(req.json()).toEqual({ code: 0, message: 'ok', data: { cooldown: 60, expiresIn: 600 } });
    const { row, code } = await lastMail(t.db, 'resetme1@example.com');
    expect(row?.subject).toContain('password reset code');
    expect(row?.body).toContain('resetme1');

    const wrong = await post('/api/v1/auth/reset', { username: 'resetme1', password: 'newpass1', captcha: code === '000000' ? '111111' : '000000' }, { method: 'PUT' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(ErrorCode.EMAIL_CODE_INVALID);

    const done = await post('/api/v1/auth/reset', { username: 'resetme1', password: 'newpass1', captcha: code }, { method: 'PUT' });
    expect(done.json()).toEqual({ code: 0, message: 'ok', data: null });

    const refresh = await post('/api/v1/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(401);
    await loginAs(t.app, 'resetme1', 'newpass1');
    const old = await post('/api/v1/auth/login', { username: 'resetme1', password: 'oldpass1', turnstile_token: await solveAltcha(t.app) });
    expect(old.statusCode).toBe(401);
    // Used code: no second reset with it.
    const again = await post('/api/v1/auth/reset', { username: 'resetme1', password: 'newpass2', captcha: code }, { method: 'PUT' });
    expect(again.json().code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('answers the same for an unknown user and sends nothing', async () => {
    const before = await t.db.selectFrom('web_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await post('/api/v1/auth/reset', { username: 'ghost9999' });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { cooldown: 60, expiresIn: 600 } });
    const after = await t.db.selectFrom('web_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const put = await post('/api/v1/auth/reset', { username: 'ghost9999', password: 'newpass1', captcha: '123456' }, { method: 'PUT' });
    expect(put.json().code).toBe(ErrorCode.EMAIL_CODE_INVALID);
  });

  it('validates both steps', async () => {
    expect((await post('/api/v1/auth/reset', {})).json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'username' });
    expect((await post('/api/v1/auth/reset', { username: 'resetme1', password: '123', captcha: '123456' }, { method: 'PUT' })).json()).toMatchObject({ field: 'password' });
    expect((await post('/api/v1/auth/reset', { username: 'resetme1', password: 'newpass9', captcha: 'abc' }, { method: 'PUT' })).json()).toMatchObject({ field: 'captcha' });
  });

  it('is rate-limited per IP and per account name', async () => {
    const ip = randomIp();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/v1/auth/reset', { username: `someone${i}` }, { ip })).statusCode);
    expect(codes[5]).toBe(429);
    const perUser = [];
    for (let i = 0; i < 4; i++) perUser.push((await post('/api/v1/auth/reset', { username: 'victim01' })).statusCode);
    expect(perUser).toEqual([200, 200, 200, 429]);
    const confirm = [];
    const cip = randomIp();
    for (let i = 0; i < 11; i++) confirm.push((await post('/api/v1/auth/reset', { username: 'victim01', password: 'newpass1', captcha: '123456' }, { ip: cip, method: 'PUT' })).statusCode);
    expect(confirm[10]).toBe(429);
  });
});

describe('GET /api/tos', () => {
  it('answers the terms in the caller\'s language', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/tos', headers: { 'accept-language': 'en-US,en;q=0.9' } })).json().data;
    const zh = (await t.app.inject({ method: 'GET', url: '/api/tos', headers: { 'accept-language': 'zh-TW' } })).json().data;
    expect(en.sections.length).toBeGreaterThan(2);
    expect(zh.sections.length).toBe(en.sections.length);
    expect(en.title).not.toBe(zh.title);
    expect(en.sections[0].body.length).toBeGreaterThan(20);
    expect(/[\u4e00-\u9fff]/.test(zh.sections[0].title)).toBe(true);
  });
});
