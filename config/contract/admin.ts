/**
 * Operator console contract (every path under /api/v1/admin, tagged `admin` in the OpenAPI
 * document). Every operation needs the Bearer token of an operator (an account with
 * accounts.webadmin = 1, or a character at the configured GM level): 401 without a token,
 * 403 ADMIN_ONLY for a player, always the envelope.
 *
 * | Method and path                                    | Input                 | data                  | Password within 15 min |
 * |----------------------------------------------------|-----------------------|-----------------------|------------------------|
 * | GET    /api/v1/admin/session                       | -                     | AdminSession          | no                     |
 * | POST   /api/v1/admin/reauth                        | AdminReauthBody       | AdminReauthAnswer     | (gives it)             |
 * | GET    /api/v1/admin/accounts                      | AdminAccountsQuery    | AdminAccountsPage     | no                     |
 * | GET    /api/v1/admin/accounts/{id}                 | AdminAccountParams    | AdminAccountDetail    | no                     |
 * | POST   /api/v1/admin/accounts/{id}/ban             | AdminBanBody          | AdminAccountChanged   | yes                    |
 * | POST   /api/v1/admin/accounts/{id}/tempban         | AdminTempBanBody      | AdminAccountChanged   | yes                    |
 * | POST   /api/v1/admin/accounts/{id}/unban           | AdminNoteBody         | AdminAccountChanged   | yes                    |
 * | POST   /api/v1/admin/accounts/{id}/unlock          | AdminNoteBody         | AdminAccountChanged   | yes                    |
 * | POST   /api/v1/admin/accounts/{id}/adjust          | AdminAdjustBody       | AdminAdjusted         | yes                    |
 * | POST   /api/v1/admin/accounts/{id}/reset-mail      | AdminResetMailBody    | AdminResetMailSent    | yes                    |
 * | GET    /api/v1/admin/audit                         | AdminAuditQuery       | AdminAuditPage        | no                     |
 * | GET    /api/v1/admin/audit.csv                     | AdminAuditQuery       | text/csv              | no                     |
 *
 * "Password within 15 min": the operator's login, or its last POST /admin/reauth, is at most
 * 15 minutes old; otherwise 403 ADMIN_REAUTH_NEEDED (ask the password, reauth, retry).
 * Every action writes one audit row (web_admin_audit) in its own transaction, with the state
 * before and after; its id is in the answer. Times are ISO 8601 UTC.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProfileCurrencies } from './profile';

/** Free text an operator writes (a reason): 1-255 characters, not only spaces, no control or bidirectional-override characters. */
const NOTE_PATTERN = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]+$';
export const AdminReason = Type.String({ minLength: 1, maxLength: 255, pattern: NOTE_PATTERN });
const Iso = Type.String();
const NullableIso = Type.Union([Iso, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
/** The paging of a console table's query. */
export const PagingQuery = { page: Type.Optional(PageNumber), size: Type.Optional(PageSize) };
/** A server-side page of a console table: the rows, how many match in all, the page and its size. */
export const Paged = <T extends TSchema>(row: T) => Type.Object({ items: Type.Array(row), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });

export const AdminSession = Type.Object({
  accountId: Type.Integer(),
  name: Type.String(),
  /** Until when actions run without asking the password again; null: they ask now. */
  reauthValidUntil: NullableIso,
});
export type AdminSession = Static<typeof AdminSession>;

export const AdminReauthBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 64 }) });
export type AdminReauthBody = Static<typeof AdminReauthBody>;
export const AdminReauthAnswer = Type.Object({ validUntil: Iso });
export type AdminReauthAnswer = Static<typeof AdminReauthAnswer>;

/* ---------------------------------------------------------------- accounts */

export const ADMIN_ACCOUNT_SORTS = ['id', 'name', 'lastLogin', 'createdAt'] as const;
export const AdminAccountsQuery = Type.Object({
  /** Part of the name or e-mail, an exact last IP, or part of a character's name. */
  q: Type.Optional(Type.String({ maxLength: 64 })),
  ...PagingQuery,
  sort: Type.Optional(Type.Union(ADMIN_ACCOUNT_SORTS.map((s) => Type.Literal(s)), { default: 'id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
});
export type AdminAccountsQuery = Static<typeof AdminAccountsQuery>;

export const AdminAccountRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** accounts.loggedin: 0 offline, 1 changing channel, 2 in game. */
  loggedIn: Type.Integer(),
  email: NullableString,
  createdAt: NullableIso,
  lastLogin: NullableIso,
  /** The address the game last saw (accounts.ip), else the site's last login address. */
  lastIp: NullableString,
  /** accounts.banned other than 0. */
  banned: Type.Boolean(),
  banReason: NullableString,
  /** accounts.tempban when it is in the future. */
  tempbanUntil: NullableIso,
  operator: Type.Boolean(),
  characters: Type.Integer(),
});
export type AdminAccountRow = Static<typeof AdminAccountRow>;

export const AdminAccountsPage = Paged(AdminAccountRow);
export type AdminAccountsPage = Static<typeof AdminAccountsPage>;

export const AdminAccountParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type AdminAccountParams = Static<typeof AdminAccountParams>;

/** The five balances of an account, as the player's profile names them. */
export const AdminCurrencies = ProfileCurrencies;
export type AdminCurrencies = Static<typeof AdminCurrencies>;

export const AdminAccountDetail = Type.Object({
  account: AdminAccountRow,
  /** What the account holds now (accounts columns). */
  currencies: AdminCurrencies,
  /** Credits queued while the account was in game, not applied yet. */
  pendingCredits: AdminCurrencies,
  /** Game-time balance in days (the ledger's sum). */
  billingDays: Type.Integer(),
  characters: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.Integer(), job: Type.Integer(), map: Type.Integer(), gm: Type.Integer(), world: Type.Integer() }),
  ),
  invites: Type.Object({
    /** Invite codes the account owns, and how many of them are still unused. */
    codes: Type.Integer(),
    unusedCodes: Type.Integer(),
    /** Accounts that registered naming this one as inviter. */
    invitees: Type.Integer(),
    /** The account that invited this one, if any. */
    invitedBy: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  }),
  /** web_account_log, newest first (at most 50). */
  log: Type.Array(Type.Object({ id: Type.Integer(), action: Type.String(), detail: NullableString, ip: NullableString, createdAt: NullableIso })),
});
export type AdminAccountDetail = Static<typeof AdminAccountDetail>;

