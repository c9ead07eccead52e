import type { Customer } from '@pb/core';

export const customerName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`.trim();

export const addressOf = (customer: Pick<Customer, 'address1' | 'address2'>) =>
  customer.address2 ? `${customer.address1}, ${customer.address2}` : customer.address1;
