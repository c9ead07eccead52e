import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import type { ChatMessage } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_BYTES, multipartFile, PNG_BYTES } from '../helpers/multipart';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { createCustomer, openRequest } from './chat-test-kit';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp({ ownDataDir: true });
  dataDir = t.env.DATA_DIR;
});
afterAll(async () => {
  await t.close();
});

const upload = async (bytes: Buffer, name = 'photo.png', type = 'image/png') => {
  const { payload, headers } = multipartFile('file', name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/chats/images',
    payload,
    headers: { ...headers, ...(await t.as(CLOSER)) },
  });
};

describe('chat images (spec 1 §7, §9)', () => {
  it('stores PNG and JPEG by content under chat/ and sends them in a message', async () => {
    const png = await upload(PNG_BYTES);
    expect(png.statusCode).toBe(200);
    const { path: key } = png.json<{ path: string }>();
    expect(key).toMatch(/^chat\/[0-9a-f-]{36}\.png$/);
    // Stored re-encoded (modules/uploads): still the 1×1 PNG sent.
    const stored = await sharp(fs.readFileSync(path.join(dataDir, 'files', key))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1, 1]);
    const jpg = await upload(JPEG_BYTES, 'x.png', 'image/png');
    expect(jpg.json<{ path: string }>().path).toMatch(/\.jpg$/);

    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: false });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chats/requests/${r.id}/messages`,
      headers: await t.as(CLOSER),
      payload: { imagePath: key },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({ text: '', imagePath: key });
    const file = await t.app.inject({ url: `/api/files/${key}`, headers: await t.as(ADMIN) });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses non-images (by content) and files over 1 MB, storing nothing', async () => {
    const before = fs.existsSync(path.join(dataDir, 'files', 'chat'))
      ? fs.readdirSync(path.join(dataDir, 'files', 'chat')).length
      : 0;
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The chat image must be a PNG or JPEG picture.');
    const big = await upload(Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('The chat image must be at most 1 MB.');
    const after = fs.existsSync(path.join(dataDir, 'files', 'chat'))
      ? fs.readdirSync(path.join(dataDir, 'files', 'chat')).length
      : 0;
    expect(after).toBe(before);
  });
});
