/**
 * Game-compatible passwords: bcrypt $2a/$2b/$2y (Cosmic writes $2y$12$), and legacy
 * unsalted SHA-512 / SHA-1 hex (old HeavenMS/OdinMS databases), which are re-hashed to
 * bcrypt after a successful login.
 *
 * Timing: a login of a name that does not exist still runs one bcrypt compare, against a
 * dummy hash of the SAME cost as real accounts (the game's 12, which is also the default of
 * BCRYPT_ROUNDS for hashes the site writes), so the answer's time does not tell whether
 * the name exists.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

/** The bcrypt cost the game server writes ($2y$12$). */
export const GAME_BCRYPT_COST = 12;

export type HashKind = 'bcrypt' | 'sha512' | 'sha1' | 'unknown';

export function hashKind(stored: string): HashKind {
  if (/^\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(stored)) return 'bcrypt';
  if (/^[0-9a-f]{128}$/i.test(stored)) return 'sha512';
  if (/^[0-9a-f]{40}$/i.test(stored)) return 'sha1';
  return 'unknown';
}

function timingSafeHexEqual(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Verifies a password against a stored hash; `needsRehash` when it is not bcrypt. */
export async function verifyPassword(password: string, stored: string): Promise<{ ok: boolean; needsRehash: boolean }> {
  switch (hashKind(stored)) {
    case 'bcrypt': {
      // bcryptjs knows $2a/$2b; $2y (PHP/Cosmic) is the same algorithm under another prefix.
      const normalized = stored.startsWith('$2y$') || stored.startsWith('$2x$') ? `$2a$${stored.slice(4)}` : stored;
      return { ok: await bcrypt.compare(password, normalized), needsRehash: false };
    }
    case 'sha512':
      return { ok: timingSafeHexEqual(crypto.createHash('sha512').update(password, 'utf8').digest('hex'), stored), needsRehash: true };
    case 'sha1':
      return { ok: timingSafeHexEqual(crypto.createHash('sha1').update(password, 'utf8').digest('hex'), stored), needsRehash: true };
    default:
      // Unknown format: compare with a dummy bcrypt anyway so timing does not tell.
      await bcrypt.compare(password, await dummyHash(GAME_BCRYPT_COST));
      return { ok: false, needsRehash: false };
  }
}

/** A bcrypt hash in the game's $2y$ form (the game server's BCrypt reads it). */
export async function hashPassword(password: string, rounds = GAME_BCRYPT_COST): Promise<string> {
  const hash = await bcrypt.hash(password, rounds);
  return `$2y$${hash.slice(4)}`;
}

/** The cost of a bcrypt hash ($2y$12$... -> 12), null for another format. */
export function bcryptCost(stored: string): number | null {
  const m = /^\$2[abxy]\$(\d{2})\$/.exec(stored);
  return m ? Number(m[1]) : null;
}

/** A dummy hash (of a random secret nobody knows) of the game's cost, ready at start. */
const DUMMY_HASHES = new Map<number, Promise<string>>([
  [GAME_BCRYPT_COST, Promise.resolve('$2b$12$j/uVWeIYdjuZ1Q5RJu36YOVJGPBmlWDJg54SBE63HYsvONBvzLRVC')],
]);

/** A bcrypt hash of cost `cost` that no password matches (made once per cost). */
export function dummyHash(cost: number): Promise<string> {
  let hash = DUMMY_HASHES.get(cost);
  if (!hash) {
    hash = bcrypt.hash(crypto.randomBytes(18).toString('base64'), cost);
    DUMMY_HASHES.set(cost, hash);
  }
  return hash;
}

/**
 * Spends the time of one bcrypt compare (unknown user) at `cost`, the cost real accounts
 * use (config.bcryptRounds): login timing does not tell who exists.
 */
export async function spendVerifyTime(password: string, cost: number = GAME_BCRYPT_COST): Promise<void> {
  await bcrypt.compare(password, await dummyHash(cost));
}
