import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../../testing/factories';
import { buildProposal } from '../../../../features/customer-details/testing/details-test-data';
import { customerPageHandlers } from '../../../testing/customer-page-handlers';
import { buildMe } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());
const customer = buildCustomer();

const CARL = {
  userId: '0b7c3a52-2f1c-4b8e-9a51-0c6d6f1e2a01',
  firstName: 'Carl',
  lastName: 'Closer',
  email: 'closer@example.com',
  role: 'Closer' as const,
};
const SAM = {
  userId: '0b7c3a52-2f1c-4b8e-9a51-0c6d6f1e2a02',
  firstName: 'Sam',
  lastName: 'Rep',
  email: 'rep@example.com',
  role: 'Sales Rep' as const,
};

const customerHandlers = (proposals = [buildProposal()]) =>
  server.use(
    ...customerPageHandlers(customer, proposals, { reps: [CARL], candidates: [CARL, SAM] }),
  );

describe('/customers/{id}', { timeout: 30_000 }, () => {
  it('a manager gets customer info, the power info form and the proposals, with a crumb back', async () => {
    server.use(meHandler(buildMe('Admin')));
    customerHandlers();
    signInWithTokens();
    const { user } = renderApp(`/customers/${customer.id}`);
    expect(await screen.findByRole('heading', { name: 'Maria Alvarez' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Customer info' })).toBeTruthy();
    expect(screen.getByTestId('customer-coordinates').textContent).toBe('33.51000, -112.03000');
    expect(await screen.findByRole('form', { name: 'Power info' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Current Details For Proposal' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Redesign History' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Customers' }).getAttribute('href')).toBe(
      '/customers',
    );
    expect(screen.getByRole('link', { name: 'Rep View' }).getAttribute('href')).toBe(
      `/customers/${customer.id}/repView`,
    );

    // Unsaved power info: Create Proposal waits for the save (spec 3 §4).
    expect(await screen.findByRole('link', { name: 'Create Proposal' })).toBeTruthy();
    const tilt = within(screen.getByRole('group', { name: 'Panel Array 1' })).getByLabelText(
      'Tilt (°)',
    );
    await user.type(tilt, '5');
    const pending = await screen.findByRole('button', { name: 'Save Pending Changes' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
  });

  it("a manager assigns reps: the card lists who is assigned, Save sends the ids and says 'Assigned reps saved.'", async () => {
    let sent: unknown;
    server.use(meHandler(buildMe('Admin')));
    customerHandlers();
    server.use(
      http.put(`/api/customers/${customer.id}/reps`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([CARL, SAM]);
      }),
    );
    signInWithTokens();
    const { user } = renderApp(`/customers/${customer.id}`);
    const card = await screen.findByRole('region', { name: 'Assigned reps' });
    expect(await within(card).findByText('Carl Closer')).toBeTruthy();
    await user.click(within(card).getByRole('combobox', { name: 'Reps' }));
    await user.click(
      await screen.findByRole('option', { name: 'Sam Rep (Sales Rep, rep@example.com)' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assigned reps saved.')).toBeTruthy();
    expect(sent).toEqual({ userIds: [CARL.userId, SAM.userId] });
  });

  it('a Closer gets the rep view: shared proposals, no power info form', async () => {
    server.use(meHandler(buildMe('Closer')));
    customerHandlers();
    signInWithTokens();
    renderApp(`/customers/${customer.id}`);
    const proposals = await screen.findByRole('region', { name: 'Proposals' });
    expect(await within(proposals).findByText(/Prop1 · First look/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Initial Proposal' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Power info' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Redesign History' })).toBeTruthy();
  });

  it('the rep view without shared proposals sends Request Initial Proposal with a start message', async () => {
    server.use(meHandler(buildMe('Closer')));
    customerHandlers([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/chats/requests', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 'CONFLICT', message: 'x' }, { status: 409 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp(`/customers/${customer.id}/repView`);
    await user.click(await screen.findByRole('button', { name: 'Request Initial Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Initial Proposal' });
    await user.type(
      within(dialog).getByLabelText('Message to the proposal team'),
      'Two storey, south roof',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { customerId: customer.id, initial: true, startMessage: 'Two storey, south roof' },
      ]),
    );
    expect(screen.getByText('No redesign requests yet.')).toBeTruthy();
  });

  it("saves the customer info ('Customer updated!') and explains a stale save (409), keeping the input", async () => {
    server.use(meHandler(buildMe('Admin')));
    customerHandlers();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch('/api/customers', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length > 1) {
          return HttpResponse.json(
            { code: 'CONFLICT', message: 'This customer was changed by someone else.' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...customer, ...body, version: customer.version + 1 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp(`/customers/${customer.id}`);
    const info = await screen.findByRole('form', { name: 'Edit customer' });
    const city = within(info).getByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Tempe');
    await user.click(within(info).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer updated!')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ id: customer.id, version: 0, city: 'Tempe', state: 'AZ' });

    const again = await screen.findByRole('form', { name: 'Edit customer' });
    await waitFor(() =>
      expect((within(again).getByLabelText(/City/) as HTMLInputElement).value).toBe('Tempe'),
    );
    await user.type(within(again).getByLabelText(/City/), 's');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText(/This customer was changed by someone else\./)).length,
    ).toBeGreaterThan(0);
    expect(bodies[1]).toMatchObject({ version: 1 });
    expect((within(again).getByLabelText(/City/) as HTMLInputElement).value).toBe('Tempes');
  });
});
