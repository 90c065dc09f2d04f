/**
 * API contract of the game domain: server status, the caller's
 * characters, character and guild rankings. The server validates and serializes
 * with these schemas; web services are typed with `Static<>` of them; the umi
 * mocks are checked against them.
 *
 * Paths (kept exactly as the game site's clients call them):
 *   GET /api/v1/game/status                 -> Envelope(GameStatus)
 *   GET /character/list        (login)      -> Envelope(CharacterList)      (no /api prefix)
 *   GET /api/v1/game/character/rank?job&sort&page&size -> Envelope(CharacterRankPage)
 *   GET /api/v1/game/guild/rank?page&size   -> Envelope(GuildRankPage)
 *   GET /api/v1/game/avatar/{id}/{pose}.svg -> image/svg+xml (default avatar renderer)
 */
import { Type, type Static } from '@sinclair/typebox';
import { JOB_LINES } from '../jobs';
import { RANKING_DEFAULT_PAGE, RANKING_DEFAULT_SIZE, RANKING_MAX_SIZE } from '../rules';

/* ------------------------------------------------------------------ status */

/** Status text: '正常' when the game's login server answers: defined in config/codes.ts (web-safe). */
export { GAME_STATUS_ONLINE_TEXT } from '../codes';

export const GameEvent = Type.Object({
  title: Type.String(),
  description: Type.String(),
});
export type GameEvent = Static<typeof GameEvent>;

export const GameStatus = Type.Object({
  /** '正常' when the login server answers a TCP probe, '維護中' in maintenance mode, else '離線'. */
  status: Type.String(),
  /** Machine-readable form of `status` (online, offline, maintenance). */
  state: Type.Union([Type.Literal('online'), Type.Literal('offline'), Type.Literal('maintenance')]),
  /** Players in game (accounts with loggedin = 2). */
  count: Type.Integer({ minimum: 0 }),
  /** Registration requires an invite code. */
  invite: Type.Boolean(),
  exp_rate: Type.Number(),
  meso_rate: Type.Number(),
  drop_rate: Type.Number(),
  boss_rate: Type.Number(),
  /** Current time in the game's timezone, 'YYYY-MM-DD HH:mm:ss'. */
  server_time: Type.String(),
  /** IANA name of the game's timezone, e.g. 'Asia/Taipei'. */
  timezone: Type.String(),
  /** Client/game version, e.g. '1.1.0'. */
  version: Type.String(),
  /**
   * Seconds the game server has been reachable without interruption, as seen by
   * the site's probe (0 when offline). See `uptime_since`.
   */
  uptime: Type.Integer({ minimum: 0 }),
  /** UTC 'YYYY-MM-DD HH:mm:ss' since when the server is known up, or null when offline. */
  uptime_since: Type.Union([Type.String(), Type.Null()]),
  /** When this answer was measured (UTC 'YYYY-MM-DD HH:mm:ss'); answers are cached 60 s. */
  checked_at: Type.String(),
  /** Current events (the panel shows up to 2). */
  events: Type.Optional(Type.Array(GameEvent)),
});
export type GameStatus = Static<typeof GameStatus>;

/* -------------------------------------------------------------- characters */

export const RankingGuild = Type.Object({
  guild_id: Type.Integer(),
  name: Type.String(),
  logo: Type.Integer(),
  logo_color: Type.Integer(),
  logo_bg: Type.Integer(),
  logo_bg_color: Type.Integer(),
  alliance_name: Type.Union([Type.String(), Type.Null()]),
});
export type RankingGuild = Static<typeof RankingGuild>;

/** One of the caller's characters. */
export const CharacterSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  world: Type.Integer(),
  level: Type.Integer(),
  /** Numeric job code. */
  job: Type.Integer(),
  /** Job name in the caller's language. */
  jobName: Type.String(),
  /** The character's guild, or null. */
  guild: Type.Union([RankingGuild, Type.Null()]),
  exp: Type.Integer(),
  fame: Type.Integer(),
  meso: Type.Integer(),
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  created: Type.String(),
  /** UTC 'YYYY-MM-DD HH:mm:ss', or null if never logged out. */
  lastLogout: Type.Union([Type.String(), Type.Null()]),
  str: Type.Integer(),
  dex: Type.Integer(),
  int: Type.Integer(),
  luk: Type.Integer(),
  hp: Type.Integer(),
  mp: Type.Integer(),
  maxhp: Type.Integer(),
  maxmp: Type.Integer(),
  gender: Type.Integer(),
  skincolor: Type.Integer(),
  hair: Type.Integer(),
  face: Type.Integer(),
  /** Avatar image URL (walk1 pose). */
  avatar: Type.String(),
});
export type CharacterSummary = Static<typeof CharacterSummary>;

