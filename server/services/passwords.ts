/**
 * Game-compatible passwords: bcrypt $2a/$2b/$2y (Cosmic writes $2y$12$), and legacy
 * unsalted SHA-512 / SHA-1 hex (old HeavenMS/OdinMS databases), which are re-hashed to
 * bcrypt after a successful login.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

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
      await bcrypt.compare(password, DUMMY_HASH);
      return { ok: false, needsRehash: false };
  }
}

/** A bcrypt hash in the game's $2y$ form (the game server's BCrypt reads it). */
export async function hashPassword(password: string, rounds = 10): Promise<string> {
  const hash = await bcrypt.hash(password, rounds);
  return `$2y$${hash.slice(4)}`;
}

/** Spends the time of one bcrypt compare (unknown user): login timing does not tell who exists. */
export async function spendVerifyTime(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}

const DUMMY_HASH = '$2a$10$CwTycUXWue0Thq9StjUM0uJ8.uMZpB8XJQ7zYd6M4j4zLx1cQpQ4K';
