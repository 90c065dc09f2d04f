/**
 * Operator console, Cards and billing screen (tag `admin`; an operator's Bearer token: 401
 * without one, 403 ADMIN_ONLY for a player, as every /api/v1/admin path).
 *
 * | Method and path                                      | Input                   | data                | Password within 15 min |
 * |------------------------------------------------------|-------------------------|---------------------|------------------------|
 * | GET    /api/v1/admin/billing/cards                   | AdminCardsQuery         | AdminCardsPage      | no                     |
 * | POST   /api/v1/admin/billing/cards                   | AdminGenerateCardsBody  | AdminCardBatch      | yes                    |
 * | POST   /api/v1/admin/billing/cards/{code}/void       | AdminCardVoidBody       | AdminCardVoided     | yes                    |
 * | GET    /api/v1/admin/billing/accounts/{id}/ledger    | BillingHistoryQuery     | AdminAccountLedger  | no                     |
 * | GET    /api/v1/admin/billing/charge                  | AdminChargeQuery        | AdminChargePreview  | no                     |
 * | POST   /api/v1/admin/billing/charge                  | AdminChargeBody         | AdminChargeRun      | yes                    |
 *
 * Generating answers the new codes and their CSV once (the list shows each card later, by
 * its state). A card's state: 'unused' (redeemable), 'used' (by whom and when), 'expired'
 * (not used before its expiry), 'void'. Voiding a used card is refused (409 CARD_USED), a
 * void one too (409 CARD_VOID). The charge of a game day takes one day from every account
 * that played it above the free trial level and was not charged for it yet: GET is the dry
 * run (who, nothing written), POST the run; running a day again charges nobody twice.
 * Generating, voiding and charging write one audit row each (before -> after; a batch's
 * row holds its count, days, expiry and name, never the codes). Times are ISO 8601 UTC;
 * days are game days 'YYYY-MM-DD' (GAME_TIMEZONE).
 */
import { Type, type Static } from '@sinclair/typebox';
import { AdminReason, Paged, PagingQuery } from './admin';
import { BillingHistory, BillingPlanSchema, BillingSummary, GameDay } from './billing';

const NullableIso = Type.Union([Type.String(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** How many cards one generation makes at most. */
export const ADMIN_CARDS_MAX_COUNT = 1000;
/** A batch name: 1-32 characters, not only spaces, no control or bidirectional-override characters. */
const BatchName = Type.String({ minLength: 1, maxLength: 32, pattern: '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]+$' });

export const ADMIN_CARD_STATES = ['unused', 'used', 'expired', 'void'] as const;
export type AdminCardState = (typeof ADMIN_CARD_STATES)[number];
export const ADMIN_CARD_SORTS = ['createdAt', 'usedAt', 'days'] as const;

export const AdminCardsQuery = Type.Object({
  state: Type.Optional(Type.Union(ADMIN_CARD_STATES.map((s) => Type.Literal(s)))),
  /** The start of a code (dashes optional) or of a batch name. */
  q: Type.Optional(Type.String({ maxLength: 32 })),
  ...PagingQuery,
  sort: Type.Optional(Type.Union(ADMIN_CARD_SORTS.map((s) => Type.Literal(s)), { default: 'createdAt' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
});
export type AdminCardsQuery = Static<typeof AdminCardsQuery>;

export const AdminCardRow = Type.Object({
  id: Type.Integer(),
  /** XXXX-XXXX-XXXX-XXXX; its days, and the plan those days are; the batch name and note it was made with. */
  code: Type.String(),
  ...{ days: Type.Integer(), plan: BillingPlanSchema, batch: NullableString, note: NullableString },
  state: Type.Union(ADMIN_CARD_STATES.map((s) => Type.Literal(s))),
  createdAt: NullableIso,
  /** The card cannot be redeemed from this moment (null: never expires). */
  expiresAt: NullableIso,
  usedAt: NullableIso,
  usedBy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  voidedAt: NullableIso,
});
export type AdminCardRow = Static<typeof AdminCardRow>;

export const AdminCardsPage = Paged(AdminCardRow);
export type AdminCardsPage = Static<typeof AdminCardsPage>;

export const AdminGenerateCardsBody = Type.Object({
  /** WEEK, MONTH and YEAR are cards of the site's plan days; CUSTOM takes `days`. */
  plan: BillingPlanSchema,
  /** Days of a CUSTOM card (1-3650); for another plan, absent or the plan's days. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  count: Type.Integer({ minimum: 1, maximum: ADMIN_CARDS_MAX_COUNT }),
  /** The last game day a card can be redeemed (it expires at the end of it); absent: never expires. */
  expiresOn: Type.Optional(GameDay),
  batch: BatchName,
  note: Type.Optional(AdminReason),
});
export type AdminGenerateCardsBody = Static<typeof AdminGenerateCardsBody>;

export const AdminCardBatch = Type.Object({
  /** What was made: the batch name, each card's plan and days, how many, until when. */
  ...{ batch: Type.String(), plan: BillingPlanSchema, days: Type.Integer(), count: Type.Integer(), expiresAt: NullableIso },
  /** The new codes: shown once, here. */
  codes: Type.Array(Type.String()),
  /** The same cards as CSV (code,days,expires_at_utc,batch), formula-safe cells. */
  csv: Type.String(),
  auditId: Type.Integer(),
});
export type AdminCardBatch = Static<typeof AdminCardBatch>;

export const AdminCardParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 24 }) });
export type AdminCardParams = Static<typeof AdminCardParams>;
export const AdminCardVoidBody = Type.Object({ reason: Type.Optional(AdminReason) });
export type AdminCardVoidBody = Static<typeof AdminCardVoidBody>;
export const AdminCardVoided = Type.Object({ card: AdminCardRow, auditId: Type.Integer() });
export type AdminCardVoided = Static<typeof AdminCardVoided>;

export const AdminLedgerParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type AdminLedgerParams = Static<typeof AdminLedgerParams>;
export const AdminAccountLedger = Type.Object({
  account: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** What the player's own billing page shows: balance, subscription, free trial. */
  summary: BillingSummary,
  /** The ledger's rows, newest first, each with the balance after it. */
  history: BillingHistory,
});
export type AdminAccountLedger = Static<typeof AdminAccountLedger>;

export const AdminChargeQuery = Type.Object({ day: GameDay });
export type AdminChargeQuery = Static<typeof AdminChargeQuery>;
export const AdminChargeBody = Type.Object({ day: GameDay, reason: Type.Optional(AdminReason) });
export type AdminChargeBody = Static<typeof AdminChargeBody>;

/** An account the charge takes one day from, with its balance (before the charge in a preview, after it in a run). */
const ChargedAccount = Type.Object({ id: Type.Integer(), name: Type.String(), balanceDays: Type.Integer() });

export const AdminChargePreview = Type.Object({
  day: GameDay,
  /** Today in the game's timezone. */
  today: GameDay,
  /** Accounts the day has charged already (a run leaves them alone). */
  alreadyCharged: Type.Integer(),
  /** Accounts a run now would charge, one day each. */
  count: Type.Integer(),
  /** The first 200 of them. */
  accounts: Type.Array(ChargedAccount),
});
export type AdminChargePreview = Static<typeof AdminChargePreview>;

export const AdminChargeRun = Type.Object({
  day: GameDay,
  /** Accounts this run charged, one day each. */
  charged: Type.Integer(),
  alreadyCharged: Type.Integer(),
  /** The first 200 of them. */
  accounts: Type.Array(ChargedAccount),
  auditId: Type.Integer(),
});
export type AdminChargeRun = Static<typeof AdminChargeRun>;
