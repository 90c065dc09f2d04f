/**
 * The console's Cards screen (no new table; web_billing_cards is from 0008_billing):
 *   web_idx_billing_cards_batch  cards by batch name, then id: the batch search (a prefix)
 *                                and a batch's count before a new generation
 *   web_idx_billing_cards_user   cards an account redeemed
 * Indexes only, created when missing. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, dropIndexIfExists } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await createIndexIfMissing(db, 'web_idx_billing_cards_batch', 'web_billing_cards', ['batch', 'id']);
  await createIndexIfMissing(db, 'web_idx_billing_cards_user', 'web_billing_cards', ['used_by_account_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexIfExists(db, 'web_idx_billing_cards_user', 'web_billing_cards');
  await dropIndexIfExists(db, 'web_idx_billing_cards_batch', 'web_billing_cards');
}
