/**
 * Operator CLI for the web shop's catalogue and posters: the same services as the console's
 * Shop screen (server/services/admin/shop.ts, shop-posters.ts), each change audited as
 * the operator `cli`.
 *
 *   npm run shop -- list [--category Cap] [--json]
 *   npm run shop -- show <id>
 *   npm run shop -- add --item 1002140 --price 2400 [--sn 20000123] [--currency nx_credit] [--count 1] [--max-quantity 1]
 *                       [--stock 50|unlimited] [--expires permanent|90d|12h|30m] [--start "2026-12-01 00:00"] [--end ..]
 *                       [--limit 1] [--off-sale] [--category Cap] [--gender 0|1|2] [--order 10]
 *   npm run shop -- add --invite-code --price 3000 [--name-zh 邀請碼] [--name-en "Invite code"] [...]
 *   npm run shop -- edit <id> [the same options] [--on-sale | --off-sale] [--no-limit] [--no-start] [--no-end]
 *   npm run shop -- remove <id>
 *   npm run shop -- stock <id> <n | unlimited | +n | -n>
 *   npm run shop -- poster list
 *   npm run shop -- poster add --title-zh .. --title-en .. --image /images/shop-posters/x.svg [--link /shop] [--order 1] [--start ..] [--end ..]
 *   npm run shop -- poster edit <id> [the same options] [--no-link] [--no-start] [--no-end]
 *   npm run shop -- poster remove <id>
 *
 * A game item is delivered by its cash-shop serial number (SN): without --sn the item's
 * first cash-shop entry in the imported library is used. Times are UTC. Every error is one
 * line; exit code 0 on success, 1 on a refused command, 2 on unreadable options.
 * The database is the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 */
import { parseArgs } from 'node:util';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { WebShopItemsTable, WebShopPostersTable } from '../db/tables/shop';
import { toDbTime } from '../db/time';
import {
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  SHOP_MAX_QUANTITY,
  type ShopCategory,
  type ShopCurrency,
} from '../../config/contract/shop';
import { unavailableReason } from '../services/shop-catalogue';
import { addShopEntry, changeShopStock, editShopEntry, removeShopEntry } from '../services/admin/shop';
import { addPoster, editPoster, removePoster } from '../services/admin/shop-posters';
import { CLI_ACTOR } from '../services/admin/audit';
import { isAppError } from '../errors';
import { t } from '../i18n';
import { runAsCli } from './entry';

dayjs.extend(utc);

export const USAGE = `Usage: npm run shop -- <command> [options]

Catalogue:
  list [--category <c>] [--json]
  show <id>
  add --item <itemId> --price <n> [--sn <sn>] [options]
  add --invite-code --price <n> [--name-zh <t>] [--name-en <t>] [options]
  edit <id> [options] [--on-sale | --off-sale] [--no-limit] [--no-start] [--no-end]
  remove <id>
  stock <id> <n | unlimited | +n | -n>
Options: --currency ${SHOP_CURRENCIES.join('|')} (default nx_credit), --count <n>, --max-quantity <1-${SHOP_MAX_QUANTITY}>,
  --stock <n|unlimited>, --expires permanent|<n>d|<n>h|<n>m, --start/--end "YYYY-MM-DD[ HH:mm[:ss]]" (UTC),
  --limit <n per account>, --off-sale, --category <c>, --gender 0|1|2, --order <n>
Posters:
  poster list
  poster add --title-zh <t> --title-en <t> --image <url> [--link <url>] [--order <n>] [--start ..] [--end ..]
  poster edit <id> [the same options] [--no-link] [--no-start] [--no-end]
  poster remove <id>`;

