import { describe, expect, it } from 'vitest';
import { getMeQueryOptions } from '../../../lib/current-user';
import { buildMe } from '../../../testing/factories';
import {
  configHandler,
  http,
  HttpResponse,
  meHandler,
  providersHandler,
  setupMsw,
} from '../../../testing/msw';
import {
  screen,
  setViewportWidth,
  signInWithTokens,
  waitFor,
  within,
} from '../../../testing/test-utils';
import { renderApp } from '../../testing/render-app';

const server = setupMsw(
  configHandler(),
  providersHandler({ google: null, facebook: null, demo: null }),
);

describe('the signed-in app shell', () => {
  it('redirects to /login without a token, remembering the page', async () => {
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fusers');
  });

  it("says 'Proposal Builder is loading...' and then 'Initialization Failed!' when the user cannot be loaded", async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    signInWithTokens();
    renderApp('/');
    expect(await screen.findByText('Proposal Builder is loading...')).toBeTruthy();
    expect(
      await screen.findByText('Proposal Builder Initialization Failed!', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Could not get logged in user data.')).toBeTruthy();
  });

  it('shows initials when the user has no picture, and the profile menu entries', async () => {
    server.use(meHandler(buildMe('Admin', { firstName: 'Ada', lastName: 'Lovelace' })));
    signInWithTokens();
    const { user } = renderApp('/');
    const avatarButton = await screen.findByRole('button', { name: 'Open profile menu' });
    expect(avatarButton.textContent).toBe('AL');
    await user.click(avatarButton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Manage My Profile', 'Settings', 'Logout']);
  });

  it('the app-switcher lists the five apps with their configured links', async () => {
    server.use(meHandler(buildMe('Closer')));
    signInWithTokens();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Switch app' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'CRM' }).getAttribute('href')).toBe(
        'https://crm.example.com',
      ),
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Proposal Builder', 'CRM', 'Reports', 'Site Survey']);
  });

  it('a user without PB_VIEW_REDESIGN_DASHBOARD sees the information page with the training video', async () => {
    server.use(meHandler(buildMe('Closer')));
    signInWithTokens();
    renderApp('/');
    const video = await screen.findByRole('link', { name: 'Watch the training video' });
    await waitFor(() =>
      expect(video.getAttribute('href')).toBe('https://video.example.com/training'),
    );
    expect(screen.getByText(/chat bubble/)).toBeTruthy();
  });

  it('a holder of PB_VIEW_REDESIGN_DASHBOARD sees the three columns', async () => {
    server.use(meHandler(buildMe('Admin')));
    signInWithTokens();
    renderApp('/');
    for (const title of [
      'INITIAL PROPOSAL REQUESTS',
      'REDESIGN REQUESTS',
      'IN PROGRESS PROPOSALS',
    ]) {
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('under 768 px the drawer is closed and opened by the menu button', async () => {
    setViewportWidth(700);
    server.use(meHandler(buildMe('Admin')));
    signInWithTokens();
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await user.click(menuButton);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it("on an expired session whose refresh fails: 'Session Expired.', tokens cleared, back at /login", async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json(
          { code: 'TOKEN_EXPIRED', message: 'expired' },
          { status: 401, headers: { 'token-expired': 'true' } },
        ),
      ),
      http.post('/api/auth/refresh', () =>
        HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 }),
      ),
    );
    signInWithTokens();
    const { router } = renderApp('/users');
    expect(await screen.findByText('Session Expired.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('Manage My Profile saves the name and the top bar shows the new initials', async () => {
    const me = buildMe('Closer', { firstName: 'Carl', lastName: 'Closer' });
    let sent: Record<string, unknown> | undefined;
    server.use(
      meHandler(me),
      http.put('/api/auth/me', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...me, ...sent });
      }),
    );
    signInWithTokens();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage My Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage My Profile' });
    const firstName = within(dialog).getByLabelText(/First Name/);
    await user.clear(firstName);
    await user.type(firstName, 'Zoe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open profile menu' }).textContent).toBe('ZC'),
    );
    expect(sent).toEqual({ firstName: 'Zoe', lastName: 'Closer', phone: '', profilePicPath: '' });
  });

  it('logout calls the server, clears the tokens and goes to /login', async () => {
    let loggedOutToken: unknown;
    let meCallsWithoutToken = 0;
    server.use(
      http.get('/api/auth/me', ({ request }) => {
        if (!request.headers.get('authorization')) meCallsWithoutToken += 1;
        return HttpResponse.json(buildMe('Closer'));
      }),
      http.post('/api/auth/logout', async ({ request }) => {
        loggedOutToken = ((await request.json()) as { refreshToken: string }).refreshToken;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInWithTokens();
    const { user, router, queryClient } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOutToken).toBe('test-refresh-token');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    // The user's data is dropped once the signed-in layout is gone, without a tokenless refetch.
    await waitFor(() =>
      expect(queryClient.getQueryData(getMeQueryOptions().queryKey)).toBeUndefined(),
    );
    expect(meCallsWithoutToken).toBe(0);
  });
});
