import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/** The lead's current appointment in the sales system (spec 1 §3). Dates as the system sends them. */
export const LeadAppointmentSchema = lazySchema(() =>
  z.object({
    closerId: z.string().nullable(),
    appointmentDate: z.string().nullable(),
    startTime: z.string().nullable(),
  }),
);
export type LeadAppointment = z.infer<typeof LeadAppointmentSchema>;

/**
 * Lead data (spec 1 §3, §7: GET /leads/{id}): `redline` is the rep's baseline in $/W (null when
 * unknown); `leadSetterId` and `closerId` are ids in the sales system.
 */
export const LeadSchema = lazySchema(() =>
  z.object({
    redline: z.number().nullable(),
    leadSetterId: z.string().nullable(),
    currentAppointment: LeadAppointmentSchema.nullable(),
  }),
);
export type Lead = z.infer<typeof LeadSchema>;

/**
 * GET /api/customers/{id}/baseline (spec 1 §9, spec 3 §7): `baseLine` is the lead's redline
 * rounded to 4 decimals ($/W, 0 when unknown); `split` is 0.35, or 0.6 when the lead setter is
 * the closer. Look-up failures answer {baseLine: 0, split: 0.35}.
 */
export const BaselineResponseSchema = lazySchema(() =>
  z.object({
    baseLine: z.number().nonnegative(),
    split: z.number().min(0).max(1),
  }),
);
export type BaselineResponse = z.infer<typeof BaselineResponseSchema>;

/** GET /api/customers/{id}/appointment: the lead's current appointment (null when unknown). */
export const CustomerAppointmentResponseSchema = lazySchema(() =>
  z.object({
    currentAppointment: LeadAppointmentSchema.nullable(),
  }),
);
export type CustomerAppointmentResponse = z.infer<typeof CustomerAppointmentResponseSchema>;
