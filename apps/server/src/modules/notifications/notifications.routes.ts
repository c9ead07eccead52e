import { CHAT_MESSAGES as M, DeliveryOutboxPageSchema, NotificationListSchema } from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { AppError } from '../../errors';
import { currentUser } from '../../lib/current-user';
import { retryDelivery } from '../../jobs/outbox-retry';
import { numericOutboxId, outboxRoutes } from '../../jobs/outbox-routes';
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

  outboxRoutes(app, {
    path: '/api/notifications/outbox',
    tags,
    listSummary: 'Email and text deliveries (the embedded outbox), newest first, one page',
    retrySummary:
      'Queues a pending, failed or dead delivery to send again now (the Outbox Retry button)',
    pageSchema: DeliveryOutboxPageSchema,
    idSchema: numericOutboxId,
    list: (query) => listDeliveries(app.db, query),
    retry: (id) => retryDelivery(app.db, id),
  });
}
