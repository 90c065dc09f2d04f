/**
 * `request.lang`: the catalog language of the request's Accept-Language (server/i18n.ts),
 * set first thing on every request; messages and error answers are written in it.
 */
import fp from 'fastify-plugin';
import { langOf } from '../i18n';

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'zh-TW');
    app.addHook('onRequest', async (request) => {
      request.lang = langOf(request.headers['accept-language']);
    });
  },
  { name: 'language', fastify: '5.x' },
);
