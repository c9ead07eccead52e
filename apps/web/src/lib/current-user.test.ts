import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CAPABILITIES_KEY } from '../early/early-start';

const get = vi.fn();
vi.mock('./api-client', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));
const { getMe } = await import('./current-user');

const me = (id: string, capabilities: string[]) => ({
  id,
  role: { id: 'r1', name: 'Role', capabilities: { proposalBuilder: capabilities } },
});

describe('getMe', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the user's capabilities for the next load's early start", async () => {
    get.mockResolvedValueOnce(me('u1', ['PB_MANAGE_CUSTOMERS', 'PB_EDIT_EPC']));
    await getMe();
    expect(JSON.parse(localStorage.getItem(EARLY_CAPABILITIES_KEY)!)).toEqual({
      userId: 'u1',
      capabilities: ['PB_MANAGE_CUSTOMERS', 'PB_EDIT_EPC'],
    });
    // The next answer replaces it (a role changed, another user signed in).
    get.mockResolvedValueOnce(me('u2', []));
    await getMe();
    expect(JSON.parse(localStorage.getItem(EARLY_CAPABILITIES_KEY)!)).toEqual({
      userId: 'u2',
      capabilities: [],
    });
  });

  it('a failed /auth/me leaves the hint as it was', async () => {
    localStorage.setItem(EARLY_CAPABILITIES_KEY, '{"userId":"u1","capabilities":[]}');
    get.mockRejectedValueOnce(new Error('offline'));
    await expect(getMe()).rejects.toThrow('offline');
    expect(localStorage.getItem(EARLY_CAPABILITIES_KEY)).toBe('{"userId":"u1","capabilities":[]}');
  });
});
