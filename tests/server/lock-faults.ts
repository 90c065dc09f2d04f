/**
 * Lock conflicts on demand: a Kysely plugin that makes chosen statements fail with the
 * error the database driver gives for a deadlock (mysql2's ER_LOCK_DEADLOCK, errno 1213),
 * a lock wait timeout (1205) or a busy SQLite file, before the statement runs.
 *
 *   const faults = new LockFaults();
 *   const app = await buildApp({ db: db.withPlugin(faults), config });
 *   faults.fail({ kind: 'insert', table: 'web_billing_ledger', times: Infinity });
 *   ...                   // every insert into the ledger now fails as a deadlock
 *   faults.clear();
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

export type FaultShape = 'deadlock' | 'lockWaitTimeout' | 'sqliteBusy';

/** An error shaped as the driver throws it. */
export function lockError(shape: FaultShape = 'deadlock'): Error {
  if (shape === 'sqliteBusy') return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  const [code, errno, text] =
    shape === 'deadlock'
      ? ['ER_LOCK_DEADLOCK', 1213, 'Deadlock found when trying to get lock; try restarting transaction']
      : ['ER_LOCK_WAIT_TIMEOUT', 1205, 'Lock wait timeout exceeded; try restarting transaction'];
  return Object.assign(new Error(text), { code, errno, sqlState: shape === 'deadlock' ? '40001' : 'HY000', sqlMessage: text });
}

const KINDS: Record<string, 'select' | 'insert' | 'update' | 'delete'> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/** The first table a statement names (its target for insert/update/delete). */
function tableOf(node: OperationNode | undefined, depth = 0): string | null {
  if (!node || typeof node !== 'object' || depth > 6) return null;
  const n = node as unknown as Record<string, unknown>;
  if (n.kind === 'TableNode') {
    const id = (n.table as { identifier?: { name?: string } } | undefined)?.identifier;
    return id?.name ?? null;
  }
  for (const key of ['into', 'table', 'node', 'from', 'froms']) {
    const child = n[key];
    if (Array.isArray(child)) {
      for (const c of child) {
        const found = tableOf(c as OperationNode, depth + 1);
        if (found) return found;
      }
    } else if (child && typeof child === 'object') {
      const found = tableOf(child as OperationNode, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export interface FaultRule {
  kind: 'select' | 'insert' | 'update' | 'delete';
  table: string;
  /** How many matching statements fail (Infinity: all of them). */
  times: number;
  shape?: FaultShape;
}

export class LockFaults implements KyselyPlugin {
  private rule: FaultRule | null = null;
  /** Statements failed since the last fail(). */
  fired = 0;

  fail(rule: FaultRule): void {
    this.rule = { ...rule };
    this.fired = 0;
  }

  clear(): void {
    this.rule = null;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const r = this.rule;
    if (r && r.times > 0 && KINDS[args.node.kind] === r.kind && tableOf(args.node) === r.table) {
      r.times -= 1;
      this.fired += 1;
      throw lockError(r.shape);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
