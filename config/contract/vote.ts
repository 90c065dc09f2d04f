/**
 * API contract of voting.
 *
 *   POST /api/v1/vote/           {username}  -> Envelope(VoteAnswer)   (the trailing slash is part of the path)
 *     Records the vote intent for that game account (logged in or not) and answers
 *     the external vote site's URL, carrying a one-time vote id.
 *   POST /api/v1/vote/pingback   {voteId, ...} -> Envelope(VotePingbackAnswer)
 *     Called by the vote site (server to server) once the vote is done.
 *     Authenticated by the shared secret VOTE_PINGBACK_SECRET: header
 *     `X-Vote-Secret: <secret>`, or header `X-Vote-Signature: sha256=<hex HMAC-SHA256(secret, voteId)>`,
 *     or query `?secret=<secret>` for vote sites that only let you set a URL.
 *     Credits exactly once per vote id (a replay credits nothing).
 */
import { Type, type Static } from '@sinclair/typebox';

export const VoteRequest = Type.Object({
  /** Game account name (5-12 letters and digits). */
  username: Type.String({ minLength: 1, maxLength: 64 }),
});
export type VoteRequest = Static<typeof VoteRequest>;

export const VoteAnswer = Type.Object({
  /** The external vote site's URL for this account; open it in a new tab. */
  url: Type.String(),
  /** One-time id of this vote, passed to the vote site and returned by its pingback. */
  voteId: Type.String(),
  /** NX this vote will credit if completed today (5,000 + 500 per consecutive day, at most 10,000). */
  rewardNx: Type.Integer({ minimum: 0 }),
  /** Consecutive days including today if this vote is completed. */
  streak: Type.Integer({ minimum: 1 }),
  /** The account already has a credited vote today (a new vote credits nothing until tomorrow). */
  votedToday: Type.Boolean(),
  /**
   * The account was unlocked on the site and the game has not logged it in since: the
   * reward waits in the queue and is credited once the player has logged in to the game once.
   */
  waitsForGameLogin: Type.Boolean(),
});
export type VoteAnswer = Static<typeof VoteAnswer>;

/**
 * Pingback payload (JSON or form body; the same names are accepted as query
 * parameters). `voteId` may also arrive as `pingback`, `custom` or `pb_custom`,
 * the names common vote sites use for the pass-through parameter.
 */
export const VotePingbackRequest = Type.Object({
  voteId: Type.Optional(Type.String({ maxLength: 128 })),
  pingback: Type.Optional(Type.String({ maxLength: 128 })),
  custom: Type.Optional(Type.String({ maxLength: 128 })),
  pb_custom: Type.Optional(Type.String({ maxLength: 128 })),
  /** Voter IP as seen by the vote site (logged). */
  ip: Type.Optional(Type.String({ maxLength: 64 })),
  /** Some vote sites ping back failed votes too: 0/false/'0' means not successful. */
  success: Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 8 })])),
  secret: Type.Optional(Type.String({ maxLength: 256 })),
});
export type VotePingbackRequest = Static<typeof VotePingbackRequest>;

export const VotePingbackResult = Type.Union([
  /** NX and a vote point added to the account now. */
  Type.Literal('credited'),
  /** The player is in game: the credit waits and is applied within 5 minutes of leaving. */
  Type.Literal('queued'),
  /** This vote id was already processed (replay): nothing credited. */
  Type.Literal('duplicate'),
  /** The account already has a credited vote today: nothing credited. */
  Type.Literal('already_voted_today'),
  /** The vote site reported the vote as not successful. */
  Type.Literal('rejected'),
]);
export type VotePingbackResult = Static<typeof VotePingbackResult>;

export const VotePingbackAnswer = Type.Object({
  result: VotePingbackResult,
  nx: Type.Integer({ minimum: 0 }),
  votePoints: Type.Integer({ minimum: 0 }),
  streak: Type.Integer({ minimum: 0 }),
});
export type VotePingbackAnswer = Static<typeof VotePingbackAnswer>;
