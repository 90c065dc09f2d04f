/**
 * Game routes (config/contract/game.ts):
 *   GET /api/v1/game/status                      -> Envelope(GameStatus), measured at most every 60 s
 *   GET /api/v1/game/character/rank?job&sort&page&size -> Envelope(CharacterRankPage)
 *   GET /api/v1/game/guild/rank?page&size        -> Envelope(GuildRankPage)
 *   GET /api/v1/game/avatar/:id/:pose            -> image/svg+xml (default avatar renderer)
 * Also starts the game jobs (ranking snapshot refresh, pending-credit applier) when
 * the app is ready, unless config.webJobs is off (WEB_JOBS; off by default under Vitest).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  AvatarParams,
  CharacterRankPage,
  CharacterRankQuery,
  GameStatus,
  GuildRankPage,
  GuildRankQuery,
  RANK_SORTS,
} from '../../config/contract/game';
import { AppError, ErrorCode } from '../errors';
import { GameStatusService } from '../services/status';
import {
  attachRankingReader,
  characterRank,
  FIRST_SNAPSHOT_WAIT_MS,
  guildRank,
  refreshRankings,
  startRankingJob,
  waitAtMost,
} from '../services/ranking';
import { parseDatabaseUrl } from '../db';
import { startCreditsJob } from '../services/credits';
import { renderAvatarSvg, type AvatarPose } from '../services/avatar';
import { LANGS } from '../../locales/lang';
import { ok } from '../envelope';

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
  stop: () => void;
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

function installGameServices(app: FastifyInstance) {
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
    stop: () => {},
  };
  app.decorate('gameJobs', jobs);
  if (!c.webJobs) return;
  let startup: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    const ranking = startRankingJob({
      db: app.db,
      databaseUrl: c.databaseUrl,
      everySeconds: c.rankingRefreshSeconds,
      log: app.log,
      debug: c.rankingDebug,
    });
    const stopCredits = startCreditsJob(app.db, app.log);
    startup = ranking.ready;
    let servable = false;
    void ranking.ready.then(() => {
      servable = true;
    });
    jobs.rankingReady = () => (servable ? Promise.resolve() : waitAtMost(ranking.ready, FIRST_SNAPSHOT_WAIT_MS));
    jobs.stop = () => {
      ranking.stop();
      stopCredits();
    };
    jobs.warmUp = async () => {
      await jobs.rankingReady();
      await warmRankings(app);
    };
  });
  app.addHook('onClose', async () => {
    jobs.stop();
    await startup?.catch(() => {});
  });
}

const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installGameServices(app);

  app.get(
    '/api/v1/game/status',
    {
      schema: {
        tags: ['game'],
        summary: 'Game server status: TCP probe of the login server + players online, cached 60 s',
        response: { 200: Envelope(GameStatus) },
      },
    },
    async (request, reply) => {
      const data = await app.gameStatus.status(request.lang);
      reply.header('cache-control', 'public, max-age=30');
      return ok(data);
    },
  );

  app.get(
    '/api/v1/game/character/rank',
    {
      schema: {
        tags: ['game'],
        summary: 'Character ranking (GMs and banned accounts excluded), from the periodic ranking snapshot',
        querystring: CharacterRankQuery,
        response: { 200: Envelope(CharacterRankPage), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      await app.gameJobs.rankingReady();
      const data = await characterRank(app.db, request.query, {
        lang: request.lang,
        avatarTemplate: app.config.avatarUrlTemplate,
        pageCache: app.config.rankingPageCache,
      });
      return ok(data);
    },
  );

  app.get(
    '/api/v1/game/guild/rank',
    {
      schema: {
        tags: ['game'],
        summary: 'Guild ranking by guild points',
        querystring: GuildRankQuery,
        response: { 200: Envelope(GuildRankPage), 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const data = await guildRank(app.db, request.query, request.lang);
      return ok(data);
    },
  );

  app.get(
    '/api/v1/game/avatar/:id/:pose',
    {
      schema: {
        tags: ['game'],
        summary: 'Default avatar renderer: a small SVG sprite of the character (used when AVATAR_URL_TEMPLATE is unset)',
        params: AvatarParams,
        response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const c = await app.db
        .selectFrom('characters')
        .select(['id', 'name', 'gender', 'skincolor', 'hair', 'face', 'job'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!c) throw new AppError(404, ErrorCode.NOT_FOUND, 'game.characterNotFound');
      const pose = request.params.pose.replace(/\.svg$/, '') as AvatarPose;
      const svg = renderAvatarSvg(
        { id: c.id, name: c.name, gender: c.gender, skin: c.skincolor, hair: c.hair, face: c.face, job: c.job },
        pose,
      );
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.send(svg as never);
    },
  );
};

// Decorations (gameStatus, gameJobs) are visible on the root app, like fastify-plugin does.
(gameRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default gameRoutes;
