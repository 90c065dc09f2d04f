/**
 * Player profile contract: account overview, characters with their equipment and
 * inventory, the shareable character card, daily check-in, account unlock and the
 * logged-in password change.
 *
 * | Method and path                                  | Body / query / params | data                 |
 * |--------------------------------------------------|-----------------------|----------------------|
 * | GET  /api/v1/profile/account                     | (Bearer)              | ProfileAccount       |
 * | GET  /api/v1/profile/characters                  | (Bearer)              | ProfileCharacters    |
 * | GET  /api/v1/profile/characters/{id}/items       | CharacterIdParams     | CharacterItems       |
 * | GET  /api/v1/game/character/{name}/card.svg      | CharacterCardParams   | image/svg+xml        |
 * | GET  /api/v1/checkin                             | CheckinQuery (Bearer) | CheckinStatus        |
 * | POST /api/v1/checkin                             | CheckinBody (Bearer)  | CheckinResult        |
 * | POST /api/v1/account/unlock                      | UnlockBody (Bearer)   | UnlockResult         |
 * | PUT  /api/v1/account/password                    | ChangePasswordBody    | PasswordChanged      |
 *
 * Every endpoint but the card needs the Bearer access token (401 without). Names come in
 * the caller's Accept-Language; item names/icons/descriptions from the game-data library
 * (an id the library does not know is named `#<id>`, icon null). Times are ISO 8601 UTC
 * ('2025-01-31T12:00:00Z') or null. Errors are the usual envelope {code, message, data: null}:
 *   - another account's character (or an unknown id): 404 NOT_FOUND
 *   - check-in without a character: 400 VALIDATION 'Please select a character first';
 *     already checked in this game day: 409 ALREADY_EXISTS
 *   - unlock method 1 while the last login is too recent: 422 UNPROCESSABLE with the minutes left;
 *     method 2 without birthday: 400 'Please enter birthday information'; wrong birthday:
 *     400 'Unlock failed: check birthday'
 *   - password change: wrong current password 400 (field currentPassword); confirmation
 *     differs 400 (field confirmPassword); human check missing/invalid 400 HUMAN_CHECK_FAILED
 *   - rate limits: 429 TOO_MANY_REQUESTS
 * The card answers an SVG image, or the 404 envelope (JSON) for an unknown, GM or banned character.
 */
import { Type, type Static } from '@sinclair/typebox';
import { INVENTORY_TABS } from '../accountLists';
import { EQUIP_SLOTS } from '../equipSlots';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN } from '../rules';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const MONTH = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/* ------------------------------------------------------------------ account */

export const PROFILE_STATUS_TAGS = ['normal', 'banned', 'admin', 'online', 'offline'] as const;
export type ProfileStatusTag = (typeof PROFILE_STATUS_TAGS)[number];

export const ProfileCurrencies = Type.Object({
  nxCredit: Type.Integer(),
  maplePoint: Type.Integer(),
  nxPrepaid: Type.Integer(),
  rewardPoints: Type.Integer(),
  votePoints: Type.Integer(),
});
export type ProfileCurrencies = Static<typeof ProfileCurrencies>;

/** GET /api/v1/profile/account. */
export const ProfileAccount = Type.Object({
  username: Type.String(),
  nickname: NullableString,
  /** Partly masked: the first and last character of the local part ('d***1@example.com'); null when none. */
  email: NullableString,
  registeredAt: NullableString,
  lastLogin: NullableString,
  gender: Type.Union([Type.Literal('male'), Type.Literal('female')]),
  characterSlots: Type.Integer(),
  characterCount: Type.Integer(),
  /**
   * Status tags, in this order: 'banned' or 'normal'; 'admin' for a web administrator;
   * 'online' (in game: accounts.loggedin = 2) or 'offline'.
   */
  status: Type.Array(Type.Union(PROFILE_STATUS_TAGS.map((t) => Type.Literal(t)))),
  banReason: NullableString,
  currencies: ProfileCurrencies,
  /** The account has a birthday on file (needed by unlock method 2). */
  birthdaySet: Type.Boolean(),
});
export type ProfileAccount = Static<typeof ProfileAccount>;

/* --------------------------------------------------------------- characters */

/** GET /api/v1/profile/characters: one per character of the account, highest level first. */
export const ProfileCharacter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  /** Numeric job code; jobName in the caller's language. */
  job: Type.Integer(),
  jobName: Type.String(),
  guild: NullableString,
  /** EXP within the current level, and its percentage of the level's requirement (v83 table, config/expTable.ts). */
  exp: Type.Integer(),
  expPercent: Type.Number(),
  /** EXP the level asks in all. */
  expToNext: Type.Integer(),
  fame: Type.Integer(),
  meso: Type.Integer(),
  createdAt: NullableString,
  lastLogout: NullableString,
  str: Type.Integer(),
  dex: Type.Integer(),
  int: Type.Integer(),
  luk: Type.Integer(),
  hp: Type.Integer(),
  maxHp: Type.Integer(),
  mp: Type.Integer(),
  maxMp: Type.Integer(),
  /** 0 male, 1 female. */
  gender: Type.Integer(),
  skin: Type.Integer(),
  hair: Type.Integer(),
  face: Type.Integer(),
  map: Type.Integer(),
  /** The map's name from the library (null when unknown). */
  mapName: NullableString,
  /** Avatar image URL (renderer template with what the character wears, or the site's own sprite). */
  avatar: Type.String(),
  /** Path of the shareable card image (GET .../card.svg). */
  card: Type.String(),
});
export type ProfileCharacter = Static<typeof ProfileCharacter>;
export const ProfileCharacters = Type.Array(ProfileCharacter);
export type ProfileCharacters = Static<typeof ProfileCharacters>;

