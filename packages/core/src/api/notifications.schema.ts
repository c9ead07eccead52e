import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** A notification (spec 1 §3: body, link, isRead). */
export const NotificationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    userId: z.uuid(),
    body: z.string(),
    link: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = lazySchema(() =>
  z.object({
    notifications: z.array(NotificationSchema),
    unreadCount: z.number().int(),
  }),
);
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** A delivery of a notification by email or text (the outbox an admin can read). */
export const NotificationDeliverySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    userId: z.uuid(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(['pending', 'sent', 'failed', 'stored', 'dead']),
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  }),
);
export type NotificationDelivery = z.infer<typeof NotificationDeliverySchema>;

/** POST auth/refreshfirebaseauthtoken: the short-lived realtime ticket. */
export const RealtimeTicketSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    expiresAt: z.string(),
  }),
);
export type RealtimeTicket = z.infer<typeof RealtimeTicketSchema>;
