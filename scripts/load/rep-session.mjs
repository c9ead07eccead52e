// One simulated rep working through customers: search, open a customer (the customer page's
// calls in parallel, as the web app makes them), open a proposal, save it once or twice, sometimes
// save the details and sometimes create a proposal, thinking between steps.
import { detailsBody, proposalBody } from './seed-reps.mjs';

/** The catalogue lists the customer page loads. */
const CATALOGUE = [
  '/Panels',
  '/inverters',
  '/Installers',
  '/FinanceOptions',
  '/Incentives',
  '/PowerCompanies',
  '/settings/site',
];
/** A customer never holds more proposals than this in a run (creates stop there), so runs compare. */
const MAX_PROPOSALS_PER_CUSTOMER = 8;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Runs visits until `shouldStop()`; `thinkMs()` is the pause between steps (0 without think time).
 * `call(name, kind, method, path, body)` sends and records one request and resolves the response.
 */
export async function runRep(rep, { call, thinkMs, shouldStop }) {
  const think = async () => {
    const ms = thinkMs();
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    return !shouldStop();
  };
  let saves = 0;
  while (!shouldStop()) {
    const customer = pick(rep.customers);
    await call(
      'search customers',
      'read',
      'GET',
      `/customers?searchTerm=${encodeURIComponent(customer.lastName)}&page=0&pageSize=25`,
    );
    if (!(await think())) return;

    const [, details] = await Promise.all([
      call('customer', 'read', 'GET', `/customers/${customer.id}`),
      call('details', 'read', 'GET', `/customers/${customer.id}/Details`),
      ...CATALOGUE.map((path) => call('catalogue list', 'read', 'GET', path)),
      call('proposals list', 'read', 'GET', `/customers/${customer.id}/Proposals`),
    ]);
    if (!(await think())) return;

    const proposalId = pick(customer.proposalIds);
    let view = await call('proposal', 'read', 'GET', `/Proposals/${proposalId}`);
    const rounds = 1 + Math.floor(Math.random() * 2);
    for (let i = 0; i < rounds && view.status === 200; i++) {
      if (!(await think())) return;
      saves++;
      const body = {
        ...proposalBody(view.body),
        id: view.body.id,
        version: view.body.version,
        description: `Load save ${saves}`,
      };
      view = await call('save proposal (PUT)', 'save', 'PUT', '/Proposals', body);
    }

    if (details.status === 200 && Math.random() < 0.3) {
      if (!(await think())) return;
      await call('save details (PATCH)', 'save', 'PATCH', `/customers/${customer.id}/Details`, {
        ...detailsBody(details.body),
        version: details.body.version,
      });
    }

    if (
      view.status === 200 &&
      Math.random() < 0.1 &&
      customer.proposalIds.length < MAX_PROPOSALS_PER_CUSTOMER
    ) {
      if (!(await think())) return;
      const created = await call('create proposal (POST)', 'save', 'POST', '/Proposals', {
        ...proposalBody(view.body),
        customerId: customer.id,
        description: 'Load copy',
      });
      if (created.status === 201) customer.proposalIds.push(created.body.id);
    }
    if (!(await think())) return;
  }
}
