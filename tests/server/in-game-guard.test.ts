/**
 * The in-game guard after an unlock. The game writes accounts.lastlogin only when the
 * login mark changes, so a player who stays on one channel has an old lastlogin: an unlock
 * (either method) may clear the mark of a player who is really in game. The game would
 * then write its own copy of the NX back when it saves. So after an unlock no value moves
 * for the account (purchase, gift to or from, check-in, credits, character writes) until
 * the game has logged it in again (newer lastlogin) and let go of it (loggedin = 0).
 * "The game logs in / out" is simulated here by writing what the game writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../server/db/time';
import { applyPendingCredits, creditAccount } from '../../server/services/credits';
import { creditVote, startVote } from '../../server/services/vote';
import { randomIp } from './helpers';
import { profileWorld, type ProfileWorld } from './profile-fixture';
import { addShopItem, balanceOf, buy, newBuyer, sendGift, writes, type Buyer } from './shop-fixtures';

let w: ProfileWorld;
let itemId: number;
const en = { 'accept-language': 'en-US' };
const LOGIN_FIRST = /Log in to the game once/;

beforeAll(async () => {
  w = await profileWorld({ items: false });
  itemId = await addShopItem(w.t.db, { price: 4300 });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

/** The state the attack starts from: in game on one channel for half an hour. */
const inGameSince = (accountId: number, minutes: number) =>
  w.t.db.updateTable('accounts').set({ loggedin: 2, lastlogin: toDbTime(Date.now() - minutes * 60_000) }).where('id', '=', accountId).execute();
/** What the game writes when the player logs in (2) or out (0): the mark and a new lastlogin. */
let clock = Date.now();
const gameWrites = (accountId: number, loggedin: 0 | 2) => {
  clock = Math.max(clock + 2000, Date.now());
  return w.t.db.updateTable('accounts').set({ loggedin, lastlogin: toDbTime(clock) }).where('id', '=', accountId).execute();
};
const unlock = (b: Buyer, body: object) =>
  w.t.app.inject({ method: 'POST', url: '/api/v1/account/unlock', headers: { ...en, ...b.auth }, payload: body, remoteAddress: randomIp() });
const checkIn = (b: Buyer) =>
  w.t.app.inject({ method: 'POST', url: '/api/v1/checkin', headers: { ...en, ...b.auth }, payload: { characterId: b.characterId }, remoteAddress: randomIp() });
const mapOf = async (characterId: number) =>
  Number((await w.t.db.selectFrom('characters').select('map').where('id', '=', characterId).executeTakeFirstOrThrow()).map);

