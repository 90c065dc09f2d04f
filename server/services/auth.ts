/**
 * Accounts on the game's `accounts` table: login, registration, password reset and
 * the account view. No HTTP here; routes call these and answer the envelope.
 */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { Mailer } from './mail';
import { codeMail } from './mail';
import { toDbTime, dbTimeToIso } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { verifyPassword, hashPassword, spendVerifyTime } from './passwords';
import { issueTokens, revokeAllForAccount } from './tokens';
import { banColumnsOf, banOf, bannedError, bumpSessionGeneration } from './sessions';
import { createCode, consumeCode, deleteCode, cooldownLeft } from './email-codes';
import { EMAIL_CODE_TTL_SECONDS, EMAIL_CODE_RESEND_SECONDS } from '../../config/rules';
import { DEFAULT_LANG, t, type Lang } from '../i18n';
import { withRetry } from '../db/errors';
import { isOperator } from './admin/operator';
import { settleInviteeReward, WITHHELD_NOTE, type InviteeRewardResult } from './invitee-reward';
import type { RegisterBody, TokenSet, UserInfo, EmailCodeSent, Registered, AccountStatus } from '../../config/contract/auth';

interface Client {
  ip?: string;
  userAgent?: string;
  /** The caller's language (the ban message; registration: the note on a withheld invite reward). */
  lang?: Lang;
}

const loginFailed = () => new AppError(401, ErrorCode.LOGIN_FAILED, 'server.auth.loginFailed');

export async function findAccountByName(db: Db, name: string) {
  return db.selectFrom('accounts').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Login: bcrypt or legacy hash; a banned or temporarily banned account is refused, after the
 * password check, with the same 403 as its requests get (services/sessions.ts); answer a token set.
 */
export async function login(db: Db, config: ServerConfig, username: string, password: string, client: Client = {}): Promise<TokenSet> {
  const account = await findAccountByName(db, username);
  if (!account) {
    await spendVerifyTime(password, config.bcryptRounds);
    throw loginFailed();
  }
  const { ok, needsRehash } = await verifyPassword(password, account.password);
  if (!ok) throw loginFailed();

  const ban = banOf(banColumnsOf(account));
  if (ban) throw bannedError(ban, client.lang ?? DEFAULT_LANG, config.game.timezone, ErrorCode.ACCOUNT_BANNED);

  if (needsRehash) {
    // Legacy unsalted SHA hash: replace it with bcrypt, only if nobody changed it meanwhile.
    await db
      .updateTable('accounts')
      .set({ password: await hashPassword(password, config.bcryptRounds) })
      .where('id', '=', account.id)
      .where('password', '=', account.password)
      .execute();
  }
  return issueTokens(db, config, { id: account.id, name: account.name }, { ip: client.ip, userAgent: client.userAgent });
}

function statusOf(a: { banned: number; webadmin: number | null; loggedin: number }): AccountStatus {
  if (a.banned) return 'banned';
  if ((a.webadmin ?? 0) > 0) return 'admin';
  if (a.loggedin === 2) return 'online';
  return 'normal';
}

/** GET /api/v1/user/info: the account with the names of its fields in the contract; `operator` by the rule of ./admin/operator.ts at `adminGmLevel`. */
export async function userInfo(db: Db, accountId: number, adminGmLevel: number): Promise<UserInfo | null> {
  const a = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!a) return null;
  return {
    id: a.id,
    username: a.name,
    nickname: a.nick ?? null,
    email: a.email ?? null,
    registerDate: dbTimeToIso(a.createdat),
    lastLogin: dbTimeToIso(a.lastlogin),
    gender: a.gender === 1 ? 'female' : 'male',
    characterSlots: Number(a.characterslots ?? 3),
    status: statusOf({ banned: Number(a.banned), webadmin: a.webadmin == null ? null : Number(a.webadmin), loggedin: Number(a.loggedin) }),
    online: Number(a.loggedin) === 2,
    banReason: a.banned ? (a.banreason ?? null) : null,
    nxCredit: Number(a.nxCredit ?? 0),
    maplePoint: Number(a.maplePoint ?? 0),
    nxPrepaid: Number(a.nxPrepaid ?? 0),
    rewardPoints: Number(a.rewardpoints ?? 0),
    votePoints: Number(a.votepoints ?? 0),
    operator: await isOperator(db, a.id, adminGmLevel),
  };
}

/** E-mails a new code of `purpose` to `email` (a reset: the account's own address); 500 when the mail cannot be sent (the code is dropped). */
export async function sendCode(
  db: Db,
  config: ServerConfig,
  mailer: Mailer,
  lang: Lang,
  purpose: 'register' | 'reset',
  email: string,
  opts: { accountId?: number; ip?: string; username?: string },
) {
  const { id, code } = await createCode(db, config.jwtSecret, purpose, email, opts);
  try {
    await mailer.send(codeMail(lang, purpose, email, code, Math.round(EMAIL_CODE_TTL_SECONDS / 60), opts.username));
  } catch {
    await deleteCode(db, id);
    throw new AppError(500, ErrorCode.SERVER_ERROR, 'server.emailCode.sendFailed');
  }
}

/** POST /api/register/captcha: a registration code to `email`. */
export async function sendRegisterCode(db: Db, config: ServerConfig, mailer: Mailer, lang: Lang, email: string, ip?: string): Promise<EmailCodeSent> {
  await sendCode(db, config, mailer, lang, 'register', email, { ip });
  return { cooldown: EMAIL_CODE_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS };
}

/**
 * POST /api/v1/auth/reset: a code to the account's own address. Same answer whether
 * the account exists, has an address, or is in its resend cooldown.
 */
