/**
 * Game-time billing and invites (types: server/db/tables/billing.ts):
 *   web_billing_accounts  one row per account: the balance in days, written in the same
 *                         transaction as every ledger row (always the ledger's sum)
 *   web_billing_ledger    every change of a balance: DAILY_CHARGE, RECHARGE, ADJUSTMENT;
 *                         unique (account_id, charge_date): one daily charge per game day;
 *                         unique ref: one row per source (a card, an invite claim)
 *   web_billing_cards     game-time cards (single use, optional expiry, voidable)
 *   web_job_lease         named leases: one instance runs a periodic job at a time
 *   web_invite_accounts   per account: last invite-code application, last progress sync
 *   web_invite_progress   per invitee: best character level and activity as of the last sync
 *   web_invite_claims     inviter rewards claimed; unique (inviter, invitee, milestone)
 * and a `source` column on web_invite_codes ('apply' by default; the web shop writes
 * 'shop'), added only when missing (another migration may have added it).
 */
import type { Kysely } from 'kysely';
import { columnExists, createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);

  await db.schema
    .createTable('web_billing_accounts')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('balance_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('web_billing_ledger')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('charge_date', 'varchar(10)')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)')
    .addColumn('note', 'varchar(255)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('web_uq_billing_ledger_charge', ['account_id', 'charge_date'])
    .addUniqueConstraint('web_uq_billing_ledger_ref', ['ref'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_billing_ledger_history', 'web_billing_ledger', ['account_id', 'day', 'id']);
  await createIndexIfMissing(db, 'web_idx_billing_ledger_type', 'web_billing_ledger', ['account_id', 'type', 'day']);

  await db.schema
    .createTable('web_billing_cards')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(19)', (c) => c.notNull().unique())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('batch', 'varchar(32)')
    .addColumn('note', 'varchar(255)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('expires_at', 'datetime')
    .addColumn('used_at', 'datetime')
    .addColumn('used_by_account_id', 'integer')
    .addColumn('voided_at', 'datetime')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_billing_cards_used', 'web_billing_cards', ['used_at', 'id']);

  await db.schema
    .createTable('web_job_lease')
    .ifNotExists()
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('lease_until', 'datetime')
    .addColumn('last_run_at', 'datetime')
    .addColumn('last_result', 'varchar(255)')
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('web_invite_accounts')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_apply_at', 'datetime')
    .addColumn('last_sync_at', 'datetime')
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('web_invite_progress')
    .ifNotExists()
    .addColumn('invitee_account_id', 'integer', (c) => c.primaryKey())
    .addColumn('inviter_account_id', 'integer', (c) => c.notNull())
    .addColumn('max_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('characters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_at', 'datetime')
    .addColumn('synced_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_invite_progress_inviter', 'web_invite_progress', ['inviter_account_id']);

  await db.schema
    .createTable('web_invite_claims')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('inviter_account_id', 'integer', (c) => c.notNull())
    .addColumn('invitee_account_id', 'integer', (c) => c.notNull())
    .addColumn('milestone', 'varchar(16)', (c) => c.notNull())
    .addColumn('reward_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('delivery', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('web_uq_invite_claims', ['inviter_account_id', 'invitee_account_id', 'milestone'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_invite_claims_inviter', 'web_invite_claims', ['inviter_account_id', 'id']);

  if (!(await columnExists(db, 'web_invite_codes', 'source'))) {
    await db.schema
      .alterTable('web_invite_codes')
      .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('apply'))
      .execute();
  }
  await createIndexIfMissing(db, 'web_idx_invite_codes_owner_source', 'web_invite_codes', ['owner_account_id', 'source', 'created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['web_invite_claims', 'web_invite_progress', 'web_invite_accounts', 'web_job_lease', 'web_billing_cards', 'web_billing_ledger', 'web_billing_accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
