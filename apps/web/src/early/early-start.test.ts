import { describe, expect, it, vi } from 'vitest';
import { authStorage, rememberCapabilities } from '../lib/auth-storage';
import {
  EARLY_CAPABILITIES_KEY,
  EARLY_TOKEN_KEY,
  startEarly,
  type EarlyStartDeps,
} from './early-start';

const ORIGIN = 'http://app.test';
const CUSTOMER = '/customers/c-1';

/** A token of user u1 that expires `inSeconds` from now (the signature is not checked). */
const token = (inSeconds: number) => {
  const payload = btoa(
    JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + inSeconds }),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
};

const me = (capabilities: string[]) =>
  new Response(
    JSON.stringify({ id: 'u1', role: { capabilities: { proposalBuilder: capabilities } } }),
    {
      status: 200,
    },
  );

function setup(overrides: Partial<EarlyStartDeps> = {}, capabilities = ['PB_MANAGE_CUSTOMERS']) {
  const sent: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push(url.replace(ORIGIN, ''));
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer header\./);
    return url.endsWith('/api/auth/me') ? me(capabilities) : new Response('{}', { status: 200 });
  });
  const preloaded: string[] = [];
  const deps: EarlyStartDeps = {
    pathname: CUSTOMER,
    origin: ORIGIN,
    accessToken: token(600),
    chunks: { '/customers/:customerId': ['/assets/root-1.js', '/assets/customer-2.js'] },
    preload: (url) => preloaded.push(url),
    fetch: fetch as typeof globalThis.fetch,
    now: () => 1000,
    ...overrides,
  };
  return { deps, sent, preloaded };
}

const CAPABLE = [
  `/api${CUSTOMER}/Details`,
  `/api${CUSTOMER}/Proposals?limit=50&offset=0`,
  '/api/PowerCompanies',
  '/api/Installers',
  '/api/Panels',
  '/api/inverters',
  '/api/FinanceOptions',
  '/api/Incentives',
];

