/**
 * Guards on value a player could farm or guess (types: server/db/tables/auth.ts,
 * server/db/tables/shop.ts):
 *   web_invitee_rewards  one row per registration that named an inviter or an invite code:
 *                        the registrant's normalised e-mail, the address it registered
 *                        from, the inviter, what was paid and, when nothing was, why.
 *                        `paid_email` (the normalised e-mail, set only when the reward was
 *                        paid) is unique: the invitee reward is paid once per mailbox
 *                        however many registrations race.
 *   web_gift_attempts    web-shop gift attempts per sender account and per receiver
 *                        character name (normalised): the ones refused for a wrong receiver
 *                        or birthday count against both, so a birthday cannot be guessed by
 *                        one sender nor by many.
 * Site tables only; nothing is added to the game's tables. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);

  await db.schema
    .createTable('web_invitee_rewards')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('inviter_account_id', 'integer')
    .addColumn('email_norm', 'varchar(255)', (c) => c.notNull())
    .addColumn('paid_email', 'varchar(255)')
    .addColumn('ip', 'varchar(45)')
    .addColumn('nx_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withheld', 'varchar(24)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('web_uq_invitee_rewards_paid_email', ['paid_email'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_invitee_rewards_inviter', 'web_invitee_rewards', ['inviter_account_id', 'created_at']);
  await createIndexIfMissing(db, 'web_idx_invitee_rewards_email', 'web_invitee_rewards', ['email_norm']);

  await db.schema
    .createTable('web_gift_attempts')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('sender_account_id', 'integer', (c) => c.notNull())
    .addColumn('receiver_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_gift_attempts_receiver', 'web_gift_attempts', ['receiver_key', 'created_at']);
  await createIndexIfMissing(db, 'web_idx_gift_attempts_sender', 'web_gift_attempts', ['sender_account_id', 'created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['web_gift_attempts', 'web_invitee_rewards']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
