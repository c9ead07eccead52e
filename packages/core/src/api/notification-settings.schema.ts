import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedInt, boundedText } from './bounds';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './bidi-controls';
import { usPhoneNumber } from './phone-number';

/** Spec 1 §3 Notification setting. */
export const NotificationSettingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    phone: z.string(),
    isReceivingEmailNotifications: z.boolean(),
    isReceivingPhoneNotifications: z.boolean(),
    version: z.number().int(),
  }),
);
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

/**
 * Spec 1 §5: the email is required only while email notifications are on, the phone only while
 * text notifications are on; each shows '{label} is required.' when empty.
 */
export const NotificationSettingInputSchema = lazySchema(() =>
  z
    .object({
      userId: z.uuid(),
      email: boundedText('email').trim(),
      phone: usPhoneNumber(),
      isReceivingEmailNotifications: z.boolean(),
      isReceivingPhoneNotifications: z.boolean(),
    })
    .superRefine((s, ctx) => {
      if (hasBidiControl(s.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: BIDI_CONTROL_MESSAGE });
      else if (s.isReceivingEmailNotifications) {
        if (!s.email)
          ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required.' });
        else if (!z.email().safeParse(s.email).success)
          ctx.addIssue({ code: 'custom', path: ['email'], message: 'Invalid email address' });
      }
      if (s.isReceivingPhoneNotifications && !s.phone) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Phone is required.' });
      }
    }),
);
export type NotificationSettingInput = z.infer<typeof NotificationSettingInputSchema>;

export const UpdateNotificationSettingInputSchema = lazySchema(() =>
  NotificationSettingInputSchema.and(z.object({ id: z.uuid(), version: boundedInt('version') })),
);
export type UpdateNotificationSettingInput = z.infer<typeof UpdateNotificationSettingInputSchema>;

/** Spec 1 §7 reply when a user has none yet. */
export const SETTING_DOES_NOT_EXIST = 'Setting does not exist.';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  couldNotGet: 'Could not get Settings',
  updated: 'Settings successfully updated!',
  couldNotUpdate: 'Could not update Settings',
  created: 'Setting Created Successfully.',
  couldNotCreate: 'Could not create Setting.',
} as const;
