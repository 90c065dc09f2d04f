/**
 * umi mock of game-time billing and invites (config/contract/billing.ts, invites.ts) for
 * `npm run dev` without a server. Same rules and messages as the server, state in memory:
 *
 *   GET  /api/v1/billing/summary, /history (type, from, to, page, size), POST /redeem
 *   GET  /api/v1/invites, /invitees, /rewards, /claims; POST /apply, /claim, /sync
 *
 * Every route needs `Authorization: Bearer <anything>` (the auth mock's tokens); "Bearer
 * expired" answers 401. Cards to try: MAPX-WEEK-CARD-2345 (7 days, once),
 * MAPX-MNTH-CARD-3456 (30 days), MAPX-XPRD-CARD-4567 (expired); any other well-formed
 * code is unknown. Applying for an invite code works once (then refused with the next
 * date); sync has a 60 s cooldown.
 */
import { ErrorCode } from '../config/contract/envelope';
import { translate, toLang, type Lang } from '../locales';
import { site } from '../config/site';
import { INVITE_APPLY_EVERY_DAYS, INVITE_APPLY_LEVEL } from '../config/rules';
import { deriveSubscription, normalizeCardCode } from '../server/services/billing';
import type { InviteRewardType } from '../config/contract/invites';
import { DEMO_CARD_DAYS, DEMO_CARDS, DEMO_CLAIMS, DEMO_INVITE_CODE, demoInviteeCode, demoLedger } from '../server/seed/demo-data';

const DAY = 86_400_000;
const langOf = (req: any): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10); // the demo game clock (UTC+8)

