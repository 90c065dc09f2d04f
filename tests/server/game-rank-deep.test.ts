/**
 * Ranking snapshot at more than one chunk (1,000 ids per chunk): pages across chunk
 * boundaries match a straightforward sort, and the worker-thread refresh of a SQLite
 * file gives the same answer as the in-process one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, IS_MYSQL, type TestApp } from './helpers';
import { createDb, migrateToLatest } from '../../server/db';
import { attachRankingReader, characterRank, refreshRankings, refreshRankingsInWorker } from '../../server/services/ranking';

const N = 2_345;
let t: TestApp;
type Row = { id: number; level: number; exp: number; fame: number; t: string; job: number };
const expected: Row[] = [];

async function seedMany(db: ReturnType<typeof createDb>) {
  const account = await db.insertInto('accounts').values({ name: 'bulk0001', password: 'x' }).executeTakeFirstOrThrow();
  const rows = [];
  for (let i = 1; i <= N; i++) {
    rows.push({
      accountid: Number(account.insertId),
      name: `bulk${i}`,
      level: 1 + ((i * 37) % 200),
      exp: (i * 7919) % 50,
      fame: (i * 13) % 17,
      job: [0, 112, 212, 312, 412, 512, 1111, 2112][i % 8],
      gm: 0,
      guildid: 0,
      lastExpGainTime: `2025-01-${String(1 + (i % 28)).padStart(2, '0')} 00:00:00`,
    });
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('characters').values(rows.slice(i, i + 200)).execute();
  return db.selectFrom('characters').select(['id', 'level', 'exp', 'fame', 'lastExpGainTime as t', 'job']).execute();
}

const byLevel = (a: Row, b: Row) => b.level - a.level || b.exp - a.exp || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0) || a.id - b.id;

beforeAll(async () => {
  t = await createTestApp();
  const all = await seedMany(t.db);
  expected.push(...all.map((r) => ({ ...r, id: Number(r.id), t: String(r.t) })));
  await refreshRankings(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('deep pages', () => {
  it.each([
    [1, 100],
    [10, 100], // 901-1000: the end of chunk 0
    [34, 30], // 991-1020: across chunks 0 and 1
    [21, 100], // 2001-2100: chunk 2
    [235, 10], // 2341-2345: the last, short page
  ])('page %i of size %i matches a plain sort', async (page, size) => {
    const res = await t.app.inject({ url: `/api/v1/game/character/rank?page=${page}&size=${size}` });
    const data = res.json().data;
    expect(data.total).toBe(N);
    const want = [...expected].sort(byLevel).slice((page - 1) * size, page * size);
    expect(data.items.map((i: { id: number }) => i.id)).toEqual(want.map((r) => r.id));
    expect(data.items[0].rank).toBe((page - 1) * size + 1);
  });

  it('filters a job line across chunks', async () => {
    const warriors = [...expected].filter((r) => r.job >= 100 && r.job <= 132).sort(byLevel);
    const res = await t.app.inject({ url: `/api/v1/game/character/rank?job=warrior&page=3&size=100` });
    expect(res.json().data.total).toBe(warriors.length);
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual(warriors.slice(200, 300).map((r) => r.id));
  });
});

describe.skipIf(IS_MYSQL)('worker-thread refresh of a SQLite file', () => {
  it('publishes the same ranking as the in-process refresh', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-worker-'));
    const file = path.join(dir, 'site.db');
    const db = createDb(`sqlite:${file}`);
    try {
      await migrateToLatest(db);
      await seedMany(db);
      const result = await refreshRankingsInWorker(file, 0);
      expect(result).toMatchObject({ gen: 1, total: N });
      const viaWorker = await characterRank(db, { sort: 'fame', page: 7, size: 50 }, { lang: 'en-US', avatarTemplate: '' });
      const inProcess = await characterRank(t.db, { sort: 'fame', page: 7, size: 50 }, { lang: 'en-US', avatarTemplate: '' });
      expect(viaWorker.items.map((i) => [i.rank, i.name, i.fame, i.level])).toEqual(
        inProcess.items.map((i) => [i.rank, i.name, i.fame, i.level]),
      );
      // The read-only prepared-statement reader answers the same.
      const detach = attachRankingReader(db, file);
      try {
        const viaReader = await characterRank(db, { sort: 'fame', page: 8, size: 50 }, { lang: 'en-US', avatarTemplate: '' });
        const plain = await characterRank(t.db, { sort: 'fame', page: 8, size: 50 }, { lang: 'en-US', avatarTemplate: '' });
        expect(viaReader.items).toHaveLength(50);
        expect(viaReader.items.map((i) => [i.rank, i.name, i.guild])).toEqual(plain.items.map((i) => [i.rank, i.name, i.guild]));
      } finally {
        detach();
      }
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(IS_MYSQL)('worker-thread refresh on MySQL/MariaDB', () => {
  it('publishes a new generation with the same order', async () => {
    const before = await characterRank(t.db, { sort: 'quest', page: 5, size: 40 }, { lang: 'en-US', avatarTemplate: '' });
    const result = await refreshRankingsInWorker(t.config.databaseUrl, 0);
    expect(result?.total).toBe(N);
    const meta = await t.db.selectFrom('web_rank_meta').select('gen').executeTakeFirstOrThrow();
    expect(meta.gen).toBe(result?.gen);
    await refreshRankings(t.db); // clears this process's caches (and publishes one more generation)
    const after = await characterRank(t.db, { sort: 'quest', page: 5, size: 40 }, { lang: 'en-US', avatarTemplate: '' });
    expect(after.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
  });
});
