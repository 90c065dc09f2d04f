/**
 * The web item shop: catalogue, posters, orders, dressing room. Created by migration
 * 0006_shop (which also adds web_invite_codes.source, see tables/auth.ts).
 * Times are UTC text 'YYYY-MM-DD HH:mm:ss'. Game items are delivered through the
 * game's own `gifts` table (server/db/tables/game.ts).
 */
import type { ColumnType, Generated } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export interface WebShopItemsTable {
  id: Generated<number>;
  /** item (a game item, delivered by its SN) | invite_code (a site good). */
  kind: Def<string>;
  item_id: Def<number | null>;
  /** Cash-shop serial number (Commodity) the game delivers from the gift box; null for site goods. */
  sn: Def<number | null>;
  /** Library category, or 'Site'. */
  category: string;
  /** Names for site goods (game items take the library's names; these override when set). */
  name_en: Def<string | null>;
  name_zh: Def<string | null>;
  /** Per purchase unit. */
  price: number;
  /** nx_credit | maple_point | vote_points | reward_points. */
  currency: string;
  /** Items per purchase unit. */
  count: Def<number>;
  /** Most units per purchase (1 = not stackable). */
  max_quantity: Def<number>;
  /** Units left; null = unlimited. */
  stock: Def<number | null>;
  /** permanent | days | hours | minutes. */
  expiration_unit: Def<string>;
  expiration_value: Def<number>;
  sale_start: Def<string | null>;
  sale_end: Def<string | null>;
  on_sale: Def<number>;
  limit_per_account: Def<number | null>;
  /** 0 male, 1 female, 2 any. */
  gender: Def<number>;
  /** Wearable slot (config/contract/shop.ts SHOP_SLOTS) or null. */
  slot: Def<string | null>;
  sort_order: Def<number>;
  created_at: string;
  updated_at: string;
}

export interface WebShopPostersTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  image: string;
  link: Def<string | null>;
  sort_order: Def<number>;
  starts_at: Def<string | null>;
  ends_at: Def<string | null>;
  created_at: string;
}

export interface WebShopOrdersTable {
  id: Generated<number>;
  /** The paying account. */
  account_id: number;
  /** Sent by the dialog; unique per account: a repeated key answers the first order. */
  idempotency_key: string;
  /** purchase | gift */
  type: string;
  shop_item_id: number;
  kind: string;
  item_id: number | null;
  sn: number | null;
  quantity: number;
  price_total: number;
  currency: string;
  /** The receiving character (null for site goods bought without a character). */
  character_id: number | null;
  character_name: string;
  /** The account that receives (the buyer for a purchase). */
  receiver_account_id: number;
  /** The name on the gift box: the sender's character for a gift, the shop's label for a purchase. */
  sender_name: string;
  message: Def<string>;
  /** Comma-separated ids of the rows written to the game's gifts table (status: pending while any remains). */
  gift_ids: Def<string | null>;
  /** Comma-separated invite codes issued by an invite-code purchase. */
  invite_codes: Def<string | null>;
  created_at: string;
}

export interface WebShopDressingRoomTable {
  account_id: number;
  shop_item_id: number;
  added_at: string;
}

/**
 * Web-shop gift attempts (0012): a row is written before the receiver is looked at
 * ('pending'), kept when the gift is refused for the receiver's name or birthday
 * ('receiver') or the sender's own birthday ('sender'), removed otherwise. Failures in the
 * last window count against the receiver name and the sender (config/site.ts giftFailures).
 */
export interface WebGiftAttemptsTable {
  id: Generated<number>;
  sender_account_id: number;
  /** The receiver's character name as typed, trimmed and lower-case. */
  receiver_key: string;
  /** 'pending' | 'receiver' | 'sender' */
  outcome: string;
  created_at: string;
}

export interface ShopTables {
  web_shop_items: WebShopItemsTable;
  web_shop_posters: WebShopPostersTable;
  web_shop_orders: WebShopOrdersTable;
  web_shop_dressing_room: WebShopDressingRoomTable;
  web_gift_attempts: WebGiftAttemptsTable;
}
