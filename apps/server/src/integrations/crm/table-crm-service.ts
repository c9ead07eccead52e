import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaGroups, areaGroupTimeSlots, crmRecords } from '../../db/schema/index';
import type { CrmService } from './crm-service';

const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * The embedded default: CRM records and site-survey time slots in our own tables. A slot's
 * availability is its capacity minus the surveys already booked for that area, date and time.
 */
export function createTableCrmService(db: Db): CrmService {
  async function insert(
    kind: string,
    payload: Record<string, unknown>,
    idempotencyKey: string,
    parentId: string | null = null,
  ): Promise<string> {
    await db
      .insert(crmRecords)
      .values({ kind, payload, idempotencyKey, parentId })
      .onConflictDoNothing({ target: crmRecords.idempotencyKey });
    const [row] = await db
      .select({ id: crmRecords.id })
      .from(crmRecords)
      .where(eq(crmRecords.idempotencyKey, idempotencyKey));
    return row!.id;
  }

  return {
    kind: 'table',
    createOpportunity: (payload, key) => insert('opportunity', payload, key),
    createCustomerInstall: (payload, key) => insert('customerInstall', payload, key),
    createSiteSurvey: (payload, key) =>
      insert('siteSurvey', payload, key, String(payload.customerInstallId ?? '')),
    async addAdders(installId, adders, key) {
      for (const [i, adder] of adders.entries()) {
        await insert('adder', { ...adder }, `${key}:${i}`, installId);
      }
    },
    async notifyPortalOnboarding(payload, key) {
      await insert('portalNotification', payload, key);
    },
    async getAvailableTimeSlots(areaId, siteSurveyDate) {
      if (!isUuid(areaId)) return null;
      const [group] = await db.select().from(areaGroups).where(eq(areaGroups.id, areaId));
      if (!group) return null;
      const slots = await db
        .select()
        .from(areaGroupTimeSlots)
        .where(eq(areaGroupTimeSlots.areaGroupId, areaId))
        .orderBy(areaGroupTimeSlots.startTime);
      const booked = await db
        .select({
          time: sql<string>`${crmRecords.payload}->>'siteSurveyTime'`,
          n: sql<number>`count(*)::int`,
        })
        .from(crmRecords)
        .where(
          and(
            eq(crmRecords.kind, 'siteSurvey'),
            sql`${crmRecords.payload}->>'areaGroupId' = ${areaId}`,
            sql`${crmRecords.payload}->>'siteSurveyDate' = ${siteSurveyDate}`,
          ),
        )
        .groupBy(sql`${crmRecords.payload}->>'siteSurveyTime'`);
      const bookedAt = new Map(booked.map((b) => [b.time, Number(b.n)]));
      return {
        areaGroupId: group.id,
        areaGroupName: group.name,
        timeSlots: slots.map((s) => ({
          startTime: s.startTime,
          availability: Math.max(0, s.capacity - (bookedAt.get(s.startTime) ?? 0)),
        })),
      };
    },
  };
}