const OPTIONS = {
  item: { type: 'string' },
  sn: { type: 'string' },
  'invite-code': { type: 'boolean' },
  price: { type: 'string' },
  currency: { type: 'string' },
  count: { type: 'string' },
  'max-quantity': { type: 'string' },
  stock: { type: 'string' },
  expires: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  'no-start': { type: 'boolean' },
  'no-end': { type: 'boolean' },
  limit: { type: 'string' },
  'no-limit': { type: 'boolean' },
  'on-sale': { type: 'boolean' },
  'off-sale': { type: 'boolean' },
  category: { type: 'string' },
  gender: { type: 'string' },
  order: { type: 'string' },
  'name-zh': { type: 'string' },
  'name-en': { type: 'string' },
  'title-zh': { type: 'string' },
  'title-en': { type: 'string' },
  image: { type: 'string' },
  link: { type: 'string' },
  'no-link': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

export class CliError extends Error {}

export interface CliIo {
  out: (line: string) => void;
}

const INT_MAX = 2147483647;

function intOf(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function idOf(value: string | undefined, what = 'an entry id'): number {
  const id = intOf(value ?? '', what, 1, INT_MAX);
  if (id === undefined) throw new CliError(`${what} is required`);
  return id;
}

function timeOf(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  const d = m ? dayjs.utc(`${m[1]}T${m[2] ?? '00'}:${m[3] ?? '00'}:${m[4] ?? '00'}Z`) : null;
  if (!m || !d || !d.isValid() || d.format('YYYY-MM-DD') !== m[1]) {
    throw new CliError(`${flag} must be a UTC time "YYYY-MM-DD" or "YYYY-MM-DD HH:mm[:ss]", got "${value}"`);
  }
  return toDbTime(d.valueOf());
}

function expiresOf(value: string | undefined): { expiration_unit: string; expiration_value: number } | undefined {
  if (value === undefined) return undefined;
  if (value === 'permanent') return { expiration_unit: 'permanent', expiration_value: 0 };
  const m = /^(\d{1,5})([dhm])$/.exec(value.trim());
  if (!m || Number(m[1]) < 1) throw new CliError(`--expires must be permanent, <n>d, <n>h or <n>m (n from 1), got "${value}"`);
  const unit = { d: 'days', h: 'hours', m: 'minutes' }[m[2] as 'd' | 'h' | 'm'];
  return { expiration_unit: unit, expiration_value: Number(m[1]) };
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new CliError(`${flag} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

function textOf(value: string | undefined, flag: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (!v) throw new CliError(`${flag} must not be empty`);
  if (v.length > max) throw new CliError(`${flag} must be at most ${max} characters`);
  return v;
}

/** The catalogue fields the options set (shared by add and edit). */
function itemPatch(values: Values): Updateable<WebShopItemsTable> {
  const patch: Updateable<WebShopItemsTable> = {};
  const set = <K extends keyof Updateable<WebShopItemsTable>>(key: K, v: Updateable<WebShopItemsTable>[K] | undefined) => {
    if (v !== undefined) patch[key] = v;
  };
  set('price', intOf(values.price, '--price', 0, 1_000_000_000));
  set('currency', oneOf<ShopCurrency>(values.currency, SHOP_CURRENCIES, '--currency'));
  set('count', intOf(values.count, '--count', 1, 10_000));
  set('max_quantity', intOf(values['max-quantity'], '--max-quantity', 1, SHOP_MAX_QUANTITY));
  if (values.stock !== undefined) patch.stock = values.stock === 'unlimited' ? null : intOf(values.stock, '--stock', 0, 1_000_000_000);
  Object.assign(patch, expiresOf(values.expires) ?? {});
  if (values.start !== undefined && values['no-start']) throw new CliError('use either --start or --no-start');
  if (values.end !== undefined && values['no-end']) throw new CliError('use either --end or --no-end');
  set('sale_start', timeOf(values.start, '--start'));
  set('sale_end', timeOf(values.end, '--end'));
  if (values['no-start']) patch.sale_start = null;
  if (values['no-end']) patch.sale_end = null;
  if (values.limit !== undefined && values['no-limit']) throw new CliError('use either --limit or --no-limit');
  set('limit_per_account', intOf(values.limit, '--limit', 1, 1_000_000));
  if (values['no-limit']) patch.limit_per_account = null;
  if (values['on-sale'] && values['off-sale']) throw new CliError('use either --on-sale or --off-sale');
  if (values['on-sale']) patch.on_sale = 1;
  if (values['off-sale']) patch.on_sale = 0;
  set('category', oneOf<ShopCategory>(values.category, SHOP_CATEGORIES, '--category'));
  set('gender', intOf(values.gender, '--gender', 0, 2));
  set('sort_order', intOf(values.order, '--order', -1_000_000, 1_000_000));
  set('name_zh', textOf(values['name-zh'], '--name-zh', 100));
  set('name_en', textOf(values['name-en'], '--name-en', 100));
  return patch;
}

type ItemRow = Selectable<WebShopItemsTable>;

function itemLine(r: ItemRow, names: Map<number, string>): string {
  const reason = unavailableReason(r) ?? 'available';
  const what = r.kind === 'invite_code' ? `invite code${r.name_en ? ` "${r.name_en}"` : ''}` : `item ${r.item_id} ${names.get(Number(r.item_id)) ?? ''} (SN ${r.sn})`;
  const stock = r.stock === null ? 'unlimited' : `stock ${r.stock}`;
  const limit = r.limit_per_account === null ? '' : `, ${r.limit_per_account}/account`;
  const window = r.sale_start || r.sale_end ? `, ${r.sale_start ?? '…'} to ${r.sale_end ?? '…'}` : '';
  return `#${r.id}\t${r.category}\t${r.price} ${r.currency}\t${stock}${limit}${window}\t${reason}\t${what.trim()}`;
}

function posterLine(p: Selectable<WebShopPostersTable>): string {
  return `#${p.id}\torder ${p.sort_order}\t${p.starts_at ?? '…'} to ${p.ends_at ?? '…'}\t${p.image}\t${p.link ?? '-'}\t${p.title_zh} / ${p.title_en}`;
}

async function libraryNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('web_lib_entry').select(['id', 'name_en']).where('kind', '=', 'item').where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name_en]));
}

