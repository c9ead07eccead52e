import { and, eq } from 'drizzle-orm';
import {
  SETTING_DOES_NOT_EXIST,
  type NotificationSetting,
  type NotificationSettingInput,
  type UpdateNotificationSettingInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema/index';
import { AppError, conflict, notFound, staleVersion } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../plugins/access-control';

const columns = {
  id: notificationSettings.id,
  userId: notificationSettings.userId,
  email: notificationSettings.email,
  phone: notificationSettings.phone,
  isReceivingEmailNotifications: notificationSettings.isReceivingEmailNotifications,
  isReceivingPhoneNotifications: notificationSettings.isReceivingPhoneNotifications,
  version: notificationSettings.version,
};

/** A user manages their own settings; an admin may manage anyone's. */
export function assertMayManage(caller: AuthUser, userId: string): void {
  if (caller.id !== userId && !caller.capabilities.includes('PB_MANAGE_ADMIN_ITEMS')) {
    throw new AppError('FORBIDDEN', 'You can only change your own notification settings.');
  }
}

export async function getSetting(db: Db, userId: string): Promise<NotificationSetting> {
  const [row] = await db
    .select(columns)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  if (!row) throw notFound(SETTING_DOES_NOT_EXIST);
  return row;
}

export async function createSetting(
  db: Db,
  input: NotificationSettingInput,
): Promise<NotificationSetting> {
  try {
    const [row] = await db.insert(notificationSettings).values(input).returning(columns);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Settings already exist for this user.');
    if (
      (err as { cause?: { code?: string }; code?: string }).code === '23503' ||
      (err as { cause?: { code?: string } }).cause?.code === '23503'
    ) {
      throw notFound('User not found.');
    }
    throw err;
  }
}

export async function updateSetting(
  db: Db,
  input: UpdateNotificationSettingInput,
): Promise<NotificationSetting> {
  const { id, version, ...values } = input;
  const [row] = await db
    .update(notificationSettings)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(
      and(
        eq(notificationSettings.id, id),
        eq(notificationSettings.userId, input.userId),
        eq(notificationSettings.version, version),
      ),
    )
    .returning(columns);
  if (row) return row;
  await getSetting(db, input.userId);
  throw staleVersion('notification setting');
}
