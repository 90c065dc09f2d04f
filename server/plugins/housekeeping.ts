/**
 * The hourly housekeeping job (services/housekeeping.ts) on the jobs plugin: every
 * instance runs it (it only deletes what has expired, so two runs do no harm); first run
 * an hour after the start; off with the other jobs (WEB_JOBS=off).
 */
import fp from 'fastify-plugin';
import { cleanExpired } from '../services/housekeeping';

export const HOUSEKEEPING_SECONDS = 3600;

export default fp(
  async (app) => {
    app.jobs.every({
      name: 'housekeeping',
      seconds: HOUSEKEEPING_SECONDS,
      atStart: false,
      run: () => cleanExpired(app.db, Date.now(), { outboxBodyDays: app.config.outboxBodyDays }),
    });
  },
  { name: 'housekeeping', fastify: '5.x', dependencies: ['config', 'database', 'jobs'] },
);
