/**
 * Several instances share one database: the scheduled ranking refresh runs once per
 * period, not once per instance (a refresh finds a generation published within its
 * minimum interval and skips).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { RANK_LINES, refreshRankings } from '../../server/services/ranking';
import { RANKING_LEASE, refreshRankingSnapshot } from '../../server/services/ranking-refresh';
import { toDbTime } from '../../server/db/time';

describe('scheduled ranking refresh with several instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  const gen = async () => Number((await t.db.selectFrom('web_rank_meta').select('gen').where('id', '=', 1).executeTakeFirstOrThrow()).gen);

  it('skips when another instance published a generation within the interval, refreshes after it', async () => {
    await refreshRankings(t.db);
    expect(await gen()).toBe(1);
    // A second instance's scheduled run in the same period: nothing published.
    expect(await refreshRankingSnapshot({ db: t.db, lines: RANK_LINES, minIntervalSeconds: 240 })).toBeNull();
    expect(await gen()).toBe(1);
    // The lease is free again (the skip took nothing).
    const lease = await t.db.selectFrom('web_job_lease').select('lease_until').where('name', '=', RANKING_LEASE).executeTakeFirstOrThrow();
    expect(lease.lease_until).toBeNull();
    // Once the generation is older than the interval, the next scheduled run refreshes.
    await t.db.updateTable('web_rank_meta').set({ refreshed_at: toDbTime(Date.now() - 300_000) }).where('id', '=', 1).execute();
    const r = await refreshRankingSnapshot({ db: t.db, lines: RANK_LINES, minIntervalSeconds: 240 });
    expect(r?.gen).toBe(2);
    expect(await gen()).toBe(2);
  });
});
