/**
 * Runtime constants of the API contract that the web app needs (error codes, the
 * status text). Kept here, with no imports, so a web bundle never pulls TypeBox in:
 * the web imports only TYPES from config/contract/*; the contract files re-export these.
 */

/**
 * Non-zero codes. The HTTP status goes with the code; the message is the
 * translation of `errors.<key>` (or a more specific server.* key) in the
 * caller's Accept-Language.
 */
export const ErrorCode = {
  VALIDATION: 40000,
  INVALID_INPUT: 40001,
  HUMAN_CHECK_FAILED: 40002,
  EMAIL_CODE_INVALID: 40003,
  UNAUTHORIZED: 40100,
  LOGIN_FAILED: 40101,
  TOKEN_INVALID: 40102,
  REFRESH_INVALID: 40103,
  /** The access token is of an older session generation: the password was changed or reset since. */
  SESSION_ENDED: 40104,
  PERMISSION_DENIED: 40300,
  /** Login (or a vote for an account) refused: the account is banned or temporarily banned; the message says why / until when. */
  ACCOUNT_BANNED: 40301,
  /**
   * The caller's own account is banned (accounts.banned) or temporarily banned (accounts.tempban
   * in the future): any request made with its token, and its refresh. The session is over; the
   * message says why / until when. The web app logs out on it.
   */
  SESSION_BANNED: 40302,
  /** An operator endpoint (/api/v1/admin/*) called by an account that is not an operator. */
  ADMIN_ONLY: 40303,
  /**
   * An operator action that changes value or accounts, asked more than 15 minutes after the
   * operator's login or last re-authentication: POST /api/v1/admin/reauth {password}, then retry.
   */
  ADMIN_REAUTH_NEEDED: 40304,
  NOT_FOUND: 40400,
  ALREADY_EXISTS: 40900,
  /** Web shop: the entry cannot be bought now (not for sale, out of stock, sale not started or ended, not giftable). */
  SHOP_UNAVAILABLE: 40902,
  /** Web shop: the per-account limit of the entry is reached. */
  SHOP_LIMIT_REACHED: 40903,
  /** Web shop: not enough of the entry's currency. */
  SHOP_NOT_ENOUGH: 40904,
  /** Web shop: the account is in game; the game holds its balance until the player logs out. */
  SHOP_IN_GAME: 40905,
  /** Web shop: gift refused for the receiver (unknown character or a wrong birthday; the answer never says which; field "receiver"). */
  SHOP_GIFT_REFUSED: 40906,
  /** Web shop: the dressing room is full. */
  SHOP_DRESSING_ROOM_FULL: 40907,
  /** Web shop: the idempotency key was already used for another request. */
  SHOP_KEY_REUSED: 40908,
  /**
   * The account was unlocked on the site and the game has not logged it in since: no value
   * moves (purchase, gift, check-in) until the player logs in to the game once.
   */
  GAME_LOGIN_NEEDED: 40909,
  /** An operator's debit refused: the account is in game, and the game holds its balance until it logs out. */
  ACCOUNT_IN_GAME: 40910,
  /** An operator's debit refused: it would take the balance below zero. */
  BALANCE_TOO_LOW: 40911,
  /** Console, cards: the card was redeemed already, so it cannot be voided. */
  CARD_USED: 40930,
  /** Console, cards: the card is void already. */
  CARD_VOID: 40931,
  /** Console rewards: the last invite milestone cannot be removed (change it instead). */
  REWARD_LAST_MILESTONE: 40935,
  /** Notices (console and `npm run notice`): a notice needs a title and a body in at least one language. */
  NOTICE_INCOMPLETE: 40920,
  /** Notices: a body is longer than the database keeps once sanitized. */
  NOTICE_TOO_LONG: 40921,
  /** Notices: a schedule time that is not in the future. */
  NOTICE_SCHEDULE_PAST: 40922,
  /** Notices: publish or schedule asked for a notice players already see (unpublish it first to schedule it). */
  NOTICE_ALREADY_PUBLISHED: 40923,
  /** Notices: unpublish asked for a draft (players do not see it already). */
  NOTICE_NOT_PUBLISHED: 40924,
  /** Operator console, shop: the entry no longer has the price, currency or stock the operator was looking at (reload, then change it). */
  ADMIN_SHOP_CHANGED: 40925,
  /** Operator console, shop: the game cannot deliver that item (no cash-shop serial number for it in the game data). */
  ADMIN_SHOP_UNDELIVERABLE: 40926,
  UNPROCESSABLE: 42200,
  TOO_MANY_REQUESTS: 42900,
  SERVER_ERROR: 50000,
  /** The database (or another service the answer needs) cannot be reached right now; retry later. */
  SERVICE_UNAVAILABLE: 50300,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Status text: '正常' when the game's login server answers (isOnline = status === '正常'). */
export const GAME_STATUS_ONLINE_TEXT = '正常';