describe('after an unlock, the site moves no value until the game has logged the account in again', () => {
  it('refuses a purchase with the reason, then lets it through once the game has logged the account in and out', async () => {
    const b = await newBuyer(w.t, { nxCredit: 50_000 });
    await inGameSince(b.accountId, 30);
    const unlocked = await unlock(b, { method: 1 });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data).toMatchObject({ method: 1, wasLocked: true });

    const before = await writes(w.t.db);
    const refused = await buy(w.t, b, { shopItemId: itemId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 40909, data: null });
    expect(refused.json().message).toMatch(LOGIN_FIRST);
    expect(await writes(w.t.db)).toEqual(before);

    // The site's own 0 is not the game's: still refused without a newer lastlogin.
    expect((await buy(w.t, b, { shopItemId: itemId })).json().code).toBe(40909);

    await gameWrites(b.accountId, 2); // the game logs the account in: in game, as before any unlock
    expect((await buy(w.t, b, { shopItemId: itemId })).json().code).toBe(40905);
    await gameWrites(b.accountId, 0); // and out: the game has let go
    const bought = await buy(w.t, b, { shopItemId: itemId });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await balanceOf(w.t.db, b.accountId)).nx).toBe(50_000 - 4300);
  });

  it('answers in Chinese too', async () => {
    const b = await newBuyer(w.t, { nxCredit: 50_000 });
    await inGameSince(b.accountId, 30);
    await unlock(b, { method: 1 });
    const refused = await buy(w.t, b, { shopItemId: itemId }, 'zh-TW');
    expect(refused.json().message).toMatch(/請先登入遊戲一次/);
  });

  it('method 2 clears the mark but moves no character while the game may hold it; after a game login it moves it', async () => {
    const b = await newBuyer(w.t, { nxCredit: 50_000 }, { map: 104040000 });
    await inGameSince(b.accountId, 0);
    const first = await unlock(b, { method: 2, birthday: '1990-01-01', characterId: b.characterId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ method: 2, wasLocked: true, moved: null, notMoved: { characterId: b.characterId, name: b.characterName } });
    expect(await mapOf(b.characterId)).toBe(104040000);

    // Again before the game has seen the account: still nothing written to the character.
    const again = await unlock(b, { method: 2, birthday: '1990-01-01', characterId: b.characterId });
    expect(again.json().data).toMatchObject({ wasLocked: false, moved: null, notMoved: { characterId: b.characterId } });
    expect(await mapOf(b.characterId)).toBe(104040000);

    await gameWrites(b.accountId, 2);
    await gameWrites(b.accountId, 0);
    const moved = await unlock(b, { method: 2, birthday: '1990-01-01', characterId: b.characterId });
    expect(moved.json().data).toMatchObject({ wasLocked: false, moved: { characterId: b.characterId, map: 100000000 }, notMoved: null });
    expect(await mapOf(b.characterId)).toBe(100000000);
  });

  it('refuses a check-in with the reason and writes nothing', async () => {
    const b = await newBuyer(w.t);
    await inGameSince(b.accountId, 30);
    await unlock(b, { method: 1 });
    const gifts = (await writes(w.t.db)).gifts;
    const refused = await checkIn(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(LOGIN_FIRST);
    expect(await w.t.db.selectFrom('web_checkin').select('id').where('account_id', '=', b.accountId).execute()).toEqual([]);
    expect((await writes(w.t.db)).gifts).toBe(gifts);
    await gameWrites(b.accountId, 2);
    await gameWrites(b.accountId, 0);
    expect((await checkIn(b)).statusCode).toBe(200);
  });

  it('refuses a gift from a held sender (the reason) and to a held receiver (the gift refusal), charging nothing', async () => {
    const sender = await newBuyer(w.t, { nxCredit: 50_000 });
    const receiver = await newBuyer(w.t);
    await inGameSince(receiver.accountId, 30);
    await unlock(receiver, { method: 1 });
    const before = await writes(w.t.db);
    const toHeld = await sendGift(w.t, sender, { shopItemId: itemId, receiverName: receiver.characterName, receiverBirthday: '1990-01-01' });
    expect(toHeld.statusCode).toBe(409);
    expect(toHeld.json().code).toBe(40906);
    expect(await writes(w.t.db)).toEqual(before);

    // From a held sender: the reason, before anything about the receiver is looked at.
    const fromHeld = await sendGift(w.t, receiver, { shopItemId: itemId, receiverName: sender.characterName, receiverBirthday: '1990-01-01' });
    expect(fromHeld.json().code).toBe(40909);
    const fromHeldWrong = await sendGift(w.t, receiver, { shopItemId: itemId, receiverName: sender.characterName, receiverBirthday: '1999-09-09' });
    expect(fromHeldWrong.json()).toEqual(fromHeld.json());
    expect(await writes(w.t.db)).toEqual(before);

    await gameWrites(receiver.accountId, 2);
    await gameWrites(receiver.accountId, 0);
    const sent = await sendGift(w.t, sender, { shopItemId: itemId, receiverName: receiver.characterName, receiverBirthday: '1990-01-01' });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('queues credits (vote, rewards) and pays them only once the game has let go of the account', async () => {
    const b = await newBuyer(w.t);
    await inGameSince(b.accountId, 30);
    await unlock(b, { method: 1 });
    const vote = await startVote(w.t.db, (await w.t.db.selectFrom('accounts').select('name').where('id', '=', b.accountId).executeTakeFirstOrThrow()).name, '127.0.0.1', {
      siteUrl: 'https://vote.example/?a={account}',
      timezone: 'UTC',
    });
    expect(vote.waitsForGameLogin).toBe(true);
    expect((await creditVote(w.t.db, vote.voteId, { timezone: 'UTC', success: true })).result).toBe('queued');
    expect(await w.t.db.transaction().execute((trx) => creditAccount(trx, { accountId: b.accountId, rewardPoints: 3, reason: 'invite', ref: `t:${b.accountId}` }))).toBe('queued');
    await applyPendingCredits(w.t.db);
    expect(await balanceOf(w.t.db, b.accountId)).toMatchObject({ nx: 0, vote: 0, reward: 0 });

    await gameWrites(b.accountId, 2);
    await applyPendingCredits(w.t.db);
    expect((await balanceOf(w.t.db, b.accountId)).nx).toBe(0);
    await gameWrites(b.accountId, 0);
    await applyPendingCredits(w.t.db);
    expect(await balanceOf(w.t.db, b.accountId)).toMatchObject({ nx: 5000, vote: 1, reward: 3 });
  });

  it('an account that was never unlocked is paid directly and can buy as before', async () => {
    const b = await newBuyer(w.t, { nxCredit: 10_000 });
    expect(await w.t.db.transaction().execute((trx) => creditAccount(trx, { accountId: b.accountId, rewardPoints: 1, reason: 'invite', ref: `d:${b.accountId}` }))).toBe('direct');
    expect((await buy(w.t, b, { shopItemId: itemId })).statusCode).toBe(200);
  });

  it('no purchase gets through when an unlock and purchases race', async () => {
    const b = await newBuyer(w.t, { nxCredit: 50_000 });
    await inGameSince(b.accountId, 30);
    const before = await balanceOf(w.t.db, b.accountId);
    const answers = await Promise.all([
      unlock(b, { method: 1 }),
      ...Array.from({ length: 6 }, () => buy(w.t, b, { shopItemId: itemId })),
      unlock(b, { method: 2, birthday: '1990-01-01' }),
      ...Array.from({ length: 6 }, () => buy(w.t, b, { shopItemId: itemId })),
    ]);
    const purchases = answers.filter((_, i) => i !== 0 && i !== 7);
    expect(purchases.map((r) => r.json().code).every((c) => c === 40905 || c === 40909)).toBe(true);
    expect(await balanceOf(w.t.db, b.accountId)).toEqual(before);
    const account = await w.t.db.selectFrom('accounts').select('loggedin').where('id', '=', b.accountId).executeTakeFirstOrThrow();
    expect(Number(account.loggedin)).toBe(0);
    // And afterwards, still held: the race left the guard in place.
    expect((await buy(w.t, b, { shopItemId: itemId })).json().code).toBe(40909);
  });
});
