/**
 * Helpers of the billing and invite tests: accounts with characters at chosen levels
 * and logout times, and the ledger-equals-balance check.
 */
import { expect } from 'vitest';
import type { Db } from '../../server/db';
import { ledgerMismatches } from '../../server/services/billing';
import { createAccount } from './helpers';

let seq = 0;

/** A character of `accountId` (every NOT NULL column of the game's table named). */
export async function addCharacter(db: Db, accountId: number, level: number, o: { lastLogoutTime?: string; gm?: number; name?: string } = {}): Promise<number> {
  seq += 1;
  const r = await db
    .insertInto('characters')
    .values({
      accountid: accountId,
      name: o.name ?? `Bc${Date.now().toString(36).slice(-5)}${seq}`,
      job: 100,
      level,
      exp: 0,
      fame: 0,
      guildid: 0,
      guildrank: 5,
      gm: o.gm ?? 0,
      meso: 0,
      str: 4,
      dex: 4,
      int: 4,
      luk: 4,
      hp: 50,
      maxhp: 50,
      mp: 5,
      maxmp: 5,
      createdate: '2025-01-01 00:00:00',
      lastExpGainTime: '2025-01-01 00:00:00',
      lastLogoutTime: o.lastLogoutTime ?? '2015-01-01 05:00:00',
    } as never)
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** A fresh account (name of 5-12 letters and digits) with characters of the given levels. */
export async function player(db: Db, prefix: string, levels: number[], o: { lastLogoutTime?: string; loggedin?: number } = {}): Promise<{ id: number; name: string }> {
  seq += 1;
  const name = `${prefix}${seq}`.slice(0, 12);
  const id = await createAccount(db, name, 'password1', { loggedin: o.loggedin ?? 0 });
  for (const level of levels) await addCharacter(db, id, level, { lastLogoutTime: o.lastLogoutTime });
  return { id, name };
}

/** Every balance equals the sum of its ledger rows. */
export async function expectLedgerEqualsBalance(db: Db): Promise<void> {
  expect(await ledgerMismatches(db)).toEqual([]);
}