/** The console's (translated) refusals of the shared services, as this command's one-line errors. */
const CLI_TEXT: Record<string, (v: Record<string, string | number>) => string> = {
  'server.shop.notFound': (v) => `shop entry ${v.id} does not exist`,
  'server.adminShop.posterNotFound': (v) => `poster ${v.id} does not exist`,
  'server.adminShop.priceRequired': () => '--price is required',
  'server.adminShop.itemRequired': () => '--item <itemId> is required (or --invite-code)',
  'server.adminShop.inviteNoItem': () => 'an invite code is a site good: no --item or --sn',
  'server.adminShop.notInLibrary': (v) => `item ${v.item} is not in the library (import the game data first: npm run gamedata -- import <wz folder>)`,
  'server.adminShop.noSn': (v) => `item ${v.item} has no cash-shop entry (SN) in the game data, so the game cannot deliver it; pass --sn`,
  'server.adminShop.snOtherItem': (v) => `SN ${v.sn} delivers item ${v.other}, not ${v.item}`,
  'server.adminShop.snUnknown': (v) => `SN ${v.sn} is not a cash-shop entry of the game data`,
  'server.adminShop.windowOrder': (v) => `the sale window ends (${v.end}) before it starts (${v.start})`,
  'server.adminShop.nothingToChange': () => 'nothing to change: give at least one option',
  'server.adminShop.stockUnlimited': (v) => `entry ${v.id} has unlimited stock: set a number first`,
  'server.adminShop.stockBelowZero': (v) => `entry ${v.id} has fewer than ${v.n} left: the stock cannot go below zero`,
  'server.adminShop.posterFields': () => 'poster add needs --title-zh, --title-en and --image',
  'server.adminShop.badImage': () => '--image must be a site path (/images/shop-posters/x.svg) or an http(s) URL',
  'server.adminShop.badLink': () => '--link must be a site path (/shop?category=Cap) or an http(s) URL',
};

