import {
  DEFAULT_ROLE_CAPABILITIES,
  type Customer,
  type Me,
  type RoleName,
  type User,
} from '@pb/core';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** A signed-in user whose capabilities are the seeded defaults of `role`. */
export function buildMe(role: RoleName = 'Admin', overrides: Partial<Me> = {}): Me {
  return {
    id: nextId(),
    firstName: role === 'Admin' ? 'Ada' : 'Carl',
    lastName: role === 'Admin' ? 'Admin' : 'Closer',
    email: `${role.toLowerCase().replace(' ', '-')}@example.com`,
    phone: '',
    profilePicPath: '',
    role: {
      id: `role-${role}`,
      name: role,
      capabilities: { proposalBuilder: [...DEFAULT_ROLE_CAPABILITIES[role]] },
    },
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: nextId(),
    firstName: 'Uma',
    lastName: 'User',
    email: `user${sequence}@example.com`,
    phone: '',
    profilePicPath: '',
    role: 'Closer',
    salesSystemId: null,
    version: 1,
    ...overrides,
  };
}

/** A customer (Maria Alvarez in Phoenix; a fixed id, so replies can name it). */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: '00000000-0000-4000-8000-000000000901',
    firstName: 'Maria',
    lastName: 'Alvarez',
    address1: '4021 N 24th St',
    address2: '',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85016',
    latitude: 33.51,
    longitude: -112.03,
    locationSource: 'address',
    phone: '',
    email: '',
    metaData: {},
    version: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
