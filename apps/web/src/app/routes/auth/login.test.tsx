import { PLATFORM_MESSAGES, type AuthProviders, type LoginInput } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../../../features/auth/api/public-api';
import { buildMe } from '../../../testing/factories';
import {
  configHandler,
  http,
  HttpResponse,
  meHandler,
  providersHandler,
  setupMsw,
} from '../../../testing/msw';
import { screen, waitFor } from '../../../testing/test-utils';
import { renderApp } from '../../testing/render-app';

const DEMO: AuthProviders = {
  google: null,
  facebook: null,
  demo: {
    users: [
      { email: 'admin@example.com', name: 'Ada Admin', role: 'Admin' },
      { email: 'closer@example.com', name: 'Carl Closer', role: 'Closer' },
    ],
  },
};

const server = setupMsw(configHandler(), meHandler(buildMe('Admin')));

describe('/login', () => {
  it("says the spec's 'Invalid Credentials' (written out: /login loads no @pb/core)", () => {
    expect(INVALID_CREDENTIALS).toBe(PLATFORM_MESSAGES.invalidCredentials);
  });

  it('says when the server does not answer with sign-in options it can read', async () => {
    server.use(http.get('/api/auth/providers', () => HttpResponse.json({ google: 'yes' })));
    renderApp('/login');
    expect(
      await screen.findByText('Could not load the sign-in options. Reload the page to try again.'),
    ).toBeTruthy();
  });

  it('shows the solar-panel picture and both provider buttons, disabled when not configured', async () => {
    server.use(providersHandler({ google: null, facebook: null, demo: null }));
    renderApp('/login');
    expect(await screen.findByRole('img', { name: /solar panels/i })).toBeTruthy();
    const google = await screen.findByRole('button', { name: 'Login With Google' });
    const facebook = screen.getByRole('button', { name: 'Login With Facebook' });
    await waitFor(() =>
      expect(screen.getAllByText('Not configured on this server')).toHaveLength(2),
    );
    expect(google.hasAttribute('disabled')).toBe(true);
    expect(facebook.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Demo sign-in' })).toBeNull();
  });

  it('demo sign-in stores the token pair and goes back to the requested page', async () => {
    let loginBody: LoginInput | undefined;
    server.use(
      providersHandler(DEMO),
      http.post('/api/auth/login', async ({ request }) => {
        loginBody = (await request.json()) as LoginInput;
        return HttpResponse.json({ accessToken: 'a1', refreshToken: 'r1' });
      }),
      http.get('/api/users', () => HttpResponse.json([])),
    );
    const { user, router } = renderApp('/login?redirectTo=%2Fusers');
    expect(await screen.findByRole('region', { name: 'Demo sign-in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /admin@example\.com/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(loginBody).toEqual({ type: 'Demo', email: 'admin@example.com' });
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
  });

  it("a failed sign-in shows 'Invalid Credentials' and stays on /login", async () => {
    server.use(
      providersHandler(DEMO),
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { code: 'UNAUTHENTICATED', message: 'Invalid Credentials' },
          { status: 401 },
        ),
      ),
    );
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /closer@example\.com/ }));
    expect(await screen.findByText('Invalid Credentials')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("a new attempt takes the stale 'Invalid Credentials' away while it runs", async () => {
    let attempts = 0;
    let answerSecond: (() => void) | undefined;
    server.use(
      providersHandler(DEMO),
      http.post('/api/auth/login', async () => {
        attempts += 1;
        if (attempts === 2) await new Promise<void>((resolve) => (answerSecond = resolve));
        return HttpResponse.json(
          { code: 'UNAUTHENTICATED', message: 'Invalid Credentials' },
          { status: 401 },
        );
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /closer@example\.com/ }));
    expect(await screen.findByText('Invalid Credentials')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /admin@example\.com/ }));
    await waitFor(() => expect(attempts).toBe(2));
    // Gone at once, long before its own 5 s display time would end.
    await waitFor(() => expect(screen.queryByText('Invalid Credentials')).toBeNull(), {
      timeout: 1500,
    });
    answerSecond?.();
    expect(await screen.findByText('Invalid Credentials')).toBeTruthy();
  });

  it('ignores a redirect to another site', async () => {
    server.use(
      providersHandler(DEMO),
      http.post('/api/auth/login', () =>
        HttpResponse.json({ accessToken: 'a1', refreshToken: 'r1' }),
      ),
    );
    const { user, router } = renderApp('/login?redirectTo=%2F%2Fevil.example.com');
    await user.click(await screen.findByRole('button', { name: /admin@example\.com/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
