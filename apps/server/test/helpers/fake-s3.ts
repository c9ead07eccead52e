import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export const S3_TEST_CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test/secret+key' };

const AUTH_SHAPE =
  /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests the fake refused, with the reason. */
  refusals: string[];
  /** The Authorization header of every request, in order. */
  authorizations: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible store in memory (path style /{bucket}/{key}). It checks the Authorization
 * header's shape, that the signed headers include host, x-amz-date and x-amz-content-sha256, that
 * the payload hash matches the body, and it recomputes the signature over exactly the signed
 * headers with the shared secret (aws4fetch's signer, itself checked against AWS's published
 * example in file-storage.test.ts).
 */
export async function startFakeS3(bucket: string, region: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const refusals: string[] = [];
  const authorizations: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<Error><Code>${why}</Code></Error>`);
      };
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      authorizations.push(String(req.headers.authorization ?? ''));
      const auth = AUTH_SHAPE.exec(String(req.headers.authorization ?? ''));
      if (!auth) return refuse(403, 'AuthorizationHeaderMalformed');
      const [, keyId, day, authRegion, signedList, signature] = auth;
      const signedNames = signedList!.split(';');
      for (const needed of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
        if (!signedNames.includes(needed)) return refuse(403, `UnsignedHeader:${needed}`);
      }
      if (keyId !== S3_TEST_CREDENTIALS.accessKeyId || authRegion !== region)
        return refuse(403, 'InvalidAccessKeyId');
      const amzDate = String(req.headers['x-amz-date']);
      if (amzDate.slice(0, 8) !== day) return refuse(403, 'DateMismatch');
      if (req.headers['x-amz-content-sha256'] !== sha256Hex(body))
        return refuse(400, 'XAmzContentSHA256Mismatch');
      const headers: Record<string, string> = {};
      for (const n of signedNames) if (n !== 'host') headers[n] = String(req.headers[n]);
      const expected = await new AwsV4Signer({
        method: req.method ?? 'GET',
        url: url.toString(),
        headers,
        accessKeyId: S3_TEST_CREDENTIALS.accessKeyId,
        secretAccessKey: S3_TEST_CREDENTIALS.secretAccessKey,
        service: 's3',
        region,
        datetime: amzDate,
        allHeaders: true,
      }).authHeader();
      if (!expected.endsWith(`Signature=${signature}`)) return refuse(403, 'SignatureDoesNotMatch');
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) return refuse(404, 'NoSuchBucket');
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.writeHead(200, { etag: '"x"' });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (!object) return refuse(404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType });
      return res.end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