export const CharacterIdParams = Type.Object({ id: Id });
export type CharacterIdParams = Static<typeof CharacterIdParams>;

/** An equipment's own values (inventoryequipment); only the non-zero ones are present. */
export const ItemStatValues = Type.Object({
  str: Type.Optional(Type.Integer()),
  dex: Type.Optional(Type.Integer()),
  int: Type.Optional(Type.Integer()),
  luk: Type.Optional(Type.Integer()),
  hp: Type.Optional(Type.Integer()),
  mp: Type.Optional(Type.Integer()),
  watk: Type.Optional(Type.Integer()),
  matk: Type.Optional(Type.Integer()),
  wdef: Type.Optional(Type.Integer()),
  mdef: Type.Optional(Type.Integer()),
  acc: Type.Optional(Type.Integer()),
  avoid: Type.Optional(Type.Integer()),
  speed: Type.Optional(Type.Integer()),
  jump: Type.Optional(Type.Integer()),
});
export type ItemStatValues = Static<typeof ItemStatValues>;

/** One inventoryitems row, with the library's name, icon and description. */
export const ProfileItem = Type.Object({
  itemId: Type.Integer(),
  position: Type.Integer(),
  quantity: Type.Integer(),
  name: Type.String(),
  /** Library category (Cap, Weapon, Consume, Pet...), null when the library does not know the id. */
  category: NullableString,
  icon: NullableString,
  description: NullableString,
  /** Required level of an equipment (library), else null. */
  reqLevel: NullableInt,
  /** Owner tag ('' none). */
  owner: Type.String(),
  /** Pet id (-1 none). */
  petId: Type.Integer(),
  /** The game's item flag bits (lock, spikes, cold protection, untradeable...). */
  flag: Type.Integer(),
  /** Expiry as ISO 8601 UTC; null when it never expires. */
  expiration: NullableString,
  /** Who gifted it ('' none). */
  giftFrom: Type.String(),
  /** Equipment only (null otherwise): item level, upgrade slots left, golden-hammer count, own stats. */
  itemLevel: NullableInt,
  upgradeSlots: NullableInt,
  hammers: NullableInt,
  stats: Type.Union([ItemStatValues, Type.Null()]),
});
export type ProfileItem = Static<typeof ProfileItem>;

export const EquipSlotName = Type.Union(EQUIP_SLOTS.map((s) => Type.Literal(s)));

export const EquippedItem = Type.Object({
  slot: EquipSlotName,
  /** The game's position (slot code: -1 hat ... -50 belt; cash covers -101 to -111). */
  position: Type.Integer(),
  /** A cash cover worn over the slot. */
  cash: Type.Boolean(),
  item: ProfileItem,
});
export type EquippedItem = Static<typeof EquippedItem>;

export { INVENTORY_TABS };
export type InventoryTab = (typeof INVENTORY_TABS)[number];

/** GET /api/v1/profile/characters/{id}/items (own character only, else 404). Bag items sorted by position. */
export const CharacterItems = Type.Object({
  equipped: Type.Array(EquippedItem),
  inventory: Type.Object({
    equip: Type.Array(ProfileItem),
    use: Type.Array(ProfileItem),
    setup: Type.Array(ProfileItem),
    etc: Type.Array(ProfileItem),
    cash: Type.Array(ProfileItem),
  }),
  /** Slot counts of each tab (the character's own limits; cash is always 96). */
  slots: Type.Object({
    equip: Type.Integer(),
    use: Type.Integer(),
    setup: Type.Integer(),
    etc: Type.Integer(),
    cash: Type.Integer(),
  }),
});
export type CharacterItems = Static<typeof CharacterItems>;

/** GET /api/v1/game/character/{name}/card.svg (public). */
export const CharacterCardParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 13 }) });
export type CharacterCardParams = Static<typeof CharacterCardParams>;

/* ------------------------------------------------------------------ check-in */

export const CHECKIN_REWARD_TYPES = ['item', 'nx_credit', 'maple_point', 'vote_points', 'reward_points'] as const;
export type CheckinRewardType = (typeof CHECKIN_REWARD_TYPES)[number];
/** Streak days of the reward table: 1 to 7 (the streak cycles weekly), or 'any' for a day without its own row. */
export const CHECKIN_CYCLE_DAYS = 7;

