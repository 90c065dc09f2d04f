/**
 * `app.db`: the Kysely database. Given one (tests), it is used as is and stays open after
 * app.close(); otherwise one is opened from config.databaseUrl and closed with the app.
 * Migrations run on registration unless `migrate: false`.
 */
import fp from 'fastify-plugin';
import { createDb, migrateToLatest, type Db } from '../db';

export default fp<{ db?: Db; migrate?: boolean }>(
  async (app, options) => {
    const db = options.db ?? createDb(app.config.databaseUrl);
    if (!options.db) app.addHook('onClose', async () => db.destroy());
    if (options.migrate ?? true) await migrateToLatest(db);
    app.decorate('db', db);
  },
  { name: 'database', fastify: '5.x', dependencies: ['config'] },
);
