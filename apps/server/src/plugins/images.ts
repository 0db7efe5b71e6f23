import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError, fieldError } from '../lib/errors.ts';
import { sniffImage } from '../lib/images.ts';
import { type BlobStore, isBlobKey } from '../lib/storage.ts';

/**
 * The image endpoint (spec section 5: "images are resized to webp"): `GET /img/<path>?w=&q=&fm=webp`, which the
 * web `<Image>` component asks for (ui/image-src.ts). `<path>` is a public upload's blob key (avatars, profile
 * backgrounds, post and product pictures, red packet covers: PUBLIC_IMAGE_AREAS) or an image the app ships under
 * the web build's `img/` folder. Private uploads (audit screenshots) are never served here.
 *
 * Widths are steps of 32 px up to 2048 and qualities 30-95, so one picture has a bounded number of variants; each
 * variant is made once by sharp (decoded with a pixel limit, EXIF orientation applied, metadata dropped) and kept
 * in a cache (a folder under DATA_DIR, or a bounded map for an in-memory data dir). At most two resizes run at once
 * and a longer queue answers 503, so a burst of cold requests cannot take the CPU.
 */
const PUBLIC_IMAGE_AREAS = ['avatar', 'profile-bg', 'post', 'product', 'giftcode'] as const;

const WIDTH_STEP = 32;
const MAX_WIDTH = 2048;
const MAX_PIXELS = 40_000_000;
const MAX_RUNNING = 2;
const MAX_WAITING = 32;
const MEMORY_CACHE_ENTRIES = 256;
const YEAR = 31_536_000;

type Variant = { width?: number; quality: number; webp: boolean };

export interface ImageSource {
  bytes: Buffer;
  /** Uploads never change (their keys are random and never rewritten); shipped images may change with a release. */
  immutable: boolean;
}

function parseVariant(query: Record<string, string | undefined>): Variant {
  const fields: Record<string, string[]> = {};
  const width = query.w === undefined ? undefined : Number(query.w);
  if (width !== undefined && !(Number.isInteger(width) && width > 0 && width <= MAX_WIDTH && width % WIDTH_STEP === 0))
    fields.w = [`Must be a multiple of ${WIDTH_STEP} up to ${MAX_WIDTH}`];
  const quality = query.q === undefined ? 75 : Number(query.q);
  if (!(Number.isInteger(quality) && quality >= 30 && quality <= 95))
    fields.q = ['Must be a whole number from 30 to 95'];
  if (query.fm !== undefined && query.fm !== 'webp') fields.fm = ['Only webp is served'];
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  return { width, quality, webp: query.fm === 'webp' || width !== undefined };
}

/** Where a picture comes from: a public upload, or a file the web build ships under img/. */
export function imageSources(store: BlobStore, webDist: string) {
  const shipped = resolve(webDist, 'img');
  return async (path: string): Promise<ImageSource | undefined> => {
    if (isBlobKey(path)) {
      const area = path.split('/')[0] as (typeof PUBLIC_IMAGE_AREAS)[number];
      if (!PUBLIC_IMAGE_AREAS.includes(area)) return undefined;
      const bytes = await store.get(path);
      return bytes ? { bytes, immutable: true } : undefined;
    }
    if (!webDist || !/^[\w./-]{1,200}$/.test(path)) return undefined;
    const file = normalize(join(shipped, path));
    if (!file.startsWith(shipped + sep)) return undefined;
    const bytes = await readFile(file).catch(() => undefined);
    return bytes ? { bytes, immutable: false } : undefined;
  };
}

/** Resized variants, on disk under `dir` or (no dir) in a small map that forgets the oldest. */
function variantCache(dir: string | undefined) {
  const memory = new Map<string, Buffer>();
  return {
    async get(key: string): Promise<Buffer | undefined> {
      if (!dir) return memory.get(key);
      return readFile(join(dir, key)).catch(() => undefined);
    },
    async put(key: string, bytes: Buffer) {
      if (!dir) {
        memory.set(key, bytes);
        if (memory.size > MEMORY_CACHE_ENTRIES) memory.delete(memory.keys().next().value as string);
        return;
      }
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `${key}.${process.pid}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(dir, key));
    },
  };
}

/** Runs at most MAX_RUNNING jobs at once; refuses past MAX_WAITING queued. */
function limiter() {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T | undefined> => {
    if (running >= MAX_RUNNING) {
      if (waiting.length >= MAX_WAITING) return undefined;
      await new Promise<void>((go) => waiting.push(go));
    }
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export interface ImageEndpointOptions {
  sources: (path: string) => Promise<ImageSource | undefined>;
  /** A folder for resized variants; undefined keeps them in memory. */
  cacheDir: string | undefined;
}

export function registerImages(app: FastifyInstance, options: ImageEndpointOptions) {
  const cache = variantCache(options.cacheDir);
  const limit = limiter();
  const send = (reply: FastifyReply, bytes: Buffer, type: string, immutable: boolean) =>
    reply
      .type(type)
      .header('cache-control', immutable ? `public, max-age=${YEAR}, immutable` : 'public, max-age=86400')
      .header('vary', 'Accept')
      .send(bytes);

  app.get('/img/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const variant = parseVariant(request.query as Record<string, string | undefined>);
    const source = await options.sources(path);
    const kind = source ? sniffImage(source.bytes) : undefined;
    if (!source || !kind) throw new AppError('NOT_FOUND', 'No such image.');
    if (!variant.webp) return send(reply, source.bytes, `image/${kind}`, source.immutable);
    const key = createHash('sha256')
      .update(`${path}\0${variant.width ?? 0}\0${variant.quality}\0${source.bytes.length}`)
      .digest('hex');
    const cached = await cache.get(key);
    if (cached) return send(reply.header('x-image-cache', 'hit'), cached, 'image/webp', source.immutable);
    const resized = await limit(() =>
      sharp(source.bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(variant.width ? { width: variant.width, withoutEnlargement: true } : undefined)
        .webp({ quality: variant.quality })
        .toBuffer()
        .catch(() => null),
    );
    if (resized === undefined) throw new AppError('UNAVAILABLE', 'Busy, try again.');
    // Magic bytes of an image, but not one libvips can decode within the limits.
    if (resized === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Not a usable image.');
    await cache.put(key, resized);
    return send(reply.header('x-image-cache', 'miss'), resized, 'image/webp', source.immutable);
  });
}
