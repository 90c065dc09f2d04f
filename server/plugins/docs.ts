/**
 * OpenAPI document from the routes' schemas (@fastify/swagger) and a browsable page at
 * /api/docs (@fastify/swagger-ui); the JSON is at /api/docs/json.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { site } from '../../config/site';

async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${site.name} API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope {code, message, data}; code 0 is success. Errors carry a non-zero code, the matching HTTP status and a message in the Accept-Language of the request (zh-TW or en-US).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    staticCSP: false,
  });
}

/** Registered before the routes, so that every route is in the document. */
export default fp(docs, { name: 'docs', fastify: '5.x' });
