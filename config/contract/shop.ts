/**
 * Web item shop contract: catalogue, posters, buy, gift, my orders, dressing room.
 *
 * | Method and path                                   | Input                         | data                 | Login |
 * |---------------------------------------------------|-------------------------------|----------------------|-------|
 * | GET    /api/v1/shop/items                         | ShopItemsQuery                | ShopItemsPage        | no    |
 * | GET    /api/v1/shop/items/{id}                    | ShopItemParams                | ShopItemDetail       | no    |
 * | GET    /api/v1/shop/posters                       | -                             | ShopPoster[]         | no    |
 * | POST   /api/v1/shop/purchase                      | ShopPurchaseRequest           | ShopPurchaseAnswer   | yes   |
 * | POST   /api/v1/shop/gift                          | ShopGiftRequest               | ShopPurchaseAnswer   | yes   |
 * | GET    /api/v1/shop/orders                        | ShopOrdersQuery               | ShopOrdersPage       | yes   |
 * | GET    /api/v1/shop/dressing-room                 | -                             | ShopDressingRoom     | yes   |
 * | PUT    /api/v1/shop/dressing-room/items/{shopItemId} | ShopDressingRoomItemParams | ShopDressingRoom     | yes   |
 * | DELETE /api/v1/shop/dressing-room/items/{shopItemId} | ShopDressingRoomItemParams | ShopDressingRoom     | yes   |
 * | DELETE /api/v1/shop/dressing-room                 | -                             | ShopDressingRoom     | yes   |
 * | GET    /api/v1/shop/dressing-room/preview         | ShopPreviewQuery              | ShopPreview          | yes   |
 *
 * Every answer is the envelope {code, message, data}; errors carry a translated message.
 * Names come in the caller's Accept-Language (Traditional Chinese name, English when none).
 * `icon` / `url` are the configured image-renderer URLs (null when pictures are turned off).
 * Times are UTC 'YYYY-MM-DD HH:mm:ss'.
 *
 * Buying and gifting debit the account's currency only while the account is not in game
 * (the game holds the balance in memory while the player plays); game items are delivered
 * through the game's gift box (the player receives them on entering the Cash Shop).
 * `idempotencyKey` (8-64 letters, digits, '-' or '_', one per dialog) makes a repeated
 * request answer the first order without a second debit.
 *
 * Errors (HTTP status, then the reason):
 * - 400 validation (translated detail), gift message too long for the game's gift box
 * - 401 login required
 * - 403 the character is not the caller's
 * - 404 unknown catalogue entry / character
 * - 409 not for sale, out of stock, sale not started, sale ended, limit per account reached,
 *       not enough currency, in game (log out first), dressing room full, already used key
 *       for another entry; the gift refusal (unknown receiver or a wrong birthday: one message)
 * - 422 not wearable (dressing room only takes wearable entries)
 * - 429 too many purchase/gift requests
 */
import { Type, type Static } from '@sinclair/typebox';

