import type { UploadRoofImageResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequest } from '../chats/chat-test-kit';
import { multipartFile, PNG_BYTES } from '../helpers/multipart';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

/**
 * GET /api/files/{key} is scoped like customers (decision 0027): a user without
 * PB_MANAGE_CUSTOMERS downloads only files they uploaded, roof images shown for customers they
 * reach, and chat images of requests they may read. Out of reach answers 404, as missing.
 * Seeded leads: BSA-100201 is closed by the demo Closer (CLO-04), BSA-100204 by the demo Sales
 * Rep (CLO-09) only.
 */
let t: TestApp;
let c: ProposalCatalogue;

beforeAll(async () => {
  t = await createTestApp({ ownDataDir: true });
  c = await loadProposalCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

async function upload(url: string, email: string): Promise<string> {
  const { payload, headers } = multipartFile('file', 'roof.png', 'image/png', PNG_BYTES);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(await t.as(email)) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadRoofImageResponse>().path;
}

const status = async (key: string, email: string) =>
  (await t.app.inject({ url: `/api/files/${key}`, headers: await t.as(email) })).statusCode;

describe('GET /api/files/{key}: who may download', () => {
  it('an upload nothing shows yet: its uploader and PB_MANAGE_CUSTOMERS only', async () => {
    const key = await upload('/api/Proposals/UploadRoofImage', REP);
    expect(await status(key, REP)).toBe(200);
    expect(await status(key, ADMIN)).toBe(200);
    expect(await status(key, CLOSER)).toBe(404);
  });

  it("a roof image a proposal shows: reps who reach that proposal's customer", async () => {
    const closers = await upload('/api/Proposals/UploadRoofImage', ADMIN);
    const reps = await upload('/api/Proposals/UploadRoofImage', ADMIN);
    const mine = await demoCustomerId(t, 'BSA-100201');
    const other = await demoCustomerId(t, 'BSA-100204');
    expect(await status(closers, CLOSER)).toBe(404);
    await createProposalAs(t, ADMIN, proposalBody(c, mine, { roofImagePath: closers }));
    await createProposalAs(t, ADMIN, proposalBody(c, other, { roofImagePath: reps }));

    expect(await status(closers, CLOSER)).toBe(200);
    expect(await status(reps, CLOSER)).toBe(404);
    expect(await status(reps, REP)).toBe(200);
    expect(await status(closers, REP)).toBe(404);
  });

  it('a chat image: the request rep and the proposal team, not another rep', async () => {
    const customerId = await demoCustomerId(t, 'BSA-100201');
    const key = await upload('/api/chats/images', CLOSER);
    const request = await openRequest(t, CLOSER, { customerId, initial: false });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/requests/${request.id}/messages`,
      headers: await t.as(CLOSER),
      payload: { imagePath: key },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await status(key, CLOSER)).toBe(200);
    expect(await status(key, ADMIN)).toBe(200);
    expect(await status(key, REP)).toBe(404);
  });

  it('a missing or unsafe key answers 404 to everyone', async () => {
    expect(await status('roof-images/00000000-0000-4000-8000-000000000000.png', ADMIN)).toBe(404);
    expect(await status('..%2F..%2Fetc%2Fpasswd', CLOSER)).toBe(404);
  });
});
