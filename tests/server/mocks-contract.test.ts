/**
 * Every umi mock (mock/*.ts, what `npm run dev` answers without a server) answers what the
 * contract says: each mocked endpoint, called as a screen calls it on the demo dataset,
 * answers 200 with the envelope of its response schema in config/contract (Value.Check
 * on the whole answer, data included). A mocked endpoint missing from the list below fails
 * the test, so a new mock comes with its schema. The console's endpoints are called as the
 * demo operator admin01 (logged in through the auth mock).
 */
import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { Type, type TSchema } from '@sinclair/typebox';
import { Envelope, ErrorCode } from '../../config/contract/envelope';
import {
  AdminAccountChanged,
  AdminAccountDetail,
  AdminAccountsPage,
  AdminAdjusted,
  AdminAuditPage,
  AdminReauthAnswer,
  AdminResetMailSent,
  AdminSession,
} from '../../config/contract/admin';
import { AdminAccountLedger, AdminCardBatch, AdminCardsPage, AdminCardVoided, AdminChargePreview, AdminChargeRun } from '../../config/contract/admin-billing';
import { AdminDashboard } from '../../config/contract/admin-dashboard';
import { AdminCheckinRewardSet, AdminInviteRewardsSet, AdminRewardRemoved, AdminRewards } from '../../config/contract/admin-rewards';
import { AdminNotice, AdminNoticeChanged, AdminNoticeDeleted, AdminNoticePreview, AdminNoticesPage } from '../../config/contract/admin-notices';
import {
  AdminShopItemChanged,
  AdminShopItemsPage,
  AdminShopLibraryAnswer,
  AdminShopOrdersPage,
  AdminShopPosterChanged,
  AdminShopPosterImage,
  AdminShopPosterList,
  AdminShopRemoved,
} from '../../config/contract/admin-shop';
import { AltchaChallenge, EmailCodeSent, HumanCheckConfig, Registered, TermsOfService, TokenSet, UserInfo } from '../../config/contract/auth';
import { BillingHistory, BillingSummary, RedeemAnswer } from '../../config/contract/billing';
import { CharacterRankPage, GameStatus, GuildRankPage } from '../../config/contract/game';
import { InviteClaim, InviteClaimList, InviteCode, InviteeList, InviteOverview, InviteRewards, InviteSyncAnswer } from '../../config/contract/invites';
import { LibraryDetail, LibrarySearch, LibrarySources } from '../../config/contract/library';
import { NoticeDetail, NoticeList } from '../../config/contract/notice';
import { CharacterItems, CheckinResult, CheckinStatus, PasswordChanged, ProfileAccount, ProfileCharacters, UnlockResult } from '../../config/contract/profile';
import { ShopDressingRoom, ShopItemDetail, ShopItemsPage, ShopOrdersPage, ShopPosterList, ShopPreview, ShopPurchaseAnswer } from '../../config/contract/shop';
import { VoteAnswer } from '../../config/contract/vote';
import { DEMO_ACCOUNT, DEMO_CARDS, DEMO_GIFT_RECEIVER, DEMO_OPERATOR } from '../../server/seed/demo-data';
import account from '../../mock/account';
import admin from '../../mock/admin';
import adminBilling from '../../mock/admin-billing';
import adminDashboard from '../../mock/admin-dashboard';
import adminRewards from '../../mock/admin-rewards';
import adminNotices from '../../mock/admin-notices';
import adminShop from '../../mock/admin-shop';
import auth from '../../mock/auth';
import billing from '../../mock/billing';
import library from '../../mock/library';
import notice from '../../mock/notice';
import profile from '../../mock/profile';
import ranking from '../../mock/ranking';
import shop from '../../mock/shop';
import status from '../../mock/status';
import vote from '../../mock/vote';
import { callMock, expectShape, type MockHandler, type MockRequest } from './helpers';

const mocks = { ...account, ...admin, ...adminBilling, ...adminDashboard, ...adminNotices, ...adminRewards, ...adminShop, ...auth, ...billing, ...library, ...notice, ...profile, ...ranking, ...shop, ...status, ...vote } as unknown as Record<string, MockHandler>;
const bearer = { authorization: 'Bearer demo-token', 'accept-language': 'en-US' };
type Data = Record<string, any>;

