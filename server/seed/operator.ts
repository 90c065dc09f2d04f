/**
 * The demo world's operator: admin01 / admin1234 (accounts.webadmin = 1), to try the web
 * console. Only into the embedded SQLite database: a MySQL/MariaDB database is the game's own,
 * and an operator with a published password must never land there, not even with
 * SEED_DEMO=true (the rest of the demo world then goes in, this account does not).
 */
import bcrypt from 'bcryptjs';
import { dialectOf, type Db } from '../db';
import { DEMO_BIRTHDAY } from './profile';
import { DEMO_OPERATOR } from './demo-data';

export { DEMO_OPERATOR } from './demo-data';

/** Adds admin01 on SQLite (returns 1), nothing on MySQL/MariaDB (returns 0). */
export async function seedDemoOperator(db: Db): Promise<number> {
  if (dialectOf(db) !== 'sqlite') return 0;
  await db
    .insertInto('accounts')
    .values({
      name: DEMO_OPERATOR.username,
      password: `$2y$${bcrypt.hashSync(DEMO_OPERATOR.password, 10).slice(4)}`,
      email: DEMO_OPERATOR.email,
      nick: DEMO_OPERATOR.nickname,
      webadmin: 1,
      birthday: DEMO_BIRTHDAY,
      createdat: DEMO_OPERATOR.createdAt,
      lastlogin: DEMO_OPERATOR.lastLogin,
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
