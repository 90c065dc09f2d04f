/**
 * The jobs plugin (server/plugins/jobs.ts): every job of the site runs on it, only when
 * config.webJobs (WEB_JOBS) is on, housekeeping included; app.close() stops them; one
 * run of a job at a time in an instance, and with a lease one at a time over every
 * instance on the database.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppInstance } from '../../server/app';
import { createTestApp, createTestDb, testConfig, type TestApp } from './helpers';
import { HOUSEKEEPING_SECONDS } from '../../server/plugins/housekeeping';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  while (cleanups.length) await cleanups.pop()!();
});

async function testApp(webJobs: boolean): Promise<TestApp> {
  const t = await createTestApp({ config: { webJobs } });
  cleanups.push(t.close);
  return t;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('app.jobs.every', () => {
  it('webJobs on: runs at ready and every `seconds`; app.close() stops it', async () => {
    const t = await testApp(true);
    let runs = 0;
    t.app.jobs.every({ name: 'test-tick', seconds: 0.2, run: async () => (runs += 1) });
    await t.app.ready();
    await sleep(700);
    expect(runs).toBeGreaterThanOrEqual(3);
    await t.app.close();
    const after = runs;
    await sleep(500);
    expect(runs).toBe(after);
  });

  it('webJobs off: nothing is scheduled, and run() still runs the job on demand', async () => {
    const t = await testApp(false);
    let runs = 0;
    const job = t.app.jobs.every({ name: 'test-off', seconds: 0.1, run: async () => (runs += 1) });
    await t.app.ready();
    await sleep(400);
    expect(runs).toBe(0);
    expect(await job.run()).toBe(1);
  });

  it('never runs one job twice at a time: a run asked while one is in flight gets that run', async () => {
    const t = await testApp(false);
    let runs = 0;
    const job = t.app.jobs.every({ name: 'test-guard', seconds: 60, run: async () => (await sleep(100), (runs += 1)) });
    expect(await Promise.all([job.run(), job.run(), job.run()])).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it('with a lease, two instances on one database never run the job at the same time', async () => {
    const { db, url, drop } = await createTestDb();
    cleanups.push(drop);
    const apps: AppInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ db, config: testConfig({ databaseUrl: url }) });
      cleanups.push(() => app.close());
      apps.push(app);
    }
    let inFlight = 0;
    let most = 0;
    const run = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(150);
      inFlight -= 1;
      return 'done';
    };
    const [a, b] = apps.map((app) => app.jobs.every({ name: 'test-lease', seconds: 60, lease: 60, run }));
    const results = await Promise.all([a.run(), b.run()]);
    expect(most).toBe(1);
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    // Freed and recorded once the run ends: the next run (either instance) takes it.
    const lease = await db.selectFrom('web_job_lease').selectAll().where('name', '=', 'test-lease').executeTakeFirstOrThrow();
    expect(lease.lease_until).toBeNull();
    expect(lease.last_result).toBe('"done"');
    expect(await b.run()).toBe('done');
  });
});

describe('housekeeping follows webJobs', () => {
  const expiredRow = (t: TestApp) =>
    t.db
      .insertInto('web_altcha_used')
      .values({ signature: `old-${Math.random()}`, expires_at: '2020-01-01 00:00:00' })
      .execute();
  const expiredLeft = async (t: TestApp) =>
    Number((await t.db.selectFrom('web_altcha_used').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  for (const webJobs of [true, false]) {
    it(`webJobs ${webJobs ? 'on: expired rows go after an hour' : 'off: nothing is cleaned'}`, async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const t = await testApp(webJobs);
      await expiredRow(t);
      await t.app.ready();
      vi.advanceTimersByTime(HOUSEKEEPING_SECONDS * 1000);
      vi.useRealTimers();
      const until = Date.now() + 5000;
      while (webJobs && (await expiredLeft(t)) > 0 && Date.now() < until) await sleep(50);
      if (!webJobs) await sleep(300);
      expect(await expiredLeft(t)).toBe(webJobs ? 0 : 1);
    });
  }
});