async function altcha(): Promise<string> {
  const ch = ((await callMock(mocks, 'GET /api/v1/auth/altcha-challenge')).body as Data).data;
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solution!.number, salt: ch.salt, signature: ch.signature })).toString('base64');
}

/** The Authorization header of a fresh login through the auth mock. */
async function loginHeaders(username: string, password: string) {
  const login = await callMock(mocks, 'POST /api/v1/auth/login', { body: { username, password, turnstile_token: 'x' } });
  return { authorization: `Bearer ${(login.body as Data).data.token}`, 'accept-language': 'en-US' };
}
const asOperator = () => loginHeaders(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
/** A console action on demo01. */
const onDemo = async (body: Data) => ({ headers: await asOperator(), params: { id: String(DEMO_ACCOUNT.id) }, body });

/** Each mocked endpoint, in the order a tester tries them, with the request a screen sends. */
const steps: Array<[key: string, schema: TSchema | 'svg' | 'csv', request: (seen: Map<string, Data>) => MockRequest | Promise<MockRequest>]> = [
  ['GET /api/v1/auth/human-check', HumanCheckConfig, () => ({})],
  ['GET /api/v1/auth/altcha-challenge', AltchaChallenge, () => ({})],
  ['GET /api/tos', TermsOfService, () => ({ headers: bearer })],
  ['POST /api/register/captcha', EmailCodeSent, () => ({ body: { email: 'new.player@example.net' } })],
  ['POST /api/v1/auth/register', Registered, async () => ({ body: { username: 'newplayer1', pwd1: 'secret123', pwd2: 'secret123', email: 'new.player@example.net', code: '123456', captcha: await altcha() } })],
  ['POST /api/v1/auth/reset', EmailCodeSent, () => ({ body: { username: DEMO_ACCOUNT.username } })],
  ['PUT /api/v1/auth/reset', Type.Null(), () => ({ body: { captcha: '123456' } })],
  ['POST /api/v1/auth/login', TokenSet, () => ({ body: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, turnstile_token: 'x' } })],
  ['GET /api/v1/user/info', UserInfo, (seen) => ({ headers: { authorization: `Bearer ${seen.get('POST /api/v1/auth/login')!.token}` } })],
  ['POST /api/v1/auth/refresh', TokenSet, (seen) => ({ body: { refresh_token: seen.get('POST /api/v1/auth/login')!.refresh_token } })],
  ['POST /api/v1/auth/logout', Type.Null(), (seen) => ({ body: { refresh_token: seen.get('POST /api/v1/auth/refresh')!.refresh_token } })],
  ['GET /api/v1/game/status', GameStatus, () => ({ headers: bearer })],
  ['GET /api/v1/game/character/rank', CharacterRankPage, () => ({ query: { sort: 'level', page: '1', size: '10' } })],
  ['GET /api/v1/game/guild/rank', GuildRankPage, () => ({ query: { page: '1', size: '10' } })],
  ['POST /api/v1/vote/', VoteAnswer, () => ({ body: { username: DEMO_ACCOUNT.username }, headers: bearer })],
  ['GET /api/v1/notice', NoticeList, () => ({ query: { page: '1', size: '6' }, headers: bearer })],
  ['GET /api/v1/notice/:id', NoticeDetail, () => ({ params: { id: '1' }, headers: bearer })],
  ['GET /api/v1/library/search', LibrarySearch, () => ({ query: { keyword: 'snail', categories: 'Mob,Etc' } })],
  ['GET /api/v1/library/:kind/:id', LibraryDetail, () => ({ params: { kind: 'item', id: '1302000' } })],
  ['GET /api/v1/library/:kind/:id/sources', LibrarySources, () => ({ params: { kind: 'mob', id: '100100' } })],
  ['GET /api/v1/profile/account', ProfileAccount, () => ({ headers: bearer })],
  ['GET /api/v1/profile/characters', ProfileCharacters, () => ({ headers: bearer })],
  ['GET /api/v1/profile/characters/:id/items', CharacterItems, () => ({ headers: bearer, params: { id: '1' } })],
  ['GET /api/v1/game/character/:name/card.svg', 'svg', () => ({ params: { name: 'DemoHero' } })],
  ['GET /api/v1/checkin', CheckinStatus, () => ({ headers: bearer })],
  ['POST /api/v1/checkin', CheckinResult, () => ({ headers: bearer, body: { characterId: 1 } })],
  ['POST /api/v1/account/unlock', UnlockResult, () => ({ headers: bearer, body: { method: 2, birthday: DEMO_ACCOUNT.birthday, characterId: 3 } })],
  ['PUT /api/v1/account/password', PasswordChanged, () => ({ headers: bearer, body: { currentPassword: DEMO_ACCOUNT.password, newPassword: 'newpass22', confirmPassword: 'newpass22', captcha: 'x' } })],
  ['GET /api/v1/billing/summary', BillingSummary, () => ({ headers: bearer })],
  ['GET /api/v1/billing/history', BillingHistory, () => ({ headers: bearer, query: { type: 'DAILY_CHARGE', page: '1', size: '5' } })],
  ['POST /api/v1/billing/redeem', RedeemAnswer, () => ({ headers: bearer, body: { cardCode: DEMO_CARDS.week } })],
  ['GET /api/v1/invites', InviteOverview, () => ({ headers: bearer })],
  ['POST /api/v1/invites/apply', InviteCode, () => ({ headers: bearer, body: { characterId: 1 } })],
  ['GET /api/v1/invites/invitees', InviteeList, () => ({ headers: bearer, query: { page: '1', size: '3' } })],
  ['GET /api/v1/invites/rewards', InviteRewards, () => ({ headers: bearer })],
  ['GET /api/v1/invites/claims', InviteClaimList, () => ({ headers: bearer })],
  ['POST /api/v1/invites/claim', InviteClaim, (seen) => {
    const first = seen.get('GET /api/v1/invites/rewards')!.available[0];
    return { headers: bearer, body: { inviteeId: first.inviteeId, milestone: first.milestone } };
  }],
  ['POST /api/v1/invites/sync', InviteSyncAnswer, () => ({ headers: bearer })],
  ['GET /api/v1/shop/items', ShopItemsPage, () => ({ query: { size: '100' }, headers: bearer })],
  ['GET /api/v1/shop/items/:id', ShopItemDetail, () => ({ params: { id: '1' }, headers: bearer })],
  ['GET /api/v1/shop/posters', ShopPosterList, () => ({ headers: bearer })],
  ['POST /api/v1/shop/purchase', ShopPurchaseAnswer, (seen) => ({ headers: bearer, body: { shopItemId: buyable(seen), characterId: 1, quantity: 1, idempotencyKey: 'mock-contract-1' } })],
  ['POST /api/v1/shop/gift', ShopPurchaseAnswer, (seen) => ({
    headers: bearer,
    body: { shopItemId: buyable(seen), quantity: 1, receiverName: DEMO_GIFT_RECEIVER.character, receiverBirthday: DEMO_GIFT_RECEIVER.birthday, senderBirthday: DEMO_ACCOUNT.birthday, idempotencyKey: 'mock-contract-2' },
  })],
  ['GET /api/v1/shop/orders', ShopOrdersPage, () => ({ headers: bearer, query: { type: 'all' } })],
  ['PUT /api/v1/shop/dressing-room/items/:shopItemId', ShopDressingRoom, (seen) => ({ headers: bearer, params: { shopItemId: String(wearable(seen)) } })],
  ['GET /api/v1/shop/dressing-room', ShopDressingRoom, () => ({ headers: bearer })],
  ['GET /api/v1/shop/dressing-room/preview', ShopPreview, () => ({ headers: bearer, query: { characterId: '1', action: 'walk' } })],
  ['DELETE /api/v1/shop/dressing-room/items/:shopItemId', ShopDressingRoom, (seen) => ({ headers: bearer, params: { shopItemId: String(wearable(seen)) } })],
  ['DELETE /api/v1/shop/dressing-room', ShopDressingRoom, () => ({ headers: bearer })],
  ['GET /api/v1/admin/session', AdminSession, async () => ({ headers: await asOperator() })],
  ['POST /api/v1/admin/reauth', AdminReauthAnswer, async () => ({ headers: await asOperator(), body: { password: DEMO_OPERATOR.password } })],
  ['GET /api/v1/admin/accounts', AdminAccountsPage, async () => ({ headers: await asOperator(), query: { q: 'demo', page: '1', size: '20', sort: 'lastLogin', order: 'desc' } })],
  ['GET /api/v1/admin/accounts/:id', AdminAccountDetail, async () => ({ headers: await asOperator(), params: { id: String(DEMO_ACCOUNT.id) } })],
  ['POST /api/v1/admin/accounts/:id/ban', AdminAccountChanged, () => onDemo({ reason: 'Botting (mock)' })],
  ['POST /api/v1/admin/accounts/:id/tempban', AdminAccountChanged, () => onDemo({ reason: 'Cooling off (mock)', until: new Date(Date.now() + 86_400_000).toISOString() })],
  ['POST /api/v1/admin/accounts/:id/unban', AdminAccountChanged, () => onDemo({ reason: 'Appeal accepted' })],
  ['POST /api/v1/admin/accounts/:id/unlock', AdminAccountChanged, () => onDemo({})],
  ['POST /api/v1/admin/accounts/:id/adjust', AdminAdjusted, () => onDemo({ currency: 'gameDays', amount: 3, reason: 'Maintenance compensation' })],
  ['POST /api/v1/admin/accounts/:id/reset-mail', AdminResetMailSent, () => onDemo({ lang: 'en-US' })],
  ['GET /api/v1/admin/audit', AdminAuditPage, async () => ({ headers: await asOperator(), query: { target: DEMO_ACCOUNT.username, page: '1', size: '20' } })],
  ['GET /api/v1/admin/audit.csv', 'csv', async () => ({ headers: await asOperator(), query: { action: 'account.' } })],
  ['GET /api/v1/admin/billing/cards', AdminCardsPage, async () => ({ headers: await asOperator(), query: { state: 'unused', q: 'MAPX', page: '1', size: '20', sort: 'createdAt', order: 'desc' } })],
  ['POST /api/v1/admin/billing/cards', AdminCardBatch, async () => ({ headers: await asOperator(), body: { plan: 'WEEK', count: 3, batch: 'mock batch', note: 'Launch week' } })],
  ['POST /api/v1/admin/billing/cards/:code/void', AdminCardVoided, async () => ({ headers: await asOperator(), params: { code: DEMO_CARDS.month }, body: { reason: 'Leaked' } })],
  ['GET /api/v1/admin/billing/accounts/:id/ledger', AdminAccountLedger, async () => ({ headers: await asOperator(), params: { id: String(DEMO_ACCOUNT.id) }, query: { page: '1', size: '10' } })],
  ['GET /api/v1/admin/billing/charge', AdminChargePreview, async () => ({ headers: await asOperator(), query: { day: new Date().toISOString().slice(0, 10) } })],
  ['POST /api/v1/admin/billing/charge', AdminChargeRun, async () => ({ headers: await asOperator(), body: { day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) } })],
  ['GET /api/v1/admin/dashboard', AdminDashboard, async () => ({ headers: await asOperator() })],
  ['GET /api/v1/admin/rewards', AdminRewards, async () => ({ headers: await asOperator() })],
  ['PUT /api/v1/admin/rewards/checkin/:day', AdminCheckinRewardSet, async () => ({ headers: await asOperator(), params: { day: 'any' }, body: { type: 'nx_credit', amount: 300 } })],
  ['DELETE /api/v1/admin/rewards/checkin/:day', AdminRewardRemoved, async () => ({ headers: await asOperator(), params: { day: 'any' } })],
  ['PUT /api/v1/admin/rewards/invite/:milestone', AdminInviteRewardsSet, async () => ({ headers: await asOperator(), params: { milestone: 'level30' }, body: { level: 30, type: 'vote_points', amount: 5 } })],
  ['DELETE /api/v1/admin/rewards/invite/:milestone', AdminInviteRewardsSet, async () => ({ headers: await asOperator(), params: { milestone: 'level30' } })],
  ['GET /api/v1/admin/notices', AdminNoticesPage, async () => ({ headers: await asOperator(), query: { status: 'published', category: 'event', page: '1', size: '20', sort: 'publishAt', order: 'desc' } })],
  ['GET /api/v1/admin/notices/:id', AdminNotice, async (seen) => ({ headers: await asOperator(), params: { id: String(seen.get('GET /api/v1/admin/notices')!.items[0].id) } })],
  ['POST /api/v1/admin/notices/preview', AdminNoticePreview, async () => ({ headers: await asOperator(), body: { titleZh: '', titleEn: 'Preview', bodyZh: '', bodyEn: '<p>Hi<script>x()</script></p>' } })],
  ['POST /api/v1/admin/notices', AdminNoticeChanged, async () => ({ headers: await asOperator(), body: { category: 'event', titleZh: '新活動', titleEn: 'New event', bodyZh: '<p>內容</p>', bodyEn: '<p>Body</p>', author: 'GM', pinned: false } })],
  ['PUT /api/v1/admin/notices/:id', AdminNoticeChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(newNotice(seen)) }, body: { category: 'guide', titleZh: '新活動', titleEn: 'New guide', bodyZh: '<p>內容</p>', bodyEn: '<p>Body</p>', pinned: true } })],
  ['POST /api/v1/admin/notices/:id/publish', AdminNoticeChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(newNotice(seen)) } })],
  ['POST /api/v1/admin/notices/:id/unpublish', AdminNoticeChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(newNotice(seen)) } })],
  ['POST /api/v1/admin/notices/:id/schedule', AdminNoticeChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(newNotice(seen)) }, body: { at: new Date(Date.now() + 86_400_000).toISOString() } })],
  ['DELETE /api/v1/admin/notices/:id', AdminNoticeDeleted, async (seen) => ({ headers: await asOperator(), params: { id: String(newNotice(seen)) } })],
  ['GET /api/v1/admin/shop/items', AdminShopItemsPage, async () => ({ headers: await asOperator(), query: { sort: 'price', order: 'desc', page: '1', size: '20' } })],
  ['PATCH /api/v1/admin/shop/items/:id', AdminShopItemChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(seen.get('GET /api/v1/admin/shop/items')!.items[0].id) }, body: { price: 123 } })],
  ['GET /api/v1/admin/shop/library', AdminShopLibraryAnswer, async () => ({ headers: await asOperator(), query: { keyword: '1002' } })],
  ['POST /api/v1/admin/shop/items', AdminShopItemChanged, async (seen) => ({ headers: await asOperator(), body: { itemId: seen.get('GET /api/v1/admin/shop/library')!.items.find((i: Data) => i.commodities.length).itemId, price: 500 } })],
  ['DELETE /api/v1/admin/shop/items/:id', AdminShopRemoved, async (seen) => ({ headers: await asOperator(), params: { id: String(seen.get('POST /api/v1/admin/shop/items')!.item.id) } })],
  ['GET /api/v1/admin/shop/posters', AdminShopPosterList, async () => ({ headers: await asOperator() })],
  ['POST /api/v1/admin/shop/poster-images', AdminShopPosterImage, async () => ({ headers: await asOperator(), body: { type: 'image/png', data: 'iVBORw0KGgo=' } })],
  ['POST /api/v1/admin/shop/posters', AdminShopPosterChanged, async () => ({ headers: await asOperator(), body: { titleZh: '測試', titleEn: 'Test', image: '/images/shop-posters/new-pets.svg' } })],
  ['PATCH /api/v1/admin/shop/posters/:id', AdminShopPosterChanged, async (seen) => ({ headers: await asOperator(), params: { id: String(seen.get('POST /api/v1/admin/shop/posters')!.poster.id) }, body: { order: 9 } })],
  ['DELETE /api/v1/admin/shop/posters/:id', AdminShopRemoved, async (seen) => ({ headers: await asOperator(), params: { id: String(seen.get('POST /api/v1/admin/shop/posters')!.poster.id) } })],
  ['GET /api/v1/admin/shop/orders', AdminShopOrdersPage, async () => ({ headers: await asOperator(), query: { account: 'demo' } })],
];
const newNotice = (seen: Map<string, Data>) => seen.get('POST /api/v1/admin/notices')!.notice.id as number;
const catalogue = (seen: Map<string, Data>) => seen.get('GET /api/v1/shop/items')!.items as Array<Data>;
const buyable = (seen: Map<string, Data>) => catalogue(seen).find((i) => i.available && i.kind === 'item' && i.currency === 'nx_credit' && i.price < 5000)!.id;
const wearable = (seen: Map<string, Data>) => catalogue(seen).find((i) => i.slot)!.id;

