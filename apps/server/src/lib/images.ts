import sharp from 'sharp';
import { fieldError } from './errors.ts';

/** Image types accepted from players, by their magic bytes (the declared type is never trusted). */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/** A GIF (GIF87a or GIF89a), by its magic bytes; GIFs are never served as such, only re-encoded (posts). */
export function sniffGif(bytes: Buffer): boolean {
  const head = bytes.length >= 6 ? bytes.toString('ascii', 0, 6) : '';
  return head === 'GIF87a' || head === 'GIF89a';
}

export interface ImageLimits {
  maxBytes: number;
  /** Longest side after re-encoding, px. */
  maxSide: number;
  /** Refused past this many pixels before decoding (decompression bombs). */
  maxPixels: number;
}

export const SCREENSHOT_LIMITS: ImageLimits = { maxBytes: 4 * 1024 * 1024, maxSide: 1600, maxPixels: 40_000_000 };

/**
 * A data URL from a player, made safe to store and show: decoded, size-capped, type sniffed from the bytes,
 * decoded by libvips with a pixel limit, EXIF orientation applied and metadata dropped, scaled to `maxSide`, and
 * re-encoded as WebP. Anything else answers a field error on `field`.
 */
export async function reencodeDataUrl(dataUrl: string, field: string, limits = SCREENSHOT_LIMITS): Promise<Buffer> {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(comma >= 0 ? dataUrl.slice(comma + 1) : '', 'base64');
  if (bytes.length === 0) throw fieldError({ [field]: ['The image is empty'] });
  if (bytes.length > limits.maxBytes)
    throw fieldError({ [field]: [`The image is larger than ${Math.floor(limits.maxBytes / 1024 / 1024)} MB`] });
  if (!sniffImage(bytes)) throw fieldError({ [field]: ['Must be a PNG, JPEG or WebP image'] });
  try {
    return await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw fieldError({ [field]: ['The image could not be read'] });
  }
}
