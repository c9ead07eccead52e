import type { CreateCustomerInput, Customer } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '../../../../features/customers/components/customer-search-field';
import { buildCustomer } from '../../../../testing/factories';
import { proposalListHandlers } from '../../../../features/customer-details/testing/proposal-list-handlers';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());

const customers: Customer[] = [
  buildCustomer({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Ann', lastName: 'Able' }),
  buildCustomer({
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'Bob',
    lastName: 'Baker',
    address2: 'Unit 4',
    state: 'NC',
  }),
];

/** Answers the list and records every query it was asked. */
function listHandler(count = customers.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/customers', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ customers, count });
    }),
  );
  return queries;
}

describe('/customers', { timeout: 30_000 }, () => {
  it('a Closer gets Access Denied naming Customers and no list is fetched', async () => {
    server.use(meHandler(buildMe('Closer')));
    const queries = listHandler();
    signInWithTokens();
    renderApp('/customers');
    expect(
      await screen.findByText(
        'You are not authorized to access Customers! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
    expect(queries).toHaveLength(0);
  });

  it('lists Name, Address, City, State, Zip with an open button, 25 a page', async () => {
    server.use(meHandler(buildMe('Admin')));
    const queries = listHandler();
    signInWithTokens();
    renderApp('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
      // The last header's text is for screen readers only (a header cell needs text).
    ).toEqual(['Name', 'Address', 'City', 'State', 'Zip', 'Open']);
    const bob = within(table).getAllByRole('row')[2]!;
    expect(
      within(bob)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bob Baker', '4021 N 24th St, Unit 4', 'Phoenix', 'NC', '85016', '']);
    expect(within(bob).getByRole('link', { name: 'Open Bob Baker' }).getAttribute('href')).toBe(
      `/customers/${customers[1]!.id}`,
    );
    expect(queries[0]?.get('pageSize')).toBe('25');
    expect(queries[0]?.get('page')).toBe('0');
  });

  it('searches once the typing pauses for 333 ms and keeps the search in the URL', async () => {
    expect(CUSTOMER_SEARCH_DEBOUNCE_MS).toBe(333);
    server.use(meHandler(buildMe('Admin')));
    const queries = listHandler();
    signInWithTokens();
    const { user, router } = renderApp('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'smi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=smi'));
    expect(queries.map((q) => q.get('searchTerm'))).toEqual([null, 'smi']);
  });

  it('filters from the popover, shows them as chips and pages on the server', async () => {
    server.use(meHandler(buildMe('Admin')));
    const queries = listHandler(60);
    signInWithTokens();
    const { user, router } = renderApp('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const popover = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(popover).getByRole('radio', { name: 'Has proposals' }));
    await user.click(within(popover).getByLabelText('AZ'));
    await user.keyboard('{Escape}');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Has proposals', 'State: AZ']);
    await waitFor(() =>
      expect(JSON.parse(queries.at(-1)?.get('filters') ?? '{}')).toEqual({
        state: ['AZ'],
        hasProposals: 'yes',
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('state'), params.get('proposals')]).toEqual(['AZ', 'yes']);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('1'));
    expect(router.state.location.search).toContain('page=2');
  });

  it('Create New Customer requires the six fields, then says Customer added! and opens it', async () => {
    let posted: CreateCustomerInput | undefined;
    const created = buildCustomer({
      id: '33333333-3333-4333-8333-333333333333',
      firstName: 'Nina',
    });
    server.use(
      meHandler(buildMe('Admin')),
      http.post('/api/customers', async ({ request }) => {
        posted = (await request.json()) as CreateCustomerInput;
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`/api/customers/${created.id}`, () => HttpResponse.json(created)),
      http.get(`/api/customers/${created.id}/Details`, () =>
        HttpResponse.json(
          { code: 'NOT_FOUND', message: 'Customer Details do not exist.' },
          { status: 404 },
        ),
      ),
      ...proposalListHandlers(created.id, []).handlers,
      http.get(`/api/customers/${created.id}/reps`, () => HttpResponse.json([])),
      http.get('/api/customers/rep-candidates', () => HttpResponse.json([])),
      ...[
        'PowerCompanies',
        'Installers',
        'Panels',
        'inverters',
        'FinanceOptions',
        'Incentives',
      ].map((list) => http.get(`/api/${list}`, () => HttpResponse.json([]))),
    );
    listHandler();
    signInWithTokens();
    const { user, router } = renderApp('/customers');
    await user.click(await screen.findByRole('button', { name: 'Create New Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    expect(within(dialog).getByText('Choose a US state')).toBeTruthy();
    expect(within(dialog).getByText('Enter a 5-digit ZIP code')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/First Name/), 'Nina');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'New');
    await user.type(within(dialog).getByLabelText(/^Address/), '1 Main St');
    await user.type(within(dialog).getByLabelText(/City/), 'Mesa');
    await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'AZ — Arizona' }));
    await user.type(within(dialog).getByLabelText(/Zip/), '85201');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Customer added!')).toBeTruthy();
    expect(posted).toEqual({
      firstName: 'Nina',
      lastName: 'New',
      address1: '1 Main St',
      city: 'Mesa',
      state: 'AZ',
      zip: '85201',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${created.id}`));
    expect(await screen.findByRole('heading', { name: 'Nina Alvarez' })).toBeTruthy();
  });
});
