import { ApiErrorSchema, BODY_LIMITS, SignInputSchema } from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { signingPageHtml, SIGNING_SCRIPT } from './signing-page';
import { openSigning, sign, unsignedPdf } from './signing.service';

const ViewSchema = z.object({
  name: z.string(),
  status: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  signedAt: z.string().nullable(),
});
const params = z.object({ token: z.string().min(10).max(100) });
const errors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const tags = ['signing'];

/**
 * The built-in e-signature provider's customer side: the signing page by link (the unguessable
 * token is the credential, as with a provider's emailed link), its PDF, and the signature.
 */
export async function signingRoutes(app: App) {
  // The token is the credential: limit guesses and repeated signing attempts per client.
  const limited = { max: app.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  app.get('/sign/:token', { schema: { hide: true, params } }, (req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(signingPageHtml(req.params.token)),
  );
  app.get('/sign/assets/sign.js', { schema: { hide: true } }, (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').send(SIGNING_SCRIPT),
  );

  app.get('/api/signing/:token', {
    config: { access: 'public', rateLimit: limited },
    schema: { tags, params, response: { 200: ViewSchema, ...errors } },
    handler: (req) => openSigning(app.db, req.params.token),
  });

  app.get('/api/signing/:token/pdf', {
    config: { access: 'public' },
    schema: { tags, params },
    handler: async (req, reply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .send(await unsignedPdf(app.db, app.integrations.fileStorage, req.params.token)),
  });

  app.post('/api/signing/:token', {
    bodyLimit: BODY_LIMITS.large,
    config: { access: 'public', rateLimit: limited },
    schema: { tags, params, body: SignInputSchema, response: { 200: ViewSchema, ...errors } },
    handler: (req) =>
      sign(app.db, app.integrations.fileStorage, req.params.token, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }),
  });
}