describe('startEarly', () => {
  it('preloads the route chunks and sends the shell and customer requests at once', () => {
    const { deps, sent, preloaded } = setup();
    const store = startEarly(deps);
    expect(preloaded).toEqual(['/assets/root-1.js', '/assets/customer-2.js']);
    expect(sent).toEqual(['/api/auth/me', '/api/config', `/api${CUSTOMER}`]);
    expect(store?.startedAt).toBe(1000);
    // The capability-gated ones are registered already, so the app does not ask twice.
    expect([...store!.responses.keys()].map((u) => u.replace(ORIGIN, ''))).toEqual([
      '/api/auth/me',
      '/api/config',
      `/api${CUSTOMER}`,
      ...CAPABLE,
    ]);
  });

  it('sends the details and catalogue requests once /auth/me shows PB_MANAGE_CUSTOMERS', async () => {
    const { deps, sent } = setup();
    const store = startEarly(deps)!;
    const details = await store.responses.get(`${ORIGIN}/api${CUSTOMER}/Details`);
    expect(details?.status).toBe(200);
    expect(sent.slice(3)).toEqual(CAPABLE);
    // The app still reads /auth/me's body: the early script read a copy.
    const mine = await store.responses.get(`${ORIGIN}/api/auth/me`);
    expect(await mine!.json()).toMatchObject({ id: 'u1' });
  });

  it('a rep without the capability gets null for those (the app does not ask either) and nothing is sent', async () => {
    const { deps, sent } = setup({}, []);
    const store = startEarly(deps)!;
    expect(await store.responses.get(`${ORIGIN}/api${CUSTOMER}/Details`)).toBeNull();
    expect(sent).toEqual(['/api/auth/me', '/api/config', `/api${CUSTOMER}`]);
  });

  it.each([
    ['no token', null],
    ['an expired token', token(-60)],
    ['a token about to expire', token(2)],
    ['a token that is not a JWT', 'not-a-jwt'],
  ])('with %s: chunks preloaded, no request sent', (_label, accessToken) => {
    const { deps, sent, preloaded } = setup({ accessToken });
    expect(startEarly(deps)).toBeNull();
    expect(sent).toEqual([]);
    expect(preloaded).toHaveLength(2);
  });

  it('a route that is not an early one: nothing at all', () => {
    const { deps, sent, preloaded } = setup({ pathname: '/login' });
    expect(startEarly(deps)).toBeNull();
    expect([sent, preloaded]).toEqual([[], []]);
  });

  it.each([
    ['an information-page user', ['PB_MANAGE_CUSTOMERS'], []],
    ['a viewer of the redesign dashboard', ['PB_VIEW_REDESIGN_DASHBOARD'], ['/api/chats/requests']],
  ])(
    'the dashboard for %s: its chunks, the shell requests, and the requests only if it is theirs',
    async (_label, capabilities, extra) => {
      const { deps, sent, preloaded } = setup(
        { pathname: '/', chunks: { '/': ['/assets/dashboard-3.js'] } },
        capabilities,
      );
      const store = startEarly(deps)!;
      await store.responses.get(`${ORIGIN}/api/chats/requests`);
      expect(preloaded).toEqual(['/assets/dashboard-3.js']);
      expect(sent).toEqual(['/api/auth/me', '/api/config', ...extra]);
    },
  );

  it("the customers list hands the page URL's query to the route", async () => {
    const open = async (search: string) => {
      const { deps, sent } = setup({ pathname: '/customers', search });
      const store = startEarly(deps)!;
      await Promise.all(store.responses.values());
      return sent;
    };
    expect(await open('')).toEqual([
      '/api/auth/me',
      '/api/config',
      '/api/customers?page=0&pageSize=25',
    ]);
    expect(await open('?search=smith')).toEqual(['/api/auth/me', '/api/config']);
  });

  describe('with the capabilities of the last /auth/me (the hint)', () => {
    const hint = (userId: string, capabilities: string[]) =>
      JSON.stringify({ userId, capabilities });

    it('of the same user, holding the capability: sends those at once, without waiting for /auth/me', () => {
      const { deps, sent } = setup({ capabilityHint: hint('u1', ['PB_MANAGE_CUSTOMERS']) });
      startEarly(deps);
      // Synchronously: /auth/me has not answered yet.
      expect(sent).toEqual(['/api/auth/me', '/api/config', `/api${CUSTOMER}`, ...CAPABLE]);
    });

    it.each([
      ['of another user', hint('u2', ['PB_MANAGE_CUSTOMERS'])],
      ['without the capability', hint('u1', ['PB_VIEW_PROPOSALS'])],
      ['that is not JSON', '{nope'],
      [
        'with capabilities that are not a list',
        JSON.stringify({ userId: 'u1', capabilities: 'PB_MANAGE_CUSTOMERS' }),
      ],
    ])('%s: waits for /auth/me as without one', async (_label, capabilityHint) => {
      const { deps, sent } = setup({ capabilityHint });
      const store = startEarly(deps)!;
      expect(sent).toEqual(['/api/auth/me', '/api/config', `/api${CUSTOMER}`]);
      // /auth/me shows the capability: then they are sent.
      expect((await store.responses.get(`${ORIGIN}/api${CUSTOMER}/Details`))?.status).toBe(200);
      expect(sent.slice(3)).toEqual(CAPABLE);
    });

    it('saying yes when /auth/me now says no: sent at once all the same (the server answers by the real capabilities; the app does not take them)', async () => {
      const { deps, sent } = setup({ capabilityHint: hint('u1', ['PB_MANAGE_CUSTOMERS']) }, []);
      const store = startEarly(deps)!;
      expect(sent.slice(3)).toEqual(CAPABLE);
      expect(store.responses.has(`${ORIGIN}/api${CUSTOMER}/Details`)).toBe(true);
    });

    it('is stored under the key the early start reads, and forgotten on sign-out', () => {
      authStorage.setTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
      rememberCapabilities({ userId: 'u1', capabilities: ['PB_MANAGE_CUSTOMERS'] });
      expect(JSON.parse(localStorage.getItem(EARLY_CAPABILITIES_KEY)!)).toEqual({
        userId: 'u1',
        capabilities: ['PB_MANAGE_CUSTOMERS'],
      });
      authStorage.clear();
      expect(localStorage.getItem(EARLY_CAPABILITIES_KEY)).toBeNull();
    });
  });

  it("the rep's deck (outside the shell): /auth/me and the deck, not the shell's /config", () => {
    const { deps, sent, preloaded } = setup({
      pathname: '/public/proposal/p1/edit',
      chunks: { '/public/proposal/:proposalId/edit': ['/assets/proposal-deck-4.js'] },
    });
    startEarly(deps);
    expect(preloaded).toEqual(['/assets/proposal-deck-4.js']);
    expect(sent).toEqual(['/api/auth/me', '/api/Proposals/p1/deck']);
  });

  describe('a share link (open to anyone)', () => {
    const SHARE_DECK = `${ORIGIN}/api/public/shares/tok_1-A`;
    function publicSetup(accessToken: string | null) {
      const sent: [string, string | null][] = [];
      const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push([String(input), new Headers(init?.headers).get('Authorization')]);
        return new Response('{}', { status: 200 });
      });
      const preloaded: string[] = [];
      const deps: EarlyStartDeps = {
        pathname: '/p/tok_1-A',
        origin: ORIGIN,
        accessToken,
        chunks: { '/p/:token': ['/assets/shared-deck-1.js'] },
        preload: (url) => preloaded.push(url),
        fetch: fetch as typeof globalThis.fetch,
        now: () => 1000,
      };
      return { deps, sent, preloaded };
    }

    it('for a visitor without a token: preloads the deck and asks for it without one, and nothing else', () => {
      const { deps, sent, preloaded } = publicSetup(null);
      const store = startEarly(deps);
      expect(preloaded).toEqual(['/assets/shared-deck-1.js']);
      expect(sent).toEqual([[SHARE_DECK, null]]);
      expect(store?.token).toBeNull();
      expect([...(store?.responses.keys() ?? [])]).toEqual([SHARE_DECK]);
    });

    it('for a signed-in visitor (whose app sends its token): preloads only', () => {
      const { deps, sent, preloaded } = publicSetup(token(600));
      expect(startEarly(deps)).toBeNull();
      expect(sent).toEqual([]);
      expect(preloaded).toEqual(['/assets/shared-deck-1.js']);
    });
  });

  it('reads the token under the key the app stores it', () => {
    authStorage.setTokens({ accessToken: 'a.b.c', refreshToken: 'r' });
    expect(localStorage.getItem(EARLY_TOKEN_KEY)).toBe('a.b.c');
    authStorage.clear();
  });
});