export const SHOP_CURRENCIES = ['nx_credit', 'maple_point', 'vote_points', 'reward_points'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

export const SHOP_KINDS = ['item', 'invite_code'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

export const SHOP_UNAVAILABLE_REASONS = ['not_for_sale', 'out_of_stock', 'sale_not_started', 'sale_ended'] as const;
export type ShopUnavailableReason = (typeof SHOP_UNAVAILABLE_REASONS)[number];

export const SHOP_EXPIRATION_UNITS = ['permanent', 'days', 'hours', 'minutes'] as const;
export type ShopExpirationUnit = (typeof SHOP_EXPIRATION_UNITS)[number];

/** Library categories of game items, plus 'Site' for the site's own goods (invite codes). */
export const SHOP_CATEGORIES = [
  'Cap', 'Coat', 'Longcoat', 'Pants', 'Shoes', 'Glove', 'Cape', 'Weapon', 'Shield', 'Accessory', 'Ring',
  'PetEquip', 'Pet', 'Consume', 'Etc', 'Ins', 'Cash', 'Hair', 'Face', 'TamingMob', 'Site',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** Wearable slots (the dressing room replaces what the character wears in the same slot). */
export const SHOP_SLOTS = [
  'Cap', 'FaceAccessory', 'EyeAccessory', 'Earrings', 'Coat', 'Longcoat', 'Pants', 'Shoes', 'Glove', 'Cape',
  'Shield', 'Weapon', 'Ring',
] as const;
export type ShopSlot = (typeof SHOP_SLOTS)[number];

export const SHOP_ORDER_TYPES = ['purchase', 'gift_sent', 'gift_received'] as const;
export type ShopOrderType = (typeof SHOP_ORDER_TYPES)[number];

export const SHOP_ORDER_STATUSES = ['delivered', 'pending'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const SHOP_PREVIEW_ACTIONS = ['stand', 'walk', 'jump'] as const;
export type ShopPreviewAction = (typeof SHOP_PREVIEW_ACTIONS)[number];

export const SHOP_DEFAULT_PAGE_SIZE = 20;
export const SHOP_MAX_PAGE_SIZE = 100;
export const SHOP_MAX_KEYWORD_LENGTH = 50;
/** Most units of one entry in one purchase or gift (an entry may allow fewer: maxQuantity). */
export const SHOP_MAX_QUANTITY = 100;
export const SHOP_GIFT_MESSAGE_MAX_LENGTH = 100;
/** A character name in the game: at most 13 characters. */
export const SHOP_CHARACTER_NAME_MAX_LENGTH = 13;
export const SHOP_IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const SHOP_BIRTHDAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const lit = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const ShopCurrencySchema = lit(SHOP_CURRENCIES);
export const ShopKindSchema = lit(SHOP_KINDS);
export const ShopUnavailableReasonSchema = lit(SHOP_UNAVAILABLE_REASONS);
export const ShopCategorySchema = lit(SHOP_CATEGORIES);
export const ShopSlotSchema = lit(SHOP_SLOTS);
export const ShopOrderTypeSchema = lit(SHOP_ORDER_TYPES);
export const ShopOrderStatusSchema = lit(SHOP_ORDER_STATUSES);
export const ShopPreviewActionSchema = lit(SHOP_PREVIEW_ACTIONS);

const Url = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const ShopExpiration = Type.Object({
  unit: lit(SHOP_EXPIRATION_UNITS),
  /** 0 when permanent. */
  value: Type.Integer({ minimum: 0 }),
});
export type ShopExpiration = Static<typeof ShopExpiration>;

/** One catalogue entry as the shop shows it. Availability is computed at request time. */
export const ShopItem = Type.Object({
  id: Type.Integer(),
  kind: ShopKindSchema,
  /** Game item id, null for site goods. */
  itemId: NullableInt,
  /** Cash-shop serial number used for delivery, null for site goods. */
  sn: NullableInt,
  name: Type.String(),
  category: ShopCategorySchema,
  icon: Url,
  /** Price of one purchase unit (one unit = `count` items). */
  price: Type.Integer({ minimum: 0 }),
  currency: ShopCurrencySchema,
  /** Items per purchase unit. */
  count: Type.Integer({ minimum: 1 }),
  /** More than one unit may be bought at once. */
  stackable: Type.Boolean(),
  /** Most units in one purchase (1 when not stackable). */
  maxQuantity: Type.Integer({ minimum: 1 }),
  /** Units left; null = unlimited. */
  stock: NullableInt,
  expiration: ShopExpiration,
  saleStart: NullableString,
  saleEnd: NullableString,
  onSale: Type.Boolean(),
  /** Most units one account may buy (purchases and gifts sent); null = no limit. */
  limitPerAccount: NullableInt,
  /** 0 male, 1 female, 2 any. */
  gender: Type.Integer({ minimum: 0, maximum: 2 }),
  /** Wearable slot for the dressing room, null when not wearable. */
  slot: Type.Union([ShopSlotSchema, Type.Null()]),
  available: Type.Boolean(),
  unavailableReason: Type.Union([ShopUnavailableReasonSchema, Type.Null()]),
});
export type ShopItem = Static<typeof ShopItem>;

export const ShopItemDetail = Type.Object({
  ...ShopItem.properties,
  /** The library's description in the caller's language, null when none. */
  description: NullableString,
});
export type ShopItemDetail = Static<typeof ShopItemDetail>;

/** `keyword` matches a name in either language or the item id; `category` one category. */
export const ShopItemsQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: SHOP_MAX_KEYWORD_LENGTH })),
  category: Type.Optional(ShopCategorySchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: SHOP_MAX_PAGE_SIZE, default: SHOP_DEFAULT_PAGE_SIZE })),
});
export type ShopItemsQuery = Static<typeof ShopItemsQuery>;

export const ShopItemsPage = Type.Object({
  items: Type.Array(ShopItem),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  /** Entries per category over the whole catalogue matching the keyword (for the category tabs). */
  categories: Type.Array(Type.Object({ category: ShopCategorySchema, count: Type.Integer() })),
});
export type ShopItemsPage = Static<typeof ShopItemsPage>;

export const ShopItemParams = Type.Object({ id: Id });
export type ShopItemParams = Static<typeof ShopItemParams>;

/** A carousel poster in its display window, in display order. */
export const ShopPoster = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Image URL (a site path such as /shop/posters/x.svg, or an absolute URL). */
  image: Type.String(),
  /** Where a click goes (a site path or URL), null when nowhere. */
  link: NullableString,
  order: Type.Integer(),
});
export type ShopPoster = Static<typeof ShopPoster>;
export const ShopPosterList = Type.Array(ShopPoster);

