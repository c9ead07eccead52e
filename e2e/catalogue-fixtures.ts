import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, expect, test as base } from './fixtures';

/** Catalogue calls as the seeded admin, for a test's own data (set-up and clean-up only). */
export type AdminApi = {
  get: <T>(path: string) => Promise<T>;
  send: <T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => Promise<T>;
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { type: 'Demo', email: ADMIN_EMAIL },
  });
  expect(response.status(), 'demo sign-in as the admin').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export const test = base.extend<{ adminApi: AdminApi }>({
  adminApi: async ({ request }, use) => {
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    await use({
      get: async <T>(path: string) => {
        const response = await request.get(`/api${path}`, { headers });
        expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
      },
      send: async <T>(method: string, path: string, body?: unknown) => {
        const response = await request.fetch(`/api${path}`, { method, headers, data: body });
        expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
      },
    });
  },
});

export { expect };