export const AdminBanBody = Type.Object({ reason: AdminReason });
export type AdminBanBody = Static<typeof AdminBanBody>;
export const AdminTempBanBody = Type.Object({
  reason: AdminReason,
  /** End of the ban, ISO 8601 ('2030-01-01T00:00:00Z'); must be in the future. */
  until: Type.String({ format: 'date-time', maxLength: 40 }),
});
export type AdminTempBanBody = Static<typeof AdminTempBanBody>;
export const AdminNoteBody = Type.Object({ reason: Type.Optional(AdminReason) });
export type AdminNoteBody = Static<typeof AdminNoteBody>;

export const AdminAccountChanged = Type.Object({ account: AdminAccountRow, auditId: Type.Integer() });
export type AdminAccountChanged = Static<typeof AdminAccountChanged>;

export const ADMIN_CURRENCIES = ['nxCredit', 'maplePoint', 'nxPrepaid', 'rewardPoints', 'votePoints', 'gameDays'] as const;
export type AdminCurrency = (typeof ADMIN_CURRENCIES)[number];
export const AdminAdjustBody = Type.Object({
  currency: Type.Union(ADMIN_CURRENCIES.map((c) => Type.Literal(c))),
  /** Signed, not 0: a credit (+) or a debit (-). */
  amount: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, not: { const: 0 } }),
  reason: AdminReason,
});
export type AdminAdjustBody = Static<typeof AdminAdjustBody>;
export const AdminAdjusted = Type.Object({
  currency: Type.String(),
  amount: Type.Integer(),
  /**
   * 'direct': written to the account; 'queued': the account is in game, the credit waits in the
   * pending-credit queue until the game lets go of it; 'ledger': a game-time ledger row.
   */
  delivered: Type.Union([Type.Literal('direct'), Type.Literal('queued'), Type.Literal('ledger')]),
  /** The balance before and after (unchanged when queued). */
  before: Type.Integer(),
  after: Type.Integer(),
  auditId: Type.Integer(),
});
export type AdminAdjusted = Static<typeof AdminAdjusted>;

export const AdminResetMailBody = Type.Object({
  reason: Type.Optional(AdminReason),
  /** Language of the e-mail (default: the caller's). */
  lang: Type.Optional(Type.Union([Type.Literal('zh-TW'), Type.Literal('en-US')])),
});
export type AdminResetMailBody = Static<typeof AdminResetMailBody>;
export const AdminResetMailSent = Type.Object({ email: Type.String(), auditId: Type.Integer() });
export type AdminResetMailSent = Static<typeof AdminResetMailSent>;

/* ------------------------------------------------------------------- audit */

export const AdminAuditQuery = Type.Object({
  ...PagingQuery,
  /** By time (then id). */
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  /** Operator name (exact; 'cli' for the command line). */
  operator: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** Action (exact, 'account.ban'), or a prefix ending with '.' ('account.'). */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 48 })),
  targetType: Type.Optional(Type.String({ minLength: 1, maxLength: 24 })),
  /** Target id (exact) or label (exact, e.g. the account name). */
  target: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type AdminAuditQuery = Static<typeof AdminAuditQuery>;

export const AdminAuditRow = Type.Object({
  id: Type.Integer(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operatorName: Type.String(),
  at: Iso,
  ip: NullableString,
  action: Type.String(),
  targetType: Type.String(),
  targetId: NullableString,
  targetLabel: NullableString,
  /** JSON text of the state before and after (null when there was none). */
  before: NullableString,
  after: NullableString,
  reason: NullableString,
});
export type AdminAuditRow = Static<typeof AdminAuditRow>;

export const AdminAuditPage = Paged(AdminAuditRow);
export type AdminAuditPage = Static<typeof AdminAuditPage>;
