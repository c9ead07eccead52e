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

/** POST /api/emails/outbox/:id/retry and /api/notifications/outbox/:id/retry: queued again. */
export const OutboxRetryResultSchema = lazySchema(() => z.object({ queued: z.boolean() }));
export type OutboxRetryResult = z.infer<typeof OutboxRetryResultSchema>;