async function findItem(db: Kysely<Database>, id: number): Promise<ItemRow> {
  const row = await db.selectFrom('web_shop_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new CliError(`shop entry ${id} does not exist`);
  return row;
}

async function addItem(db: Kysely<Database>, values: Values): Promise<ItemRow> {
  const changes = itemPatch(values);
  if (changes.price === undefined) throw new CliError('--price is required');
  const given = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  if (values['invite-code']) return (await addShopEntry(db, CLI_ACTOR, { inviteCode: true, itemId: given(values.item), sn: given(values.sn), changes })).after!;
  const itemId = intOf(values.item, '--item', 1, INT_MAX);
  return (await addShopEntry(db, CLI_ACTOR, { itemId, sn: intOf(values.sn, '--sn', 1, INT_MAX), changes })).after!;
}

async function runPoster(db: Kysely<Database>, values: Values, sub: string | undefined, idArg: string | undefined, io: CliIo): Promise<number> {
  const patch: Updateable<WebShopPostersTable> = {};
  const title_zh = textOf(values['title-zh'], '--title-zh', 100);
  const title_en = textOf(values['title-en'], '--title-en', 100);
  const image = textOf(values.image, '--image', 500);
  const link = textOf(values.link, '--link', 500);
  if (title_zh !== undefined) patch.title_zh = title_zh;
  if (title_en !== undefined) patch.title_en = title_en;
  if (image !== undefined) patch.image = image;
  if (link !== undefined && values['no-link']) throw new CliError('use either --link or --no-link');
  if (link !== undefined) patch.link = link;
  if (values['no-link']) patch.link = null;
  const order = intOf(values.order, '--order', -1_000_000, 1_000_000);
  if (order !== undefined) patch.sort_order = order;
  const start = timeOf(values.start, '--start');
  const end = timeOf(values.end, '--end');
  if (start !== undefined) patch.starts_at = start;
  if (end !== undefined) patch.ends_at = end;
  if (values['no-start']) patch.starts_at = null;
  if (values['no-end']) patch.ends_at = null;
  switch (sub) {
    case 'list': {
      const rows = await db.selectFrom('web_shop_posters').selectAll().orderBy('sort_order').orderBy('id').execute();
      if (values.json) io.out(JSON.stringify(rows, null, 2));
      else if (rows.length === 0) io.out('no posters');
      else rows.forEach((p) => io.out(posterLine(p)));
      return 0;
    }
    case 'add': {
      const done = await addPoster(db, CLI_ACTOR, patch);
      io.out(`added poster #${Number(done.after!.id)}`);
      return 0;
    }
    case 'edit': {
      const id = idOf(idArg, 'a poster id');
      await editPoster(db, CLI_ACTOR, id, patch);
      io.out(`updated poster #${id}`);
      return 0;
    }
    case 'remove': {
      const id = idOf(idArg, 'a poster id');
      await removePoster(db, CLI_ACTOR, id);
      io.out(`removed poster #${id}`);
      return 0;
    }
    default:
      throw new CliError(`unknown poster command "${sub ?? ''}" (list, add, edit, remove)`);
  }
}

/** Runs one CLI command against `db`. Returns the exit code; throws nothing for user errors. */
export async function runShopCli(argv: string[], db: Kysely<Database>, io: CliIo): Promise<number> {
  // `stock <id> -4`: a negative change is a value, not an option.
  const args = argv[0] === 'stock' ? argv.map((a, i) => (i === 2 && /^-\d+$/.test(a) ? `minus${a.slice(1)}` : a)) : argv;
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.out(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, arg1, arg2] = positionals;
  if (!command || values.help) {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  try {
    switch (command) {
      case 'list': {
        const category = oneOf<ShopCategory>(values.category, SHOP_CATEGORIES, '--category');
        let q = db.selectFrom('web_shop_items').selectAll().orderBy('sort_order').orderBy('id');
        if (category) q = q.where('category', '=', category);
        const rows = await q.execute();
        if (values.json) io.out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) io.out('no shop entries');
        else {
          const names = await libraryNames(db, rows.filter((r) => r.item_id !== null).map((r) => Number(r.item_id)));
          rows.forEach((r) => io.out(itemLine(r, names)));
        }
        return 0;
      }
      case 'show': {
        const row = await findItem(db, idOf(arg1));
        io.out(JSON.stringify({ ...row, availability: unavailableReason(row) ?? 'available' }, null, 2));
        return 0;
      }
      case 'add': {
        const row = await addItem(db, values);
        const names = await libraryNames(db, row.item_id === null ? [] : [Number(row.item_id)]);
        io.out(`added ${itemLine(row, names)}`);
        return 0;
      }
      case 'edit': {
        const id = idOf(arg1);
        await findItem(db, id);
        if (values.item !== undefined || values.sn !== undefined || values['invite-code']) {
          throw new CliError('the item, SN and kind of an entry cannot change: remove it and add a new one');
        }
        const row = (await editShopEntry(db, CLI_ACTOR, id, itemPatch(values))).after!;
        io.out(`updated ${itemLine(row, await libraryNames(db, row.item_id === null ? [] : [Number(row.item_id)]))}`);
        return 0;
      }
      case 'remove': {
        const id = idOf(arg1);
        await removeShopEntry(db, CLI_ACTOR, id);
        io.out(`removed shop entry #${id} (its orders stay in the history)`);
        return 0;
      }
      case 'stock': {
        const id = idOf(arg1);
        await findItem(db, id);
        const v = (arg2 ?? '').trim().replace(/^minus/, '-');
        if (!v) throw new CliError('stock needs a value: <n>, unlimited, +n or -n');
        const change =
          v === 'unlimited'
            ? { set: null }
            : /^[+-]\d+$/.test(v)
              ? { delta: intOf(v.replace('+', ''), 'the stock change', -1_000_000_000, 1_000_000_000)! }
              : { set: intOf(v, 'the stock', 0, 1_000_000_000)! };
        const row = (await changeShopStock(db, CLI_ACTOR, id, change)).after!;
        io.out(`entry #${id} stock: ${row.stock === null ? 'unlimited' : row.stock}`);
        return 0;
      }
      case 'poster':
        return await runPoster(db, values, arg1, arg2, io);
      default:
        throw new CliError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (isAppError(error)) {
      io.out(`error: ${CLI_TEXT[error.messageKey]?.(error.values ?? {}) ?? t('en-US', error.messageKey, error.values)}`);
      return 1;
    }
    io.out(`error: ${(error as Error).message.split('\n')[0]}`);
    if (error instanceof CliError && /unknown command/.test(error.message)) io.out(`\n${USAGE}`);
    return 1;
  }
}

runAsCli(import.meta.url, (args, db) => runShopCli(args, db, { out: (l) => console.log(l) }));
