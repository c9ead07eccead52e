import fs from 'node:fs';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The Swagger UI's own logo, read here at once. Left to the plugin, it is read asynchronously, and
 * that read waited 100–140 ms for a thread-pool thread while PGlite's WebAssembly was compiled on
 * both cores of this machine: the server's start waited with it (decision 0041).
 */
function swaggerUiLogo() {
  const file = createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/logo.svg');
  return { type: 'image/svg+xml', content: fs.readFileSync(file) };
}

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
    if (opts.ui) await app.register(swaggerUi, { routePrefix: '/api/docs', logo: swaggerUiLogo() });
  },
  { name: 'openapi' },
);
