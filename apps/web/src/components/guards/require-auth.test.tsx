import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? 'no notice';
  return <p>{`${location.pathname}${location.search} · ${notice}`}</p>;
}

const openUsers = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/login', element: <LoginProbe /> },
          { path: '/users', element: <RequireAuth>users</RequireAuth> },
        ],
        { initialEntries: ['/users?page=2'] },
      )}
    />,
  );

describe('RequireAuth', () => {
  afterEach(() => {
    cleanup();
    authStorage.clear();
  });

  it('shows the page while a token is held', () => {
    authStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    openUsers();
    expect(screen.getByText('users')).toBeTruthy();
  });

  it('after signing out: /login, coming back to the page, without a notice', async () => {
    authStorage.clear();
    openUsers();
    expect(
      await screen.findByText('/login?redirectTo=%2Fusers%3Fpage%3D2 · no notice'),
    ).toBeTruthy();
  });

  it("after the session expired: /login says 'Session Expired.' (whichever redirect lands last)", async () => {
    authStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    authStorage.clear('expired');
    openUsers();
    expect(
      await screen.findByText('/login?redirectTo=%2Fusers%3Fpage%3D2 · Session Expired.'),
    ).toBeTruthy();
  });

  it('signing in again forgets the expiry', async () => {
    authStorage.clear('expired');
    authStorage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    authStorage.clear();
    openUsers();
    expect(
      await screen.findByText('/login?redirectTo=%2Fusers%3Fpage%3D2 · no notice'),
    ).toBeTruthy();
  });
});
