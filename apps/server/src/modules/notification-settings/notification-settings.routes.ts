import { z } from 'zod';
import {
  NotificationSettingInputSchema,
  NotificationSettingSchema,
  UpdateNotificationSettingInputSchema,
} from '@pb/core';
import type { App } from '../../app-types';
import {
  assertMayManage,
  createSetting,
  getSetting,
  updateSetting,
} from './notification-settings.service';

/** Spec 1 §7: GET settings/{userId}, POST settings, PUT settings. */
export async function notificationSettingsRoutes(app: App) {
  const access = { access: 'authenticated' } as const;

  app.get('/api/settings/:userId', {
    config: access,
    schema: {
      tags: ['notification settings'],
      params: z.object({ userId: z.uuid() }),
      response: { 200: NotificationSettingSchema },
    },
    handler: (req) => {
      assertMayManage(req.user!, req.params.userId);
      return getSetting(app.db, req.params.userId);
    },
  });

  app.post('/api/settings', {
    config: access,
    schema: {
      tags: ['notification settings'],
      body: NotificationSettingInputSchema,
      response: { 201: NotificationSettingSchema },
    },
    handler: async (req, reply) => {
      assertMayManage(req.user!, req.body.userId);
      return reply.status(201).send(await createSetting(app.db, req.body));
    },
  });

  app.put('/api/settings', {
    config: access,
    schema: {
      tags: ['notification settings'],
      body: UpdateNotificationSettingInputSchema,
      response: { 200: NotificationSettingSchema },
    },
    handler: (req) => {
      assertMayManage(req.user!, req.body.userId);
      return updateSetting(app.db, req.body);
    },
  });
}
