/**
 * `app.config`: the server's configuration (server/config.ts), read once by buildApp and
 * decorated on the root instance for every plugin and route.
 */
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config', fastify: '5.x' },
);
