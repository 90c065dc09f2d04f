/**
 * Buying and gifting in the web shop. Each is ONE transaction:
 *   1. the paying account's row is locked (MySQL: SELECT ... FOR UPDATE; SQLite runs
 *      transactions one at a time), so the same account's purchases run one after another;
 *      then the entry's row (so an operator's change of price or stock is not half seen);
 *   2. a repeated idempotency key answers the first order (no second debit);
 *   3. the entry's availability and sale window, the quantity and the per-account limit are
 *      checked, then the payer's side is READ (in game or held after an unlock, enough of the
 *      currency, the stock the order needs), then the character (purchase) or, for a gift, the
 *      sender's own birthday and signing character and only then the receiver: no refusal
 *      after the receiver check can depend on whether the receiver's name and birthday were
 *      right, and every refusal about the receiver (its account held after an unlock too) is
 *      one answer (SHOP_GIFT_REFUSED, field 'receiver'). Failed gifts are counted per receiver
 *      name and per sender (./gift-attempts.ts);
 *   4. the currency is debited only while the game has let go of the account, never below zero:
 *      UPDATE accounts SET col = col - :total WHERE id = :id AND <released> AND col >= :total
 *      where <released> is loggedin = 0 and no unlock waiting for a game login
 *      (server/services/in-game-guard.ts); 0 rows: the account is re-read to tell "in game",
 *      "log in to the game once" and "not enough" apart;
 *   5. the stock is decremented, never below zero: ... SET stock = stock - :n WHERE stock >= :n;
 *   6. delivery: a game item as one row per unit in the game's `gifts` table (the game hands
 *      it over when the player opens the Cash Shop, so this is safe while they play); an
 *      invite code as a single-use row of web_invite_codes owned by the buyer (registration accepts it);
 *   7. the order row, unique per (account, idempotency key).
 * A unique violation on the key (a concurrent twin on another connection) answers the
 * existing order; a MySQL deadlock or lock wait timeout is retried, then answered 503.
 */
import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../db';
import type { Database } from '../db/schema';
import { busyError, isUniqueViolation, withRetry } from '../db/errors';
import { toDbTime } from '../db/time';
import { AppError, ErrorCode, errors } from '../errors';
import { t, type Lang } from '../i18n';
import type { ShopPurchaseAnswer } from '../../config/contract/shop';
import { SHOP_GIFT_SENDER } from '../../config/rules';
import type { PictureTemplates } from './library';
import { gameHoldOf, loginToGameFirst, releasedBy } from './in-game-guard';
import { unavailable, unavailableReason, type ShopItemRow } from './shop-catalogue';
export { unavailable } from './shop-catalogue';
import { CURRENCY_COLUMN, readBalance, toShopOrders, type ShopOrderRow } from './shop-orders';
import { newInviteCode } from './codes';
import { reserveGiftAttempt, settleGiftAttempt, type GiftFailure } from './gift-attempts';

type Trx = Transaction<Database>;

/** The game's gifts.message is TINYTEXT: 255 bytes. */
const GIFT_MESSAGE_MAX_BYTES = 255;
/** The game's gifts.from is VARCHAR(13). */
const GIFT_FROM_MAX = 13;
const MAX_TOTAL = 2147483647;
const RETRIES = 6;

export const ShopErrorCode = {
  UNAVAILABLE: ErrorCode.SHOP_UNAVAILABLE,
  LIMIT_REACHED: ErrorCode.SHOP_LIMIT_REACHED,
  NOT_ENOUGH: ErrorCode.SHOP_NOT_ENOUGH,
  IN_GAME: ErrorCode.SHOP_IN_GAME,
  GIFT_REFUSED: ErrorCode.SHOP_GIFT_REFUSED,
  DRESSING_ROOM_FULL: ErrorCode.SHOP_DRESSING_ROOM_FULL,
  KEY_REUSED: ErrorCode.SHOP_KEY_REUSED,
} as const;

interface Common {
  accountId: number;
  shopItemId: number;
  quantity: number;
  idempotencyKey: string;
  lang: Lang;
  pictures: PictureTemplates;
}

export interface PurchaseInput extends Common {
  characterId: number;
}

export interface GiftInput extends Common {
  receiverName: string;
  receiverBirthday: string;
  senderBirthday: string;
  message?: string;
  /** The sender's character that signs the gift (default: the account's highest level). */
  characterId?: number;
}

