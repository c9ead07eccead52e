import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to send and sign (names in any case); `host` is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
  credentials: SigV4Credentials;
  region: string;
  service: string;
  now: Date;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (also !'()*). */
export const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** 20130524T000000Z */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * AWS Signature Version 4 for a header-signed request (S3 flavour: the path is encoded once and
 * not normalised). Returns the headers to send: the given ones plus x-amz-date,
 * x-amz-content-sha256 and Authorization `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…,
 * Signature=…`. `host` is signed but left for fetch to send.
 */
export function signV4(req: SigV4Request): Record<string, string> {
  const stamp = amzDate(req.now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = req.payloadHash;
  const signed: Record<string, string> = { ...headers, host: req.url.host };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    req.method.toUpperCase(),
    req.url.pathname,
    canonicalQuery(req.url),
    names.map((n) => `${n}:${signed[n]}\n`).join(''),
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${req.region}/${req.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${req.credentials.secretAccessKey}`, day), req.region), req.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${req.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}
