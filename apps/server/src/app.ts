import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMITS, issueSentence } from '@pb/core';
import { z } from 'zod';
import './app-types';
import type { App } from './app-types';
import { serializerCompiler } from './lib/response-serializer';
import { apiDocsEnabled, trustProxy, type Env } from './config/env';
import type { Db } from './db/client';
import { attachTableCache, detachTableCache } from './db/table-cache';
import { createJobRunner } from './jobs/create-job-runner';
import jobsPlugin from './jobs/jobs-plugin';
import { createIntegrations } from './integrations/create-integrations';
import type { Integrations } from './integrations/integrations';
import accessControl from './plugins/access-control';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import requestHygiene from './plugins/request-hygiene';
import requestLog from './plugins/request-log';
import writeRateLimit from './plugins/write-rate-limit';
import idempotency from './plugins/idempotency';
import compression from './plugins/compression';
import uploads from './modules/uploads/uploads-plugin';
import security from './plugins/security';
import staticWeb from './plugins/static-web';
import { authenticateRequest } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { healthRoutes } from './modules/health/health.routes';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { brandTemplatesRoutes } from './modules/brand-templates/brand-templates.routes';
import { calculationsRoutes } from './modules/calculations/calculations.routes';
import { billCalculationRoutes } from './modules/calculations/bill.routes';
import { notificationSettingsRoutes } from './modules/notification-settings/notification-settings.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { customerDetailsRoutes } from './modules/customer-details/customer-details.routes';
import { productionRoutes } from './modules/production/production.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { proposalsRoutes } from './modules/proposals/proposals.routes';
import { roofImagesRoutes } from './modules/proposals/roof-images.routes';
import { proposalTemplatesRoutes } from './modules/proposal-templates/proposal-templates.routes';
import { filesRoutes } from './modules/files/files.routes';
import { proposalDeckRoutes } from './modules/proposal-deck/proposal-deck.routes';
import { pdfFontsRoutes } from './modules/pdf-fonts/pdf-fonts.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { crmOutboxRoutes } from './modules/contracts/crm-outbox.routes';
import { signingRoutes } from './modules/signing/signing.routes';
import { areaGroupsRoutes } from './modules/area-groups/area-groups.routes';
import { emailsRoutes } from './modules/emails/emails.routes';
import { chatsRoutes } from './modules/chats/chats.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import realtime from './realtime/realtime-plugin';
import { realtimeRoutes } from './realtime/realtime.routes';
import type { PubSub } from './realtime/pubsub';

export interface BuildAppOptions {
  env: Env;
  db: Db;
  jwtSecret: Uint8Array;
  integrations?: Partial<Integrations>;
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** Realtime fan-out: the database's LISTEN/NOTIFY (openDatabase().pubsub). */
  pubsub: PubSub;
}

// Every validation message the API sends is a sentence from @pb/core (the web forms use the same).
z.config({ customError: issueSentence });

/** Builds the whole app without listening (server.ts listens; tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy(options.env),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMITS.default,
    // Every schema is zod: fastify's default compilers (ajv, fast-json-stringify) are never
    // loaded, which saves about 150 ms of start-up (decision 0033).
    schemaController: {
      compilersFactory: {
        // (fastify types these factories for ajv; the zod compilers take the same route schemas)
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
    // A URL that cannot be decoded answers in the app's error shape, like every other failure.
    frameworkErrors: (error, _request, reply) => {
      const body = { code: 'BAD_REQUEST', message: `Invalid request. ${error.message}` };
      void (reply as unknown as FastifyReply).status(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', options.env);
  app.decorate('db', options.db);
  app.decorate('lifecycle', { draining: false });
  // Users, roles, sessions and the catalogue read through an in-process cache that every
  // instance drops on the tables' change NOTIFY (db/table-cache.ts, decision 0030).
  attachTableCache(options.db, options.pubsub);
  app.addHook('onClose', async () => detachTableCache(options.db));
  // The durable job queue: outside effects and periodic jobs (decision 0047).
  const jobs = createJobRunner(options.env, options.db, app.log);
  app.decorate('integrations', {
    ...createIntegrations(options.env, options.db, jobs, app.log),
    ...options.integrations,
  });

  await app.register(errorHandler);
  await app.register(jobsPlugin, { runner: jobs });
  await app.register(requestLog);
  await app.register(security, { env: options.env });
  await app.register(requestHygiene);
  await app.register(openapi, { ui: apiDocsEnabled(options.env) });
  await app.register(accessControl, {
    authenticate: (request) => authenticateRequest(app.db, options.jwtSecret, request),
  });

  await app.register(writeRateLimit, {
    perMinute: options.env.WRITE_RATE_LIMIT_PER_MINUTE,
    estimatesPerMinute: options.env.ESTIMATE_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(idempotency);
  await app.register(compression);
  await app.register(uploads, {
    perMinute: options.env.UPLOAD_RATE_LIMIT_PER_MINUTE,
    quotaBytes: options.env.UPLOAD_QUOTA_MB * 1024 * 1024,
    graceMs: options.env.UPLOAD_ORPHAN_GRACE_HOURS * 3_600_000,
    sweepIntervalMs: options.env.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000,
  });

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(authRoutes, { jwtSecret: options.jwtSecret });
  await app.register(usersRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(calculationsRoutes);
  await app.register(billCalculationRoutes);
  await app.register(brandTemplatesRoutes);
  await app.register(customersRoutes);
  await app.register(customerDetailsRoutes);
  await app.register(productionRoutes);
  await app.register(catalogueRoutes);
  await app.register(leadsRoutes);
  await app.register(proposalsRoutes);
  await app.register(roofImagesRoutes);
  await app.register(proposalTemplatesRoutes);
  await app.register(filesRoutes);
  await app.register(proposalDeckRoutes);
  await app.register(pdfFontsRoutes);
  await app.register(contractsRoutes);
  await app.register(crmOutboxRoutes);
  await app.register(signingRoutes);
  await app.register(areaGroupsRoutes);
  await app.register(emailsRoutes);
  await app.register(realtime, { pubsub: options.pubsub });
  await app.register(chatsRoutes);
  await app.register(notificationsRoutes);
  await app.register(realtimeRoutes, { jwtSecret: options.jwtSecret });

  if (options.serveWeb)
    await app.register(staticWeb, {
      distDir: options.env.WEB_DIST_DIR,
      production: options.env.NODE_ENV === 'production',
    });
  return app as unknown as App;
}
