/**
 * Game-time billing: the balance in days, the ledger, cards, operator actions and the
 * daily charge, one concern a file:
 *   - ./ledger.ts: every change is a ledger row, moved with the balance in one transaction;
 *   - ./subscription.ts: the summary, the subscription derived from the ledger, the history;
 *   - ./cards.ts: redeeming a card, exactly once whatever the concurrency;
 *   - ./operator.ts: creating, listing and voiding cards, adjusting a balance (the CLI, the console);
 *   - ./charge.ts: the daily charge of every game day played above the free trial level.
 * Invite reward days go through the same ledger (unique ref 'invite:<claimId>',
 * server/services/invites.ts). Game days and database times come from server/db/time.ts,
 * driver errors and the lock-conflict retry from server/db/errors.ts.
 */
export { addLedgerRow, balanceOf, ledgerMismatches, type Executor, type LedgerEntry } from './ledger';
export { billingHistory, billingSummary, deriveSubscription, planOf, type BillingSettings } from './subscription';
export { checkCardCode, normalizeCardCode, redeemCard } from './cards';
export { addAdjustment, adjustBalance, generateCards, listCards, voidCard, type CardRecord } from './operator';
export { chargeRecentDays, dailyChargeRound, runDailyCharge, DAILY_CHARGE_LEASE, DAILY_CHARGE_LEASE_SECONDS, type DailyChargeResult } from './charge';
