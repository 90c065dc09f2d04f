/**
 * Operator CLI for accounts: who may use the web console (`/admin`).
 *
 *   npm run account -- grant-admin <username>     accounts.webadmin = 1: the account is an operator
 *   npm run account -- revoke-admin <username>    accounts.webadmin = 0 (a character at ADMIN_GM_LEVEL keeps it an operator: said so)
 *
 * Each change is written to the operator audit log (web_admin_audit) as operator "cli", in
 * the same transaction. The database is the site's (DATABASE_URL / DATA_DIR, as `npm start`
 * uses); migrations run first. An operator's next console request sees the change.
 */
import type { Db } from '../db';
import { isAppError } from '../errors';
import { setWebAdmin } from '../services/admin/operator';
import { runAsCli } from './entry';

export const USAGE = `Usage: npm run account -- <command> <username>

Commands:
  grant-admin <username>    make the account an operator of the web console (accounts.webadmin = 1)
  revoke-admin <username>   take the web-admin flag away (accounts.webadmin = 0)

Either is written to the operator audit log as operator "cli".`;

export interface AccountCliIo {
  out: (line: string) => void;
  /** ADMIN_GM_LEVEL: a character at this GM level keeps its account an operator (0: off). */
  adminGmLevel: number;
}

/** Runs one command against `db`. Returns the exit code: 0 done, 1 refused (unknown account), 2 bad arguments. */
export async function runAccountCli(argv: string[], db: Db, io: AccountCliIo): Promise<number> {
  const [command, name, ...rest] = argv;
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  if (!['grant-admin', 'revoke-admin'].includes(command ?? '') || !name || rest.length > 0) {
    io.out(`error: ${command && !['grant-admin', 'revoke-admin'].includes(command) ? `unknown command "${command}"` : 'give one account name'}\n\n${USAGE}`);
    return 2;
  }
  const grant = command === 'grant-admin';
  try {
    const r = await setWebAdmin(db, name, grant, io.adminGmLevel);
    const state = grant ? 'is now an operator' : r.stillOperator ? 'lost the web-admin flag, but stays an operator through a character at ADMIN_GM_LEVEL' : 'is no longer an operator';
    io.out(`${r.name} (#${r.accountId}) ${r.changed ? state : `${state} (no change)`}; audit #${r.auditId}`);
    return 0;
  } catch (error) {
    if (isAppError(error) && error.status === 404) {
      io.out(`error: account ${name} does not exist`);
      return 1;
    }
    throw error;
  }
}

runAsCli(import.meta.url, (args, db, config) => runAccountCli(args, db, { out: (l) => console.log(l), adminGmLevel: config.adminGmLevel }));
