/**
 * The game's services on the app, for the game routes (routes/game.ts) and the start
 * (server/index.ts):
 *   app.gameStatus  the game status measurer (its clock and cache are reachable for tests)
 *   app.gameJobs    when a ranking snapshot can be served; the start's warm-up
 * and the game jobs on the jobs plugin (off with config.webJobs off: WEB_JOBS=off, and
 * by default under Vitest): the ranking snapshot refresh and the pending-credit applier.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RANK_SORTS } from '../../config/contract/game';
import { GameStatusService } from '../services/status';
import { attachRankingReader, FIRST_SNAPSHOT_WAIT_MS, refreshRankings, startRankingJob, waitAtMost } from '../services/ranking';
import { parseDatabaseUrl } from '../db';
import { applyPendingCredits, CREDITS_EVERY_SECONDS } from '../services/credits';
import { LANGS } from '../../locales/lang';

export interface GameJobs {
  /**
   * Resolves once a ranking snapshot can be served. With the jobs on: at once when the
   * database holds one from an earlier run (the start-up refresh runs behind), else when
   * the first build is published (at most FIRST_SNAPSHOT_WAIT_MS); without jobs (tests,
   * WEB_JOBS=off) the first call builds one if there is none.
   */
  rankingReady: () => Promise<void>;
  /**
   * For the start, between ready and listen (server/index.ts): waits until a ranking
   * snapshot can be served (at once on a database that holds one; on a fresh database
   * after the first build, FIRST_SNAPSHOT_WAIT_MS at most), then answers the first views
   * once (warmRankings). Does nothing with the jobs off.
   */
  warmUp: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The game status measurer (its clock and cache are reachable for tests). */
    gameStatus: GameStatusService;
    gameJobs: GameJobs;
  }
}

/**
 * The first views: the home page's top 10 (also the ranking page's first view), page 1
 * of the ranking page's other tabs, and the guild ranking.
 */
const WARM_URLS = [
  ...RANK_SORTS.map((sort) => `/api/v1/game/character/rank?sort=${sort}&page=1&size=10`),
  '/api/v1/game/guild/rank?page=1&size=10',
];

/**
 * Answers the first views once before the server listens, in each language: the first
 * visitor then finds them in the page caches, with the reads prepared and the response
 * serializers fully compiled (their nullable fields compile a validator on first use,
 * 100 ms and more). A failure here never stops the start.
 */
async function warmRankings(app: FastifyInstance) {
  for (const lang of LANGS) {
    for (const url of WARM_URLS) {
      await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } }).catch(() => undefined);
    }
  }
}

async function gameServices(app: FastifyInstance) {
  const c = app.config;
  app.decorate(
    'gameStatus',
    new GameStatusService(app.db, {
      host: c.game.host,
      port: c.game.port,
      probeTimeoutMs: c.game.probeTimeoutMs,
      timezone: c.game.timezone,
      version: c.game.version,
      inviteRequired: c.inviteRequired,
      rates: { exp: c.rates.exp, meso: c.rates.meso, drop: c.rates.drop, bossDrop: c.rates.bossDrop },
      events: c.events,
      maintenance: c.gameMaintenance,
    }),
  );
  // SQLite file: ranking pages read through a read-only connection with cached prepared statements.
  const target = parseDatabaseUrl(c.databaseUrl);
  if (target.dialect === 'sqlite' && target.file !== ':memory:' && c.rankingFastReader) {
    const detach = attachRankingReader(app.db, target.file);
    app.addHook('onClose', async () => detach());
  }

  let first: Promise<void> | null = null;
  const jobs: GameJobs = {
    rankingReady: () =>
      (first ??= app.db
        .selectFrom('web_rank_meta')
        .select('gen')
        .where('id', '=', 1)
        .executeTakeFirst()
        .then(async (meta) => {
          if (Number(meta?.gen ?? 0) === 0) await refreshRankings(app.db);
        })
        .catch((error) => {
          first = null; // try again on the next request
          throw error;
        })),
    warmUp: async () => {},
  };
  app.decorate('gameJobs', jobs);
  app.jobs.every({
    name: 'pending-credits',
    seconds: CREDITS_EVERY_SECONDS,
    run: async () => {
      const applied = await applyPendingCredits(app.db);
      if (applied > 0) app.log.info({ applied }, 'pending credits applied');
      return applied;
    },
  });
  if (!app.jobs.enabled) return;
  let startup: Promise<void> | null = null;
  let stopRanking = () => {};
  app.addHook('onReady', async () => {
    const ranking = startRankingJob({
      db: app.db,
      databaseUrl: c.databaseUrl,
      jobs: app.jobs,
      everySeconds: c.rankingRefreshSeconds,
      log: app.log,
      debug: c.rankingDebug,
    });
    stopRanking = ranking.stop;
    startup = ranking.ready;
    let servable = false;
    void ranking.ready.then(() => {
      servable = true;
    });
    jobs.rankingReady = () => (servable ? Promise.resolve() : waitAtMost(ranking.ready, FIRST_SNAPSHOT_WAIT_MS));
    jobs.warmUp = async () => {
      await jobs.rankingReady();
      await warmRankings(app);
    };
  });
  app.addHook('onClose', async () => {
    stopRanking();
    await startup?.catch(() => {});
  });
}

export default fp(gameServices, { name: 'game', fastify: '5.x', dependencies: ['config', 'database', 'jobs'] });
