import { UNREAD_BADGE_CAP } from './chat-constants';

export type RequestStatus = 'Pending' | 'In Progress' | 'Completed';

/** Spec 3 §4: active and unowned = Pending; active and owned = In Progress; inactive = Completed. */
export function requestStatus(request: {
  isActive: boolean;
  ownedBy: string | null;
}): RequestStatus {
  if (!request.isActive) return 'Completed';
  return request.ownedBy ? 'In Progress' : 'Pending';
}

/** The dashboard column of an active request (spec 1 §2). */
export type DashboardColumn = 'initial' | 'redesign' | 'inProgress';

export function dashboardColumn(request: {
  initial: boolean;
  ownedBy: string | null;
}): DashboardColumn {
  if (request.ownedBy) return 'inProgress';
  return request.initial ? 'initial' : 'redesign';
}

/** A badge's text: the count, '99+' above the cap (spec 1 §9), nothing for zero. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** MM-DD-YY, the chat history date (spec 3 §9), in the given time zone offset-free local sense. */
export function chatHistoryDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yy = String(date.getFullYear() % 100).padStart(2, '0');
  return `${mm}-${dd}-${yy}`;
}

/**
 * Orders requests by the customer's appointment date (spec 1 §2): earliest first, requests with
 * no appointment last, ties by creation time.
 */
export function compareByAppointment(
  a: { appointmentDate: string | null; createdAt: string },
  b: { appointmentDate: string | null; createdAt: string },
): number {
  const ta = a.appointmentDate ? Date.parse(a.appointmentDate) : NaN;
  const tb = b.appointmentDate ? Date.parse(b.appointmentDate) : NaN;
  const na = Number.isNaN(ta);
  const nb = Number.isNaN(tb);
  if (na !== nb) return na ? 1 : -1;
  if (!na && ta !== tb) return ta - tb;
  return a.createdAt.localeCompare(b.createdAt);
}
