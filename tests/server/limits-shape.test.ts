/**
 * Rate limits hold whatever the input's shape: a per-name limit counts the validated value
 * (folded: case, surrounding spaces, accents), an array where a string is wanted is a
 * translated 400 that reaches no password or code check, IPv6 visitors are counted per
 * /64 and an IPv4-mapped address as the IPv4 address, and password-reset confirmations
 * are limited per account whatever address they come from.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createTestApp, seedTiny, TINY, randomIp, createAccount, loginAs, type TestApp } from './helpers';
import { ErrorCode } from '../../config/contract/envelope';
import { limitKeyOfIp } from '../../server/services/ip-address';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, ip = randomIp(), lang = 'en-US') =>
  t.app.inject({ method, url, payload: payload as object, remoteAddress: ip, headers: { 'accept-language': lang } });
const login = (username: unknown, ip?: string) => send('POST', '/api/v1/auth/login', { username, password: 'wrong-password' }, ip);

describe('per-IP and per-account limits', () => {
  it('count malformed requests too: a flood of malformed votes from one address, then of malformed purchases of one account, meets the 429', async () => {
    const ip = randomIp();
    const votes = [];
    for (let i = 0; i < 11; i++) votes.push((await send('POST', '/api/v1/vote/', { username: [TINY.player.username] }, ip)).statusCode);
    expect(votes).toEqual([...Array(10).fill(400), 429]);

    const { token } = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const buy = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/shop/purchase', payload: { shopItemId: 'x' }, remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}` } });
    const purchases = [];
    for (let i = 0; i < 31; i++) purchases.push((await buy()).statusCode);
    expect(purchases).toEqual([...Array(30).fill(400), 429]);
  });
});

describe('an array where a string is wanted', () => {
  it('is refused with a translated 400 naming the field, from any number of addresses, and never checks a password', async () => {
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await login([TINY.player.username]));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION, field: 'username', data: null });
      expect(res.json().message).toMatch(/^Please check your input: /);
    }
    const zh = await send('POST', '/api/v1/auth/login', { username: [TINY.player.username], password: 'wrong-password' }, randomIp(), 'zh-TW');
    expect(zh.json().message).toMatch(/^請檢查輸入內容/);
  });

  it('is refused on the password-reset request and confirmation, the e-mail code request and the vote', async () => {
    const cases: Array<['POST' | 'PUT', string, Record<string, unknown>, string]> = [
      ['POST', '/api/v1/auth/reset', { username: [TINY.player.username] }, 'username'],
      ['PUT', '/api/v1/auth/reset', { username: [TINY.player.username], password: 'newpass99', captcha: '123456' }, 'username'],
      ['PUT', '/api/v1/auth/reset', { username: TINY.player.username, password: 'newpass99', captcha: ['123456'] }, 'captcha'],
      ['POST', '/api/register/captcha', { email: ['shape@example.com'] }, 'email'],
      ['POST', '/api/v1/vote/', { username: [TINY.player.username] }, 'username'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().code, `${method} ${url}`).toBe(ErrorCode.VALIDATION);
      // The vote answers the plain error envelope (no `field`); its message names the field all the same.
      if (url !== '/api/v1/vote/') expect(res.json().field, `${method} ${url}`).toBe(field);
      expect(res.json().message, `${method} ${url}`).toMatch(/^Please check your input: /);
    }
    const votes = await t.db.selectFrom('web_vote_log').select('id').execute();
    expect(votes).toHaveLength(0);
    const mails = await t.db.selectFrom('web_outbox').select('id').execute();
    expect(mails).toHaveLength(0);
  });
});

describe('per-name limits count the validated value', () => {
  it('counts a numeric account name sent as a JSON number and as a string against one login limit', async () => {
    await createAccount(t.db, '20250001');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(i % 2 === 0 ? '20250001' : 20250001)).statusCode);
    expect(codes.slice(0, 10)).not.toContain(429);
    expect(codes[10]).toBe(429);
  });

  it('counts case, surrounding spaces and accented spellings of a name against one login limit', async () => {
    const spellings = ['Shape0001', ' shape0001', 'SHAPE0001 ', 'shäpe0001', 'shapé0001', 'ｓｈａｐｅ0001', 'Shápe0001', 'shape0001\u200b', 'šhape0001', 'shape0001'];
    const codes: number[] = [];
    for (const name of spellings) codes.push((await login(name)).statusCode);
    expect(codes).not.toContain(429);
    const res = await login('SHAPE0001');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('counts password-reset requests for one name whatever its shape', async () => {
    await createAccount(t.db, '20250002');
    const codes: number[] = [];
    for (const username of ['20250002', 20250002, ' 20250002 ', 20250002]) codes.push((await send('POST', '/api/v1/auth/reset', { username })).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[3]).toBe(429);
  });

  it('limits password-reset confirmations per account across addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const username = i % 2 === 0 ? TINY.admin.username : TINY.admin.username.toUpperCase();
      codes.push((await send('PUT', '/api/v1/auth/reset', { username, password: 'newpass99', captcha: '000000' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another account is not affected.
    const other = await send('PUT', '/api/v1/auth/reset', { username: TINY.ingame.username, password: 'newpass99', captcha: '000000' });
    expect(other.statusCode).toBe(400);
  });
});

describe('per-IP limits', () => {
  it('count an IPv6 visitor per /64: rotating the last 64 bits does not escape the limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 10; i++) codes.push((await login(`six${i}user`, `2001:db8:aa:bb::${i.toString(16)}`)).statusCode);
    expect(codes).not.toContain(429);
    expect((await login('six11user', '2001:0db8:00aa:00bb:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login('six12user', '2001:db8:aa:bc::1')).statusCode).not.toBe(429);
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`map${i}user`, '::ffff:10.201.202.203')).statusCode).not.toBe(429);
    expect((await login('map10user', '10.201.202.203')).statusCode).toBe(429);
  });

  it('key on the address, or the /64 of an IPv6 address, in one spelling', () => {
    expect(limitKeyOfIp('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOfIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOfIp('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(limitKeyOfIp('2001:DB8:0:0:1::1')).toBe(limitKeyOfIp('2001:db8::ffff:ffff:ffff:ffff'));
    expect(limitKeyOfIp('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOfIp('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKeyOfIp('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOfIp('2001:db8:1::1')).not.toBe(limitKeyOfIp('2001:db8:2::1'));
  });
});
