/**
 * Operator CLI for game time; the console's Cards and billing screen runs the same services
 * (server/services/billing), and what changes value is audited the same way (operator "cli"):
 * generating cards (never the codes), voiding a card, running a day's charge.
 *
 *   npm run billing -- cards generate --days 30 --count 100 [--expires 2026-12-31] [--batch launch] [--csv cards.csv]
 *   npm run billing -- cards list [--unused] [--json]
 *   npm run billing -- cards void <code>
 *   npm run billing -- adjust <username> <days> --note "why"      (days may be negative: -3)
 *   npm run billing -- charge [--day 2026-01-31]                  (runs the daily charge now; safe to repeat)
 *   npm run billing -- check                                      (every balance equals its ledger's sum)
 *
 * The database is the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 * A card expires at the end of its --expires day in the game's timezone (GAME_TIMEZONE).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db';
import { addDays, gameDayOf, gameDayRange, toDbTime } from '../db/time';
import { adjustBalance, cardsCsv, chargeDay, generateCardBatch, ledgerMismatches, listCards, voidCardByOperator } from '../services/billing';
import { runAsCli } from './entry';

export const USAGE = `Usage: npm run billing -- <command> [options]

Commands:
  cards generate --days <n> --count <n> [--expires YYYY-MM-DD] [--batch <name>] [--csv <file>]
  cards list [--unused] [--json]
  cards void <code>
  adjust <username> <days> --note <text>     days may be negative (-3)
  charge [--day YYYY-MM-DD]                  run the daily charge for a game day (default: yesterday and today)
  check                                      list balances that differ from their ledger (should be none)

Card codes are XXXX-XXXX-XXXX-XXXX (no 0, O, 1, I, L). A card expires at the end of its --expires day (game timezone).`;

const OPTIONS = {
  days: { type: 'string' },
  count: { type: 'string' },
  expires: { type: 'string' },
  batch: { type: 'string' },
  csv: { type: 'string' },
  unused: { type: 'boolean' },
  json: { type: 'boolean' },
  note: { type: 'string' },
  day: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export class CliError extends Error {}

export interface CliIo {
  out: (line: string) => void;
  cwd?: string;
  timezone: string;
  now?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NEGATIVE = '\u0000neg:';

function intOf(value: string | undefined, flag: string): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n)) throw new CliError(`${flag} must be a whole number, got "${value ?? ''}"`);
  return n;
}

function dayOf(value: string, flag: string): string {
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new CliError(`${flag} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** Runs one CLI command against `db`. Returns the exit code; throws nothing for user errors. */
export async function runBillingCli(argv: string[], db: Db, io: CliIo): Promise<number> {
  // A negative number ('-3') is a value here, not an option.
  const args = argv.map((a) => (/^-\d+$/.test(a) ? `${NEGATIVE}${a.slice(1)}` : a));
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.out(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  const positionals = parsed.positionals.map((p) => (p.startsWith(NEGATIVE) ? `-${p.slice(NEGATIVE.length)}` : p));
  const [command, sub, arg] = positionals;
  if (!command || values.help) {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  const now = io.now ?? Date.now();
  try {
    if (command === 'cards' && sub === 'generate') {
      const days = intOf(values.days, '--days');
      const count = intOf(values.count, '--count');
      const expiresAt = values.expires ? gameDayRange(io.timezone, dayOf(values.expires, '--expires')).end : null;
      if (expiresAt && expiresAt <= toDbTime(now)) throw new CliError('--expires is in the past');
      let batch;
      try {
        batch = await generateCardBatch(db, { days, count, expiresAt, batch: values.batch ?? null, now });
      } catch (e) {
        throw new CliError((e as Error).message);
      }
      const { codes } = batch;
      if (values.csv) {
        const file = path.resolve(io.cwd ?? process.cwd(), values.csv);
        fs.writeFileSync(file, cardsCsv(batch), { mode: 0o600 });
        io.out(`generated ${codes.length} card(s) of ${days} day(s); codes written to ${file}`);
      } else {
        io.out(`generated ${codes.length} card(s) of ${days} day(s)${expiresAt ? `, valid until ${values.expires} (game time)` : ''}:`);
        codes.forEach((c) => io.out(c));
      }
      return 0;
    }
    if (command === 'cards' && sub === 'list') {
      const cards = await listCards(db, { unused: Boolean(values.unused), limit: 10000 });
      if (values.json) io.out(JSON.stringify(cards, null, 2));
      else if (cards.length === 0) io.out('no cards');
      else {
        for (const c of cards) {
          const state = c.voidedAt ? `void ${c.voidedAt}` : c.usedAt ? `used ${c.usedAt} by ${c.usedBy ?? '?'}` : c.expiresAt && c.expiresAt <= toDbTime(now) ? `expired ${c.expiresAt}` : `unused${c.expiresAt ? ` until ${c.expiresAt} UTC` : ''}`;
          io.out(`${c.code}\t${c.days} d\t${c.batch ?? '-'}\t${state}`);
        }
      }
      return 0;
    }
    if (command === 'cards' && sub === 'void') {
      if (!arg) throw new CliError('a card code is required');
      if ('refused' in (await voidCardByOperator(db, arg, { now }))) throw new CliError(`no unused card ${arg}`);
      io.out(`voided ${arg}`);
      return 0;
    }
    if (command === 'adjust') {
      if (!sub) throw new CliError('a username is required');
      const days = intOf(arg, 'days');
      if (!values.note?.trim()) throw new CliError('--note is required (why the balance changes)');
      let r;
      try {
        r = await adjustBalance(db, { username: sub, days, note: values.note, timezone: io.timezone, now });
      } catch (e) {
        throw new CliError((e as Error).message);
      }
      io.out(`${sub}: ${days > 0 ? '+' : ''}${days} day(s), balance now ${r.balanceAfter}`);
      return 0;
    }
    if (command === 'charge') {
      const today = gameDayOf(io.timezone, now);
      const days = values.day ? [dayOf(values.day, '--day')] : [addDays(today, -1), today];
      for (const day of days) {
        if (day > today) throw new CliError('--day is in the future');
        const r = await chargeDay(db, { timezone: io.timezone, day, now });
        io.out(`${r.day}: charged ${r.charged} account(s)`);
      }
      return 0;
    }
    if (command === 'check') {
      const bad = await ledgerMismatches(db);
      if (bad.length === 0) io.out('every balance equals the sum of its ledger');
      else bad.forEach((b) => io.out(`account ${b.accountId}: balance ${b.balance}, ledger sum ${b.sum}`));
      return bad.length === 0 ? 0 : 1;
    }
    throw new CliError(`unknown command "${positionals.join(' ')}"`);
  } catch (error) {
    io.out(`error: ${(error as Error).message}`);
    if (error instanceof CliError && /unknown command/.test(error.message)) io.out(`\n${USAGE}`);
    if (!(error instanceof CliError)) throw error;
    return 1;
  }
}

runAsCli(import.meta.url, (args, db, config) => runBillingCli(args, db, { out: (l) => console.log(l), timezone: config.game.timezone }));
