import { desc, eq, sql } from 'drizzle-orm';
import type { Lead, LeadAppointment } from '@pb/core';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema/index';
import { isUuid } from '../../lib/uuid';
import type { LeadsService } from './leads-service';

type LeadRow = typeof leads.$inferSelect;

const appointmentOf = (r: LeadRow): LeadAppointment | null =>
  r.closerId === null && r.appointmentDate === null && r.startTime === null
    ? null
    : { closerId: r.closerId, appointmentDate: r.appointmentDate, startTime: r.startTime };

/** The embedded default: leads kept in our own `leads` table (seeded demo leads). */
export function createTableLeadsService(db: Db): LeadsService {
  return {
    source: 'embedded',
    async getLead(leadId) {
      const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
      if (!row) return null;
      const lead: Lead = {
        redline: row.redline,
        leadSetterId: row.leadSetterId,
        currentAppointment: appointmentOf(row),
      };
      return lead;
    },
    /** A customer may have several leads (one per closer): the latest appointment is current. */
    async getAppointmentByCustomerId(customerId) {
      if (!isUuid(customerId)) return null;
      const [row] = await db
        .select()
        .from(leads)
        .where(eq(leads.proposalBuilderId, customerId))
        .orderBy(sql`${leads.appointmentDate} DESC NULLS LAST`, desc(leads.createdAt))
        .limit(1);
      return row ? appointmentOf(row) : null;
    },
  };
}
