import { MEDIA_LIMITS, type MediaKind, VIDEO_KEY } from '@arcadia/contract/calls/community/common';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { sniffGif, sniffImage } from '../../lib/images.ts';
import type { BlobStore } from '../../lib/storage.ts';
import { insertMedia } from './repo.ts';
import { imageUrl, videoUrl } from './views.ts';

/**
 * Uploads for posts (docs/posts.md "Media"). Pictures and GIFs are decoded by libvips within pixel caps and
 * re-encoded to WebP (animated for GIFs), so what is stored is never the player's file. Videos cannot be
 * re-encoded here (no ffmpeg on the servers): they are sniffed (MP4 ftyp box, WebM EBML header), size-capped,
 * stored as sent and served with their sniffed type, `nosniff` and byte ranges (`/video/<key>`).
 */

export interface MediaDeps {
  db: Db;
  store: BlobStore;
}

export const IMAGE_AREA = 'post';
const VIDEO_AREA = 'post-video';

const MB = 1024 * 1024;

function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const head = comma >= 0 ? dataUrl.slice(0, comma) : '';
  if (!/^data:[\w.+/-]*(;[\w=.+-]+)*;base64$/i.test(head)) throw fieldError({ data: ['Must be a base64 data URL'] });
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length === 0) throw fieldError({ data: ['The file is empty'] });
  return bytes;
}

/** MP4 (an `ftyp` box first) or WebM (EBML header with the webm doc type), by the bytes. */
export function sniffVideo(bytes: Buffer): 'mp4' | 'webm' | undefined {
  if (bytes.length >= 12 && bytes.toString('ascii', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    const header = bytes.subarray(0, Math.min(bytes.length, 64)).toString('latin1');
    if (header.includes('webm')) return 'webm';
  }
  return undefined;
}

/** At most two encodes at once, 16 waiting; more answers UNAVAILABLE (a burst of uploads cannot take the CPU). */
function encoder() {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= 2) {
      if (waiting.length >= 16) throw new AppError('UNAVAILABLE', 'Busy, try again.');
      await new Promise<void>((go) => waiting.push(go));
    }
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
const encode = encoder();

const tooBig = (bytes: number) => fieldError({ data: [`The file is larger than ${Math.floor(bytes / MB)} MB`] });
const unreadable = () => fieldError({ data: ['The file could not be read'] });

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

async function encodeImage(bytes: Buffer): Promise<Encoded> {
  if (bytes.length > MEDIA_LIMITS.imageBytes) throw tooBig(MEDIA_LIMITS.imageBytes);
  if (!sniffImage(bytes)) throw fieldError({ data: ['Must be a PNG, JPEG or WebP image'] });
  const side = MEDIA_LIMITS.maxSide;
  const out = await encode(() =>
    sharp(bytes, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => null),
  );
  if (!out) throw unreadable();
  return { bytes: out.data, width: out.info.width, height: out.info.height };
}

async function encodeGif(bytes: Buffer): Promise<Encoded> {
  if (bytes.length > MEDIA_LIMITS.gifBytes) throw tooBig(MEDIA_LIMITS.gifBytes);
  if (!sniffGif(bytes)) throw fieldError({ data: ['Must be a GIF'] });
  const input = { animated: true, limitInputPixels: MEDIA_LIMITS.gifTotalPixels, failOn: 'error' as const };
  const meta = await sharp(bytes, input)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw unreadable();
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (frames > MEDIA_LIMITS.gifFrames) throw fieldError({ data: [`At most ${MEDIA_LIMITS.gifFrames} frames`] });
  if (meta.width * frameHeight > MEDIA_LIMITS.gifFramePixels)
    throw fieldError({ data: [`Each frame must be at most ${MEDIA_LIMITS.gifFramePixels} pixels`] });
  if (meta.width * frameHeight * frames > MEDIA_LIMITS.gifTotalPixels)
    throw fieldError({ data: ['Too many pixels in all frames together'] });
  const side = MEDIA_LIMITS.maxSide;
  const out = await encode(() =>
    sharp(bytes, input)
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 3 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => null),
  );
  if (!out) throw unreadable();
  const pages = out.info.pages ?? frames;
  return { bytes: out.data, width: out.info.width, height: Math.round(out.info.height / Math.max(pages, 1)) };
}

function checkVideo(bytes: Buffer): { format: 'mp4' | 'webm' } {
  if (bytes.length > MEDIA_LIMITS.videoBytes) throw tooBig(MEDIA_LIMITS.videoBytes);
  const format = sniffVideo(bytes);
  if (!format) throw fieldError({ data: ['Must be an MP4 or WebM video'] });
  return { format };
}

/** community/media_upload: sniffs, caps, re-encodes (pictures) and stores one upload of `userId`'s. */
export async function uploadMedia(deps: MediaDeps, userId: number, input: { kind: MediaKind; data: string }) {
  const raw = decodeDataUrl(input.data);
  let stored: { bytes: Buffer; width: number; height: number; ext: string; type: string; area: string };
  if (input.kind === 'video') {
    const { format } = checkVideo(raw);
    stored = { bytes: raw, width: 0, height: 0, ext: format, type: `video/${format}`, area: VIDEO_AREA };
  } else {
    const encoded = input.kind === 'gif' ? await encodeGif(raw) : await encodeImage(raw);
    stored = { ...encoded, ext: 'webp', type: 'image/webp', area: IMAGE_AREA };
  }
  const key = await deps.store.put(stored.area, stored.bytes, stored.ext);
  try {
    await insertMedia(deps.db, {
      key,
      userId,
      kind: input.kind,
      contentType: stored.type,
      bytes: stored.bytes.length,
      width: stored.width,
      height: stored.height,
    });
  } catch (error) {
    await deps.store.delete(key).catch(() => undefined);
    throw error;
  }
  return {
    key,
    kind: input.kind,
    url: input.kind === 'video' ? videoUrl(key) : imageUrl(key),
    content_type: stored.type,
    bytes: stored.bytes.length,
    width: stored.width,
    height: stored.height,
  };
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range of a `size`-byte file (suffix and open ranges too); undefined: the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A stored video and its type, or undefined for anything that is not one. */
export async function storedVideo(store: BlobStore, key: string) {
  if (!VIDEO_KEY.test(key)) return undefined;
  const bytes = await store.get(key);
  const format = bytes ? sniffVideo(bytes) : undefined;
  return bytes && format ? { bytes, type: `video/${format}` } : undefined;
}
