import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  CHAT_MESSAGES,
  PROPOSAL_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadRoofImageResponse,
} from '@pb/core';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../src/db/schema/index';
import { sweepOrphanUploads } from '../../src/modules/uploads/uploads.service';
import { createCustomer, openRequest } from '../chats/chat-test-kit';
import { multipartFile, plainPng, PNG_BYTES } from '../helpers/multipart';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

type ErrorReply = { code: string; message: string };

const apps: { t: TestApp; dir: string }[] = [];
async function appWith(env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-uploads-'));
  const t = await createTestApp({ env: { DATA_DIR: dir, ...env } });
  apps.push({ t, dir });
  return { t, dir, stored: (key: string) => path.join(dir, 'files', key) };
}
afterAll(async () => {
  for (const { t, dir } of apps) {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const send = async (t: TestApp, url: string, bytes: Buffer, email = REP) => {
  const { payload, headers } = multipartFile('file', 'image.png', 'image/png', bytes);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(await t.as(email)) },
    payload,
  });
};
const roofImage = (t: TestApp, bytes: Buffer, email = REP) =>
  send(t, '/api/Proposals/UploadRoofImage', bytes, email);
const chatImage = (t: TestApp, bytes: Buffer, email = REP) =>
  send(t, '/api/chats/images', bytes, email);

/** `png` with extra chunks inserted after IHDR (8-byte signature + 25-byte IHDR chunk). */
function withPngChunks(png: Buffer, chunks: [string, Buffer][]) {
  const encoded = chunks.map(([type, data]) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  });
  return Buffer.concat([png.subarray(0, 33), ...encoded, png.subarray(33)]);
}

/** A big-endian TIFF/EXIF block with one ImageDescription (0x010E) entry holding `text`. */
function exifWithDescription(text: string) {
  const value = Buffer.from(`${text}\0`, 'latin1');
  const head = Buffer.alloc(8 + 2 + 12 + 4);
  head.write('MM\0*', 0, 'latin1');
  head.writeUInt32BE(8, 4); // first IFD at 8
  head.writeUInt16BE(1, 8); // one entry
  head.writeUInt16BE(0x010e, 10); // ImageDescription
  head.writeUInt16BE(2, 12); // ASCII
  head.writeUInt32BE(value.length, 14);
  head.writeUInt32BE(head.length, 18); // the text follows the IFD
  head.writeUInt32BE(0, 22); // no next IFD
  return Buffer.concat([head, value]);
}

