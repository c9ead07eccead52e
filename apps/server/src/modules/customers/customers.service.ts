import {
  CUSTOMER_MESSAGES,
  type CreateCustomerInput,
  type Customer,
  type CustomerListQuery,
  type CustomerListResponse,
  type UpdateCustomerInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import {
  reachableCustomers,
  requireReachableCustomer,
  type CustomerReader,
} from './customer-access';
import { ADDRESS_FIELDS, locate, type GeocodeDeps } from './customer-geocoding';
import { searchCustomerRows } from './customer-search';
import {
  fillCoordinates,
  insertCustomerRow,
  toCustomer,
  updateCustomerRow,
  type CustomerValues,
} from './customers.repository';

/** The customers list: everyone for PB_MANAGE_CUSTOMERS, a rep's own customers otherwise. */
export async function listCustomers(
  db: Db,
  user: CustomerReader,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { rows, count } = await searchCustomerRows(db, {
    searchTerm: query.searchTerm,
    filters: query.filters ?? {},
    page: query.page,
    pageSize: query.pageSize,
    scope: reachableCustomers(user),
  });
  return { customers: rows.map(toCustomer), count };
}

/** A customer; one still at 0,0 is looked up from the address first and saved (spec 3 §3). */
export async function getCustomer(
  db: Db,
  deps: GeocodeDeps,
  user: CustomerReader,
  id: string,
): Promise<Customer> {
  const row = await requireReachableCustomer(db, user, id);
  if (row.latitude !== 0 || row.longitude !== 0) return toCustomer(row);
  const point = await locate(deps, row);
  if (!point) return toCustomer(row);
  return toCustomer(
    (await fillCoordinates(db, id, point)) ?? (await requireReachableCustomer(db, user, id)),
  );
}

/**
 * Latitude and longitude sent by a user (the schema allows both or neither, never 0,0), unless
 * they are where the customer already is (a customer read back whole is no placement).
 */
function placementOf(
  input: { latitude?: number | null; longitude?: number | null },
  current?: { latitude: number; longitude: number },
) {
  const { latitude, longitude } = input;
  if (latitude == null || longitude == null) return null;
  if (current && current.latitude === latitude && current.longitude === longitude) return null;
  return { latitude, longitude, isLocationPlaced: true };
}

/**
 * Creates a customer at the latitude and longitude sent (placed by hand), else at coordinates
 * looked up from the address (unknown if that fails); the creator is recorded and keeps reaching
 * it without PB_MANAGE_CUSTOMERS.
 */
export async function createCustomer(
  db: Db,
  deps: GeocodeDeps,
  user: Pick<AuthUser, 'id'>,
  input: CreateCustomerInput,
): Promise<Customer> {
  const values: CustomerValues = {
    firstName: input.firstName,
    lastName: input.lastName,
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone ?? '',
    email: input.email?.toLowerCase() ?? '',
    metaData: input.metaData ?? {},
  };
  const placed = placementOf(input);
  const point = placed ?? (await locate(deps, { ...values, address2: values.address2 ?? '' }));
  return toCustomer(
    await insertCustomerRow(db, {
      ...values,
      ...(point ?? { latitude: 0, longitude: 0 }),
      createdBy: user.id,
    }),
  );
}

const stale = () => new AppError('CONFLICT', CUSTOMER_MESSAGES.staleCustomer);

/**
 * Saves the fields sent. Latitude and longitude place the home by hand. Changing address1, city,
 * state or zip looks the new address up at once (a failed look-up leaves the location unknown for
 * the next read to retry), unless the home was placed by hand: a placement is kept, as the user
 * who placed it knows better than a ZIP centroid (decision 0055).
 */
export async function updateCustomer(
  db: Db,
  deps: GeocodeDeps,
  user: CustomerReader,
  input: UpdateCustomerInput,
): Promise<Customer> {
  const existing = await requireReachableCustomer(db, user, input.id);
  if (existing.version !== input.version) throw stale();
  const { id, version, latitude: _lat, longitude: _lng, ...fields } = input;
  const changes: Partial<CustomerValues> = { ...fields };
  if (fields.email !== undefined) changes.email = fields.email.toLowerCase();
  const next = { ...existing, ...changes };
  const isAddressChanged = ADDRESS_FIELDS.some((f) => next[f].trim() !== existing[f].trim());
  const placed = placementOf(input, existing);
  if (placed) Object.assign(changes, placed);
  else if (isAddressChanged && !existing.isLocationPlaced) {
    const point = await locate(deps, next);
    changes.latitude = point?.latitude ?? 0;
    changes.longitude = point?.longitude ?? 0;
  }
  const row = await updateCustomerRow(db, id, version, changes);
  if (!row) throw stale();
  return toCustomer(row);
}
