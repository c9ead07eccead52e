import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { createRetryingFetch } from '../http/retrying-fetch';
import { contentTypeOf, isSafeKey, type FileStorage } from './file-storage';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** 20130524T000000Z, the form of x-amz-date. */
const amzDate = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

export interface S3FileStorageOptions {
  /** e.g. https://s3.us-east-1.amazonaws.com, an R2/MinIO endpoint, or a local fake. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: S3Credentials;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * S3-compatible object storage with path-style addressing ({endpoint}/{bucket}/{key}) and
 * SigV4-signed (aws4fetch) PUT, GET and DELETE Object, retried on network errors, 429 and 5xx
 * (all three are idempotent). GET 404 → null; DELETE of a missing key is fine.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return new URL(
      `${base}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
  };
  const fetchWithRetry = createRetryingFetch(
    { timeoutMs: options.timeoutMs ?? 15_000 },
    options.fetch,
  );
  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const signer = new AwsV4Signer({
      method,
      url: urlOf(key).toString(),
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        // The payload is signed (aws4fetch would send UNSIGNED-PAYLOAD for S3 otherwise).
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
      },
      accessKeyId: options.credentials.accessKeyId,
      secretAccessKey: options.credentials.secretAccessKey,
      service: 's3',
      region: options.region,
      ...(options.now ? { datetime: amzDate(options.now()) } : {}),
    });
    const signed = await signer.sign();
    return fetchWithRetry(signed.url, {
      method,
      headers: signed.headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  };
  return {
    source: 's3',
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered HTTP ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} answered HTTP ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      return { bytes, contentType: res.headers.get('content-type') ?? contentTypeOf(key) };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404)
        throw new Error(`S3 DELETE ${key} answered HTTP ${res.status}`);
    },
  };
}
