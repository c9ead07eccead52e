import {
  ApiErrorSchema,
  ContractChangeSchema,
  ContractIdParamsSchema,
  ContractSchema,
  CreateDocumentInputSchema,
  CreditInputSchema,
  EmailOutboxEntrySchema,
  FixContractInputSchema,
  OnboardingContextSchema,
  PatchContractInputSchema,
  ScheduleSurveyInputSchema,
  SelectDocumentInputSchema,
  TimeSlotsQuerySchema,
  TimeSlotsResponseSchema,
  ONBOARDING_MESSAGES as M,
} from '@pb/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { emailOutbox } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { currentUser } from '../../lib/current-user';
import { publicUrl } from '../../config/public-url';
import { registerOnboardingJob } from './onboarding-outbox';
import { registerPortalJob, scheduleSurvey, sendWelcomeEmail } from './onboarding-finish.service';
import {
  fixContract,
  getContract,
  getHistory,
  patchContract,
  type ContractDeps,
} from './contracts.service';
import {
  createAgreementDocument,
  refreshDocuments,
  selectAgreement,
  signedPdf,
} from './agreement-document.service';
import { checkCredit, getOnboardingContext, skipCredit } from './onboarding-steps.service';

const signedIn = { access: 'authenticated' } as const;
const tags = ['contracts'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  502: ApiErrorSchema,
} as const;

/** Today in the business's time zone (US Eastern), as 'YYYY-MM-DD'. */
export const businessToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/**
 * Contracts (spec 3 §7) and the onboarding actions of the stepper. Any signed-in user who can
 * see the proposal works its onboarding; the fix screen's calls are for Admin and Developer.
 */
export async function contractsRoutes(app: App) {
  const depsWith = (log: ContractDeps['log']): ContractDeps => ({
    db: app.db,
    integrations: app.integrations,
    log,
    customerPortalUrl: app.env.CUSTOMER_PORTAL_URL,
    publicUrl: publicUrl(app.env),
    today: businessToday,
    jobs: app.jobs,
  });
  const deps = (req: FastifyRequest) => depsWith(req.log);

  // The CRM push and the portal call are jobs of the queue (decision 0067).
  registerOnboardingJob(app.jobs, depsWith(app.log));
  registerPortalJob(app.jobs, depsWith(app.log));
  const ok = { 200: ContractSchema, ...errors };
  const params = ContractIdParamsSchema;

  app.get('/api/Contracts/:id', {
    config: signedIn,
    schema: { tags, params, response: ok },
    handler: (req) => getContract(app.db, currentUser(req), req.params.id),
  });

  app.patch('/api/Contracts', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Save the onboarding record (creates it without version; 409 when stale)',
      body: PatchContractInputSchema,
      response: ok,
    },
    handler: (req) => patchContract(app.db, currentUser(req), req.body),
  });

  app.get('/api/Contracts/:id/onboarding', {
    config: signedIn,
    schema: {
      tags,
      summary: 'The onboarding record (or null) with what the stepper needs',
      params,
      response: { 200: OnboardingContextSchema, ...errors },
    },
    handler: (req) => getOnboardingContext(deps(req), currentUser(req), req.params.id),
  });

  app.post('/api/Contracts/:id/credit', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Credit step: set the loan id, or skip the step (remembered)',
      params,
      body: CreditInputSchema,
      response: ok,
    },
    handler: (req) =>
      req.body.skip
        ? skipCredit(deps(req), currentUser(req), req.params.id)
        : checkCredit(deps(req), currentUser(req), req.params.id, req.body.loanId),
  });

  app.post('/api/Contracts/:id/documents', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Generate Agreement: create the document and mark the proposal isContractGenerated',
      params,
      body: CreateDocumentInputSchema,
      response: ok,
    },
    handler: (req) => createAgreementDocument(deps(req), currentUser(req), req.params.id, req.body),
  });

  app.post('/api/Contracts/:id/documents/refresh', {
    config: signedIn,
    schema: { tags, summary: 'Re-check document statuses; send drafts', params, response: ok },
    handler: (req) => refreshDocuments(deps(req), currentUser(req), req.params.id),
  });

  app.get('/api/Contracts/:id/documents/:docId/pdf', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Download the signed agreement PDF',
      params: z.object({ id: z.uuid(), docId: z.string().min(1).max(200) }),
    },
    handler: async (req, reply) => {
      const pdf = await signedPdf(deps(req), currentUser(req), req.params.id, req.params.docId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="agreement-${req.params.docId}.pdf"`)
        .send(pdf);
    },
  });

  app.post('/api/Contracts/:id/agreement', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Agreement step Continue: use the completed document (or the chosen one)',
      params,
      body: SelectDocumentInputSchema,
      response: ok,
    },
    handler: (req) =>
      selectAgreement(deps(req), currentUser(req), req.params.id, req.body.pandaDocId),
  });

  app.post('/api/Contracts/:id/siteSurvey', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Schedule (or skip) the site survey and create the CRM records',
      params,
      body: ScheduleSurveyInputSchema,
      response: ok,
    },
    handler: (req) => scheduleSurvey(deps(req), currentUser(req), req.params.id, req.body),
  });

  app.post('/api/Contracts/:id/welcomeEmail', {
    config: signedIn,
    schema: { tags, summary: 'Send the welcome email; emailSent', params, response: ok },
    handler: (req) => sendWelcomeEmail(deps(req), currentUser(req), req.params.id),
  });

  app.patch('/api/Contracts/:id/fix', {
    config: { access: { roles: ['Admin', 'Developer'] } },
    schema: {
      tags,
      summary: 'Contract fix screen Save (Admin and Developer)',
      params,
      body: FixContractInputSchema,
      response: ok,
    },
    handler: (req) => fixContract(app.db, currentUser(req), req.params.id, req.body),
  });

  app.get('/api/Contracts/:id/history', {
    config: { access: { roles: ['Admin', 'Developer'] } },
    schema: {
      tags,
      summary: 'Change history of a contract (Admin and Developer)',
      params,
      response: { 200: z.array(ContractChangeSchema), ...errors },
    },
    handler: (req) => getHistory(app.db, currentUser(req), req.params.id),
  });

  app.get('/api/Contracts/:id/emails', {
    config: { access: { roles: ['Admin', 'Developer'] } },
    schema: {
      tags,
      summary: 'Emails of a contract in the outbox (Admin and Developer)',
      params,
      response: { 200: z.array(EmailOutboxEntrySchema), ...errors },
    },
    handler: async (req) => {
      await getContract(app.db, currentUser(req), req.params.id);
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.contractId, req.params.id))
        .orderBy(desc(emailOutbox.createdAt));
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        contractId: r.contractId,
      }));
    },
  });

  app.get('/api/AreaGroups/GetAvailableTimeSlots', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Site-survey time slots of an area group on a date',
      querystring: TimeSlotsQuerySchema,
      response: { 200: TimeSlotsResponseSchema, ...errors },
    },
    handler: async (req) => {
      let slots;
      try {
        slots = await app.integrations.crm.getAvailableTimeSlots(
          req.query.areaId,
          req.query.siteSurveyDate,
        );
      } catch (err) {
        req.log.warn({ err }, 'time slots failed');
        throw new AppError('UPSTREAM_FAILED', M.noAppointments);
      }
      if (!slots) throw notFound(M.noAppointments);
      return slots;
    },
  });
}
