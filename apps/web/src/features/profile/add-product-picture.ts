import { ErrorCode } from '@arcadia/contract';
import { PRODUCT_IMAGE_MAX_CHARS } from '@arcadia/contract/calls/product/common';
import { ApiError } from '../../api/api-error.ts';
import type { PictureRole } from './add-product-queries.ts';

/** Picture types the server takes (it checks the bytes again). */
export const PRODUCT_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Longest side the app sends; the server scales again (icon 512, screenshot 1600). */
const SIDE: Record<PictureRole, number> = { icon: 512, screenshot: 1280 };

export type PictureTrouble = 'type' | 'size' | 'read' | 'pixels' | 'limit' | 'network';

class PictureTroubleError extends Error {
  readonly trouble: PictureTrouble;
  constructor(trouble: PictureTrouble) {
    super(trouble);
    this.trouble = trouble;
  }
}

/**
 * A picked picture as a data URL scaled on the device: PNG for an icon (kept sharp), JPEG for a screenshot, lowering
 * quality then size until it fits one call. GIF, SVG and HEIC files never leave the device.
 */
export async function productPictureDataUrl(file: File, role: PictureRole): Promise<string> {
  if (!(PRODUCT_PICTURE_TYPES as readonly string[]).includes(file.type)) throw new PictureTroubleError('type');
  if (file.size > 25 * 1024 * 1024) throw new PictureTroubleError('size');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PictureTroubleError('read');
  }
  try {
    let scale = Math.min(1, SIDE[role] / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new PictureTroubleError('read');
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const url =
        role === 'icon' && attempt === 0
          ? canvas.toDataURL('image/png')
          : canvas.toDataURL('image/jpeg', attempt < 3 ? 0.85 - attempt * 0.15 : 0.5);
      if (url.length <= PRODUCT_IMAGE_MAX_CHARS) return url;
      if (attempt >= 2) scale *= 0.7;
    }
    throw new PictureTroubleError('size');
  } finally {
    bitmap.close();
  }
}

/** What went wrong with a picture: the device's check, or the server's answer. */
export function pictureTrouble(error: unknown): PictureTrouble {
  if (error instanceof PictureTroubleError) return error.trouble;
  if (!(error instanceof ApiError)) return 'read';
  if (error.code === ErrorCode.RATE_LIMITED) return 'limit';
  const message = (error.fieldErrors.image ?? []).join(' ');
  if (/PNG, JPEG or WebP/i.test(message)) return 'type';
  if (/larger than/i.test(message)) return 'size';
  if (/pixels/i.test(message)) return 'pixels';
  return error.business ? 'read' : 'network';
}
