import type { CreateCustomerInput } from '@pb/core';

let n = 0;

/** A valid create body; fields may be overridden. */
export function newCustomer(overrides: Partial<CreateCustomerInput> = {}): CreateCustomerInput {
  n += 1;
  return {
    firstName: 'Test',
    lastName: `Person${n}`,
    address1: `${100 + n} W Camelback Rd`,
    city: 'Phoenix',
    state: 'AZ',
    zip: '85016',
    ...overrides,
  };
}
