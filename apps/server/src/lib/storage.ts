import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { missingS3Settings, type Settings } from '../config-schema.ts';
import { s3Store } from './s3-store.ts';

/**
 * Where uploaded files live (audit screenshots, later avatars). Keys are server-made (`<area>/<yyyy-mm>/<random>.webp`),
 * never from the client, so no path can escape the root. The local disk store is the default; `STORAGE=s3` selects the
 * S3-compatible store (lib/s3-store.ts).
 */
export interface BlobStore {
  put(area: string, bytes: Buffer, ext: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Every blob of an area with when it was written (for sweeping orphans). */
  list(area: string): Promise<{ key: string; writtenAt: Date }[]>;
}

const KEY = /^[a-z-]+\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z][a-z0-9]{2,3}$/;

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
    async delete(key) {
      if (isBlobKey(key)) await rm(join(base, key), { force: true });
    },
    async list(area) {
      const found: { key: string; writtenAt: Date }[] = [];
      const months = await readdir(join(base, area)).catch(() => [] as string[]);
      for (const month of months)
        for (const file of await readdir(join(base, area, month)).catch(() => [] as string[])) {
          const key = `${area}/${month}/${file}`;
          if (!isBlobKey(key)) continue;
          const info = await stat(join(base, key)).catch(() => undefined);
          if (info) found.push({ key, writtenAt: info.mtime });
        }
      return found;
    },
  };
}

/** In memory, for tests and the in-memory database. */
function memoryStore(): BlobStore {
  const blobs = new Map<string, { bytes: Buffer; writtenAt: Date }>();
  return {
    async put(area, bytes, ext) {
      const key = `${area}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
      blobs.set(key, { bytes, writtenAt: new Date() });
      return key;
    },
    async get(key) {
      return blobs.get(key)?.bytes;
    },
    async delete(key) {
      blobs.delete(key);
    },
    async list(area) {
      return [...blobs.entries()]
        .filter(([key]) => key.startsWith(`${area}/`))
        .map(([key, blob]) => ({ key, writtenAt: blob.writtenAt }));
    },
  };
}

/**
 * Deletes the blobs of an area that no row refers to and that are older than `graceMs` (an upload whose row was
 * never written: a refused submission, a crash between the two). `referenced` answers which of the keys are used.
 */
export async function sweepOrphans(
  store: BlobStore,
  area: string,
  referenced: (keys: string[]) => Promise<Set<string>>,
  graceMs: number,
  now = Date.now(),
): Promise<number> {
  const old = (await store.list(area)).filter((b) => now - b.writtenAt.getTime() >= graceMs).map((b) => b.key);
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const used = await referenced(batch);
    for (const key of batch)
      if (!used.has(key)) {
        await store.delete(key);
        removed++;
      }
  }
  return removed;
}

type StorageSettings = Pick<
  Settings,
  | 'STORAGE'
  | 'UPLOAD_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
  | 'S3_TIMEOUT_MS'
>;

/**
 * The server's store: S3-compatible with `STORAGE=s3` (its settings are checked when the config loads), else in
 * memory for an in-memory data dir (tests), else on disk (UPLOAD_DIR, or DATA_DIR/uploads).
 */
export function blobStoreFor(dataDir: string, settings: StorageSettings): BlobStore {
  if (settings.STORAGE === 's3') {
    const missing = missingS3Settings(settings);
    if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
    return s3Store({
      endpoint: settings.S3_ENDPOINT ?? `https://s3.${settings.S3_REGION}.amazonaws.com`,
      bucket: settings.S3_BUCKET as string,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID as string,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
      prefix: settings.S3_PREFIX,
      timeoutMs: settings.S3_TIMEOUT_MS,
    });
  }
  return dataDir.startsWith('memory://') ? memoryStore() : diskStore(settings.UPLOAD_DIR ?? `${dataDir}/uploads`);
}
