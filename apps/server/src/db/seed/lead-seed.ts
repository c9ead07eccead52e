/** A demo lead of the embedded sales system, keyed by the demo customer's BsaId. */
export interface SeedLead {
  /** The lead id; the customer's BsaId unless the customer has a second lead. */
  id?: string;
  bsaId: string;
  /** The rep's baseline, $/W (null: the sales system has none). */
  redline: number | null;
  leadSetterId: string | null;
  closerId: string | null;
  appointmentDate: string | null;
  startTime: string | null;
}

/**
 * Demo leads for the demo customers (customer-seed.ts): a mix of baselines (unrounded, as the
 * sales system stores them), none, and lead setters who closed their own appointment (split 0.6).
 */
export const LEAD_SEED: SeedLead[] = [
  {
    bsaId: 'BSA-100201',
    redline: 2.45,
    leadSetterId: 'SET-17',
    closerId: 'CLO-04',
    appointmentDate: '2026-12-02',
    startTime: '10:00',
  },
  {
    bsaId: 'BSA-100202',
    redline: 2.612345,
    leadSetterId: 'CLO-04',
    closerId: 'CLO-04',
    appointmentDate: '2026-12-03',
    startTime: '14:30',
  },
  {
    bsaId: 'BSA-100203',
    redline: null,
    leadSetterId: 'SET-22',
    closerId: 'CLO-09',
    appointmentDate: '2026-12-04',
    startTime: '09:00',
  },
  {
    // A second appointment for Tanya Brooks, run by the demo Closer (CLO-04): a customer may
    // have several leads, and each closer reaches the customer (decision 0027).
    id: 'BSA-100203-2',
    bsaId: 'BSA-100203',
    redline: null,
    leadSetterId: 'SET-22',
    closerId: 'CLO-04',
    appointmentDate: '2026-12-11',
    startTime: '09:30',
  },
  {
    bsaId: 'BSA-100204',
    redline: 2.5,
    leadSetterId: 'SET-22',
    closerId: 'CLO-09',
    appointmentDate: '2026-12-05',
    startTime: '11:00',
  },
  {
    bsaId: 'BSA-100205',
    redline: 2.38,
    leadSetterId: 'CLO-12',
    closerId: 'CLO-12',
    appointmentDate: '2026-12-06',
    startTime: '16:00',
  },
  {
    bsaId: 'BSA-100206',
    redline: 0,
    leadSetterId: 'SET-31',
    closerId: 'CLO-12',
    appointmentDate: null,
    startTime: null,
  },
  {
    bsaId: 'BSA-100207',
    redline: 2.55,
    leadSetterId: 'SET-31',
    closerId: 'CLO-15',
    appointmentDate: '2026-12-08',
    startTime: '13:00',
  },
  {
    bsaId: 'BSA-100209',
    redline: 2.7,
    leadSetterId: 'SET-40',
    closerId: 'CLO-21',
    appointmentDate: '2026-12-09',
    startTime: '10:30',
  },
  {
    bsaId: 'BSA-100211',
    redline: 2.48,
    leadSetterId: 'CLO-25',
    closerId: 'CLO-25',
    appointmentDate: '2026-12-10',
    startTime: '15:00',
  },
];
