/**
 * Game-time billing contract. Login required on every route (Bearer access token).
 *
 * | Method and path                 | Body / query          | data              |
 * |---------------------------------|-----------------------|-------------------|
 * | GET  /api/v1/billing/summary    | -                     | BillingSummary    |
 * | GET  /api/v1/billing/history    | BillingHistoryQuery   | BillingHistory    |
 * | POST /api/v1/billing/redeem     | RedeemBody {cardCode} | RedeemAnswer      |
 *
 * The balance is a number of game days and always equals the sum of the account's
 * ledger rows (web_billing_ledger): DAILY_CHARGE (-1, once per account and game day it
 * played with a character above the free-trial level), RECHARGE (+days of a redeemed
 * card), ADJUSTMENT (+/- by an operator, or game days earned by inviting).
 *
 * Subscription, derived from the ledger:
 * - a positive row that lifts the balance from 0 or below starts a subscription
 *   (`count` counts them); rows while the balance stays above 0 extend it;
 * - `plan`: the days of the latest card redeemed in the current subscription: 7 WEEK,
 *   30 MONTH, 365 YEAR, anything else (or no card: game days from invites, adjustments)
 *   CUSTOM; null before the first subscription;
 * - `startDate`: the game day the current subscription started; `endDate`: the game day
 *   the balance runs out if the player plays every day from today (today + remaining - 1);
 *   `remainingDays`: the balance (0 when at or below 0); `totalDays`: days added since the
 *   subscription started;
 * - `status`: `active` balance above 0; `inactive` never subscribed; `cancelled` the
 *   balance was brought to 0 or below by an operator adjustment; `expired` used up by play.
 *
 * Redemption refusals (translated): empty code 400 VALIDATION, bad format 400
 * INVALID_INPUT, unknown or voided card 404 NOT_FOUND, already used 409 ALREADY_EXISTS,
 * expired 422 UNPROCESSABLE, too many attempts 429 (per account and per IP).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BILLING_LEDGER_TYPES, BILLING_PLANS, BILLING_SOURCES, BILLING_STATUSES } from '../accountLists';
import { BILLING_CODE_MAX_LENGTH, BILLING_HISTORY_DEFAULT_SIZE, BILLING_HISTORY_MAX_SIZE } from '../rules';

export { BILLING_LEDGER_TYPES, BILLING_PLANS, BILLING_SOURCES, BILLING_STATUSES };
export type BillingLedgerType = (typeof BILLING_LEDGER_TYPES)[number];
export type BillingPlan = (typeof BILLING_PLANS)[number];
export type BillingStatus = (typeof BILLING_STATUSES)[number];

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/** A game day 'YYYY-MM-DD'. */
export const GameDay = Type.String({ pattern: DATE, minLength: 10, maxLength: 10 });

export const BillingLedgerTypeSchema = Type.Union(BILLING_LEDGER_TYPES.map((t) => Type.Literal(t)));
export const BillingPlanSchema = Type.Union(BILLING_PLANS.map((p) => Type.Literal(p)));
export const BillingStatusSchema = Type.Union(BILLING_STATUSES.map((s) => Type.Literal(s)));

export const Subscription = Type.Object({
  plan: Type.Union([BillingPlanSchema, Type.Null()]),
  status: BillingStatusSchema,
  startDate: Type.Union([GameDay, Type.Null()]),
  endDate: Type.Union([GameDay, Type.Null()]),
  remainingDays: Type.Integer({ minimum: 0 }),
  totalDays: Type.Integer({ minimum: 0 }),
  /** Subscriptions started so far. */
  count: Type.Integer({ minimum: 0 }),
});
export type Subscription = Static<typeof Subscription>;

export const BillingSummary = Type.Object({
  /** Sum of the ledger; below 0 when days were played without balance. */
  balanceDays: Type.Integer(),
  subscription: Subscription,
  /** Characters up to this level play free. */
  freeTrialLevel: Type.Integer({ minimum: 0 }),
  /** No character above the free-trial level yet: nothing is charged. */
  inTrial: Type.Boolean(),
  /** Today in the game's timezone. */
  today: GameDay,
  chargedToday: Type.Boolean(),
  lastChargeDate: Type.Union([GameDay, Type.Null()]),
  /** Rows of the whole ledger history (no filter): the history's first page shows up to a page of them. */
  historyTotal: Type.Integer({ minimum: 0 }),
});
export type BillingSummary = Static<typeof BillingSummary>;

export const BillingHistoryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: BILLING_HISTORY_MAX_SIZE, default: BILLING_HISTORY_DEFAULT_SIZE })),
  /** Only rows of this type. */
  type: Type.Optional(BillingLedgerTypeSchema),
  /** First and last game day (inclusive) of the rows' date. */
  from: Type.Optional(GameDay),
  to: Type.Optional(GameDay),
});
export type BillingHistoryQuery = Static<typeof BillingHistoryQuery>;

export const BillingLedgerRow = Type.Object({
  id: Type.Integer(),
  type: BillingLedgerTypeSchema,
  /** Signed number of days. */
  days: Type.Integer(),
  balanceAfter: Type.Integer(),
  /** When it was written, ISO 8601 UTC. */
  createdAt: Type.String(),
  /** The game day it counts for. */
  date: GameDay,
  source: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
});
export type BillingLedgerRow = Static<typeof BillingLedgerRow>;

export const BillingHistory = Type.Object({
  items: Type.Array(BillingLedgerRow),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type BillingHistory = Static<typeof BillingHistory>;

export const RedeemBody = Type.Object({
  /** XXXX-XXXX-XXXX-XXXX; spaces, lower case and missing dashes are accepted. */
  cardCode: Type.String({ maxLength: BILLING_CODE_MAX_LENGTH }),
});
export type RedeemBody = Static<typeof RedeemBody>;

export const RedeemAnswer = Type.Object({
  code: Type.String(),
  days: Type.Integer({ minimum: 1 }),
  balanceDays: Type.Integer(),
  subscription: Subscription,
});
export type RedeemAnswer = Static<typeof RedeemAnswer>;
