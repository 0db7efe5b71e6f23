import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files live (audit screenshots, later avatars). Keys are server-made (`<area>/<yyyy-mm>/<random>.webp`),
 * never from the client, so no path can escape the root. The local disk store is the default; an S3-compatible store
 * can implement the same interface.
 */
export interface BlobStore {
  put(area: string, bytes: Buffer, ext: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
}

const KEY = /^[a-z-]+\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

export function isBlobKey(key: string): boolean {
  return KEY.test(key);
}

export function diskStore(root: string): BlobStore {
  const base = resolve(root);
  return {
    async put(area, bytes, ext) {
      const month = new Date().toISOString().slice(0, 7);
      const key = `${area}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
      const path = join(base, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
      return key;
    },
    async get(key) {
      if (!isBlobKey(key)) return undefined;
      return readFile(join(base, key)).catch(() => undefined);
    },
  };
}

/** In memory, for tests and the in-memory database. */
export function memoryStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async put(area, bytes, ext) {
      const key = `${area}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
      blobs.set(key, bytes);
      return key;
    },
    async get(key) {
      return blobs.get(key);
    },
  };
}
