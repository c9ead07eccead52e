import type { CustomerProposalsResponse, ProposalView } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetails } from '../../src/db/schema/index';
import { seedProposals } from '../../src/db/seed/seed-proposals';
import { freshCustomerId, loadProposalCatalogue, proposalBody } from '../helpers/proposal-factory';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo proposals seeder', () => {
  it('prices a proposal with the engine for demo customers with a saved build, once', async () => {
    const c = await loadProposalCatalogue(t);
    // Sorted first by last name, so the seeder reaches it whatever else the seed holds.
    const customerId = await freshCustomerId(t, { lastName: 'Aaaseed' });
    const { details } = proposalBody(c, customerId);
    const list = async () =>
      (
        await t.app.inject({
          url: `/api/customers/${customerId}/Proposals`,
          headers: await t.as(ADMIN),
        })
      ).json<CustomerProposalsResponse>().items;
    await t.db.insert(customerDetails).values({ ...details, customerId, incentives: [], epc: 3.8 });
    await seedProposals(t.db);
    await seedProposals(t.db);
    const after = await list();
    expect(after).toHaveLength(1);
    const p = (
      await t.app.inject({ url: `/api/Proposals/${after[0]!.id}`, headers: await t.as(ADMIN) })
    ).json<ProposalView>();
    expect(p).toMatchObject({
      proposalNumber: 1,
      description: 'Demo proposal',
      isViewableByRep: true,
    });
    expect(p.systemSize).toBeGreaterThan(0);
    expect(p.totalSystemCost).toBeCloseTo(p.proposalEpc * p.systemSize * 1000, 6);
  });
});
