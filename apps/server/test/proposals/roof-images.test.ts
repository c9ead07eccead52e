import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_ROOF_IMAGE_BYTES,
  PROPOSAL_MESSAGES as M,
  type ProposalRecord,
  type UploadRoofImageResponse,
} from '@pb/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_BYTES, multipartFile, PNG_BYTES } from '../helpers/multipart';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp({ ownDataDir: true });
  dataDir = t.env.DATA_DIR;
  c = await loadProposalCatalogue(t);
});
afterAll(async () => {
  await t.close();
});

type ErrorReply = { code: string; message: string };

const upload = async (filename: string, contentType: string, bytes: Buffer, email = REP) => {
  const { payload, headers } = multipartFile('file', filename, contentType, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/Proposals/UploadRoofImage',
    headers: { ...headers, ...(await t.as(email)) },
    payload,
  });
};

describe('POST /api/Proposals/UploadRoofImage', () => {
  it('stores a PNG under DATA_DIR/files and serves it back to its uploader', async () => {
    const res = await upload('roof.png', 'image/png', PNG_BYTES);
    expect(res.statusCode, res.body).toBe(200);
    const { path: key, url } = res.json<UploadRoofImageResponse>();
    expect(key).toMatch(/^roof-images\/[0-9a-f-]{36}\.png$/);
    expect(url).toBe(`/api/files/${key}`);
    // Stored re-encoded (modules/uploads): still the 1×1 PNG sent, served as stored.
    const stored = fs.readFileSync(path.join(dataDir, 'files', key));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1, 1]);
    const file = await t.app.inject({ url, headers: await t.as(REP) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(stored);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('judges the type by content: a JPEG named .png is stored as .jpg', async () => {
    const res = await upload('photo.png', 'image/png', JPEG_BYTES);
    expect(res.statusCode).toBe(200);
    expect(res.json<UploadRoofImageResponse>().path).toMatch(/\.jpg$/);
  });

  it("refuses a text file renamed to .png with 'Unable to upload. File was not an image. (.jpg, .jpeg, .png)'", async () => {
    const res = await upload('roof.png', 'image/png', Buffer.from('just some text, not an image'));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().message).toBe(M.notAnImage);
    const gif = await upload('roof.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.json<ErrorReply>().message).toBe(M.notAnImage);
  });

  it('refuses an image over 1 MB, and a request without a file', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_ROOF_IMAGE_BYTES, 0)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().message).toBe(M.imageTooLarge);
    const exact = Buffer.concat([
      PNG_BYTES,
      Buffer.alloc(MAX_ROOF_IMAGE_BYTES - PNG_BYTES.length, 0),
    ]);
    expect((await upload('max.png', 'image/png', exact)).statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/Proposals/UploadRoofImage',
      headers: await t.as(REP),
      payload: { file: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorReply>().message).toBe(M.noFileSent);
  });

  it('answers 404 for unknown or unsafe file keys', async () => {
    const headers = await t.as(REP);
    expect(
      (await t.app.inject({ url: '/api/files/roof-images/nope.png', headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/files/..%2F..%2Fetc%2Fpasswd', headers })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/Proposals/{id}/roof-image', () => {
  it('clears the image and drawing, bumps the version, and deletes the file when nothing else shows it', async () => {
    const customer = await demoCustomerId(t, 'BSA-100201');
    const key = (await upload('roof.png', 'image/png', PNG_BYTES)).json<UploadRoofImageResponse>()
      .path;
    const body = proposalBody(c, customer, {
      roofImagePath: key,
      roofImageDrawing: '{"lines":[]}',
    });
    const first = await createProposalAs(t, ADMIN, body);
    const copy = await createProposalAs(t, ADMIN, body);
    expect(first.roofImagePath).toBe(key);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Proposals/${first.id}/roof-image`,
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.json<ProposalRecord>();
    expect(cleared).toMatchObject({
      roofImagePath: '',
      roofImageDrawing: '',
      version: first.version + 1,
    });
    // The copy still shows it, so the file stays.
    expect(
      (await t.app.inject({ url: `/api/files/${key}`, headers: await t.as(ADMIN) })).statusCode,
    ).toBe(200);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/Proposals/${copy.id}/roof-image`,
      headers: await t.as(ADMIN),
    });
    expect(
      (await t.app.inject({ url: `/api/files/${key}`, headers: await t.as(ADMIN) })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown proposal or one the caller cannot see', async () => {
    const customer = await demoCustomerId(t, 'BSA-100201');
    const hidden = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customer, { isViewableByRep: false }),
    );
    const headers = await t.as(CLOSER);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/Proposals/${hidden.id}/roof-image`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000123';
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/Proposals/${unknown}/roof-image`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
