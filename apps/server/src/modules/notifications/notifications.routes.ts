import {
  CHAT_MESSAGES as M,
  DeliveryOutboxPageSchema,
  NotificationListSchema,
  OutboxPageQuerySchema,
  OutboxRetryResultSchema,
  ApiErrorSchema,
} from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { AppError } from '../../errors';
import { currentUser } from '../../lib/current-user';
import { retryDelivery } from '../../jobs/outbox-retry';
import { listDeliveries, listNotifications, markAllSeen } from './notifications.repository';

const tags = ['notifications'];

/** Spec 1 §7: GET Notifications, PUT Notifications/{userId}/MarkedSeen; the admin's outbox. */
export async function notificationsRoutes(app: App) {
  app.get('/api/Notifications', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        "The caller's newest notifications and unread count (userId, if given, must be the caller)",
      querystring: z.object({ userId: z.uuid().optional() }),
      response: { 200: NotificationListSchema },
    },
    handler: (req) => {
      const user = currentUser(req);
      if (req.query.userId && req.query.userId !== user.id)
        throw new AppError('FORBIDDEN', M.couldNotGetNotifications);
      return listNotifications(app.db, user.id);
    },
  });

  app.put('/api/Notifications/:userId/MarkedSeen', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Marks all the caller's notifications seen",
      params: z.object({ userId: z.uuid() }),
      response: { 200: z.object({ updated: z.number().int() }) },
    },
    handler: async (req) => {
      const user = currentUser(req);
      if (req.params.userId !== user.id)
        throw new AppError('FORBIDDEN', M.couldNotMarkNotificationsRead);
      return { updated: await markAllSeen(app.db, user.id) };
    },
  });

  app.get('/api/notifications/outbox', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'Email and text deliveries (the embedded outbox), newest first, one page',
      querystring: OutboxPageQuerySchema,
      response: { 200: DeliveryOutboxPageSchema },
    },
    handler: (req) => listDeliveries(app.db, req.query),
  });

  app.post('/api/notifications/outbox/:id/retry', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary:
        'Queues a pending, failed or dead delivery to send again now (the Outbox Retry button)',
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: {
        200: OutboxRetryResultSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      await retryDelivery(app.db, req.params.id);
      app.jobs.wake();
      return { queued: true };
    },
  });
}
