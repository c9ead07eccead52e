import type { CreateUserInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe, buildUser } from '../../../../testing/factories';
import { configHandler, http, HttpResponse, meHandler, setupMsw } from '../../../../testing/msw';
import { screen, signInWithTokens, waitFor, within } from '../../../../testing/test-utils';
import { renderApp } from '../../../testing/render-app';

const server = setupMsw(configHandler());
const users = [
  buildUser({ firstName: 'Ada', lastName: 'Admin', role: 'Admin' }),
  buildUser({ firstName: 'Carl', lastName: 'Closer' }),
];

describe('/users', () => {
  it('a Closer gets the Access Denied page naming Users and no user list is fetched', async () => {
    let isListFetched = false;
    server.use(
      meHandler(buildMe('Closer')),
      http.get('/api/users', () => {
        isListFetched = true;
        return HttpResponse.json([]);
      }),
    );
    signInWithTokens();
    renderApp('/users');
    expect(
      await screen.findByText(
        'You are not authorized to access Users! Contact system administrator for assistance.',
      ),
    ).toBeTruthy();
    expect(isListFetched).toBe(false);
  });

  it('an Admin sees name, role and an edit button per row', async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () => HttpResponse.json(users)),
    );
    signInWithTokens();
    renderApp('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Admin',
      'Closer',
    ]);
    expect(within(table).getByRole('link', { name: 'Edit Carl Closer' }).getAttribute('href')).toBe(
      `/users/${users[1]?.id}`,
    );
  });

  it("shows 'Could not get Users' when the list fails", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    renderApp('/users');
    // The screen's own alert and the snackbar (also an alert) both say it.
    await waitFor(
      () => {
        const alerts = screen.getAllByRole('alert');
        expect(alerts.map((alert) => alert.textContent)).toEqual(
          alerts.map(() => expect.stringContaining('Could not get Users')),
        );
        expect(alerts.length).toBe(2);
      },
      { timeout: 4000 },
    );
  });

  it('Create New User posts the four fields and the sales system id, and confirms', async () => {
    let posted: CreateUserInput | undefined;
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () => HttpResponse.json(users)),
      http.post('/api/users', async ({ request }) => {
        posted = (await request.json()) as CreateUserInput;
        return HttpResponse.json(buildUser({ ...posted }), { status: 201 });
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Create New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Nina');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'New');
    await user.type(within(dialog).getByLabelText(/Email/), 'nina@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.type(within(dialog).getByLabelText(/Sales System ID/), ' CLO-11 ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User Created Successfully.')).toBeTruthy();
    expect(posted).toEqual({
      firstName: 'Nina',
      lastName: 'New',
      email: 'nina@example.com',
      role: 'Admin',
      salesSystemId: 'CLO-11',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New User' })).toBeNull(),
    );
  });

  it("a rejected create says 'Could not create User.' and marks the field the server named", async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () => HttpResponse.json(users)),
      http.post('/api/users', () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            message: 'Invalid input',
            issues: [{ path: 'email', message: 'Domain not allowed' }],
          },
          { status: 400 },
        ),
      ),
    );
    signInWithTokens();
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Create New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Nina');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'New');
    await user.type(within(dialog).getByLabelText(/Email/), 'nina@elsewhere.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Domain not allowed')).toBeTruthy();
    expect(await screen.findByText('Could not create User.')).toBeTruthy();
  });

  it('a duplicate email (409) shows the server explanation on the field and in the snackbar', async () => {
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () => HttpResponse.json(users)),
      http.post('/api/users', () =>
        HttpResponse.json(
          {
            code: 'CONFLICT',
            message: 'A user with this email already exists.',
            issues: [{ path: 'email', message: 'Already taken' }],
          },
          { status: 409 },
        ),
      ),
    );
    signInWithTokens();
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Create New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Nina');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'New');
    await user.type(within(dialog).getByLabelText(/Email/), 'carl@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Already taken')).toBeTruthy();
    expect(await screen.findByText('A user with this email already exists.')).toBeTruthy();
  });

  it('the edit form sends id and version and returns to the list', async () => {
    const carl = users[1]!;
    let putBody: Record<string, unknown> | undefined;
    server.use(
      meHandler(buildMe('Admin')),
      http.get('/api/users', () => HttpResponse.json(users)),
      http.get(`/api/users/${carl.id}`, () => HttpResponse.json(carl)),
      http.put('/api/users', async ({ request }) => {
        putBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...carl, ...putBody, version: carl.version + 1 });
      }),
    );
    signInWithTokens();
    const { user, router } = renderApp(`/users/${carl.id}`);
    const firstName = await screen.findByLabelText(/First Name/);
    await user.clear(firstName);
    await user.type(firstName, 'Carlos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User successfully updated!')).toBeTruthy();
    expect(putBody).toMatchObject({
      id: carl.id,
      version: carl.version,
      firstName: 'Carlos',
      lastName: 'Closer',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