describe('umi mocks answer the contract', () => {
  it('every mocked endpoint is listed with its response schema', () => {
    expect(Object.keys(mocks).sort()).toEqual(steps.map(([key]) => key).sort());
  });

  it('every mocked endpoint answers 200 with its schema on the demo dataset', async () => {
    const seen = new Map<string, Data>();
    for (const [key, schema, request] of steps) {
      const answer = await callMock(mocks, key, await request(seen));
      expect(answer.status, key).toBe(200);
      if (schema === 'svg') {
        expect(String(answer.raw), key).toMatch(/^<svg /);
        continue;
      }
      if (schema === 'csv') {
        expect(answer.headers['content-type'], key).toMatch(/^text\/csv/);
        seen.set(key, { lines: String(answer.raw).trimEnd().split('\r\n') });
        continue;
      }
      expectShape(Envelope(schema), answer.body, key);
      seen.set(key, (answer.body as Data).data);
    }
    // The state a screen needs: the purchase and the gift lowered demo01's NX and show in My orders.
    const balance = seen.get('POST /api/v1/shop/gift')!.balance;
    expect(balance.nxCredit).toBeLessThan(DEMO_ACCOUNT.currencies.nxCredit);
    expect(seen.get('GET /api/v1/shop/orders')!.total).toBe(2);
    // The console: demo01 is found, each of the six actions left an audit row, the CSV holds them under its header.
    expect(seen.get('GET /api/v1/admin/accounts')!.items.map((r: Data) => r.name)).toContain(DEMO_ACCOUNT.username);
    expect(seen.get('GET /api/v1/admin/accounts/:id')!.currencies).toEqual(DEMO_ACCOUNT.currencies);
    expect(seen.get('GET /api/v1/admin/audit')!.total).toBe(6);
    const csv = seen.get('GET /api/v1/admin/audit.csv')!.lines as string[];
    expect(csv[0]).toMatch(/^id,at,operator,/);
    expect(csv).toHaveLength(7);
    // Notices: the written draft was edited, published, taken back, scheduled for tomorrow, then deleted.
    expect(seen.get('POST /api/v1/admin/notices/preview')!.zh).toEqual({ title: 'Preview', summary: 'Hi', body: '<p>Hi</p>' });
    expect(seen.get('POST /api/v1/admin/notices/:id/publish')!.notice).toMatchObject({ state: 'published', titleEn: 'New guide', pinned: true });
    expect(seen.get('POST /api/v1/admin/notices/:id/schedule')!.notice.state).toBe('scheduled');
  }, 60_000);

  it("the console's mocks show the server's refusals: a player (403), no token (401), a password to give again", async () => {
    const player = await loginHeaders(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const refused = await callMock(mocks, 'GET /api/v1/admin/accounts', { headers: player });
    expect([refused.status, (refused.body as Data).code]).toEqual([403, ErrorCode.ADMIN_ONLY]);
    const anonymous = await callMock(mocks, 'GET /api/v1/admin/session', {});
    expect(anonymous.status).toBe(401);
    // gmadmin's password counts as old: its action asks for it, and runs once it is given.
    const gm = await loginHeaders('gmadmin', 'admin123');
    const unban = { headers: gm, params: { id: '3' }, body: {} };
    const asked = await callMock(mocks, 'POST /api/v1/admin/accounts/:id/unban', unban);
    expect([asked.status, (asked.body as Data).code]).toEqual([403, ErrorCode.ADMIN_REAUTH_NEEDED]);
    expect((await callMock(mocks, 'POST /api/v1/admin/reauth', { headers: gm, body: { password: 'admin123' } })).status).toBe(200);
    expect((await callMock(mocks, 'POST /api/v1/admin/accounts/:id/unban', unban)).status).toBe(200);
  });
});
