import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';

/** A 800x400 PNG of two colours, made here (nothing fetched). */
const picture = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#7c6cf2' } })
    .composite([
      {
        input: Buffer.from('<svg width="400" height="400"><rect width="400" height="400" fill="#ffc94d"/></svg>'),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const webDist = mkdtempSync(join(tmpdir(), 'arcadia-img-'));
mkdirSync(join(webDist, 'img', 'brand'), { recursive: true });

describe('the image endpoint (spec section 5: images resized to webp)', () => {
  const t = useTestApp('pglite', { config: { webDist } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('resizes a public upload to webp once, then answers from the cache with the same bytes', async () => {
    const key = await t.app.blobs.put('avatar', await picture(), 'png');
    const first = await get(`/img/${key}?w=256&q=75&fm=webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 128,
    });
    const second = await get(`/img/${key}?w=256&q=75&fm=webp`);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // No width: the original size, re-encoded; a width past the picture's own is not enlarged.
    expect((await sharp((await get(`/img/${key}?w=2048&fm=webp`)).rawPayload).metadata()).width).toBe(800);
    const original = await get(`/img/${key}`);
    expect(original.headers['content-type']).toBe('image/png');
  });

  it('serves the images the app ships under the web build, with a shorter cache', async () => {
    writeFileSync(join(webDist, 'img', 'brand', 'cover.png'), await picture());
    const res = await get('/img/brand/cover.png?w=128&fm=webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(128);
  });

  it('never serves private uploads, paths outside the folder, or what is not an image', async () => {
    const audit = await t.app.blobs.put('task-audit', await picture(), 'png');
    for (const url of [
      `/img/${audit}?w=64&fm=webp`,
      '/img/..%2F..%2Fpackage.json',
      '/img/brand/../../../../etc/passwd',
      '/img/brand/missing.png',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 404,
        code: ErrorCode.NOT_FOUND,
      });
    }
    writeFileSync(join(webDist, 'img', 'brand', 'notes.png'), 'not a picture at all');
    expect((await get('/img/brand/notes.png')).statusCode).toBe(404);
    // PNG magic bytes followed by garbage: sniffed as PNG, refused when libvips cannot decode it.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const broken = await t.app.blobs.put('avatar', fake, 'png');
    const res = await get(`/img/${broken}?w=64&fm=webp`);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({
      status: 415,
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    });
  });

  it('accepts only bounded widths and qualities, so one picture has few variants', async () => {
    const key = await t.app.blobs.put('avatar', await picture(), 'png');
    const bad = await get(`/img/${key}?w=100&q=5&fm=png`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data).sort()).toEqual(['fm', 'q', 'w']);
    expect((await get(`/img/${key}?w=4096&fm=webp`)).statusCode).toBe(400);
  });
});
