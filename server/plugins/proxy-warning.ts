/**
 * A reverse proxy in front of the site while TRUST_PROXY is off: every request then comes
 * from the proxy's address, so all visitors share one set of per-IP rate limits (one busy
 * minute locks everybody out of login) and the logs show the proxy instead of the visitor.
 * The first request that carries X-Forwarded-For from a loopback or private peer (where a
 * proxy of the site's own sits) logs one warning saying so; once per process, however many
 * apps it builds. A public peer sending the header is a client, not our proxy: nothing to say.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isLoopbackOrPrivate } from '../services/ip-address';

let warned = false;

async function proxyWarning(app: FastifyInstance) {
  if (app.config.trustProxy !== false) return;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket?.remoteAddress;
    if (!isLoopbackOrPrivate(peer)) return;
    warned = true;
    request.log.warn(
      `A request came through a proxy (X-Forwarded-For from ${peer}) but TRUST_PROXY is off: the site sees the proxy's ` +
        'address for every visitor, so all visitors share one set of per-IP rate limits and the logs show the proxy. ' +
        'Set TRUST_PROXY to the proxy (1 for one hop, or its address); see docs/operations.md, "Behind a reverse proxy". ' +
        'This warning is logged once.',
    );
  });
}

export default fp(proxyWarning, { name: 'proxy-warning', fastify: '5.x', dependencies: ['config'] });
