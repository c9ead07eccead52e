import { describe, expect, it } from 'vitest';
import { setupMsw } from '../../../testing/msw';
import { renderWithProviders, screen, waitFor, within } from '../../../testing/test-utils';
import { buildCustomer } from '../../../testing/factories';
import { buildProposal } from '../testing/details-test-data';
import { proposalListHandlers } from '../testing/proposal-list-handlers';
import { RepProposals } from './rep-proposals';

const server = setupMsw();
const customer = buildCustomer();
const id = (n: number) => `00000000-0000-4000-8000-${String(5000 + n).padStart(12, '0')}`;

/** Prop1 … Prop`count`, all shared with reps except the numbers in `hidden`. */
const proposals = (count: number, hidden: number[] = []) =>
  Array.from({ length: count }, (_, i) =>
    buildProposal({
      id: id(i + 1),
      proposalNumber: i + 1,
      description: `Option ${i + 1}`,
      isViewableByRep: !hidden.includes(i + 1),
    }),
  );

const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => /Prop\d+/.exec(row.textContent ?? '')?.[0]);

describe('the proposals list pages', () => {
  it('shows the newest 50, then older ones on "Load older proposals", asking the server for shared ones only', async () => {
    const { handlers, requests } = proposalListHandlers(customer.id, proposals(62, [61, 3]));
    server.use(...handlers);
    const { user } = renderWithProviders(<RepProposals customerId={customer.id} />);

    const list = await screen.findByRole('list', { name: 'Proposals' });
    // 60 shared: Prop62, Prop60 … Prop12 on the first page (Prop61 is not shared).
    expect(rows(list)).toHaveLength(50);
    expect(rows(list).slice(0, 3)).toEqual(['Prop62', 'Prop60', 'Prop59']);
    expect(rows(list).at(-1)).toBe('Prop12');
    expect(screen.getByText('Showing 50 of 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load older proposals' }));
    await waitFor(() => expect(rows(list)).toHaveLength(60));
    expect(rows(list).slice(-3)).toEqual(['Prop4', 'Prop2', 'Prop1']);
    expect(screen.queryByRole('button', { name: 'Load older proposals' })).toBeNull();

    expect(requests.map((u) => u.searchParams.get('offset'))).toEqual(['0', '50']);
    expect(requests.every((u) => u.searchParams.get('onlyViewableByRep') === 'true')).toBe(true);
    expect(requests.every((u) => u.searchParams.get('limit') === '50')).toBe(true);
  });

  it('shows no pager when every proposal fits on one page', async () => {
    server.use(...proposalListHandlers(customer.id, proposals(2)).handlers);
    renderWithProviders(<RepProposals customerId={customer.id} />);
    const list = await screen.findByRole('list', { name: 'Proposals' });
    expect(rows(list)).toEqual(['Prop2', 'Prop1']);
    expect(screen.queryByRole('button', { name: 'Load older proposals' })).toBeNull();
  });
});
