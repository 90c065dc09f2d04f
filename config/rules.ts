/**
 * Rules and timings shared by the web app and the API server.
 * One place: a form, a server validator and a message all read these.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{5,12}$/;
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 12;
/** Passwords are 6-16 printable ASCII everywhere (docs/architecture.md, "Choices"). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const PASSWORD_PATTERN = /^[\x21-\x7e]{6,16}$/;
/** Community inviter code (and invite code) 5-12 letters and digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{5,12}$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_TTL_SECONDS = 600;
export const EMAIL_CODE_RESEND_SECONDS = 60;

/** Tokens. */
export const ACCESS_TOKEN_SKEW_MS = 30_000;
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const EXPIRING_SOON_MS = 5 * 60_000;
export const AUTH_CHECK_INTERVAL_MS = 30_000;
/** Server status: cached 60 s, refreshed every 30 s. */
export const STATUS_CACHE_MS = 60_000;
export const STATUS_REFRESH_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 10_000;

/** Ranking. */
export const RANKING_DEFAULT_PAGE = 1;
export const RANKING_DEFAULT_SIZE = 10;
export const RANKING_MAX_SIZE = 100;

/** Vote rewards. */
export const VOTE_BASE_NX = 5000;
export const VOTE_STREAK_BONUS_NX = 500;
export const VOTE_CAP_NX = 10000;

/** Toasts. */
export const TOAST_DURATION_S = 5;
export const TOAST_ERROR_DURATION_S = 6;
export const TOAST_MAX = 20;

/** Invite codes. */
export const INVITE_APPLY_LEVEL = 200;
export const INVITE_APPLY_EVERY_DAYS = 45;

/** Web shop. */
/** Entries one account keeps in its dressing room. */
export const SHOP_DRESSING_ROOM_CAPACITY = 12;
/** The sender name on the game's gift box for web-shop purchases (the game's `from` column holds 13 characters). */
export const SHOP_GIFT_SENDER = 'Web Shop';
/** Generated invite codes (applied for or bought): 12 symbols of BILLING_CARD_ALPHABET (within INVITE_CODE_PATTERN). */
export const INVITE_CODE_LENGTH = 12;

/**
 * Game-time cards: 16 characters in four groups of four, from an alphabet without the
 * look-alikes 0/O, 1/I/L (31 symbols: about 79 bits of crypto randomness per code).
 */
export const BILLING_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BILLING_CARD_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}){3}$/;
/** Longest text the redeem field accepts (a code with spaces or dashes around it). */
export const BILLING_CODE_MAX_LENGTH = 64;
export const BILLING_HISTORY_DEFAULT_SIZE = 10;
export const BILLING_HISTORY_MAX_SIZE = 100;
export const INVITES_DEFAULT_SIZE = 10;
export const INVITES_MAX_SIZE = 100;

/* Operator console: dashboard and rewards (config/contract/admin-dashboard.ts, admin-rewards.ts). */
/** Days in each dashboard series (game days, today last). */
export const DASHBOARD_DAYS = 30;
/** The dashboard's series, in the order the screen draws them. */
export const DASHBOARD_SERIES = ['registrations', 'logins', 'votes', 'nxSold', 'cardsRedeemed', 'checkins'] as const;
/** Caps of an operator's reward amounts (check-in table and invite milestones). */
export const REWARD_LIMITS = {
  checkinAmount: 1_000_000,
  checkinQuantity: 32_767,
  inviteLevel: 200,
  /** By invite reward type. */
  inviteAmount: { reward_points: 100_000, vote_points: 100_000, game_time_days: 365, custom: 1_000_000 },
} as const;
