/**
 * Auth and account contract: request bodies and answer `data`
 * shapes of every auth endpoint. The server validates with these; the web services
 * type themselves with `Static<typeof X>`; the contract test checks the mocks.
 *
 * Every answer is wrapped in the envelope of ./envelope.ts: `Envelope(TokenSet)` etc.
 *
 * | Method and path                    | Body / query               | data                 |
 * |------------------------------------|----------------------------|----------------------|
 * | POST /api/v1/auth/login            | LoginBody                  | TokenSet             |
 * | POST /api/v1/auth/refresh          | RefreshBody / RefreshQuery | TokenSet             |
 * | POST /api/v1/auth/logout           | LogoutBody                 | null                 |
 * | GET  /api/v1/user/info             | (Bearer token)             | UserInfo             |
 * | POST /api/register/captcha         | EmailCodeBody              | EmailCodeSent        |
 * | GET  /api/tos                      | -                          | TermsOfService       |
 * | POST /api/v1/auth/register         | RegisterBody               | Registered           |
 * | POST /api/v1/auth/reset            | ResetRequestBody           | EmailCodeSent        |
 * | PUT  /api/v1/auth/reset            | ResetConfirmBody           | null                 |
 * | GET  /api/v1/auth/human-check      | -                          | HumanCheckConfig     |
 * | GET  /api/v1/auth/altcha-challenge | -                          | AltchaChallenge      |
 *
 * Human verification: `turnstile_token` (login) and `captcha` (register) carry either
 * the Turnstile token or the ALTCHA payload (the base64 string the `altcha` widget puts
 * in its form field), depending on HumanCheckConfig.provider. Missing or invalid ->
 * HTTP 400, ErrorCode.HUMAN_CHECK_FAILED.
 */
import { Type, type Static } from '@sinclair/typebox';

const USERNAME = '^[A-Za-z0-9]{5,12}$';
const PASSWORD = '^[\\x21-\\x7e]{6,16}$';
const CODE6 = '^[0-9]{6}$';
const OPTIONAL_INVITE = '^([A-Za-z0-9]{5,12})?$';
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const Username = Type.String({ pattern: USERNAME, minLength: 5, maxLength: 12 });
export const Password = Type.String({ pattern: PASSWORD, minLength: 6, maxLength: 16 });
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 45 });
export const EmailCode = Type.String({ pattern: CODE6 });

/** POST /api/v1/auth/login. Login accepts any existing game account name (the game allows up to 13 characters). */
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 13 }),
  /** At least 6 characters; long limit so legacy game passwords still log in. */
  password: Type.String({ minLength: 6, maxLength: 64 }),
  /** Turnstile token or ALTCHA payload. Missing -> 400 HUMAN_CHECK_FAILED. */
  turnstile_token: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type LoginBody = Static<typeof LoginBody>;

/**
 * The token set. expires_in / refresh_expires_in are durations in seconds
 * from now (always below 1e9 here; the web also accepts absolute times above 1e9).
 */
export const TokenSet = Type.Object({
  token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_expires_in: Type.Integer(),
});
export type TokenSet = Static<typeof TokenSet>;

/** POST /api/v1/auth/refresh: refresh_token in the body, or ?refresh_token=... */
export const RefreshBody = Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 256 })) });
export type RefreshBody = Static<typeof RefreshBody>;
export const RefreshQuery = Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 256 })) });
export type RefreshQuery = Static<typeof RefreshQuery>;

/** POST /api/v1/auth/logout: revokes the given refresh token (no access token needed). Answer data: null. */
export const LogoutBody = Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 256 })) });
export type LogoutBody = Static<typeof LogoutBody>;

/** Account status: banned > admin > online (in game) > normal. `offline` is kept for the web enum. */
export const AccountStatus = Type.Union([
  Type.Literal('normal'),
  Type.Literal('banned'),
  Type.Literal('admin'),
  Type.Literal('online'),
  Type.Literal('offline'),
]);
export type AccountStatus = Static<typeof AccountStatus>;

