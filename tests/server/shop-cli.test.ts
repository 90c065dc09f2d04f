/**
 * The operator CLI of the shop: adds entries by item id (the SN found in the game data),
 * edits, sets stock, removes, manages posters; every refused command is one line with a
 * non-zero exit code and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR } from '../../server/gamedata/sample';
import { runShopCli } from '../../server/cli/shop';
import { createTestDb } from './helpers';
import type { Db } from '../../server/db';

let db: Db;
let drop: () => Promise<void>;

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runShopCli(argv, db, { out: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

const count = async () => (await db.selectFrom('web_shop_items').selectAll().execute()).length;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await migrateToLatest(db);
  await importGameData(db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
}, 120_000);
afterAll(async () => drop?.());

describe('npm run shop', () => {
  it('adds an item with its SN from the game data, lists, edits, sets stock and removes', async () => {
    const added = await run('add', '--item', '1002292', '--price', '2400', '--stock', '10', '--limit', '2', '--start', '2026-01-01', '--end', '2030-01-01 12:00');
    expect(added.code).toBe(0);
    expect(added.text).toMatch(/^added #\d+\tCap\t2400 nx_credit\tstock 10, 2\/account, 2026-01-01 00:00:00 to 2030-01-01 12:00:00/);
    const row = await db.selectFrom('web_shop_items').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'item', item_id: 1002292, sn: 20000023, slot: 'Cap', expiration_unit: 'days', expiration_value: 90 });
    const id = String(row.id);

    expect((await run('list')).text).toContain('Pink Frill Pajama Hat');
    expect((await run('edit', id, '--price', '1999', '--off-sale', '--expires', '12h', '--no-limit')).code).toBe(0);
    expect(await db.selectFrom('web_shop_items').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toMatchObject({
      price: 1999, on_sale: 0, expiration_unit: 'hours', expiration_value: 12, limit_per_account: null,
    });
    expect((await run('stock', id, '-4')).text).toBe(`entry #${id} stock: 6`);
    const tooMany = await run('stock', id, '-7');
    expect(tooMany.code).toBe(1);
    expect(tooMany.text).toBe(`error: entry ${id} has fewer than 7 left: the stock cannot go below zero`);
    expect((await run('stock', id, 'unlimited')).text).toBe(`entry #${id} stock: unlimited`);
    expect((await run('remove', id)).code).toBe(0);
    expect((await run('show', id)).text).toBe(`error: shop entry ${id} does not exist`);
  });

  it('adds an invite-code good', async () => {
    const r = await run('add', '--invite-code', '--price', '3000', '--limit', '1');
    expect(r.code).toBe(0);
    expect(r.text).toContain('invite code "Invite code"');
  });

  it('refuses bad input with one line and a non-zero exit, changing nothing', async () => {
    const before = await count();
    const cases: Array<[string[], string, number]> = [
      [['add', '--item', '1002292'], 'error: --price is required', 1],
      [['add', '--item', '999', '--price', '1'], 'error: item 999 is not in the library (import the game data first: npm run gamedata -- import <wz folder>)', 1],
      [['add', '--item', '4000000', '--price', '1'], 'error: item 4000000 has no cash-shop entry (SN) in the game data, so the game cannot deliver it; pass --sn', 1],
      [['add', '--item', '1002292', '--price', '1', '--sn', '10000010'], 'error: SN 10000010 delivers item 1001002, not 1002292', 1],
      [['add', '--item', '1002292', '--price=-5'], 'error: --price must be a whole number from 0 to 1000000000, got "-5"', 1],
      [['add', '--item', '1002292', '--price', '5', '--currency', 'gold'], 'error: --currency must be one of nx_credit, maple_point, vote_points, reward_points, got "gold"', 1],
      [['add', '--item', '1002292', '--price', '5', '--expires', '3w'], 'error: --expires must be permanent, <n>d, <n>h or <n>m (n from 1), got "3w"', 1],
      [['add', '--item', '1002292', '--price', '5', '--start', '2026-02-30'], 'error: --start must be a UTC time "YYYY-MM-DD" or "YYYY-MM-DD HH:mm[:ss]", got "2026-02-30"', 1],
      [['add', '--item', '1002292', '--price', '5', '--start', '2027-01-01', '--end', '2026-01-01'], 'error: the sale window ends (2026-01-01 00:00:00) before it starts (2027-01-01 00:00:00)', 1],
      [['add', '--item', '1002292', '--price', '5', '--max-quantity', '1000'], 'error: --max-quantity must be a whole number from 1 to 100, got "1000"', 1],
      [['edit', '12345', '--price', '1'], 'error: shop entry 12345 does not exist', 1],
      [['stock', 'abc', '5'], 'error: an entry id must be a whole number from 1 to 2147483647, got "abc"', 1],
      [['fly'], 'error: unknown command "fly"', 1],
      [['poster', 'add', '--title-zh', '標題'], 'error: poster add needs --title-zh, --title-en and --image', 1],
      [['poster', 'add', '--title-zh', 'a', '--title-en', 'b', '--image', 'javascript:alert(1)'], 'error: --image must be a site path (/images/shop-posters/x.svg) or an http(s) URL', 1],
    ];
    for (const [argv, first, code] of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(code);
      expect(r.text.split('\n')[0], argv.join(' ')).toBe(first);
    }
    const unknownOption = await run('list', '--colour', 'red');
    expect(unknownOption.code).toBe(2);
    expect(await count()).toBe(before);
  });

  it('manages posters', async () => {
    const added = await run('poster', 'add', '--title-zh', '新年', '--title-en', 'New year', '--image', '/images/shop-posters/new-pets.svg', '--link', '/shop', '--order', '2', '--end', '2030-01-01');
    expect(added.text).toMatch(/^added poster #\d+$/);
    const id = added.text.replace(/\D/g, '');
    expect((await run('poster', 'list')).text).toContain('新年 / New year');
    expect((await run('poster', 'edit', id, '--no-link', '--order', '5')).code).toBe(0);
    const row = await db.selectFrom('web_shop_posters').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ link: null, sort_order: 5, ends_at: '2030-01-01 00:00:00' });
    expect((await run('poster', 'remove', id)).code).toBe(0);
    expect((await run('poster', 'remove', id)).text).toBe(`error: poster ${id} does not exist`);
  });
});
