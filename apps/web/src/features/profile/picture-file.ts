import { PROFILE_IMAGE_MAX_BYTES } from '@arcadia/contract/calls/profile/common';
import type { ImageKind } from './queries.ts';

/** Picture types the server takes (it checks the bytes again). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Longest side the app sends; the server scales again (avatar 512, background 1600). */
const PICTURE_SIDE: Record<ImageKind, number> = { avatar: 768, background: 1600 };

/** Data-URL characters that fit the server's byte limit (base64 grows 4/3). */
const MAX_CHARS = Math.floor((PROFILE_IMAGE_MAX_BYTES * 4) / 3);

export type PictureProblem = 'type' | 'size' | 'read';

export class PictureError extends Error {
  readonly problem: PictureProblem;
  constructor(problem: PictureProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** A file's type check before anything is read: a GIF, SVG or HEIC never leaves the device. */
export function pictureProblemOf(file: Pick<File, 'type' | 'size'>): PictureProblem | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  // Larger files are scaled down on the device; past 25 MB even that is not worth trying.
  if (file.size > 25 * 1024 * 1024) return 'size';
  return undefined;
}

/**
 * A picked picture as a JPEG data URL scaled on the device to `PICTURE_SIDE` (lowering the quality, then the size,
 * until it fits the server's limit), so a phone photo uploads in a fraction of its size.
 */
export async function pictureDataUrl(file: File, kind: ImageKind): Promise<string> {
  const problem = pictureProblemOf(file);
  if (problem) throw new PictureError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PictureError('read');
  }
  try {
    let scale = Math.min(1, PICTURE_SIDE[kind] / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new PictureError('read');
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url = canvas.toDataURL('image/jpeg', attempt < 3 ? 0.85 - attempt * 0.15 : 0.5);
      if (url.length <= MAX_CHARS) return url;
      if (attempt >= 2) scale *= 0.7;
    }
    throw new PictureError('size');
  } finally {
    bitmap.close();
  }
}
