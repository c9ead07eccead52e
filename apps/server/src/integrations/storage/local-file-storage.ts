import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, type FileStorage } from './file-storage';

function resolveKey(root: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep))
    throw new Error(`File key escapes the folder: ${key}`);
  return full;
}

/** No such file: absent, or a folder (a key that names a folder of the storage is not a file). */
const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

/** The embedded default: files under a local folder (DATA_DIR/files), written atomically. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    source: 'local',
    async put(key, bytes) {
      const full = resolveKey(root, key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, full);
    },
    async get(key) {
      try {
        return { bytes: await fs.readFile(resolveKey(root, key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await fs.unlink(resolveKey(root, key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
