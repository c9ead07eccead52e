import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadRoofImageResponse } from '@pb/core';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../src/integrations/storage/local-file-storage';
import { isSafeKey } from '../../src/integrations/storage/file-storage';
import { createS3FileStorage } from '../../src/integrations/storage/s3-file-storage';
import { S3_TEST_CREDENTIALS, startFakeS3, type FakeS3 } from '../helpers/fake-s3';
import { multipartFile, PNG_BYTES } from '../helpers/multipart';
import { createTestApp, REP, type TestApp } from '../helpers/test-app';

describe('SigV4 signing (aws4fetch)', () => {
  it("matches AWS's published S3 GET Object example", async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (GET Object example).
    const signed = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers.get('x-amz-date')).toBe('20130524T000000Z');
  });
});

describe('S3 file storage (against a local fake)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('pb-files', 'eu-west-2');
  });
  beforeEach(() => {
    s3.authorizations.length = 0;
    s3.refusals.length = 0;
  });
  afterAll(() => s3.close());

  const storage = () =>
    createS3FileStorage({
      endpoint: s3.url,
      bucket: 'pb-files',
      region: 'eu-west-2',
      credentials: S3_TEST_CREDENTIALS,
    });

  it('PUTs, GETs and DELETEs objects with signed requests', async () => {
    const store = storage();
    await store.put('roof-images/a.png', PNG_BYTES, 'image/png');
    expect(s3.objects.get('roof-images/a.png')).toEqual({
      body: PNG_BYTES,
      contentType: 'image/png',
    });
    expect(await store.get('roof-images/a.png')).toEqual({
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    await store.delete('roof-images/a.png');
    expect(await store.get('roof-images/a.png')).toBeNull();
    await store.delete('roof-images/a.png');
    expect(s3.refusals.filter((r) => r !== 'NoSuchKey')).toEqual([]);
    // Every request carried a well-formed header, signing the host, date and payload hash.
    expect(s3.authorizations).toHaveLength(5);
    for (const header of s3.authorizations) {
      expect(header).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('fails loudly when the store refuses the signature', async () => {
    const wrong = createS3FileStorage({
      endpoint: s3.url,
      bucket: 'pb-files',
      region: 'eu-west-2',
      credentials: { ...S3_TEST_CREDENTIALS, secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.put('roof-images/b.png', PNG_BYTES, 'image/png')).rejects.toThrow(
      /HTTP 403/,
    );
    expect(s3.refusals).toContain('SignatureDoesNotMatch');
  });

  it('serves uploads through the app when S3_* are set', async () => {
    const t: TestApp = await createTestApp({
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'pb-files',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      },
    });
    try {
      expect(t.app.integrations.fileStorage.source).toBe('s3');
      const { payload, headers } = multipartFile('file', 'roof.png', 'image/png', PNG_BYTES);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Proposals/UploadRoofImage',
        headers: { ...headers, ...(await t.as(REP)) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { path: key, url } = res.json<UploadRoofImageResponse>();
      expect(s3.objects.has(key)).toBe(true);
      const file = await t.app.inject({ url, headers: await t.as(REP) });
      // Served as stored: the upload's re-encoded copy (modules/uploads).
      expect(file.rawPayload).toEqual(s3.objects.get(key)!.body);
      expect(file.headers['content-type']).toBe('image/png');
    } finally {
      await t.close();
    }
  });
});

describe('local file storage', () => {
  it('writes under its folder, refuses keys that would leave it, and treats missing files as absent', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-files-'));
    try {
      const store = createLocalFileStorage(root);
      await store.put('a/b.png', PNG_BYTES, 'image/png');
      expect(fs.readFileSync(path.join(root, 'a/b.png'))).toEqual(PNG_BYTES);
      expect(await store.get('a/b.png')).toEqual({ bytes: PNG_BYTES, contentType: 'image/png' });
      await store.delete('a/b.png');
      await store.delete('a/b.png');
      expect(await store.get('a/b.png')).toBeNull();
      await expect(store.put('../escape.png', PNG_BYTES, 'image/png')).rejects.toThrow(/Unsafe/);
      for (const key of ['', '..', 'a/../b', '/abs', 'a//b', 'sp ace.png'])
        expect(isSafeKey(key), key).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
