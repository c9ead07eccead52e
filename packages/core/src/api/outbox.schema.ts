import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { NotificationDeliverySchema } from './notifications.schema';

/** `?page=1&pageSize=25` of the admin's outbox lists (newest first). */
export const OutboxPageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type OutboxPageQuery = z.infer<typeof OutboxPageQuerySchema>;

/**
 * One row of `email_outbox`: kept ('stored') when no SMTP server is configured; else 'pending'
 * until sent (with the last failure in `error` while it waits to retry), 'sent', or 'dead' after
 * the last attempt.
 */
export const EmailOutboxItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(['stored', 'pending', 'sent', 'dead']),
    error: z.string().nullable(),
    contractId: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  }),
);
export type EmailOutboxItem = z.infer<typeof EmailOutboxItemSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET /api/emails/outbox. */
export const EmailOutboxPageSchema = lazySchema(() => page(EmailOutboxItemSchema));
export type EmailOutboxPage = z.infer<typeof EmailOutboxPageSchema>;

/** GET /api/notifications/outbox. */
export const DeliveryOutboxPageSchema = lazySchema(() => page(NotificationDeliverySchema));
export type DeliveryOutboxPage = z.infer<typeof DeliveryOutboxPageSchema>;

/**
 * One onboarding call of the job queue (decision 0067): the CRM push of a contract (its records
 * in order, each with its CRM id once created) or the customer portal's call. 'failed' waits to
 * be tried again (backoff or the CRM's Retry-After); 'dead' waits for a person's Retry.
 */
export const CrmOutboxItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(['crm-onboarding', 'portal-onboarding']),
    contractId: z.string(),
    customerName: z.string(),
    status: z.enum(['pending', 'sending', 'failed', 'sent', 'dead']),
    attempts: z.number().int(),
    error: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    doneAt: z.string().nullable(),
    steps: z.array(
      z.object({
        kind: z.enum(['opportunity', 'customerInstall', 'siteSurvey', 'adders']),
        status: z.enum(['pending', 'sending', 'done', 'failed']),
        crmId: z.string(),
        error: z.string(),
      }),
    ),
  }),
);
export type CrmOutboxItem = z.infer<typeof CrmOutboxItemSchema>;

/** GET /api/crm/outbox. */
export const CrmOutboxPageSchema = lazySchema(() => page(CrmOutboxItemSchema));
export type CrmOutboxPage = z.infer<typeof CrmOutboxPageSchema>;

/** POST /api/emails/outbox/:id/retry and /api/notifications/outbox/:id/retry: queued again. */
export const OutboxRetryResultSchema = lazySchema(() => z.object({ queued: z.boolean() }));
export type OutboxRetryResult = z.infer<typeof OutboxRetryResultSchema>;
