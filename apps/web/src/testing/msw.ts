import type { AuthProviders, Me } from '@pb/core';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { beforeEach } from 'vitest';

let shared: SetupServer | undefined;

/**
 * The MSW server of a test worker. Its files share one module cache (decision 0076), so one
 * server listens for all of them, from the first file's setup on (setup.ts): a request no
 * handler answers fails its test, in every file. It starts each test with no handlers.
 */
export function mswServer(): SetupServer {
  if (!shared) {
    shared = setupServer();
    shared.listen({ onUnhandledRequest: 'error' });
  }
  return shared;
}

/**
 * A test file's handlers, set before each of its tests; handlers stay thin (a reply per test, no
 * fake backend). A test's own `server.use(...)` comes first, so it overrides these.
 */
export function setupMsw(...defaults: RequestHandler[]) {
  const server = mswServer();
  const handlers = [...defaults, ...signedInAreaHandlers()];
  beforeEach(() => server.use(...handlers));
  return server;
}

/**
 * What every signed-in screen asks in the background: the notifications, the rep's chat list,
 * the customer's chats and the realtime ticket (refused here, so no socket opens in tests).
 */
export const signedInAreaHandlers = () => [
  http.get('/api/Notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0 })),
  http.get('/api/chats/user/:userId', () => HttpResponse.json([])),
  http.get('/api/chats/customer/:customerId', () => HttpResponse.json([])),
  http.get('/api/chats/requests', () => HttpResponse.json([])),
  http.post('/api/auth/refreshfirebaseauthtoken', () =>
    HttpResponse.json({ code: 'INTERNAL', message: 'not in tests' }, { status: 503 }),
  ),
];

export const APP_CONFIG = {
  appSwitcher: {
    home: 'https://home.example.com',
    proposalBuilder: '/',
    crm: 'https://crm.example.com',
    reports: 'https://reports.example.com',
    siteSurvey: 'https://survey.example.com',
  },
  trainingVideoUrl: 'https://video.example.com/training',
  googleMapsApiKey: null,
};

export const configHandler = () => http.get('/api/config', () => HttpResponse.json(APP_CONFIG));

export const meHandler = (me: Me) => http.get('/api/auth/me', () => HttpResponse.json(me));

export const providersHandler = (providers: AuthProviders) =>
  http.get('/api/auth/providers', () => HttpResponse.json(providers));

export { http, HttpResponse };

/** The four bundled brands, as GET /api/brand-templates serves them (palette colours only matter). */
export const brandTemplatesHandler = () =>
  http.get('/api/brand-templates', () =>
    HttpResponse.json(
      (['Solex', 'Titan', 'Solcius', 'CEE'] as const).map((baseTemplate, i) => ({
        id: `brand-${i}`,
        baseTemplate,
        name: `${baseTemplate} Energy`,
        phone: '(555) 010-0000',
        email: 'hello@example.com',
        address1: '1 Main St',
        address2: 'Phoenix, AZ',
        website: 'example.com',
        about: 'About us',
        logo: '',
        palette: {
          text: '#111',
          light: '#eee',
          main: '#f59e0b',
          dark: '#b45309',
          veryDark: '#78350f',
          primary: '#f59e0b',
        },
      })),
    ),
  );
