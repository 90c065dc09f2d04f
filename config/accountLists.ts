/**
 * The value lists of the profile's contracts (config/contract/billing.ts, invites.ts,
 * profile.ts) that the web app needs at run time. Kept here, with no imports, like
 * config/codes.ts: the contract files import TypeBox, which a web bundle must not load
 * (it was 9 KB gzip on every tab of /profile). The contract files re-export these.
 */

export const BILLING_LEDGER_TYPES = ['DAILY_CHARGE', 'RECHARGE', 'ADJUSTMENT'] as const;
export const BILLING_PLANS = ['WEEK', 'MONTH', 'YEAR', 'CUSTOM'] as const;
export const BILLING_STATUSES = ['active', 'inactive', 'expired', 'cancelled'] as const;
/** Where a ledger row came from: the daily charge, a card, an invite reward, an operator, the demo seed. */
export const BILLING_SOURCES = ['daily', 'card', 'invite', 'operator', 'demo'] as const;

export const INVITE_REWARD_TYPES = ['reward_points', 'game_time_days', 'vote_points', 'custom'] as const;
/** How a claimed reward was delivered: to the offline account, queued until the player leaves the game, into the billing ledger, or left to an operator. */
export const INVITE_DELIVERIES = ['direct', 'queued', 'ledger', 'operator'] as const;

export const INVENTORY_TABS = ['equip', 'use', 'setup', 'etc', 'cash'] as const;
