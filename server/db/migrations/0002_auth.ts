/**
 * The site's account tables: refresh tokens, e-mail codes, outbox, invite codes,
 * registrations, used ALTCHA solutions. Types: server/db/tables/auth.ts.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);

  await db.schema
    .createTable('web_refresh_tokens')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('family_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('expires_at', 'datetime', (c) => c.notNull())
    .addColumn('revoked_at', 'datetime')
    .addColumn('revoke_reason', 'varchar(16)')
    .addColumn('ip', 'varchar(45)')
    .addColumn('user_agent', 'varchar(255)')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_refresh_tokens_account', 'web_refresh_tokens', ['account_id']);
  await createIndexIfMissing(db, 'web_idx_refresh_tokens_family', 'web_refresh_tokens', ['family_id']);

  await db.schema
    .createTable('web_email_codes')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('email', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('expires_at', 'datetime', (c) => c.notNull())
    .addColumn('used_at', 'datetime')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(45)')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_email_codes_lookup', 'web_email_codes', ['purpose', 'email', 'created_at']);
  await createIndexIfMissing(db, 'web_idx_email_codes_ip', 'web_email_codes', ['ip', 'created_at']);

  await db.schema
    .createTable('web_outbox')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('to_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('sent_at', 'datetime')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_outbox_to', 'web_outbox', ['to_address', 'id']);

  await db.schema
    .createTable('web_invite_codes')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('owner_account_id', 'integer')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('expires_at', 'datetime')
    .addColumn('used_by_account_id', 'integer')
    .addColumn('used_at', 'datetime')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_invite_codes_owner', 'web_invite_codes', ['owner_account_id']);

  await db.schema
    .createTable('web_registrations')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('invitation_code', 'varchar(12)')
    .addColumn('community_invitation', 'varchar(12)')
    .addColumn('inviter_account_id', 'integer')
    .addColumn('ip', 'varchar(45)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_registrations_inviter', 'web_registrations', ['inviter_account_id']);

  await db.schema
    .createTable('web_altcha_used')
    .ifNotExists()
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['web_altcha_used', 'web_registrations', 'web_invite_codes', 'web_outbox', 'web_email_codes', 'web_refresh_tokens']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