export async function requestPasswordReset(db: Db, config: ServerConfig, mailer: Mailer, lang: Lang, username: string, ip?: string): Promise<EmailCodeSent> {
  const answer = { cooldown: EMAIL_CODE_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS };
  const account = await findAccountByName(db, username);
  if (!account?.email) return answer;
  if ((await cooldownLeft(db, 'reset', account.email)) > 0) return answer;
  await sendCode(db, config, mailer, lang, 'reset', account.email, { accountId: account.id, ip, username: account.name });
  return answer;
}

/**
 * PUT /api/v1/auth/reset: checks the e-mailed code, sets the password, revokes every refresh
 * token and bumps the session generation (every access token ends too). Returns the account
 * id, for the route to forget it in this instance's session cache.
 */
export async function confirmPasswordReset(db: Db, config: ServerConfig, username: string, password: string, code: string): Promise<number> {
  const account = await findAccountByName(db, username);
  if (!account?.email) throw new AppError(400, ErrorCode.EMAIL_CODE_INVALID, 'server.emailCode.invalid');
  await consumeCode(db, config.jwtSecret, 'reset', account.email, code, account.id);
  const hash = await hashPassword(password, config.bcryptRounds);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ password: hash }).where('id', '=', account.id).execute();
    await bumpSessionGeneration(trx as unknown as Db, account.id, 'reset');
    await revokeAllForAccount(trx as unknown as Db, account.id, 'reset');
  });
  return account.id;
}

function validBirthday(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && date.getTime() <= Date.now()
  );
}

const fieldError = (field: string, key: string) =>
  Object.assign(new AppError(400, ErrorCode.VALIDATION, key), { field });

/**
 * POST /api/v1/auth/register. Checks the rules that a schema cannot
 * (password match, birthday, invite), then the e-mailed code, then creates the game
 * account in one transaction with the invitee reward, which the rules of
 * ./invitee-reward.ts may withhold (the account is created all the same; the answer says so).
 */
export async function register(db: Db, config: ServerConfig, body: RegisterBody, client: Client = {}): Promise<Registered> {
  if (body.pwd1 !== body.pwd2) throw fieldError('pwd2', 'server.validation.pwd2.mismatch');
  if (!validBirthday(body.birthday)) throw fieldError('birthday', 'server.validation.birthday.invalid');
  const inviteCode = body.invitation_code?.trim() || '';
  const community = body.community_invitation?.trim() || '';
  if (config.inviteRequired && !inviteCode) throw fieldError('invitation_code', 'server.invite.required');

  if (await findAccountByName(db, body.username)) {
    throw new AppError(409, ErrorCode.ALREADY_EXISTS, 'server.register.usernameTaken');
  }
  const nowMs = Date.now();
  const now = toDbTime(nowMs);
  let invite: { id: number; owner_account_id: number | null } | undefined;
  if (inviteCode) {
    invite = await db
      .selectFrom('web_invite_codes')
      .select(['id', 'owner_account_id'])
      .where('code', '=', inviteCode)
      .where('used_by_account_id', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (!invite) throw fieldError('invitation_code', 'server.invite.invalid');
  }
  let communityInviterId: number | null = null;
  if (community) {
    // A community inviter code is the inviter's game account name.
    const inviter = await findAccountByName(db, community);
    if (!inviter) throw fieldError('community_invitation', 'server.invite.communityInvalid');
    communityInviterId = inviter.id;
  }

  await consumeCode(db, config.jwtSecret, 'register', body.email, body.code);

  const invited = !!(invite || communityInviterId);
  const inviterId = invite?.owner_account_id ?? communityInviterId;
  const namedInviterIds = [invite?.owner_account_id, communityInviterId].filter((id): id is number => id != null);
  const hash = await hashPassword(body.pwd1, config.bcryptRounds);
  let reward: InviteeRewardResult | null = null;
  try {
    // A lock conflict runs the whole transaction again (server/db/errors.ts), then answers 503.
    reward = await withRetry(() => db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('accounts')
        .values({
          name: body.username,
          password: hash,
          email: body.email,
          birthday: body.birthday,
          createdat: now,
          nxCredit: 0,
          maplePoint: 0,
          nxPrepaid: 0,
          rewardpoints: 0,
          votepoints: 0,
          tos: 1,
        })
        .executeTakeFirstOrThrow();
      const accountId = Number(r.insertId);
      if (invite) {
        const used = await trx
          .updateTable('web_invite_codes')
          .set({ used_by_account_id: accountId, used_at: now })
          .where('id', '=', invite.id)
          .where('used_by_account_id', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw fieldError('invitation_code', 'server.invite.invalid');
      }
      await trx
        .insertInto('web_registrations')
        .values({
          account_id: accountId,
          invitation_code: inviteCode || null,
          community_invitation: community || null,
          inviter_account_id: inviterId,
          ip: client.ip?.slice(0, 45) ?? null,
          created_at: now,
        })
        .execute();
      // The invitee reward, with its rules (./invitee-reward.ts): paid, or withheld and recorded.
      return invited ? settleInviteeReward(trx, { accountId, email: body.email, ip: client.ip, inviterId, namedInviterIds, now: nowMs }) : null;
    }));
  } catch (e) {
    if (e instanceof AppError) throw e;
    // Unique name: another registration of the same name won the race.
    if (await findAccountByName(db, body.username)) throw new AppError(409, ErrorCode.ALREADY_EXISTS, 'server.register.usernameTaken');
    throw e;
  }
  return {
    username: body.username,
    nxCredit: reward?.nxCredit ?? 0,
    rewardPoints: reward?.rewardPoints ?? 0,
    inviteReward: !reward ? 'none' : reward.paid ? 'paid' : 'withheld',
    inviteRewardNote: reward?.withheld ? t(client.lang ?? DEFAULT_LANG, WITHHELD_NOTE[reward.withheld]) : null,
  };
}

