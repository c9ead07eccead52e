import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A small request helper for the catalogue tests: `call('POST', '/api/Panels', body)` as an Admin. */
export function catalogueClient(t: TestApp) {
  const call = async (method: Method, url: string, payload?: unknown, as: string = ADMIN) =>
    t.app.inject({
      method,
      url,
      headers: await t.as(as),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { call };
}

/** The issue paths of a 400 reply. */
export const issuePaths = (res: LightMyRequestResponse): string[] =>
  (res.json().issues ?? []).map((i: { path: string }) => i.path);