export const CheckinReward = Type.Object({
  day: Type.Union([Type.Integer({ minimum: 1, maximum: CHECKIN_CYCLE_DAYS }), Type.Literal('any')]),
  type: Type.Union(CHECKIN_REWARD_TYPES.map((t) => Type.Literal(t))),
  /** Item rewards: the item and the cash-shop entry (sn) the gift carries; null for points. */
  itemId: NullableInt,
  sn: NullableInt,
  /** Items in the gift (the cash-shop entry's count); 0 for points. */
  quantity: Type.Integer(),
  /** Points / NX given; 0 for items. */
  amount: Type.Integer(),
  /** The item's name (library), or the currency's name, in the caller's language. */
  name: Type.String(),
  icon: NullableString,
});
export type CheckinReward = Static<typeof CheckinReward>;

export const CheckinQuery = Type.Object({
  /** YYYY-MM (game time zone); default the current game month. */
  month: Type.Optional(Type.String({ pattern: MONTH, maxLength: 7 })),
});
export type CheckinQuery = Static<typeof CheckinQuery>;

/** GET /api/v1/checkin. */
export const CheckinStatus = Type.Object({
  /** Today in the game's time zone (GAME_TIMEZONE), YYYY-MM-DD: the day a check-in counts for. */
  gameDate: Type.String(),
  checkedInToday: Type.Boolean(),
  /** Consecutive game days with a check-in up to today (or up to yesterday when not yet today). */
  streak: Type.Integer(),
  /** Every day of the asked month. */
  month: Type.Array(Type.Object({ date: Type.String(), checkedIn: Type.Boolean() })),
  rewards: Type.Array(CheckinReward),
  /** What the next check-in gives (today's when not yet checked in, else tomorrow's if the streak holds). */
  nextReward: Type.Union([CheckinReward, Type.Null()]),
});
export type CheckinStatus = Static<typeof CheckinStatus>;

/** POST /api/v1/checkin. characterId missing or null -> 400 'Please select a character first'. */
export const CheckinBody = Type.Object({ characterId: Type.Optional(Type.Union([Id, Type.Null()])) });
export type CheckinBody = Static<typeof CheckinBody>;

export const CheckinResult = Type.Object({
  gameDate: Type.String(),
  reward: CheckinReward,
  streak: Type.Integer(),
  /**
   * 'gift': an item waiting in the character's cash-shop gift box (the game's `gifts` table);
   * 'direct': points/NX added to the account; 'queued': the player is in game, added when they leave.
   */
  delivered: Type.Union([Type.Literal('gift'), Type.Literal('direct'), Type.Literal('queued')]),
});
export type CheckinResult = Static<typeof CheckinResult>;

/* -------------------------------------------------------------------- unlock */

/**
 * POST /api/v1/account/unlock.
 * method 1: clears a stuck login (accounts.loggedin = 0), only when the last login is older
 *   than UNLOCK_MIN_MINUTES.
 * method 2: birthday (YYYY-MM-DD) of the account; clears the login and, with characterId,
 *   moves that character to its town.
 */
export const UnlockBody = Type.Object({
  method: Type.Union([Type.Literal(1), Type.Literal(2)]),
  birthday: Type.Optional(Type.String({ pattern: `^(${DATE.slice(1, -1)})?$`, maxLength: 10 })),
  characterId: Type.Optional(Id),
});
export type UnlockBody = Static<typeof UnlockBody>;

export const UnlockResult = Type.Object({
  method: Type.Integer(),
  /** The account was marked logged in (and now is not). */
  wasLocked: Type.Boolean(),
  /** The character moved (method 2 with characterId), else null. */
  moved: Type.Union([
    Type.Object({ characterId: Type.Integer(), name: Type.String(), map: Type.Integer(), mapName: NullableString }),
    Type.Null(),
  ]),
  /**
   * The character asked to move that was not moved: the game may still hold the account (it
   * was marked in game, or unlocked on the site and not logged in to the game since).
   */
  notMoved: Type.Union([Type.Object({ characterId: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type UnlockResult = Static<typeof UnlockResult>;

/* ------------------------------------------------------------------ password */

/** PUT /api/v1/account/password. newPassword follows the registration rules (config/rules.ts: 6-16 printable ASCII). */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 64 }),
  newPassword: Type.String({ pattern: PASSWORD_PATTERN.source, minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  confirmPassword: Type.String({ maxLength: 64 }),
  /** Human verification (Turnstile token or ALTCHA payload), as at login. */
  captcha: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const PasswordChanged = Type.Object({
  /** Refresh tokens of other sessions revoked (this session's family stays). */
  revokedSessions: Type.Integer(),
  /**
   * A fresh access token for this session: the change ended every access token issued
   * before it, this session's too; its refresh token keeps working.
   */
  token: Type.String(),
  /** Seconds the new access token lives (as in a token set). */
  expires_in: Type.Integer(),
});
export type PasswordChanged = Static<typeof PasswordChanged>;