function ok(res: any, data: unknown) {
  res.status(200).json({ code: 0, message: 'ok', data });
}
function fail(req: any, res: any, status: number, code: number, key: string, values?: Record<string, string | number>) {
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null });
}
function authed(req: any, res: any): boolean {
  const header = String(req.headers?.authorization ?? '');
  if (!header.startsWith('Bearer ') || header === 'Bearer ' || header === 'Bearer expired') {
    fail(req, res, 401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized');
    return false;
  }
  return true;
}
const intOf = (v: unknown, def: number, min: number, max: number): number | null => {
  if (v === undefined || v === '') return def;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/* ------------------------------------------------------------ state */

interface Row { id: number; type: 'DAILY_CHARGE' | 'RECHARGE' | 'ADJUSTMENT'; days: number; balanceAfter: number; createdAt: string; date: string; source: string; note: string | null }
const now0 = Date.now();
/** demo01's ledger, its recharge cards and the demo cards (the console's mock, mock/admin-billing.ts, shares them). */
export const ledger: Row[] = [];
export function push(type: Row['type'], days: number, ago: number, source: string, note: string | null) {
  const balance = (ledger[ledger.length - 1]?.balanceAfter ?? 0) + days;
  const at = now0 - ago * DAY;
  ledger.push({ id: ledger.length + 1, type, days, balanceAfter: balance, createdAt: iso(at), date: dayOf(at), source, note });
}
export const usedCards = { month: 'Q7RT-ZK4M-8WHN-P2XC', week: 'H3NV-6TYA-9KDS-E5MB' };
const inviteDays = site.inviteRewards.inviter.find((m) => m.milestone === 'level70')?.amount ?? null;
for (const e of demoLedger(inviteDays)) push(e.type, e.days, e.daysAgo, e.source, e.card ? usedCards[e.card] : e.note);
export const cards: Record<string, { days: number; used: boolean; expired: boolean }> = Object.fromEntries(
  Object.values(DEMO_CARDS).map((code) => [code, { days: DEMO_CARD_DAYS[code], used: false, expired: code === DEMO_CARDS.expired }]),
);

export function summary() {
  const today = dayOf(Date.now());
  const rows = ledger.map((r) => ({ type: r.type, days: r.days, balance_after: r.balanceAfter, day: r.date, source: r.source }));
  const charges = ledger.filter((r) => r.type === 'DAILY_CHARGE').map((r) => r.date);
  const last = charges.length ? charges[charges.length - 1] : null;
  return {
    balanceDays: ledger[ledger.length - 1]?.balanceAfter ?? 0,
    subscription: deriveSubscription(rows, today, last === today),
    freeTrialLevel: site.freeTrialLevel,
    inTrial: false,
    today,
    chargedToday: last === today,
    lastChargeDate: last,
    historyTotal: ledger.length,
  };
}

/** demo01's invitees (the console's mock, mock/admin.ts, counts them too). */
export const invitees = [
  { inviteeId: 2101, username: 'kiramoon', level: 131, characters: 3, ago: 58 },
  { inviteeId: 2102, username: 'lunaleaf', level: 84, characters: 2, ago: 57 },
  { inviteeId: 2103, username: 'zanstar', level: 57, characters: 1, ago: 56 },
  { inviteeId: 2104, username: 'rorobean', level: 23, characters: 1, ago: 55 },
  { inviteeId: 2105, username: 'newsnail', level: 7, characters: 1, ago: 54 },
].map((i, index) => ({ ...i, code: demoInviteeCode(index) }));
const codes = [
  ...invitees.map((i) => ({ code: i.code, source: 'apply', createdAt: iso(now0 - (i.ago + 2) * DAY), used: true, usedAt: iso(now0 - i.ago * DAY), usedBy: i.username })),
  { code: DEMO_INVITE_CODE, source: 'apply', createdAt: iso(now0 - 5 * DAY), used: false, usedAt: null as string | null, usedBy: null as string | null },
];
const claimed = new Map<string, { id: number; claimedAt: string; delivery: 'direct' | 'queued' | 'ledger' | 'operator' }>(
  DEMO_CLAIMS.map((c, i) => [`${invitees[0].inviteeId}:${c.milestone}`, { id: i + 1, claimedAt: iso(now0 - (20 - i) * DAY), delivery: c.delivery }]),
);
let lastApply = now0 - 50 * DAY;
let lastSync = 0;
const milestones = site.inviteRewards.inviter.map((m) => ({ milestone: m.milestone, level: m.level, type: m.type as InviteRewardType, amount: m.amount }));
const available = () =>
  invitees.flatMap((i) => milestones.filter((m) => i.level >= m.level && !claimed.has(`${i.inviteeId}:${m.milestone}`)).map((m) => ({ inviteeId: i.inviteeId, username: i.username, ...m })));
const codeRow = (c: (typeof codes)[number]) => ({ ...c, link: `/auth/register?invite=${c.code}`, expiresAt: null });

/* ------------------------------------------------------------ routes */

export default {
  'GET /api/v1/billing/summary': (req: any, res: any) => {
    if (!authed(req, res)) return;
    ok(res, summary());
  },

  'GET /api/v1/billing/history': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const q = req.query ?? {};
    const page = intOf(q.page, 1, 1, 100000);
    const size = intOf(q.size, 10, 1, 100);
    const date = /^\d{4}-\d{2}-\d{2}$/;
    if (page === null || size === null || (q.type && !['DAILY_CHARGE', 'RECHARGE', 'ADJUSTMENT'].includes(q.type)) || (q.from && !date.test(q.from)) || (q.to && !date.test(q.to))) {
      return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    }
    const rows = ledger
      .filter((r) => (!q.type || r.type === q.type) && (!q.from || r.date >= q.from) && (!q.to || r.date <= q.to))
      .slice()
      .reverse();
    ok(res, { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
  },

  'POST /api/v1/billing/redeem': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const input = String(req.body?.cardCode ?? '');
    if (!input.trim()) return fail(req, res, 400, ErrorCode.VALIDATION, 'billing.redeem.empty');
    const code = normalizeCardCode(input);
    if (!code) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'billing.redeem.badFormat');
    const card = cards[code];
    if (!card) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'billing.redeem.notFound');
    if (card.used) return fail(req, res, 409, ErrorCode.ALREADY_EXISTS, 'billing.redeem.used');
    if (card.expired) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'billing.redeem.expired');
    card.used = true;
    push('RECHARGE', card.days, 0, 'card', code);
    const s = summary();
    ok(res, { code, days: card.days, balanceDays: s.balanceDays, subscription: s.subscription });
  },

  'GET /api/v1/invites': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const next = lastApply + INVITE_APPLY_EVERY_DAYS * DAY;
    const waiting = next > Date.now();
    const invited = invitees.length;
    const unused = codes.filter((c) => !c.used).length;
    const syncNext = lastSync + site.invites.syncCooldownSeconds * 1000;
    ok(res, {
      codes: codes.slice().reverse().map(codeRow),
      totalInvited: invited,
      maxInvites: site.invites.maxInvites,
      remaining: Math.max(0, site.invites.maxInvites - invited),
      apply: {
        requiredLevel: INVITE_APPLY_LEVEL,
        everyDays: INVITE_APPLY_EVERY_DAYS,
        bestLevel: 200,
        bestCharacterId: 1,
        canApply: !waiting && invited + unused < site.invites.maxInvites,
        lastAppliedAt: iso(lastApply),
        nextApplyAt: waiting ? iso(next) : null,
      },
      availableRewards: available().length,
      lastSyncAt: lastSync ? iso(lastSync) : null,
      nextSyncAt: syncNext > Date.now() ? iso(syncNext) : null,
    });
  },

  'POST /api/v1/invites/apply': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const characterId = Number(req.body?.characterId);
    if (!Number.isInteger(characterId) || characterId < 1) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    if (characterId === 4) return fail(req, res, 403, ErrorCode.PERMISSION_DENIED, 'billing.invites.levelTooLow', { level: INVITE_APPLY_LEVEL });
    const next = lastApply + INVITE_APPLY_EVERY_DAYS * DAY;
    if (next > Date.now()) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'billing.invites.applyTooSoon', { days: INVITE_APPLY_EVERY_DAYS, date: dayOf(next) });
    lastApply = Date.now();
    const code = { code: `MOCK${Math.random().toString(36).slice(2, 8).toUpperCase()}`, source: 'apply', createdAt: iso(lastApply), used: false, usedAt: null, usedBy: null };
    codes.push(code);
    ok(res, codeRow(code));
  },

  'GET /api/v1/invites/invitees': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const page = intOf(req.query?.page, 1, 1, 100000);
    const size = intOf(req.query?.size, 10, 1, 100);
    if (page === null || size === null) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    const items = invitees.map((i) => ({
      inviteeId: i.inviteeId,
      username: i.username,
      registeredAt: iso(now0 - i.ago * DAY),
      lastActiveAt: iso(now0 - DAY),
      maxLevel: i.level,
      characters: i.characters,
      invitedAt: iso(now0 - i.ago * DAY),
      code: i.code,
      syncedAt: iso(lastSync || now0 - 2 * DAY),
    }));
    ok(res, { items: items.slice((page - 1) * size, page * size), total: items.length, page, size });
  },

  'GET /api/v1/invites/rewards': (req: any, res: any) => {
    if (!authed(req, res)) return;
    ok(res, { milestones, available: available() });
  },

  'GET /api/v1/invites/claims': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const page = intOf(req.query?.page, 1, 1, 100000);
    const size = intOf(req.query?.size, 10, 1, 100);
    if (page === null || size === null) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    const items = [...claimed.entries()]
      .map(([key, c]) => {
        const [id, milestone] = key.split(':');
        const m = milestones.find((x) => x.milestone === milestone)!;
        const who = invitees.find((i) => String(i.inviteeId) === id)!;
        return { id: c.id, inviteeId: who.inviteeId, username: who.username, milestone, type: m.type, amount: m.amount, delivery: c.delivery, claimedAt: c.claimedAt };
      })
      .sort((a, b) => b.id - a.id);
    ok(res, { items: items.slice((page - 1) * size, page * size), total: items.length, page, size });
  },

  'POST /api/v1/invites/claim': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const inviteeId = Number(req.body?.inviteeId);
    const milestone = String(req.body?.milestone ?? '');
    if (!Number.isInteger(inviteeId) || inviteeId < 1 || !/^[a-z0-9_]{1,16}$/.test(milestone)) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation');
    const m = milestones.find((x) => x.milestone === milestone);
    if (!m) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'billing.invites.unknownMilestone');
    const who = invitees.find((i) => i.inviteeId === inviteeId);
    if (!who) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'billing.invites.notYourInvitee');
    const key = `${inviteeId}:${milestone}`;
    if (claimed.has(key)) return fail(req, res, 409, ErrorCode.ALREADY_EXISTS, 'billing.invites.alreadyClaimed');
    if (who.level < m.level) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'billing.invites.notReached', { level: m.level });
    const delivery = m.type === 'game_time_days' ? 'ledger' : m.type === 'custom' ? 'operator' : 'direct';
    const entry = { id: claimed.size + 1, claimedAt: iso(Date.now()), delivery: delivery as 'direct' | 'ledger' | 'operator' };
    claimed.set(key, entry);
    if (m.type === 'game_time_days') push('ADJUSTMENT', m.amount, 0, 'invite', `${who.username} ${m.milestone}`);
    ok(res, { id: entry.id, inviteeId, username: who.username, milestone, type: m.type, amount: m.amount, delivery, claimedAt: entry.claimedAt });
  },

  'POST /api/v1/invites/sync': (req: any, res: any) => {
    if (!authed(req, res)) return;
    const wait = lastSync + site.invites.syncCooldownSeconds * 1000 - Date.now();
    if (wait > 0) return fail(req, res, 429, ErrorCode.TOO_MANY_REQUESTS, 'billing.invites.syncTooFrequent', { seconds: Math.ceil(wait / 1000) });
    lastSync = Date.now();
    ok(res, { synced: invitees.length, syncedAt: iso(lastSync), nextSyncAt: iso(lastSync + site.invites.syncCooldownSeconds * 1000), availableRewards: available().length });
  },
};
