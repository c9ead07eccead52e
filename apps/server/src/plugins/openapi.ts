import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document built from the routes' zod schemas, browsable at /api/docs unless `ui` is off
 * (production by default: API_DOCS).
 */
export default fp(
  async function openapi(app: FastifyInstance, opts: { ui: boolean }) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Proposal Builder API', version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    if (opts.ui) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
