import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedText, type TextLimit } from '../bounds';
import { US_STATE_ABBREVIATIONS } from '../../geo/us-states';
import { optionalEmailAddress, personName } from '../person-fields';
import { usPhoneNumber } from '../phone-number';
import { CUSTOMER_MESSAGES } from '../../messages/customer-messages';

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

/** A latitude in degrees, −90 to 90. */
export const LatitudeSchema = lazySchema(() =>
  z
    .number('Enter a latitude')
    .min(-90, 'Enter a latitude between -90 and 90.')
    .max(90, 'Enter a latitude between -90 and 90.'),
);
/** A longitude in degrees, −180 to 180. */
export const LongitudeSchema = lazySchema(() =>
  z
    .number('Enter a longitude')
    .min(-180, 'Enter a longitude between -180 and 180.')
    .max(180, 'Enter a longitude between -180 and 180.'),
);

/**
 * Where the customer's location came from (decision 0055): `address` looked up by the server,
 * `placed` by a user (kept across address edits), `unknown` when the address could not be found
 * (latitude and longitude are then null, never 0,0).
 */
export const CUSTOMER_LOCATION_SOURCES = ['address', 'placed', 'unknown'] as const;
export type CustomerLocationSource = (typeof CUSTOMER_LOCATION_SOURCES)[number];

/**
 * A customer (spec 3 §3). `latitude`/`longitude` are degrees, looked up by the server from the
 * address or placed by a user; null while the location is unknown (the server retries the look-up
 * when the customer is read). `createdAt`/`updatedAt` are ISO 8601 date-times. `version` is the
 * optimistic-lock counter that PATCH must echo.
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
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locationSource: z.enum(CUSTOMER_LOCATION_SOURCES),
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
 * Latitude and longitude sent together place the home by hand (decision 0055); 0,0 is refused (it
 * is the sea off Africa, and was this app's old "unknown").
 */
const withPlacement = <
  T extends z.ZodType<{ latitude?: number | null; longitude?: number | null }>,
>(
  schema: T,
) =>
  schema
    .refine((v) => (v.latitude == null) === (v.longitude == null), {
      message: CUSTOMER_MESSAGES.coordinatesBothOrNeither,
      path: ['latitude'],
    })
    .refine((v) => v.latitude !== 0 || v.longitude !== 0, {
      message: CUSTOMER_MESSAGES.coordinatesNotZero,
      path: ['latitude'],
    });

const CustomerFieldsSchema = lazySchema(() =>
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
    // null (a customer read back whole, not located) is the same as not sent.
    latitude: LatitudeSchema.nullish(),
    longitude: LongitudeSchema.nullish(),
  }),
);

/**
 * POST /api/customers (Create New Customer dialog, spec 3 §5): first name, last name, address,
 * city, state (a US state abbreviation) and zip are required; the rest is optional. Without
 * latitude and longitude the server geocodes the address; with them the home is placed there.
 */
export const CreateCustomerInputSchema = lazySchema(() => withPlacement(CustomerFieldsSchema));
export type CreateCustomerInput = z.infer<typeof CreateCustomerInputSchema>;

/**
 * PATCH /api/customers: `id` and the `version` last read, plus any fields to change (sending the
 * whole customer works too). Latitude and longitude place the home by hand (a user with
 * PB_MANAGE_CUSTOMERS who reaches the customer). Changing address1, city, state or zip looks the
 * new address up, unless the home was placed by hand: a placement is kept (decision 0055). A
 * stale version gets 409.
 */
export const UpdateCustomerInputSchema = lazySchema(() =>
  withPlacement(
    CustomerFieldsSchema.partial().extend({
      id: z.uuid(),
      version: boundedInt('version'),
    }),
  ),
);
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerInputSchema>;

/** The customer page's "Place the home" form: both coordinates, never 0,0 (decision 0055). */
export const PlaceHomeInputSchema = lazySchema(() =>
  withPlacement(z.object({ latitude: LatitudeSchema, longitude: LongitudeSchema })),
);
export type PlaceHomeInput = z.infer<typeof PlaceHomeInputSchema>;

export const CustomerIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
export const CustomerIdAltParamsSchema = lazySchema(() => z.object({ customerId: z.uuid() }));
