import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedText, type TextLimit } from '../bounds';
import { US_STATE_ABBREVIATIONS } from '../../geo/us-states';
import { optionalEmailAddress, personName } from '../person-fields';
import { usPhoneNumber } from '../phone-number';

const required = (limit: TextLimit) => boundedText(limit).trim().min(1, 'Required');

/** A US ZIP code: five digits, optionally ZIP+4 (12345 or 12345-6789). */
export const ZipCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
);

/** Ids of the customer in the sales system (spec 3 §3 metaData): used for the baseline lookup. */
export const CustomerMetaDataSchema = lazySchema(() =>
  z.object({
    BsaId: boundedText('id').trim().optional(),
    BsaAreaId: boundedText('id').trim().optional(),
  }),
);
export type CustomerMetaData = z.infer<typeof CustomerMetaDataSchema>;

/**
 * A customer (spec 3 §3). `latitude`/`longitude` are degrees, looked up by the server from the
 * address; 0,0 means "not known yet" (the server retries the look-up when the customer is read).
 * `createdAt`/`updatedAt` are ISO 8601 date-times. `version` is the optimistic-lock counter that
 * PATCH must echo.
 */
export const CustomerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.enum(US_STATE_ABBREVIATIONS),
    zip: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string(),
    email: z.string(),
    metaData: CustomerMetaDataSchema,
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * POST /api/customers (Create New Customer dialog, spec 3 §5): first name, last name, address,
 * city, state (a US state abbreviation) and zip are required; the rest is optional. Coordinates
 * are never sent: the server geocodes the address.
 */
export const CreateCustomerInputSchema = lazySchema(() =>
  z.object({
    firstName: personName(),
    lastName: personName(),
    address1: required('address'),
    address2: boundedText('address').trim().optional(),
    city: required('address'),
    state: z.enum(US_STATE_ABBREVIATIONS, 'Choose a US state'),
    zip: ZipCodeSchema,
    phone: usPhoneNumber().optional(),
    email: optionalEmailAddress().optional(),
    metaData: CustomerMetaDataSchema.optional(),
  }),
);
export type CreateCustomerInput = z.infer<typeof CreateCustomerInputSchema>;

/**
 * PATCH /api/customers: `id` and the `version` last read, plus any fields to change (sending the
 * whole customer works too; unknown keys such as latitude are ignored). Changing address1, city,
 * state or zip resets the coordinates so they are looked up again. A stale version gets 409.
 */
export const UpdateCustomerInputSchema = lazySchema(() =>
  CreateCustomerInputSchema.partial().extend({
    id: z.uuid(),
    version: boundedInt('version'),
  }),
);
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerInputSchema>;

export const CustomerIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
export const CustomerIdAltParamsSchema = lazySchema(() => z.object({ customerId: z.uuid() }));