/** GET /api/v1/user/info (Bearer). Dates are ISO 8601 UTC ('2025-01-31T12:00:00Z'). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  registerDate: Type.Union([Type.String(), Type.Null()]),
  lastLogin: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.Literal('male'), Type.Literal('female')]),
  characterSlots: Type.Integer(),
  status: AccountStatus,
  /** In game right now (accounts.loggedin = 2). */
  online: Type.Boolean(),
  banReason: Type.Union([Type.String(), Type.Null()]),
  nxCredit: Type.Integer(),
  maplePoint: Type.Integer(),
  nxPrepaid: Type.Integer(),
  rewardPoints: Type.Integer(),
  votePoints: Type.Integer(),
  /**
   * An operator of the web console: accounts.webadmin = 1, or a character at the configured GM
   * level (ADMIN_GM_LEVEL). The server checks it again on every /api/v1/admin request.
   */
  operator: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

/** POST /api/register/captcha: e-mails a 6-digit code valid 10 minutes; resend after 60 s. */
export const EmailCodeBody = Type.Object({ email: Email });
export type EmailCodeBody = Static<typeof EmailCodeBody>;
/** Answer of the captcha e-mail and of the reset request: seconds until a resend is allowed, seconds the code lives. */
export const EmailCodeSent = Type.Object({
  cooldown: Type.Integer(),
  expiresIn: Type.Integer(),
});
export type EmailCodeSent = Static<typeof EmailCodeSent>;

/** GET /api/tos: terms text in the caller's language (catalog keys legal.terms.*). */
export const TermsOfService = Type.Object({
  title: Type.String(),
  updatedAt: Type.String(),
  sections: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
});
export type TermsOfService = Static<typeof TermsOfService>;

/** POST /api/v1/auth/register (the register payload and its rules). */
export const RegisterBody = Type.Object({
  username: Username,
  email: Email,
  /** The 6-digit code e-mailed by POST /api/register/captcha. */
  code: EmailCode,
  pwd1: Password,
  pwd2: Type.String({ maxLength: 64 }),
  /** YYYY-MM-DD (the game asks it back for gifts and account unlock). */
  birthday: Type.String({ pattern: DATE }),
  /** Invite code: required when the server requires invites (status.invite), else optional. '' = none. */
  invitation_code: Type.Optional(Type.String({ pattern: OPTIONAL_INVITE })),
  /** Community inviter code, optional, 5-12 letters and digits. '' = none. */
  community_invitation: Type.Optional(Type.String({ pattern: OPTIONAL_INVITE })),
  /** Human verification (Turnstile token or ALTCHA payload). */
  captcha: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** Answer of a successful registration. The user logs in afterwards. */
export const Registered = Type.Object({
  username: Type.String(),
  /** NX credit / reward points granted for registering with an invite, 0 without one (or when withheld). */
  nxCredit: Type.Integer(),
  rewardPoints: Type.Integer(),
  /**
   * The invitee reward: 'none' (no inviter or invite code given), 'paid', or 'withheld' (paid
   * once per e-mail mailbox, not for inviting yourself, within the inviter's caps; the
   * account is created all the same).
   */
  inviteReward: Type.Union([Type.Literal('none'), Type.Literal('paid'), Type.Literal('withheld')]),
  /** When withheld: why, in general terms, in the caller's language. Null otherwise. */
  inviteRewardNote: Type.Union([Type.String(), Type.Null()]),
});
export type Registered = Static<typeof Registered>;

/** POST /api/v1/auth/reset: e-mails a code to the account's address. Same answer whether or not it exists. */
export const ResetRequestBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 13 }) });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

/** PUT /api/v1/auth/reset: captcha is the e-mailed 6-digit code. Revokes every refresh token. Answer data: null. */
export const ResetConfirmBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 13 }),
  password: Password,
  captcha: EmailCode,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

/** GET /api/v1/auth/human-check: which widget to show. */
export const HumanCheckConfig = Type.Object({
  provider: Type.Union([Type.Literal('altcha'), Type.Literal('turnstile')]),
  /** Turnstile site key (provider turnstile). */
  siteKey: Type.Optional(Type.String()),
  /** Path of the ALTCHA challenge endpoint (provider altcha); its answer is enveloped: pass `data` as the widget's challengejson. */
  challengeUrl: Type.Optional(Type.String()),
});
export type HumanCheckConfig = Static<typeof HumanCheckConfig>;

/** GET /api/v1/auth/altcha-challenge: an ALTCHA proof-of-work challenge (altcha-lib createChallenge). */
export const AltchaChallenge = Type.Object({
  algorithm: Type.String(),
  challenge: Type.String(),
  maxnumber: Type.Optional(Type.Integer()),
  salt: Type.String(),
  signature: Type.String(),
});
export type AltchaChallenge = Static<typeof AltchaChallenge>;
