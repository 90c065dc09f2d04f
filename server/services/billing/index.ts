/**
 * Game-time billing: the balance in days, the ledger, cards, operator actions and the
 * daily charge, one concern a file:
 *   - ./ledger.ts: every change is a ledger row, moved with the balance in one transaction;
 *   - ./subscription.ts: the summary, the subscription derived from the ledger, the history;
 *   - ./cards.ts: redeeming a card, exactly once whatever the concurrency;
 *   - ./operator.ts: creating, listing and voiding cards, adjusting a balance (the CLI, the console);
 *   - ./charge.ts: the daily charge of every game day played above the free trial level, and an
 *     operator's audited run of one day with its dry run.
 * Invite reward days go through the same ledger (unique ref 'invite:<claimId>',
 * server/services/invites.ts). Game days and database times come from server/db/time.ts,
 * driver errors and the lock-conflict retry from server/db/errors.ts.
 */
export { addLedgerRow, balanceOf, ledgerMismatches, type Executor, type LedgerEntry } from './ledger';
export { billingHistory, billingSummary, deriveSubscription, planOf, type BillingSettings } from './subscription';
export { checkCardCode, normalizeCardCode, redeemCard } from './cards';
export {
  addAdjustment,
  adjustBalance,
  cardsCsv,
  generateCardBatch,
  generateCards,
  listCards,
  voidCard,
  voidCardByOperator,
  CARD_CSV_HEADER,
  type CardBatch,
  type CardRecord,
  type VoidRefusal,
} from './operator';
export {
  chargeDay,
  chargeRecentDays,
  dailyChargeRound,
  previewDailyCharge,
  runDailyCharge,
  CHARGE_LIST_MAX,
  DAILY_CHARGE_LEASE,
  DAILY_CHARGE_LEASE_SECONDS,
  type ChargedAccount,
  type DailyChargeResult,
} from './charge';