/** GET /character/list: the caller's characters, best level first. */
export const CharacterList = Type.Array(CharacterSummary);
export type CharacterList = Static<typeof CharacterList>;

/* ----------------------------------------------------------------- ranking */

export const RANK_SORTS = ['level', 'fame', 'quest', 'monsterbook'] as const;
export type RankSort = (typeof RANK_SORTS)[number];

export const RankJob = Type.Union(JOB_LINES.map((line) => Type.Literal(line)));
export const RankSortSchema = Type.Union(RANK_SORTS.map((sort) => Type.Literal(sort)));

const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: RANKING_DEFAULT_PAGE });
const Size = Type.Integer({ minimum: 1, maximum: RANKING_MAX_SIZE, default: RANKING_DEFAULT_SIZE });

/** Query of GET /api/v1/game/character/rank. `job` is omitted for all jobs. */
export const CharacterRankQuery = Type.Object(
  {
    job: Type.Optional(RankJob),
    sort: Type.Optional(Type.Union(RANK_SORTS.map((sort) => Type.Literal(sort)), { default: 'level' })),
    page: Type.Optional(Page),
    size: Type.Optional(Size),
  },
  { additionalProperties: false },
);
export type CharacterRankQuery = Static<typeof CharacterRankQuery>;

export const CharacterRankItem = Type.Object({
  id: Type.Integer(),
  /** (page - 1) * size + index + 1. */
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  job: Type.Integer(),
  jobName: Type.String(),
  level: Type.Integer(),
  exp: Type.Integer(),
  fame: Type.Integer(),
  quest_count: Type.Integer(),
  monster_book: Type.Integer(),
  /** Avatar image URL (walk1 pose). */
  avatar: Type.String(),
  guild: Type.Union([RankingGuild, Type.Null()]),
  /** The value sorted by: level, fame, completed quests or monster-book cards. */
  value: Type.Integer(),
  /** The sort this item was ranked by. */
  type: RankSortSchema,
});
export type CharacterRankItem = Static<typeof CharacterRankItem>;

export const CharacterRankPage = Type.Object({
  items: Type.Array(CharacterRankItem),
  total: Type.Integer({ minimum: 0 }),
});
export type CharacterRankPage = Static<typeof CharacterRankPage>;

/** Query of GET /api/v1/game/guild/rank. */
export const GuildRankQuery = Type.Object(
  { page: Type.Optional(Page), size: Type.Optional(Size) },
  { additionalProperties: false },
);
export type GuildRankQuery = Static<typeof GuildRankQuery>;

export const GuildRankItem = Type.Object({
  guild_id: Type.Integer(),
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** Leader's character name; the translated word for 'unknown' when the leader is gone. */
  leader_name: Type.String(),
  leader_id: Type.Integer(),
  member: Type.Integer(),
  capacity: Type.Integer(),
  gp: Type.Integer(),
  logo: Type.Integer(),
  logo_color: Type.Integer(),
  logo_bg: Type.Integer(),
  logo_bg_color: Type.Integer(),
  alliance_name: Type.Union([Type.String(), Type.Null()]),
  notice: Type.String(),
  /** Equals gp. */
  value: Type.Integer(),
});
export type GuildRankItem = Static<typeof GuildRankItem>;

export const GuildRankPage = Type.Object({
  items: Type.Array(GuildRankItem),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type GuildRankPage = Static<typeof GuildRankPage>;

/** Params of the default avatar renderer GET /api/v1/game/avatar/{id}/{pose}.svg. */
export const AvatarParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  pose: Type.Union([
    Type.Literal('stand1.svg'),
    Type.Literal('walk1.svg'),
    Type.Literal('jump.svg'),
  ]),
});
export type AvatarParams = Static<typeof AvatarParams>;
