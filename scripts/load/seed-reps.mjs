// Setup for a load run (not measured): 50 users signed in as distinct people, each with their own
// customers, details and a proposal, copied through the API from the demo data's first customer
// that has details and a proposal.

const CUSTOMERS_PER_REP = 3;

/** Fields the server computes or owns: never sent back on a save. */
const DETAILS_SERVER_FIELDS = [
  'id',
  'customerId',
  'preSolarMonthlyBill',
  'postSolarMonthlyBill',
  'totalSystemCost',
  'netSystemCost',
  'estimatedProductionAfterShading',
  'recommendedPanelsMeetsMin',
  'version',
  'productionSource',
];
const PROPOSAL_SERVER_FIELDS = [
  'id',
  'customerId',
  'proposalNumber',
  'createdBy',
  'dateCreated',
  'isContractGenerated',
  'figures',
  'warnings',
  'agreementBlockers',
  'version',
  'updatedAt',
  'totalSystemCost',
  'loanMonthlyPayment',
  'proposalPostSolarMonthlyBill',
  'thirtyYearCostOfElectric',
  'thirtyYearNetSavings',
  'monthlySavings',
  'totalAnnualProduction',
  'systemSize',
];

const omit = (obj, keys) =>
  Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));

/** The body a client saves: the record without the fields the server computes. */
export const detailsBody = (details) => omit(details, DETAILS_SERVER_FIELDS);
export const proposalBody = (view) => omit(view, PROPOSAL_SERVER_FIELDS);

function expect(res, status, what) {
  if (res.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`,
    );
  return res.body;
}

export async function signIn(client, email) {
  const res = await client.request('POST', '/auth/login', { body: { type: 'Demo', email } });
  return expect(res, 200, `sign-in of ${email}`).accessToken;
}

/** The demo customer the reps' data is copied from: details plus one proposal. */
async function findTemplate(client, token) {
  const list = expect(
    await client.request('GET', '/customers?page=0&pageSize=100', { token }),
    200,
    'customer list',
  );
  for (const c of list.customers) {
    const details = await client.request('GET', `/customers/${c.id}/Details`, { token });
    if (details.status !== 200) continue;
    // A page of proposal summaries: { items, total, limit, offset } (decision 0029).
    const proposals = expect(
      await client.request('GET', `/customers/${c.id}/Proposals`, { token }),
      200,
      'proposals',
    ).items;
    if (proposals.length === 0) continue;
    const view = expect(
      await client.request('GET', `/Proposals/${proposals[0].id}`, { token }),
      200,
      'proposal',
    );
    return { customer: c, details: detailsBody(details.body), proposal: proposalBody(view) };
  }
  throw new Error('no demo customer has details and a proposal to copy');
}

/**
 * Creates `count` users with `role` and their customers; resolves one rep state per user:
 * { email, token, customers: [{ id, lastName, proposalIds }] }.
 */
export async function seedReps(client, { count, role, parallel = 5 }) {
  const admin = await signIn(client, 'admin@example.com');
  const template = await findTemplate(client, admin);
  const stamp = Date.now().toString(36);
  const reps = [];
  const makeRep = async (i) => {
    const n = String(i + 1).padStart(2, '0');
    const email = `load.rep${n}.${stamp}@example.com`;
    expect(
      await client.request('POST', '/users', {
        token: admin,
        body: { firstName: 'Load', lastName: `Rep ${n}`, email, role },
      }),
      201,
      `create user ${email}`,
    );
    const token = await signIn(client, email);
    const customers = [];
    for (let k = 0; k < CUSTOMERS_PER_REP; k++) {
      const lastName = `Loadrep${n}${String.fromCharCode(97 + k)}`;
      const { customer: t } = template;
      const created = expect(
        await client.request('POST', '/customers', {
          token,
          body: {
            firstName: 'Pat',
            lastName,
            address1: t.address1,
            city: t.city,
            state: t.state,
            zip: t.zip,
            phone: '(602) 555-0100',
            email: `${lastName.toLowerCase()}@example.com`,
          },
        }),
        201,
        'create customer',
      );
      expect(
        await client.request('PATCH', `/customers/${created.id}/Details`, {
          token,
          body: { ...template.details, version: null },
        }),
        200,
        'first details save',
      );
      const proposal = expect(
        await client.request('POST', '/Proposals', {
          token,
          body: { ...template.proposal, customerId: created.id },
        }),
        201,
        'create proposal',
      );
      customers.push({ id: created.id, lastName, proposalIds: [proposal.id] });
    }
    reps[i] = { email, token, customers };
  };
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, k) => makeRep(i + k)),
    );
  }
  return { reps, template };
}
