import {
  CHAT_MESSAGES,
  CUSTOMER_MESSAGES,
  ONBOARDING_MESSAGES,
  PROPOSAL_MESSAGES,
  type Customer,
  type CustomerListResponse,
  type ProposalView,
  type User,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/db/schema/index';
import { detailsBody, useCatalogueSnapshots } from '../helpers/details-fixture';
import { newCustomer } from '../helpers/customer-factory';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

/**
 * Per-rep ownership (issue #14, spec 3 §2 and §6; decision 0027): a user without
 * PB_MANAGE_CUSTOMERS reaches only customers whose lead names them as closer (their sales-system
 * id) or that they created. Any other customer, and everything hanging off it, answers 404 as if
 * it did not exist; an Admin reaches everything.
 */

let t: TestApp;
let c: ProposalCatalogue;
/** A Closer whose sales-system id is the closer of customer A's lead. */
const OWNER = 'owner.closer@example.com';
/** Another Closer, with leads of his own but none for A. */
const INTRUDER = 'intruder.closer@example.com';
let a: Customer;
let b: Customer;
let proposal: ProposalView;

type ErrorReply = { code: string; message: string };

async function call(email: string, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: await t.as(email),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function createUser(
  email: string,
  role: User['role'],
  salesSystemId: string | null,
): Promise<User> {
  const res = await call(ADMIN, 'POST', '/api/users', {
    firstName: 'Test',
    lastName: email.split('@')[0],
    email,
    role,
    ...(salesSystemId ? { salesSystemId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<User>();
}

async function createCustomer(email: string): Promise<Customer> {
  const res = await call(email, 'POST', '/api/customers', newCustomer({ lastName: 'Owned' }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Customer>();
}

/** A lead of the embedded sales system: `closerId` closes `customerId`'s appointment. */
async function lead(id: string, customerId: string, closerId: string) {
  await t.db.insert(leads).values({ id, proposalBuilderId: customerId, closerId, redline: 2.5 });
}

beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  await useCatalogueSnapshots(t);
  await createUser(OWNER, 'Closer', 'CLO-T1');
  await createUser(INTRUDER, 'Closer', 'CLO-T2');
  a = await createCustomer(ADMIN);
  b = await createCustomer(ADMIN);
  await lead('LEAD-T-A', a.id, 'CLO-T1');
  await lead('LEAD-T-B', b.id, 'CLO-T2');
  const details = await call(ADMIN, 'PATCH', `/api/customers/${a.id}/Details`, detailsBody());
  expect(details.statusCode, details.body).toBe(200);
  proposal = await createProposalAs(t, ADMIN, proposalBody(c, a.id));
});
afterAll(() => t.close());

describe('a customer the rep is not assigned to answers 404 on every route', () => {
  const reads = () => [
    ['GET', `/api/customers/${a.id}`],
    ['GET', `/api/customers/${a.id}/Details`],
    ['GET', `/api/customers/${a.id}/Proposals`],
    ['GET', `/api/customers/${a.id}/baseline`],
    ['GET', `/api/customers/${a.id}/appointment`],
    ['GET', `/api/chats/customer/${a.id}`],
    ['GET', `/api/Proposals/${proposal.id}`],
    ['GET', `/api/Proposals/${proposal.id}/deck`],
    ['GET', `/api/Proposals/${proposal.id}/shares`],
  ];

  it('refuses every read to another Closer with 404, allows the assigned Closer and the Admin', async () => {
    for (const [method, url] of reads()) {
      const intruder = await call(INTRUDER, method!, url!);
      expect(intruder.statusCode, `${method} ${url} as intruder`).toBe(404);
      expect(intruder.json<ErrorReply>().code).toBe('NOT_FOUND');
      expect((await call(OWNER, method!, url!)).statusCode, `${method} ${url} as owner`).toBe(200);
      expect((await call(ADMIN, method!, url!)).statusCode, `${method} ${url} as admin`).toBe(200);
    }
  });

  it('answers the same message as for a customer that does not exist (no existence leak)', async () => {
    const missing = '00000000-0000-4000-8000-00000000abcd';
    const cases = [
      [`/api/customers/${a.id}`, `/api/customers/${missing}`, CUSTOMER_MESSAGES.customerNotFound],
      [
        `/api/customers/${a.id}/Details`,
        `/api/customers/${missing}/Details`,
        CUSTOMER_MESSAGES.customerNotFound,
      ],
      [
        `/api/Proposals/${proposal.id}`,
        `/api/Proposals/${missing}`,
        PROPOSAL_MESSAGES.proposalNotFound,
      ],
    ];
    for (const [hidden, absent, message] of cases) {
      const intruder = await call(INTRUDER, 'GET', hidden!);
      const nothing = await call(INTRUDER, 'GET', absent!);
      expect(intruder.statusCode).toBe(404);
      expect(nothing.statusCode).toBe(404);
      expect(intruder.json<ErrorReply>().message).toBe(message);
      expect(nothing.json<ErrorReply>().message).toBe(message);
    }
  });

  it('refuses to create a proposal for the customer, and saves no proposal', async () => {
    const refused = await call(INTRUDER, 'POST', '/api/Proposals', proposalBody(c, a.id));
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json<ErrorReply>().message).toBe(CUSTOMER_MESSAGES.customerNotFound);
    const count = async () =>
      (await call(ADMIN, 'GET', `/api/customers/${a.id}/Proposals`)).json<{ total: number }>()
        .total;
    expect(await count()).toBe(1);
    const own = await call(OWNER, 'POST', '/api/Proposals', proposalBody(c, a.id));
    expect(own.statusCode, own.body).toBe(201);
    expect(await count()).toBe(2);
  });

  it("refuses to edit the customer's rep-viewable proposal; the assigned Closer may", async () => {
    const fresh = (await call(ADMIN, 'GET', `/api/Proposals/${proposal.id}`)).json<ProposalView>();
    const body = updateBody(fresh, { description: 'edited by someone else' });
    const refused = await call(INTRUDER, 'PUT', '/api/Proposals', body);
    expect(refused.statusCode, refused.body).toBe(404);
    const stored = (await call(ADMIN, 'GET', `/api/Proposals/${proposal.id}`)).json<ProposalView>();
    expect(stored.description).toBe('Test proposal');
    expect(stored.version).toBe(fresh.version);
    const own = await call(
      OWNER,
      'PUT',
      '/api/Proposals',
      updateBody(fresh, { description: 'mine' }),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ProposalView>().description).toBe('mine');
  });

  it('refuses Create Agreement, roof-image removal, share links and onboarding writes', async () => {
    const id = proposal.id;
    const writes: [string, string, unknown?][] = [
      ['POST', `/api/Proposals/${id}/agreement`],
      ['DELETE', `/api/Proposals/${id}/roof-image`],
      ['POST', `/api/Proposals/${id}/shares`],
      ['PATCH', '/api/Contracts', { id, firstName: 'Someone', lastName: 'Else' }],
      ['GET', `/api/Contracts/${id}/onboarding`],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(INTRUDER, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect((await call(INTRUDER, 'GET', `/api/Contracts/${id}`)).statusCode).toBe(404);
    const onboarding = await call(OWNER, 'PATCH', '/api/Contracts', {
      id,
      firstName: 'Owner',
      lastName: 'Saved',
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    const hidden = await call(INTRUDER, 'GET', `/api/Contracts/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorReply>().message).toBe(ONBOARDING_MESSAGES.contractDoesNotExist);
    expect((await call(OWNER, 'GET', `/api/Contracts/${id}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', `/api/Contracts/${id}`)).statusCode).toBe(200);
    const share = await call(OWNER, 'POST', `/api/Proposals/${id}/shares`);
    expect(share.statusCode, share.body).toBe(201);
    const shareId = share.json<{ id: string }>().id;
    const revoke = await call(INTRUDER, 'DELETE', `/api/Proposals/${id}/shares/${shareId}`);
    expect(revoke.statusCode).toBe(404);
  });

  it('refuses to open a design request for the customer; the assigned Closer opens one', async () => {
    const body = { customerId: a.id, initial: true, startMessage: 'Please design this one' };
    const refused = await call(INTRUDER, 'POST', '/api/chats/requests', body);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json<ErrorReply>().message).toBe(CHAT_MESSAGES.unknownDesignCustomer);
    const own = await call(OWNER, 'POST', '/api/chats/requests', body);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('keeps customer management (writes, power info) for PB_MANAGE_CUSTOMERS only', async () => {
    const patch = await call(OWNER, 'PATCH', '/api/customers', {
      id: a.id,
      version: a.version,
      city: 'Mesa',
    });
    expect(patch.statusCode).toBe(403);
    const details = await call(OWNER, 'PATCH', `/api/customers/${a.id}/Details`, detailsBody());
    expect(details.statusCode).toBe(403);
  });
});

describe('the customer list of a rep', () => {
  it('holds only the customers assigned to the rep; an Admin sees them all', async () => {
    const owner = await call(OWNER, 'GET', '/api/customers?searchTerm=&page=0&pageSize=100');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(ids(owner)).toEqual([a.id]);
    expect(owner.json<CustomerListResponse>().count).toBe(1);
    const intruder = await call(
      INTRUDER,
      'GET',
      '/api/customers?searchTerm=Owned&page=0&pageSize=100',
    );
    expect(ids(intruder)).toEqual([b.id]);
    const admin = await call(ADMIN, 'GET', '/api/customers?searchTerm=Owned&page=0&pageSize=100');
    expect(ids(admin)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('follows the leads: the seeded Closer has the CLO-04 customers, the Sales Rep the CLO-09 ones', async () => {
    const maria = await demoCustomerId(t, 'BSA-100201');
    const tanya = await demoCustomerId(t, 'BSA-100203'); // two leads: CLO-09 and CLO-04
    const kevin = await demoCustomerId(t, 'BSA-100204');
    expect((await call(CLOSER, 'GET', `/api/customers/${maria}`)).statusCode).toBe(200);
    expect((await call(CLOSER, 'GET', `/api/customers/${tanya}`)).statusCode).toBe(200);
    expect((await call(CLOSER, 'GET', `/api/customers/${kevin}`)).statusCode).toBe(404);
    expect((await call(REP, 'GET', `/api/customers/${tanya}`)).statusCode).toBe(200);
    expect((await call(REP, 'GET', `/api/customers/${kevin}`)).statusCode).toBe(200);
    expect((await call(REP, 'GET', `/api/customers/${maria}`)).statusCode).toBe(404);
    const list = await call(CLOSER, 'GET', '/api/customers?page=0&pageSize=100');
    const names = list
      .json<CustomerListResponse>()
      .customers.map((x) => x.lastName)
      .sort();
    expect(names).toEqual(['Alvarez', 'Brooks', 'Whitfield']);
  });
});

describe('customers a user created', () => {
  it('stay reachable after the user loses PB_MANAGE_CUSTOMERS; others do not', async () => {
    const email = 'former.admin@example.com';
    const user = await createUser(email, 'Admin', null);
    const own = await createCustomer(email);
    const demoted = await call(ADMIN, 'PUT', '/api/users', {
      id: user.id,
      version: user.version,
      firstName: user.firstName,
      lastName: user.lastName,
      email,
      role: 'Closer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call(email, 'GET', `/api/customers/${own.id}`)).statusCode).toBe(200);
    expect((await call(email, 'GET', `/api/customers/${a.id}`)).statusCode).toBe(404);
    const list = await call(email, 'GET', '/api/customers?page=0&pageSize=100');
    expect(ids(list)).toEqual([own.id]);
  });
});

function ids(res: { json: <T>() => T }) {
  return res
    .json<CustomerListResponse>()
    .customers.map((x) => x.id)
    .sort();
}