/** Random pixels: incompressible, so the stored PNG is about width × height × 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(
    Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width, height, channels: 3 },
    },
  )
    .png()
    .toBuffer();

describe('every upload is decoded and re-encoded', () => {
  let a: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    a = await appWith();
  });

  it('refuses the issue’s 10000 × 10000 PNG (well under 1 MB) before decoding it, storing nothing', async () => {
    const huge = await plainPng(10_000, 10_000);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const before = await a.t.db.select().from(uploads);
    for (const res of [await roofImage(a.t, huge), await chatImage(a.t, huge)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorReply>().message).toBe(UPLOAD_MESSAGES.imageTooManyPixels);
    }
    // 8001 wide, or 7000 × 7000 (49 MP), are over the limits too; 8000 × 10 is not.
    expect((await roofImage(a.t, await plainPng(8001, 10))).statusCode).toBe(400);
    expect((await roofImage(a.t, await plainPng(7000, 7000))).statusCode).toBe(400);
    expect((await roofImage(a.t, await plainPng(8000, 10))).statusCode).toBe(200);
    expect(await a.t.db.select().from(uploads)).toHaveLength(before.length + 1);
  });

  it('stores a PNG with EXIF and a text chunk without either', async () => {
    const secret = 'GPS 33.5100 -112.0300 secret';
    const tagged = withPngChunks(await plainPng(30, 20), [
      ['tEXt', Buffer.from(`Comment\0${secret}`, 'latin1')],
      ['eXIf', exifWithDescription(secret)],
    ]);
    const input = await sharp(tagged).metadata();
    expect(input.exif, 'the fixture carries EXIF').toBeDefined();
    expect(tagged.includes(secret)).toBe(true);

    const res = await roofImage(a.t, tagged);
    expect(res.statusCode, res.body).toBe(200);
    const stored = fs.readFileSync(a.stored(res.json<UploadRoofImageResponse>().path));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 30, 20]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret')).toBe(false);
    expect(stored.includes('eXIf')).toBe(false);
  });

  it('applies a JPEG’s EXIF orientation to the pixels, then drops the EXIF', async () => {
    // 40 × 20 stored sideways (orientation 6 = turn 90° clockwise to view): it shows 20 × 40.
    const sideways = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#0a0' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await chatImage(a.t, sideways);
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json<{ path: string }>().path;
    expect(key).toMatch(/^chat\/[0-9a-f-]{36}\.jpg$/);
    const meta = await sharp(fs.readFileSync(a.stored(key))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 40]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses files that only start like an image with the screen’s own message', async () => {
    const png = await plainPng(50, 50);
    const truncated = png.subarray(0, png.length - 30);
    const signatureOnly = Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from('not really')]);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    for (const bytes of [truncated, signatureOnly, jpegStart]) {
      const roof = await roofImage(a.t, bytes);
      expect(roof.statusCode).toBe(400);
      expect(roof.json<ErrorReply>().message).toBe(PROPOSAL_MESSAGES.notAnImage);
      const chat = await chatImage(a.t, bytes);
      expect(chat.statusCode).toBe(400);
      expect(chat.json<ErrorReply>().message).toBe(CHAT_MESSAGES.chatImageNotAnImage);
    }
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await roofImage(a.t, webp)).statusCode).toBe(400);
  });

  it('sweeps uploads nothing shows after the grace period, keeping attached and recent ones', async () => {
    const c = await loadProposalCatalogue(a.t);
    const key = async (res: Promise<{ json: () => unknown }>) =>
      ((await res).json() as { path: string }).path;
    const onProposal = await key(roofImage(a.t, PNG_BYTES, ADMIN));
    const inMessage = await key(chatImage(a.t, PNG_BYTES, CLOSER));
    const orphan = await key(roofImage(a.t, PNG_BYTES, REP));
    const recentOrphan = await key(chatImage(a.t, PNG_BYTES, REP));

    const customer = await freshCustomerId(a.t);
    await createProposalAs(a.t, ADMIN, proposalBody(c, customer, { roofImagePath: onProposal }));
    const request = await openRequest(a.t, CLOSER, {
      customerId: await createCustomer(a.t, ADMIN),
      initial: false,
    });
    const sent = await a.t.app.inject({
      method: 'POST',
      url: `/api/chats/requests/${request.id}/messages`,
      headers: await a.t.as(CLOSER),
      payload: { imagePath: inMessage },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const dayAgo = sql`now() - interval '25 hours'`;
    for (const k of [onProposal, inMessage, orphan])
      await a.t.db.update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.key, k));

    const swept = await sweepOrphanUploads(
      { db: a.t.db, storage: a.t.app.integrations.fileStorage, log: a.t.app.log },
      { graceMs: 24 * 3_600_000 },
    );
    expect(swept).toContain(orphan);
    for (const kept of [onProposal, inMessage, recentOrphan]) expect(swept).not.toContain(kept);
    expect(fs.existsSync(a.stored(orphan))).toBe(false);
    expect(await a.t.db.select().from(uploads).where(eq(uploads.key, orphan))).toEqual([]);
    for (const kept of [onProposal, inMessage, recentOrphan]) {
      expect(fs.existsSync(a.stored(kept)), kept).toBe(true);
      expect(await a.t.db.select().from(uploads).where(eq(uploads.key, kept))).toHaveLength(1);
    }
    const served = await a.t.app.inject({
      url: `/api/files/${orphan}`,
      headers: await a.t.as(ADMIN),
    });
    expect(served.statusCode).toBe(404);
  });
});

describe('per-user quota and rate', () => {
  let a: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    // 0.01 MB = 10,485 bytes; 4 uploads a minute.
    a = await appWith({ UPLOAD_QUOTA_MB: '0.01', UPLOAD_RATE_LIMIT_PER_MINUTE: '4' });
  });

  it('refuses an upload past the quota (roof and chat images count together), per user', async () => {
    const image = await noisyPng(40, 40); // ≥ 4,800 bytes stored
    expect((await roofImage(a.t, image, REP)).statusCode).toBe(200);
    expect((await chatImage(a.t, image, REP)).statusCode).toBe(200);
    const [used] = await a.t.db
      .select({ bytes: sql<number>`sum(${uploads.bytes})::int` })
      .from(uploads)
      .innerJoin(users, eq(users.id, uploads.ownerId))
      .where(eq(users.email, REP));
    expect(used!.bytes).toBeGreaterThan(9_600);
    expect(used!.bytes).toBeLessThanOrEqual(10_485);

    const over = await roofImage(a.t, image, REP);
    expect(over.statusCode).toBe(422);
    expect(over.json<ErrorReply>().message).toBe(
      'Unable to upload. You have used your 0.01 MB of uploads. Remove images you no longer need, or ask an admin.',
    );
    expect((await chatImage(a.t, image, REP)).statusCode).toBe(422);
    // Another user has a quota of their own.
    expect((await roofImage(a.t, image, CLOSER)).statusCode).toBe(200);
  });

  it('answers 429 past 4 uploads a minute for one user, counting both kinds', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await roofImage(a.t, PNG_BYTES, ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await chatImage(a.t, PNG_BYTES, ADMIN)).statusCode).toBe(200);
    const fifth = await roofImage(a.t, PNG_BYTES, ADMIN);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<ErrorReply>()).toEqual({
      code: 'RATE_LIMITED',
      message: UPLOAD_MESSAGES.tooManyUploads,
    });
    expect((await chatImage(a.t, PNG_BYTES, ADMIN)).statusCode).toBe(429);
    // CLOSER made 1 upload above: still within the rate.
    expect((await chatImage(a.t, PNG_BYTES, CLOSER)).statusCode).toBe(200);
  });
});

describe('the periodic sweep', () => {
  it('runs while the server runs (UPLOAD_SWEEP_INTERVAL_MINUTES, UPLOAD_ORPHAN_GRACE_HOURS)', async () => {
    // Every 0.005 min (300 ms), grace 0.0001 h (360 ms).
    const a = await appWith({
      UPLOAD_SWEEP_INTERVAL_MINUTES: '0.005',
      UPLOAD_ORPHAN_GRACE_HOURS: '0.0001',
    });
    const res = await roofImage(a.t, PNG_BYTES, REP);
    const key = res.json<UploadRoofImageResponse>().path;
    expect(fs.existsSync(a.stored(key))).toBe(true);
    await expect
      .poll(() => fs.existsSync(a.stored(key)), { timeout: 15_000, interval: 200 })
      .toBe(false);
    expect(await a.t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });
});
