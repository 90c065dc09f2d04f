/**
 * Operator console, Shop screen: the catalogue, adding an item from the game data library,
 * the carousel posters (with image upload) and the shop's orders. Operator token as every
 * /api/v1/admin route (401 / 403 ADMIN_ONLY, the envelope).
 *
 * | Method and path                                  | Input                    | data                    | Password within 15 min |
 * |--------------------------------------------------|--------------------------|-------------------------|------------------------|
 * | GET    /api/v1/admin/shop/items                  | AdminShopItemsQuery      | AdminShopItemsPage      | no                     |
 * | POST   /api/v1/admin/shop/items                  | AdminShopItemNew         | AdminShopItemChanged    | yes                    |
 * | PATCH  /api/v1/admin/shop/items/{id}             | AdminShopItemPatch       | AdminShopItemChanged    | yes                    |
 * | DELETE /api/v1/admin/shop/items/{id}             | -                        | AdminShopRemoved        | yes                    |
 * | GET    /api/v1/admin/shop/library                | AdminShopLibraryQuery    | AdminShopLibraryAnswer  | no                     |
 * | GET    /api/v1/admin/shop/posters                | -                        | AdminShopPoster[]       | no                     |
 * | POST   /api/v1/admin/shop/posters                | AdminShopPosterBody      | AdminShopPosterChanged  | yes                    |
 * | PATCH  /api/v1/admin/shop/posters/{id}           | AdminShopPosterPatch     | AdminShopPosterChanged  | yes                    |
 * | DELETE /api/v1/admin/shop/posters/{id}           | -                        | AdminShopRemoved        | yes                    |
 * | POST   /api/v1/admin/shop/poster-images          | AdminShopPosterImageBody | AdminShopPosterImage    | no                     |
 * | GET    /api/v1/admin/shop/orders                 | AdminShopOrdersQuery     | AdminShopOrdersPage     | no                     |
 *
 * Catalogue and poster changes touch what players pay and what they click, so they need the password within 15 minutes
 * (403 ADMIN_REAUTH_NEEDED otherwise). Every change writes one audit row with the state
 * before and after, in the change's own transaction; its id is in the answer.
 * A PATCH may carry `seen`: the price, currency and stock the operator was looking at; when
 * the entry no longer has them (a purchase took stock meanwhile, another operator changed
 * it) the change is refused with 409 ADMIN_SHOP_CHANGED and nothing is written.
 * Times are ISO 8601 UTC. Poster images: PNG, JPEG or WebP (never SVG), at most 1 MB,
 * sent as base64; the answer is the address the site serves the image at.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SHOP_CATEGORIES, SHOP_CURRENCIES, SHOP_MAX_QUANTITY, SHOP_UNAVAILABLE_REASONS } from './shop';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
// (Null first in the unions of what is sent: the validator would otherwise read null as the number 0.)
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
/** An ISO 8601 time (with a zone, or UTC when it has none). */
const IsoTime = Type.String({ minLength: 10, maxLength: 30, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$' });
const NullableTime = Type.Union([Type.Null(), IsoTime]);
/** One line of text an operator writes: no control or bidirectional-override characters. */
const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]+$' });
/** A site path (/shop?category=Cap) or an http(s) address. */
const Address = Type.String({ minLength: 1, maxLength: 500, pattern: '^(/(?!/)|https?://)[^\\s"\'<>\\\\]*$' });
const Paged = <T extends TSchema>(row: T) => Type.Object({ items: Type.Array(row), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });
const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

export const ADMIN_SHOP_SORTS = ['order', 'price', 'id'] as const;
export const ADMIN_SHOP_MAX_PRICE = 1_000_000_000;
export const ADMIN_SHOP_MAX_STOCK = 1_000_000_000;
export const ADMIN_SHOP_MAX_LIMIT = 1_000_000;
export const ADMIN_SHOP_MAX_ORDER = 1_000_000;
/** Poster images: these types only (no SVG: a script inside would run on the site's origin). */
export const ADMIN_POSTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ADMIN_POSTER_IMAGE_MAX_BYTES = 1024 * 1024;

/* --------------------------------------------------------------- catalogue */

export const AdminShopItemsQuery = Type.Object({
  /** Part of a name (either language) or an item id. */
  q: Type.Optional(Type.String({ maxLength: 50 })),
  category: Type.Optional(lit(SHOP_CATEGORIES)),
  onSale: Type.Optional(Type.Boolean()),
  page: Type.Optional(PageNumber),
  size: Type.Optional(PageSize),
  sort: Type.Optional(Type.Union(ADMIN_SHOP_SORTS.map((s) => Type.Literal(s)), { default: 'order' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type AdminShopItemsQuery = Static<typeof AdminShopItemsQuery>;

export const AdminShopItemRow = Type.Object({
  id: Type.Integer(),
  kind: lit(['item', 'invite_code'] as const),
  itemId: NullableInt,
  sn: NullableInt,
  /** The name in the caller's language. */
  name: Type.String(),
  icon: NullableString,
  category: lit(SHOP_CATEGORIES),
  price: Type.Integer(),
  currency: lit(SHOP_CURRENCIES),
  count: Type.Integer(),
  maxQuantity: Type.Integer(),
  /** Units left; null = unlimited. */
  stock: NullableInt,
  /** Most units one account may buy; null = no limit. */
  limitPerAccount: NullableInt,
  saleStart: NullableString,
  saleEnd: NullableString,
  onSale: Type.Boolean(),
  order: Type.Integer(),
  /** Units sold so far (purchases and gifts). */
  sold: Type.Integer(),
  /** What a player sees now: null when it can be bought. */
  unavailableReason: Type.Union([lit(SHOP_UNAVAILABLE_REASONS), Type.Null()]),
});
export type AdminShopItemRow = Static<typeof AdminShopItemRow>;
export const AdminShopItemsPage = Paged(AdminShopItemRow);
export type AdminShopItemsPage = Static<typeof AdminShopItemsPage>;

export const AdminShopItemParams = Type.Object({ id: Id });
export type AdminShopItemParams = Static<typeof AdminShopItemParams>;

const itemFields = {
  price: Type.Integer({ minimum: 0, maximum: ADMIN_SHOP_MAX_PRICE }),
  currency: lit(SHOP_CURRENCIES),
  stock: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: ADMIN_SHOP_MAX_STOCK })]),
  limitPerAccount: Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: ADMIN_SHOP_MAX_LIMIT })]),
  maxQuantity: Type.Integer({ minimum: 1, maximum: SHOP_MAX_QUANTITY }),
  saleStart: NullableTime,
  saleEnd: NullableTime,
  onSale: Type.Boolean(),
  order: Type.Integer({ minimum: -ADMIN_SHOP_MAX_ORDER, maximum: ADMIN_SHOP_MAX_ORDER }),
};

