/**
 * The operator CLI (npm run billing): generating cards (printed or to a CSV file, with an
 * expiry day), listing, voiding, adjusting a balance (negative too), running the charge,
 * and the ledger check; bad arguments answer a message and a non-zero exit code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingCli } from '../../server/cli/billing';
import { BILLING_CARD_PATTERN } from '../../config/rules';
import { createAccount, createTestDb } from './helpers';
import { migrateToLatest, type Db } from '../../server/db';
import { addCharacter } from './billing-helpers';

let db: Db;
let drop: () => Promise<void>;
const NOW = Date.UTC(2025, 5, 10, 4, 0, 0);

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runBillingCli(argv, db, { out: (l) => lines.push(l), timezone: 'Asia/Taipei', now: NOW, cwd: os.tmpdir() });
  return { code, text: lines.join('\n'), lines };
}

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await migrateToLatest(db);
});
afterAll(async () => drop?.());

describe('npm run billing', () => {
  it('cards generate prints the codes; with --expires the card lasts to the end of that game day', async () => {
    const r = await run('cards', 'generate', '--days', '30', '--count', '3', '--expires', '2025-12-31', '--batch', 'launch');
    expect(r.code).toBe(0);
    const codes = r.lines.slice(1);
    expect(codes).toHaveLength(3);
    codes.forEach((c) => expect(c).toMatch(BILLING_CARD_PATTERN));
    const row = await db.selectFrom('web_billing_cards').selectAll().where('code', '=', codes[0]).executeTakeFirstOrThrow();
    // The end of 2025-12-31 in Taipei is 16:00 UTC that day.
    expect(row).toMatchObject({ days: 30, batch: 'launch', expires_at: '2025-12-31 16:00:00', used_at: null });
  });

  it('cards generate --csv writes the codes to a file', async () => {
    const file = path.join(os.tmpdir(), `cards-${process.pid}-${Date.now()}.csv`);
    const r = await run('cards', 'generate', '--days', '7', '--count', '2', '--csv', file);
    expect(r.code).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('code,days,expires_at_utc,batch');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toHaveLength(2);
    fs.rmSync(file);
  });

  it('cards list --unused and cards void', async () => {
    const list = await run('cards', 'list', '--unused');
    expect(list.lines).toHaveLength(5);
    const code = list.lines[0].split('\t')[0];
    expect((await run('cards', 'void', code)).code).toBe(0);
    expect((await run('cards', 'list', '--unused')).lines).toHaveLength(4);
    expect((await run('cards', 'list')).text).toContain(`${code}\t`);
    const again = await run('cards', 'void', code);
    expect(again.code).toBe(1);
    expect(again.text).toContain('no unused card');
  });

  it('adjust adds or takes days with a note; the check agrees', async () => {
    await createAccount(db, 'cliuser01');
    expect((await run('adjust', 'cliuser01', '5', '--note', 'compensation')).text).toBe('cliuser01: +5 day(s), balance now 5');
    expect((await run('adjust', 'cliuser01', '-3', '--note', 'refund')).text).toBe('cliuser01: -3 day(s), balance now 2');
    const rows = await db.selectFrom('web_billing_ledger').select(['type', 'days', 'source', 'note']).orderBy('id').execute();
    expect(rows).toEqual([
      { type: 'ADJUSTMENT', days: 5, source: 'operator', note: 'compensation' },
      { type: 'ADJUSTMENT', days: -3, source: 'operator', note: 'refund' },
    ]);
    expect((await run('check')).text).toBe('every balance equals the sum of its ledger');
  });

  it('charge runs the daily charge once per day', async () => {
    const id = await createAccount(db, 'cliplay01');
    await addCharacter(db, id, 90, { lastLogoutTime: '2025-06-10 01:00:00' });
    expect((await run('charge')).lines).toEqual(['2025-06-09: charged 0 account(s)', '2025-06-10: charged 1 account(s)']);
    expect((await run('charge', '--day', '2025-06-10')).lines).toEqual(['2025-06-10: charged 0 account(s)']);
  });

  it('refuses bad arguments with a message', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['cards', 'generate', '--days', 'x', '--count', '1'], /--days must be a whole number/],
      [['cards', 'generate', '--days', '0', '--count', '1'], /--days must be a whole number from 1/],
      [['cards', 'generate', '--days', '7', '--count', '1', '--expires', '2020-01-01'], /in the past/],
      [['cards', 'generate', '--days', '7', '--count', '1', '--expires', 'tomorrow'], /YYYY-MM-DD/],
      [['adjust', 'cliuser01', '3'], /--note is required/],
      [['adjust', 'nobody999', '3', '--note', 'x'], /does not exist/],
      [['adjust', 'cliuser01', '0', '--note', 'x'], /non-zero/],
      [['charge', '--day', '2099-01-01'], /future/],
      [['refund'], /unknown command/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).not.toBe(0);
      expect(r.text, argv.join(' ')).toMatch(message);
    }
    expect((await run('--bogus')).code).toBe(2);
  });
});