interface Delivery {
  type: 'purchase' | 'gift';
  characterId: number;
  characterName: string;
  receiverAccountId: number;
  senderName: string;
  message: string;
}

async function existingOrder(db: Db | Trx, accountId: number, key: string): Promise<ShopOrderRow | undefined> {
  return db
    .selectFrom('web_shop_orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A key is for one request: the same key with another entry or quantity is refused. */
function checkSameRequest(row: ShopOrderRow, input: Common, type: 'purchase' | 'gift') {
  if (Number(row.shop_item_id) !== input.shopItemId || Number(row.quantity) !== input.quantity || row.type !== type) {
    throw new AppError(409, ShopErrorCode.KEY_REUSED, 'server.shop.keyReused');
  }
}


async function answer(db: Db, row: ShopOrderRow, input: Common): Promise<ShopPurchaseAnswer> {
  const [order] = await toShopOrders(db, [row], input.accountId, input.lang, input.pictures);
  return { order, balance: await readBalance(db, input.accountId) };
}

/**
 * Runs the shared steps inside one transaction (run again on a lock conflict, up to RETRIES
 * times, then 503 `server.shop.busy`; server/db/errors.ts).
 * `who` resolves the receiving character and the names on the gift box (it may refuse).
 */
async function placeOrder(
  db: Db,
  input: Common,
  type: 'purchase' | 'gift',
  who: (trx: Trx, item: ShopItemRow) => Promise<Delivery>,
): Promise<ShopPurchaseAnswer> {
  const first = await existingOrder(db, input.accountId, input.idempotencyKey);
  if (first) {
    checkSameRequest(first, input, type);
    return answer(db, first, input);
  }
  const mysql = dialectOf(db) === 'mysql';
  try {
    return await withRetry(async () => {
      const row = await db.transaction().execute(async (trx) => {
        // Lock the paying account: this account's orders run one at a time from here.
        if (mysql) await sql`select id from accounts where id = ${input.accountId} for update`.execute(trx);
        const twin = await existingOrder(trx, input.accountId, input.idempotencyKey);
        if (twin) return twin;

        // The entry under its row lock (MySQL): an operator's change (services/admin/shop.ts locks
        // the same row) comes wholly before or wholly after this order, never between its reads.
        let itemQuery = trx.selectFrom('web_shop_items').selectAll().where('id', '=', input.shopItemId);
        if (mysql) itemQuery = itemQuery.forUpdate();
        const item = await itemQuery.executeTakeFirst();
        if (!item) throw errors.notFound('server.shop.notFound');
        const reason = unavailableReason(item);
        if (reason) throw unavailable(reason);
        if (input.quantity > Math.max(1, Number(item.max_quantity))) {
          throw errors.invalid('server.shop.tooMany', { max: Math.max(1, Number(item.max_quantity)) });
        }
        if (type === 'gift' && item.kind !== 'item') throw new AppError(409, ShopErrorCode.UNAVAILABLE, 'server.shop.notGiftable');

        if (item.limit_per_account !== null) {
          const limit = Number(item.limit_per_account);
          const used = await trx
            .selectFrom('web_shop_orders')
            .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
            .where('account_id', '=', input.accountId)
            .where('shop_item_id', '=', input.shopItemId)
            .executeTakeFirst();
          const left = Math.max(0, limit - Number(used?.n ?? 0));
          if (input.quantity > left) throw new AppError(409, ShopErrorCode.LIMIT_REACHED, 'server.shop.limitReached', { limit, left });
        }

        const total = Number(item.price) * input.quantity;
        if (!Number.isSafeInteger(total) || total > MAX_TOTAL) throw errors.invalid('server.shop.tooMany', { max: 1 });
        const currency = item.currency as keyof typeof CURRENCY_COLUMN;
        const column = CURRENCY_COLUMN[currency];
        if (!column) throw unavailable('not_for_sale');
        // Every check of the payer comes before `who` looks at a receiver (see 3. above).
        await checkPayer(trx, input, item, column, currency, total);
        const delivery = await who(trx, item);

        const balance = sql`coalesce(${sql.ref(column)}, 0)`;
        const debited = await trx
          .updateTable('accounts')
          .set({ [column]: sql`${balance} - ${total}` })
          .where('id', '=', input.accountId)
          .where(releasedBy('accounts'))
          .where(sql<boolean>`${balance} >= ${total}`)
          .executeTakeFirst();
        if (Number(debited.numUpdatedRows) !== 1) {
          const hold = await gameHoldOf(trx, input.accountId);
          if (hold === 'missing') throw errors.unauthorized();
          if (hold === 'in_game') throw new AppError(409, ShopErrorCode.IN_GAME, 'server.shop.inGame');
          if (hold === 'after_unlock') throw loginToGameFirst();
          throw new AppError(409, ShopErrorCode.NOT_ENOUGH, 'server.shop.notEnough', {
            currency: t(input.lang, `server.shop.currency.${currency}`),
          });
        }

        if (item.stock !== null) {
          const taken = await trx
            .updateTable('web_shop_items')
            .set({ stock: sql`stock - ${input.quantity}` })
            .where('id', '=', input.shopItemId)
            .where('stock', '>=', input.quantity)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw unavailable('out_of_stock');
        }

        const now = toDbTime();
        const giftIds: number[] = [];
        const codes: string[] = [];
        if (item.kind === 'item') {
          if (item.sn === null) throw unavailable('not_for_sale');
          for (let i = 0; i < input.quantity; i++) {
            const r = await trx
              .insertInto('gifts')
              .values({
                to: delivery.characterId,
                from: delivery.senderName.slice(0, GIFT_FROM_MAX),
                message: delivery.message,
                sn: Number(item.sn),
                ringid: -1,
              })
              .executeTakeFirst();
            giftIds.push(Number(r.insertId));
          }
        } else {
          for (let i = 0; i < input.quantity * Math.max(1, Number(item.count)); i++) {
            const code = newInviteCode();
            await trx
              .insertInto('web_invite_codes')
              .values({ code, owner_account_id: input.accountId, source: 'shop', created_at: now, expires_at: null })
              .execute();
            codes.push(code);
          }
        }

        const inserted = await trx
          .insertInto('web_shop_orders')
          .values({
            account_id: input.accountId,
            idempotency_key: input.idempotencyKey,
            type,
            shop_item_id: input.shopItemId,
            kind: item.kind,
            item_id: item.item_id,
            sn: item.sn,
            quantity: input.quantity,
            price_total: total,
            currency: item.currency,
            character_id: delivery.characterId,
            character_name: delivery.characterName,
            receiver_account_id: delivery.receiverAccountId,
            sender_name: delivery.senderName.slice(0, GIFT_FROM_MAX),
            message: delivery.message,
            gift_ids: giftIds.length ? giftIds.join(',') : null,
            invite_codes: codes.length ? codes.join(',') : null,
            created_at: now,
          })
          .executeTakeFirst();
        const order = await trx.selectFrom('web_shop_orders').selectAll().where('id', '=', Number(inserted.insertId)).executeTakeFirst();
        return order!;
      });
      checkSameRequest(row, input, type);
      return await answer(db, row, input);
    }, { attempts: RETRIES, busy: () => busyError('server.shop.busy') });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const twin = await existingOrder(db, input.accountId, input.idempotencyKey);
      if (twin) {
        checkSameRequest(twin, input, type);
        return answer(db, twin, input);
      }
    }
    throw e;
  }
}

/**
 * The payer's side, read before anything about a receiver: the account is not in game, has
 * enough of the currency, and the stock holds the quantity. The conditional debit and stock
 * updates after `who` still decide (and still refuse a race); this only puts their refusals
 * first, so that a gift's answer does not depend on whether its receiver was right.
 */
async function checkPayer(trx: Trx, input: Common, item: ShopItemRow, column: string, currency: string, total: number): Promise<void> {
  const hold = await gameHoldOf(trx, input.accountId);
  if (hold === 'missing') throw errors.unauthorized();
  if (hold === 'in_game') throw new AppError(409, ShopErrorCode.IN_GAME, 'server.shop.inGame');
  if (hold === 'after_unlock') throw loginToGameFirst();
  const payer = await trx
    .selectFrom('accounts')
    .select([sql<number>`coalesce(${sql.ref(column)}, 0)`.as('funds')])
    .where('id', '=', input.accountId)
    .executeTakeFirstOrThrow();
  if (Number(payer.funds) < total) {
    throw new AppError(409, ShopErrorCode.NOT_ENOUGH, 'server.shop.notEnough', { currency: t(input.lang, `server.shop.currency.${currency}`) });
  }
  if (item.stock !== null && Number(item.stock) < input.quantity) throw unavailable('out_of_stock');
}

export async function purchase(db: Db, input: PurchaseInput): Promise<ShopPurchaseAnswer> {
  return placeOrder(db, input, 'purchase', async (trx) => {
    const character = await trx
      .selectFrom('characters')
      .select(['id', 'name', 'accountid'])
      .where('id', '=', input.characterId)
      .executeTakeFirst();
    if (!character) throw errors.notFound('server.shop.characterNotFound');
    if (Number(character.accountid) !== input.accountId) throw errors.forbidden('server.shop.characterNotYours');
    return {
      type: 'purchase',
      characterId: Number(character.id),
      characterName: character.name,
      receiverAccountId: input.accountId,
      senderName: SHOP_GIFT_SENDER,
      message: t(input.lang, 'server.shop.purchaseMessage'),
    };
  });
}

const sameDay = (given: string, stored: string | null | undefined) => stored != null && String(stored).slice(0, 10) === given;

/** Every refusal about the receiver (no such character, wrong birthday): one code, one message, one field. */
const giftRefused = () => Object.assign(new AppError(409, ShopErrorCode.GIFT_REFUSED, 'server.shop.giftRefused'), { field: 'receiver' });
const SENDER_BIRTHDAY_WRONG = 'server.shop.senderBirthdayWrong';

/** What a refused gift counts as (./gift-attempts.ts): a receiver failure, a sender-birthday failure, or neither. */
function giftFailureOf(e: unknown): GiftFailure | null {
  if (!(e instanceof AppError)) return null;
  if (e.code === ShopErrorCode.GIFT_REFUSED) return 'receiver';
  return e.messageKey === SENDER_BIRTHDAY_WRONG ? 'sender' : null;
}

export async function gift(db: Db, input: GiftInput): Promise<ShopPurchaseAnswer> {
  const message = (input.message ?? '').trim();
  if (Buffer.byteLength(message, 'utf8') > GIFT_MESSAGE_MAX_BYTES) throw errors.invalid('server.shop.messageTooLong');
  const attempt = await reserveGiftAttempt(db, input.accountId, input.receiverName);
  try {
    const answer = await placeGift(db, input, message);
    // Not a failure. (Should this write fail, the attempt just counts until it ages out.)
    await settleGiftAttempt(db, attempt, null).catch(() => undefined);
    return answer;
  } catch (e) {
    await settleGiftAttempt(db, attempt, giftFailureOf(e)).catch(() => undefined);
    throw e;
  }
}

async function placeGift(db: Db, input: GiftInput, message: string): Promise<ShopPurchaseAnswer> {
  return placeOrder(db, input, 'gift', async (trx) => {
    // The sender first (own birthday, signing character): nothing here depends on the receiver.
    const sender = await trx.selectFrom('accounts').select(['birthday']).where('id', '=', input.accountId).executeTakeFirst();
    if (!sender || !sameDay(input.senderBirthday, sender.birthday)) {
      throw Object.assign(new AppError(400, ErrorCode.INVALID_INPUT, SENDER_BIRTHDAY_WRONG), { field: 'senderBirthday' });
    }
    let signer = trx
      .selectFrom('characters')
      .select(['id', 'name', 'accountid'])
      .where('accountid', '=', input.accountId);
    signer = input.characterId !== undefined ? signer.where('id', '=', input.characterId) : signer.orderBy('level', 'desc').orderBy('id');
    const own = await signer.limit(1).executeTakeFirst();
    if (!own) {
      if (input.characterId !== undefined) throw errors.forbidden('server.shop.characterNotYours');
      throw new AppError(409, ShopErrorCode.UNAVAILABLE, 'server.shop.noCharacter');
    }
    // Then the receiver, last: an unknown name and a wrong birthday are the same answer.
    const receiver = await trx
      .selectFrom('characters')
      .innerJoin('accounts', 'accounts.id', 'characters.accountid')
      .select(['characters.id', 'characters.name', 'characters.accountid', 'accounts.birthday'])
      .where('characters.name', '=', input.receiverName.trim())
      .executeTakeFirst();
    if (!receiver || !sameDay(input.receiverBirthday, receiver.birthday)) throw giftRefused();
    // A receiver the site unlocked and the game has not logged in since gets nothing yet (the
    // in-game guard); said with the same one answer, so it tells nothing about the receiver.
    if ((await gameHoldOf(trx, Number(receiver.accountid))) === 'after_unlock') throw giftRefused();
    return {
      type: 'gift',
      characterId: Number(receiver.id),
      characterName: receiver.name,
      receiverAccountId: Number(receiver.accountid),
      senderName: own.name,
      message,
    };
  });
}
