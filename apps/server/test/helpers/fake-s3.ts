import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4, sha256Hex } from '../../src/integrations/storage/sigv4';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test/secret+key' };

const AUTH_SHAPE =
  /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests the fake refused, with the reason. */
  refusals: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible store in memory (path style /{bucket}/{key}). It checks the Authorization
 * header's shape, that the signed headers include host, x-amz-date and x-amz-content-sha256, that
 * the payload hash matches the body, and it recomputes the signature with the shared secret.
 */
export async function startFakeS3(bucket: string, region: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const refusals: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<Error><Code>${why}</Code></Error>`);
      };
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
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
      for (const n of signedNames)
        if (n !== 'host' && n !== 'x-amz-date' && n !== 'x-amz-content-sha256')
          headers[n] = String(req.headers[n]);
      const expected = signV4({
        method: req.method ?? 'GET',
        url,
        headers,
        payloadHash: sha256Hex(body),
        credentials: S3_TEST_CREDENTIALS,
        region,
        service: 's3',
        now: new Date(
          `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
        ),
      });
      if (!expected.authorization!.endsWith(`Signature=${signature}`))
        return refuse(403, 'SignatureDoesNotMatch');
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
