import {
  CUSTOMER_MESSAGES,
  type CreateCustomerInput,
  type Customer,
  type CustomerListQuery,
  type CustomerListResponse,
  type UpdateCustomerInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { ADDRESS_FIELDS, locate, type GeocodeDeps } from './customer-geocoding';
import { searchCustomerRows } from './customer-search';
import {
  fillCoordinates,
  findCustomerRow,
  insertCustomerRow,
  toCustomer,
  updateCustomerRow,
  type CustomerRow,
  type CustomerValues,
} from './customers.repository';

export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const { rows, count } = await searchCustomerRows(db, {
    searchTerm: query.searchTerm,
    filters: query.filters ?? {},
    page: query.page,
    pageSize: query.pageSize,
  });
  return { customers: rows.map(toCustomer), count };
}

async function requireRow(db: Db, id: string): Promise<CustomerRow> {
  const row = await findCustomerRow(db, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return row;
}

/** A customer; one still at 0,0 is looked up from the address first and saved (spec 3 §3). */
export async function getCustomer(db: Db, deps: GeocodeDeps, id: string): Promise<Customer> {
  const row = await requireRow(db, id);
  if (row.latitude !== 0 || row.longitude !== 0) return toCustomer(row);
  const point = await locate(deps, row);
  if (!point) return toCustomer(row);
  return toCustomer((await fillCoordinates(db, id, point)) ?? (await requireRow(db, id)));
}

/** Creates a customer with coordinates looked up from the address (0,0 if that fails). */
export async function createCustomer(
  db: Db,
  deps: GeocodeDeps,
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
  const point = await locate(deps, { ...values, address2: values.address2 ?? '' });
  return toCustomer(
    await insertCustomerRow(db, { ...values, ...(point ?? { latitude: 0, longitude: 0 }) }),
  );
}

const stale = () => new AppError('CONFLICT', CUSTOMER_MESSAGES.staleCustomer);

/**
 * Saves the fields sent. Changing address1, city, state or zip resets the coordinates to 0,0 and
 * looks the new address up at once; a failed look-up leaves 0,0 for the next read to retry.
 */
export async function updateCustomer(
  db: Db,
  deps: GeocodeDeps,
  input: UpdateCustomerInput,
): Promise<Customer> {
  const existing = await requireRow(db, input.id);
  if (existing.version !== input.version) throw stale();
  const { id, version, ...fields } = input;
  const changes: Partial<CustomerValues> = { ...fields };
  if (fields.email !== undefined) changes.email = fields.email.toLowerCase();
  const next = { ...existing, ...changes };
  const isAddressChanged = ADDRESS_FIELDS.some((f) => next[f].trim() !== existing[f].trim());
  if (isAddressChanged) {
    const point = await locate(deps, next);
    changes.latitude = point?.latitude ?? 0;
    changes.longitude = point?.longitude ?? 0;
  }
  const row = await updateCustomerRow(db, id, version, changes);
  if (!row) throw stale();
  return toCustomer(row);
}
