import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { ROLE_NAMES } from '../../auth/capabilities';
import { boundedList } from '../bounds';

/**
 * Reps assigned to a customer (decision 0034): besides the customers whose appointment they
 * close and those they created, a user without PB_MANAGE_CUSTOMERS reaches the customers an
 * admin assigned to them.
 */
export const CustomerRepSchema = lazySchema(() =>
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLE_NAMES),
  }),
);
export type CustomerRep = z.infer<typeof CustomerRepSchema>;

export const CustomerRepsResponseSchema = lazySchema(() => z.array(CustomerRepSchema));

/** PUT /api/customers/{id}/reps: the whole list of assigned users (replaces it). */
export const SetCustomerRepsInputSchema = lazySchema(() =>
  z.object({
    userIds: boundedList(z.uuid('Not a user id'), 'assignedReps').refine(
      (ids) => new Set(ids).size === ids.length,
      'Each user at most once',
    ),
  }),
);
export type SetCustomerRepsInput = z.infer<typeof SetCustomerRepsInputSchema>;
