/** A stored file's bytes and MIME type. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (roof images; later chat images and PDFs): a local folder under
 * DATA_DIR by default, S3-compatible object storage when S3_* are set. Keys are relative paths
 * such as `roof-images/<uuid>.png` (see isSafeKey).
 */
export interface FileStorage {
  readonly source: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A key the storages accept: slash-separated segments of letters, digits, `.`, `_` and `-`,
 * none empty or made of dots only, at most 300 characters. This keeps keys inside the local
 * folder and identical on every storage.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((s) => /^[A-Za-z0-9._-]+$/.test(s) && !/^\.+$/.test(s));
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** MIME type from a key's extension; application/octet-stream when unknown. */
export function contentTypeOf(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
