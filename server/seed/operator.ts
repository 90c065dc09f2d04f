/**
 * The demo world's operator: admin01 / admin1234 (accounts.webadmin = 1), to try the web
 * console. Only into the embedded SQLite database: a MySQL/MariaDB database is the game's own,
 * and an operator with a published password must never land there, not even with
 * SEED_DEMO=true (the rest of the demo world then goes in, this account does not).
 */
import bcrypt from 'bcryptjs';
import { dialectOf, type Db } from '../db';
import { DEMO_BIRTHDAY } from './profile';

export const DEMO_OPERATOR = { username: 'admin01', password: 'admin1234' } as const;

/** Adds admin01 on SQLite (returns 1), nothing on MySQL/MariaDB (returns 0). */
export async function seedDemoOperator(db: Db): Promise<number> {
  if (dialectOf(db) !== 'sqlite') return 0;
  await db
    .insertInto('accounts')
    .values({
      name: DEMO_OPERATOR.username,
      password: `$2y$${bcrypt.hashSync(DEMO_OPERATOR.password, 10).slice(4)}`,
      email: 'admin01@example.net',
      nick: 'Operator',
      webadmin: 1,
      birthday: DEMO_BIRTHDAY,
      createdat: '2024-03-01 10:00:00',
      lastlogin: '2025-10-30 20:15:00',
      tos: 1,
      gender: 0,
      nxCredit: 0,
      maplePoint: 0,
      nxPrepaid: 0,
      rewardpoints: 0,
      votepoints: 0,
    })
    .execute();
  return 1;
}