const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: SHOP_IDEMPOTENCY_KEY_PATTERN });
const Birthday = Type.String({ minLength: 10, maxLength: 10, pattern: SHOP_BIRTHDAY_PATTERN });
const Quantity = Type.Integer({ minimum: 1, maximum: SHOP_MAX_QUANTITY });

export const ShopPurchaseRequest = Type.Object({
  shopItemId: Id,
  /** One of the caller's characters: receives the items. */
  characterId: Id,
  quantity: Quantity,
  idempotencyKey: IdempotencyKey,
});
export type ShopPurchaseRequest = Static<typeof ShopPurchaseRequest>;

export const ShopGiftRequest = Type.Object({
  shopItemId: Id,
  quantity: Quantity,
  receiverName: Type.String({ minLength: 1, maxLength: SHOP_CHARACTER_NAME_MAX_LENGTH }),
  /** The receiver account's birthday. */
  receiverBirthday: Birthday,
  /** The sender (caller) account's birthday. */
  senderBirthday: Birthday,
  message: Type.Optional(Type.String({ maxLength: SHOP_GIFT_MESSAGE_MAX_LENGTH })),
  /** The caller's character whose name signs the gift; default the account's highest-level character. */
  characterId: Type.Optional(Id),
  idempotencyKey: IdempotencyKey,
});
export type ShopGiftRequest = Static<typeof ShopGiftRequest>;

export const ShopBalance = Type.Object({
  nxCredit: Type.Integer(),
  maplePoint: Type.Integer(),
  votePoints: Type.Integer(),
  rewardPoints: Type.Integer(),
});
export type ShopBalance = Static<typeof ShopBalance>;

export const ShopOrder = Type.Object({
  id: Type.Integer(),
  type: ShopOrderTypeSchema,
  shopItemId: Type.Integer(),
  itemId: NullableInt,
  name: Type.String(),
  icon: Url,
  /** Purchase units. */
  quantity: Type.Integer(),
  /** Total paid. */
  price: Type.Integer(),
  currency: ShopCurrencySchema,
  /** The character that receives the items (for a gift: the receiver). */
  characterName: Type.String(),
  /** For gifts: the other side's character name (receiver for sent, sender for received); null for purchases. */
  counterpart: NullableString,
  /** 'pending' while the items wait in the game's gift box (until the player opens the Cash Shop). */
  status: ShopOrderStatusSchema,
  /** The invite code issued by an invite-code purchase (shown to the buyer only), else null. */
  inviteCode: NullableString,
  createdAt: Type.String(),
});
export type ShopOrder = Static<typeof ShopOrder>;

export const ShopPurchaseAnswer = Type.Object({
  order: ShopOrder,
  /** The account's balances after the purchase. */
  balance: ShopBalance,
});
export type ShopPurchaseAnswer = Static<typeof ShopPurchaseAnswer>;

export const ShopOrdersQuery = Type.Object({
  type: Type.Optional(lit(['all', ...SHOP_ORDER_TYPES] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: SHOP_MAX_PAGE_SIZE, default: SHOP_DEFAULT_PAGE_SIZE })),
});
export type ShopOrdersQuery = Static<typeof ShopOrdersQuery>;

export const ShopOrdersPage = Type.Object({
  items: Type.Array(ShopOrder),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ShopOrdersPage = Static<typeof ShopOrdersPage>;

export const ShopDressingRoom = Type.Object({
  capacity: Type.Integer(),
  /** Tried-on entries, oldest first. */
  items: Type.Array(ShopItem),
});
export type ShopDressingRoom = Static<typeof ShopDressingRoom>;

export const ShopDressingRoomItemParams = Type.Object({ shopItemId: Id });
export type ShopDressingRoomItemParams = Static<typeof ShopDressingRoomItemParams>;

export const ShopPreviewQuery = Type.Object({
  characterId: Id,
  action: Type.Optional(ShopPreviewActionSchema),
});
export type ShopPreviewQuery = Static<typeof ShopPreviewQuery>;

export const ShopPreview = Type.Object({
  /** The character renderer URL (null when pictures are turned off). */
  url: Url,
  action: ShopPreviewActionSchema,
  /** The character's gender: 0 male, 1 female. */
  gender: Type.Integer(),
  skin: Type.Integer(),
  face: Type.Integer(),
  hair: Type.Integer(),
  /** Item ids drawn: what the character wears, with tried-on items in their slots. */
  wearing: Type.Array(Type.Integer()),
  /** Item ids the character wears that a tried-on item replaced. */
  replaced: Type.Array(Type.Integer()),
  /** Dressing-room entries the character's gender cannot wear (not drawn). */
  unwearable: Type.Array(Type.Integer()),
});
export type ShopPreview = Static<typeof ShopPreview>;
