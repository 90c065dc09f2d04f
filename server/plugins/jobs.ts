/**
 * The periodic jobs of the site, one scheduler for all: `app.jobs.every({ name, seconds,
 * lease, run })` runs `run` every `seconds` (and once when the app is ready, unless
 * `atStart: false`), never two runs of one job at a time in this instance, and, with
 * `lease` (seconds), under the named lease of web_job_lease (services/job-lease.ts), so
 * that of several instances on one database only one runs it at a time. A failing run is
 * logged ("<name> failed") and the next one comes at its time. app.close() stops them all.
 *
 * WEB_JOBS (config.webJobs, on by default, off under Vitest) turns every job off: `every`
 * then schedules nothing, and its `run()` still runs the job once on demand (tests, the
 * ranking's first build). Jobs: housekeeping (plugins/housekeeping.ts), ranking refresh
 * and pending credits (plugins/game.ts), daily game-time charge (routes/billing.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { withJobLease } from '../services/job-lease';

export interface JobSpec<T> {
  /** The job's name: in the log, and the lease's name in web_job_lease. */
  name: string;
  /** Seconds between two runs. */
  seconds: number;
  /** Seconds of lease: one instance runs the job at a time (absent: every instance runs it). */
  lease?: number;
  /** One run; its result other than null is recorded with the lease. */
  run: () => Promise<T>;
  /** Run once when the app is ready (true). */
  atStart?: boolean;
}

export interface Job<T> {
  /**
   * Runs the job now, unless a run is in flight (that run's promise is returned): null when
   * another instance holds the lease, or the app is closing. Rejects when the run fails.
   */
  run: () => Promise<T | null>;
}

export interface Jobs {
  /** Whether the jobs run in this instance (WEB_JOBS). */
  readonly enabled: boolean;
  every: <T>(spec: JobSpec<T>) => Job<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

async function jobs(app: FastifyInstance) {
  const enabled = app.config.webJobs;
  const timers: NodeJS.Timeout[] = [];
  const starts: Array<() => void> = [];
  let started = false;
  let closing = false;

  const every = <T>(spec: JobSpec<T>): Job<T> => {
    let running: Promise<T | null> | null = null;
    const once = () => (spec.lease ? withJobLease(app.db, spec.name, spec.lease, spec.run) : spec.run());
    const run = (): Promise<T | null> => {
      if (running) return running;
      if (closing) return Promise.resolve(null);
      running = once().finally(() => {
        running = null;
      });
      return running;
    };
    const tick = () => {
      run().catch((err) => app.log.error({ err, job: spec.name }, `${spec.name} failed`));
    };
    if (enabled) {
      // Scheduled when the app is ready (at once for a job added later).
      (started ? (f: () => void) => f() : (f: () => void) => starts.push(f))(() => {
        if (closing) return;
        const timer = setInterval(tick, spec.seconds * 1000);
        timer.unref();
        timers.push(timer);
        if (spec.atStart ?? true) tick();
      });
    }
    return { run };
  };

  app.decorate('jobs', { enabled, every });
  app.addHook('onReady', async () => {
    started = true;
    for (const start of starts.splice(0)) start();
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers.splice(0)) clearInterval(timer);
  });
}

export default fp(jobs, { name: 'jobs', fastify: '5.x', dependencies: ['config', 'database'] });
