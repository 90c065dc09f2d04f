/**
 * Operator CLI for the daily check-in's reward table (there is no admin screen yet).
 *
 *   npm run checkin -- rewards list [--json]
 *   npm run checkin -- rewards set <day> --type item --item <itemId> [--sn <sn> [--quantity <n>]]
 *   npm run checkin -- rewards set <day> --type nx_credit|maple_point|vote_points|reward_points --amount <n>
 *   npm run checkin -- rewards remove <day>
 *
 * <day> is the streak day 1-7 (the streak cycles weekly) or `any` (a day without its own row).
 * An item reward is delivered as a cash-shop gift, so it needs a cash-shop entry (sn) that
 * holds the item: --sn, else the library's entry for the item (imported game data); the
 * entry's count is how many the player gets. An --sn the library does not know (no game data
 * imported) is taken as given, with --quantity (1) as the count shown to players.
 * The database is the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 */
import { parseArgs } from 'node:util';
import type { Db } from '../db';
import { translate } from '../../locales';
import { isAppError } from '../errors';
import { CHECKIN_REWARD_TYPES, type CheckinRewardType } from '../../config/contract/profile';
import { removeReward, rewardRows, setReward } from '../services/checkin';
import { runAsCli } from './entry';

export const USAGE = `Usage: npm run checkin -- rewards <command> [options]

Commands:
  rewards list [--json]
  rewards set <day> --type item --item <itemId> [--sn <sn> [--quantity <n>]]
  rewards set <day> --type <${CHECKIN_REWARD_TYPES.filter((t) => t !== 'item').join('|')}> --amount <n>
  rewards remove <day>

<day>: streak day 1-7 (the streak cycles weekly) or "any" (a day without its own row).
Items are delivered as cash-shop gifts: the item needs a cash-shop entry (--sn, or the library's).`;

const OPTIONS = {
  type: { type: 'string' },
  item: { type: 'string' },
  sn: { type: 'string' },
  amount: { type: 'string' },
  quantity: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface CliIo {
  out: (line: string) => void;
}

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

export async function runCheckinCli(argv: string[], db: Db, io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [group, command, day] = positionals;
    if (values.help || !group) {
      io.out(USAGE);
      return values.help ? 0 : 1;
    }
    if (group !== 'rewards') throw new Error(`unknown command "${group}"`);
    switch (command) {
      case 'list': {
        const rows = await rewardRows(db);
        if (values.json) io.out(JSON.stringify(rows));
        else if (rows.length === 0) io.out('(no rewards: check-in answers "not set up")');
        else for (const r of rows) io.out(`day ${r.day.padEnd(3)}  ${r.type.padEnd(13)}  ${r.type === 'item' ? `item ${r.item_id} (sn ${r.sn}) x${r.quantity}` : `+${r.amount}`}`);
        return 0;
      }
      case 'set': {
        if (!day) throw new Error('a day is required (1-7 or any)');
        const row = await setReward(db, {
          day,
          type: (values.type ?? '') as CheckinRewardType,
          itemId: num(values.item),
          sn: num(values.sn),
          quantity: num(values.quantity),
          amount: num(values.amount),
        });
        io.out(`day ${row.day}: ${row.type}${row.type === 'item' ? ` item ${row.item_id} (sn ${row.sn}) x${row.quantity}` : ` +${row.amount}`}`);
        return 0;
      }
      case 'remove': {
        if (!day) throw new Error('a day is required (1-7 or any)');
        const removed = await removeReward(db, day);
        io.out(removed ? `day ${day}: removed` : `day ${day}: no reward was set`);
        return removed ? 0 : 1;
      }
      default:
        throw new Error(`unknown command "${command ?? ''}"`);
    }
  } catch (error) {
    const message = isAppError(error) ? translate('en-US', error.messageKey, error.values) : (error as Error).message;
    io.out(`error: ${message}`);
    if (/unknown command|Unknown option|Unexpected argument/.test(message)) io.out(`\n${USAGE}`);
    return 1;
  }
}

runAsCli(import.meta.url, (args, db) => runCheckinCli(args, db, { out: (l) => console.log(l) }));