/** Every field of an entry an operator sets, each optional (left out: unchanged, or the default when adding). */
const optionalItemFields = Type.Partial(Type.Object(itemFields)).properties;

export const AdminShopItemPatch = Type.Object(
  {
    ...optionalItemFields,
    /** What the operator was looking at: refused (409) when the entry no longer has it. */
    seen: Type.Optional(
      Type.Object(
        { price: Type.Optional(Type.Integer()), currency: Type.Optional(lit(SHOP_CURRENCIES)), stock: Type.Optional(Type.Union([Type.Null(), Type.Integer()])) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AdminShopItemPatch = Static<typeof AdminShopItemPatch>;

/** A game item (itemId, and sn: one of its cash-shop serial numbers; the first when left out). */
export const AdminShopItemNew = Type.Object(
  {
    itemId: Id,
    sn: Type.Optional(Id),
    ...optionalItemFields,
    price: itemFields.price,
  },
  { additionalProperties: false },
);
export type AdminShopItemNew = Static<typeof AdminShopItemNew>;

export const AdminShopItemChanged = Type.Object({ item: AdminShopItemRow, auditId: Type.Integer() });
export type AdminShopItemChanged = Static<typeof AdminShopItemChanged>;
export const AdminShopRemoved = Type.Object({ id: Type.Integer(), auditId: Type.Integer() });
export type AdminShopRemoved = Static<typeof AdminShopRemoved>;

/* ----------------------------------------------------------------- library */

export const AdminShopLibraryQuery = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) });
export type AdminShopLibraryQuery = Static<typeof AdminShopLibraryQuery>;

/** A cash-shop entry (Commodity) of the game data that delivers the item. */
export const AdminShopCommodity = Type.Object({
  sn: Type.Integer(),
  count: Type.Integer(),
  /** The game's own price (a hint). */
  price: Type.Integer(),
  /** Days; 0 = permanent. */
  period: Type.Integer(),
  onSale: Type.Boolean(),
});
export const AdminShopLibraryItem = Type.Object({
  itemId: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  icon: NullableString,
  /** Its cash-shop serial numbers; empty: the game cannot deliver it from the gift box. */
  commodities: Type.Array(AdminShopCommodity),
});
export type AdminShopLibraryItem = Static<typeof AdminShopLibraryItem>;
export const AdminShopLibraryAnswer = Type.Object({ items: Type.Array(AdminShopLibraryItem) });
export type AdminShopLibraryAnswer = Static<typeof AdminShopLibraryAnswer>;

/* ----------------------------------------------------------------- posters */

export const AdminShopPoster = Type.Object({
  id: Type.Integer(),
  titleZh: Type.String(),
  titleEn: Type.String(),
  image: Type.String(),
  link: NullableString,
  order: Type.Integer(),
  startsAt: NullableString,
  endsAt: NullableString,
  /** Shown in the shop's carousel now. */
  live: Type.Boolean(),
});
export type AdminShopPoster = Static<typeof AdminShopPoster>;
export const AdminShopPosterList = Type.Array(AdminShopPoster);

export const AdminShopPosterBody = Type.Object(
  {
    titleZh: Title,
    titleEn: Title,
    image: Address,
    link: Type.Optional(Type.Union([Type.Null(), Address])),
    order: Type.Optional(itemFields.order),
    startsAt: Type.Optional(NullableTime),
    endsAt: Type.Optional(NullableTime),
  },
  { additionalProperties: false },
);
export type AdminShopPosterBody = Static<typeof AdminShopPosterBody>;
export const AdminShopPosterPatch = Type.Partial(AdminShopPosterBody, { additionalProperties: false });
export type AdminShopPosterPatch = Static<typeof AdminShopPosterPatch>;
export const AdminShopPosterChanged = Type.Object({ poster: AdminShopPoster, auditId: Type.Integer() });
export type AdminShopPosterChanged = Static<typeof AdminShopPosterChanged>;

export const AdminShopPosterImageBody = Type.Object(
  {
    type: lit(ADMIN_POSTER_IMAGE_TYPES),
    /** The file, base64 (at most 1 MB once decoded). */
    data: Type.String({ minLength: 1, maxLength: Math.ceil(ADMIN_POSTER_IMAGE_MAX_BYTES / 3) * 4 + 4 }),
  },
  { additionalProperties: false },
);
export type AdminShopPosterImageBody = Static<typeof AdminShopPosterImageBody>;
export const AdminShopPosterImage = Type.Object({ url: Type.String() });
export type AdminShopPosterImage = Static<typeof AdminShopPosterImage>;

/* ------------------------------------------------------------------ orders */

export const ADMIN_SHOP_DELIVERY = ['waiting', 'collected', 'issued'] as const;
export const AdminShopOrdersQuery = Type.Object({
  page: Type.Optional(PageNumber),
  size: Type.Optional(PageSize),
  /** Part of the paying account's name. */
  account: Type.Optional(Type.String({ maxLength: 32 })),
  /** A shop entry or item id, or part of the item's name. */
  item: Type.Optional(Type.String({ maxLength: 50 })),
});
export type AdminShopOrdersQuery = Static<typeof AdminShopOrdersQuery>;

/** One order: who paid what for which entry, for which character, and where its delivery is. */
export const AdminShopOrderRow = Type.Object({
  id: Type.Integer(),
  createdAt: NullableString,
  type: lit(['purchase', 'gift'] as const),
  accountId: Type.Integer(),
  accountName: NullableString,
  /** The receiving character. */
  characterName: Type.String(),
  shopItemId: Type.Integer(),
  itemId: NullableInt,
  name: Type.String(),
  quantity: Type.Integer(),
  priceTotal: Type.Integer(),
  currency: lit(SHOP_CURRENCIES),
  /** waiting: its gift rows are still in the game's gift box; collected: the player took them; issued: a site good, given at once. */
  delivery: lit(ADMIN_SHOP_DELIVERY),
});
export type AdminShopOrderRow = Static<typeof AdminShopOrderRow>;
export const AdminShopOrdersPage = Paged(AdminShopOrderRow);
export type AdminShopOrdersPage = Static<typeof AdminShopOrdersPage>;
