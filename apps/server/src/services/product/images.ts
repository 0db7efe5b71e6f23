import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { type ImageLimits, reencodeDataUrl, SCREENSHOT_LIMITS } from '../../lib/images.ts';
import { type BlobStore, sweepOrphans } from '../../lib/storage.ts';
import { forgetUploads, insertUpload, unusedUploadsBefore, usedKeys } from './repo.ts';

/**
 * A creator's pictures: each upload is re-encoded (lib/images.ts: bytes sniffed, size and pixel caps, EXIF dropped,
 * WebP) and kept under the public `product/` area, which /img serves. Pictures no submission uses are swept a day
 * after their upload.
 */

export const PRODUCT_AREA = 'product';
const ORPHAN_GRACE_MS = 24 * 3600 * 1000;

const IMAGE_LIMITS: Record<'icon' | 'screenshot', ImageLimits> = {
  icon: { ...SCREENSHOT_LIMITS, maxSide: 512 },
  screenshot: SCREENSHOT_LIMITS,
};

export const imageUrl = (key: string) => `/img/${key}`;

export async function storeImage(
  db: Db,
  store: BlobStore,
  userId: number,
  role: 'icon' | 'screenshot',
  dataUrl: string,
  now = new Date(),
) {
  const bytes = await reencodeDataUrl(dataUrl, 'image', IMAGE_LIMITS[role]);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const key = await store.put(PRODUCT_AREA, bytes, 'webp');
  await insertUpload(db, { key, userId, role, createdAt: now });
  return { key, url: imageUrl(key), width, height };
}

/** Deletes pictures (and their upload rows) that no submission uses, a day after they were uploaded. */
export async function sweepProductImages(db: Db, store: BlobStore, now = Date.now()): Promise<number> {
  const unused = await unusedUploadsBefore(db, new Date(now - ORPHAN_GRACE_MS));
  for (const key of unused) await store.delete(key);
  await forgetUploads(db, unused);
  const stray = await sweepOrphans(store, PRODUCT_AREA, (keys) => usedKeys(db, keys), ORPHAN_GRACE_MS, now);
  return unused.length + stray;
}
