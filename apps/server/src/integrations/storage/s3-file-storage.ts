import { contentTypeOf, isSafeKey, type FileStorage } from './file-storage';
import { sha256Hex, signV4, uriEncode, type SigV4Credentials } from './sigv4';

export interface S3FileStorageOptions {
  /** e.g. https://s3.us-east-1.amazonaws.com, an R2/MinIO endpoint, or a local fake. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigV4Credentials;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * S3-compatible object storage with path-style addressing ({endpoint}/{bucket}/{key}) and
 * SigV4-signed PUT, GET and DELETE Object. GET 404 → null; DELETE of a missing key is fine.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return new URL(
      `${base}/${uriEncode(options.bucket)}/${key.split('/').map(uriEncode).join('/')}`,
    );
  };
  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const extra: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const headers = signV4({
      method,
      url,
      headers: extra,
      payloadHash: sha256Hex(body ?? ''),
      credentials: options.credentials,
      region: options.region,
      service: 's3',
      now: options.now?.() ?? new Date(),
    });
    return doFetch(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
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
