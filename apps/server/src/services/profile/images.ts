import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PIXELS,
  type ProfileImageKind,
} from '@arcadia/contract/calls/profile/index';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors.ts';
import { type ImageLimits, reencodeDataUrl, sniffImage } from '../../lib/images.ts';

/** Where each kind of picture is stored: areas the /img endpoint serves publicly (plugins/images.ts). */
export const IMAGE_AREAS: Record<ProfileImageKind, 'avatar' | 'profile-bg'> = {
  avatar: 'avatar',
  background: 'profile-bg',
};

const LIMITS: Record<ProfileImageKind, ImageLimits> = {
  avatar: { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxSide: 512, maxPixels: PROFILE_IMAGE_MAX_PIXELS },
  background: { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxSide: 1600, maxPixels: PROFILE_IMAGE_MAX_PIXELS },
};

const MB = 1024 * 1024;

/**
 * A player's picture made safe to store and show, refused with a field error on `field` by type (sniffed from the
 * bytes: a GIF or SVG sent as image/png is refused), size and pixel count. The pixel count is read from the
 * header before anything is decoded, so a small file declaring a huge canvas costs nothing; then
 * lib/images.ts decodes it with the same pixel limit and re-encodes it to WebP.
 */
export async function profilePicture(dataUrl: string, kind: ProfileImageKind, field = 'img'): Promise<Buffer> {
  const limits = LIMITS[kind];
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(comma >= 0 ? dataUrl.slice(comma + 1) : '', 'base64');
  if (bytes.length === 0) throw fieldError({ [field]: ['The image is empty'] });
  if (bytes.length > limits.maxBytes)
    throw fieldError({ [field]: [`The image is larger than ${limits.maxBytes / MB} MB`] });
  if (!sniffImage(bytes)) throw fieldError({ [field]: ['Must be a PNG, JPEG or WebP image'] });
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw fieldError({ [field]: ['The image could not be read'] });
  if (header.width * header.height > limits.maxPixels)
    throw fieldError({
      [field]: [`The image has too many pixels (at most ${Math.floor(limits.maxPixels / 1_000_000)} megapixels)`],
    });
  return reencodeDataUrl(dataUrl, field, limits);
}
