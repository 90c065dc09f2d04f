import type { Db } from '../db';
import type { SeedOptions } from './index';
export async function seedDemoWorld(_db: Db, _o: SeedOptions = {}): Promise<Record<string, number>> { return {}; }
