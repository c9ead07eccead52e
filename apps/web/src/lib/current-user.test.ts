import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_CAPABILITIES_KEY } from '../early/early-start';
import { buildMe } from '../testing/factories';
import { http, HttpResponse, setupMsw } from '../testing/msw';
import { signInWithTokens } from '../testing/test-utils';
import { getMe } from './current-user';

const server = setupMsw();

describe('getMe', () => {
  beforeEach(() => signInWithTokens());

  it("keeps the user's capabilities for the next load's early start", async () => {
    const first = buildMe('Admin');
    server.use(http.get('/api/auth/me', () => HttpResponse.json(first), { once: true }));
    await getMe();
    expect(JSON.parse(localStorage.getItem(EARLY_CAPABILITIES_KEY)!)).toEqual({
      userId: first.id,
      capabilities: first.role.capabilities.proposalBuilder,
    });
    // The next answer replaces it (a role changed, another user signed in).
    const second = buildMe('Closer', {
      role: { id: 'r2', name: 'Closer', capabilities: { proposalBuilder: [] } },
    });
    server.use(http.get('/api/auth/me', () => HttpResponse.json(second), { once: true }));
    await getMe();
    expect(JSON.parse(localStorage.getItem(EARLY_CAPABILITIES_KEY)!)).toEqual({
      userId: second.id,
      capabilities: [],
    });
  });

  it('a failed /auth/me leaves the hint as it was', async () => {
    localStorage.setItem(EARLY_CAPABILITIES_KEY, '{"userId":"u1","capabilities":[]}');
    server.use(http.get('/api/auth/me', () => HttpResponse.error()));
    await expect(getMe()).rejects.toThrow('Could not reach the server');
    expect(localStorage.getItem(EARLY_CAPABILITIES_KEY)).toBe('{"userId":"u1","capabilities":[]}');
  });
});
