/** Demo world seed entry points (filled in server/seed/demo.ts). */
import type { Db } from '../db';

export interface SeedOptions {
  log?: (message: string) => void;
}

export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<Record<string, number> | null> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return null;
  const { seedDemoWorld } = await import('./demo');
  const counts = await seedDemoWorld(db, options);
  // Demo notices in every category and both languages (idempotent: only into an empty table).
  const { seedNotices } = await import('./notices');
  return { ...counts, notices: await seedNotices(db) };
}
