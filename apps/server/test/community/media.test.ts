import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { diskStore } from '../../src/lib/storage.ts';
import { parseRange, sniffVideo, storedVideo, uploadMedia } from '../../src/services/community/media-service.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, dataUrl, gif, mp4, newPlayer, png, upload, webm } from './support.ts';

/** Uploads for posts: sniffed by their bytes, capped by size and pixels, pictures re-encoded; videos with ranges. */

describe.each(DB_KINDS)('community: media (%s)', (kind) => {
  const t = useTestApp(kind);

  it('re-encodes a picture to WebP within 1600 px, whatever type the data URL claims', async () => {
    const ana = await newPlayer(t);
    const big = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const answer = await call(t, ana, '/media_upload', { body: { kind: 'image', data: dataUrl(big, 'image/gif') } });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ kind: 'image', content_type: 'image/webp', width: 1600, height: 500 });
    expect(answer.data.key).toMatch(/^post\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(answer.data.url).toBe(`/img/${answer.data.key}`);
    const stored = (await t.app.blobs.get(answer.data.key)) as Buffer;
    expect(stored.toString('ascii', 8, 12)).toBe('WEBP');
    const served = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('turns an animated GIF into an animated WebP and refuses GIFs past the frame and pixel caps', async () => {
    const ana = await newPlayer(t);
    const answer = await upload(t, ana, 'gif', await gif(4, 50, 20));
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ kind: 'gif', content_type: 'image/webp', width: 50, height: 20 });
    const stored = (await t.app.blobs.get(answer.data.key)) as Buffer;
    const meta = await sharp(stored, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(4);

    const tooManyFrames = await upload(t, ana, 'gif', await gif(301, 4, 4));
    expect(tooManyFrames.code).toBe(ErrorCode.VALIDATION);
    expect(tooManyFrames.data.data[0]).toContain('300 frames');
    const hugeFrame = await upload(t, ana, 'gif', await gif(1, 1100, 1000));
    expect(hugeFrame.code).toBe(ErrorCode.VALIDATION);
    expect(hugeFrame.data.data[0]).toContain('pixels');
  });

  it('stores an MP4 or WebM as sent, and refuses anything else as a video', async () => {
    const ana = await newPlayer(t);
    const clip = mp4(5000);
    const answer = await upload(t, ana, 'video', clip);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ kind: 'video', content_type: 'video/mp4', bytes: clip.length, width: 0 });
    expect(answer.data.key).toMatch(/^post-video\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/);
    expect(answer.data.url).toBe(`/video/${answer.data.key}`);
    expect((await t.app.blobs.get(answer.data.key))?.equals(clip)).toBe(true);
    const other = await upload(t, ana, 'video', webm());
    expect(other.data).toMatchObject({ content_type: 'video/webm' });
    expect(sniffVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
  });

  it('refuses uploads by type, size and pixel count, with a field error and nothing stored', async () => {
    const ana = await newPlayer(t);
    const before = (await t.app.blobs.list('post')).length + (await t.app.blobs.list('post-video')).length;
    const refused = async (kind: string, data: string) => {
      const answer = await call(t, ana, '/media_upload', { body: { kind, data } });
      expect(answer.code, JSON.stringify(answer).slice(0, 300)).toBe(ErrorCode.VALIDATION);
      expect(answer.data.data ?? answer.data.kind).toBeDefined();
      return answer;
    };
    const html = Buffer.from('<svg onload="alert(1)"><script>alert(1)</script></svg>');
    await refused('image', dataUrl(html, 'image/png'));
    await refused('image', dataUrl(await gif(), 'image/png'));
    await refused('gif', dataUrl(await png(), 'image/gif'));
    await refused('video', dataUrl(await png(), 'video/mp4'));
    await refused('video', dataUrl(html, 'video/mp4'));
    await refused('image', 'not a data url');
    await refused('image', 'data:image/png;base64,');
    await refused('audio', dataUrl(mp4()));
    // A decompression bomb: 50 million pixels in a tiny PNG.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refused('image', dataUrl(bomb))).data.data[0]).toBe('The file could not be read');
    // Past the size caps (8 MB for a picture, 20 MB for a video).
    const nineMb = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
    expect((await refused('image', dataUrl(nineMb))).data.data[0]).toContain('8 MB');
    const bigVideo = mp4(20 * 1024 * 1024);
    expect((await refused('video', dataUrl(bigVideo))).data.data[0]).toContain('20 MB');
    const after = (await t.app.blobs.list('post')).length + (await t.app.blobs.list('post-video')).length;
    expect(after).toBe(before);
  });

  it('serves a video with its sniffed type, nosniff and byte ranges', async () => {
    const ana = await newPlayer(t);
    const clip = mp4(3000);
    const { data } = await upload(t, ana, 'video', clip);
    const whole = await t.app.inject({ method: 'GET', url: data.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${clip.length}`);
    expect(part.rawPayload.toString('ascii')).toBe('ftypisom');
    const tail = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await t.app.inject({ method: 'GET', url: data.url, headers: { range: `bytes=${clip.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${clip.length}`);
    const head = await t.app.inject({ method: 'HEAD', url: data.url });
    expect(head.statusCode).toBe(200);
    for (const url of [`/video/post-video/2025-01/${'0'.repeat(32)}.mp4`, '/video/../../etc/passwd', '/video/x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A picture's key is never served as a video.
    const picture = await upload(t, ana, 'image', await png());
    expect((await t.app.inject({ method: 'GET', url: `/video/${picture.data.key}` })).statusCode).toBe(404);
  });

  it('keeps every kind of upload readable from the disk store the servers use', async () => {
    const ana = await newPlayer(t);
    const dir = mkdtempSync(join(tmpdir(), 'posts-media-'));
    try {
      const store = diskStore(dir);
      const deps = { db: t.database.db, store };
      for (const [kind, bytes] of [
        ['video', mp4(100)],
        ['video', webm()],
        ['image', await png()],
        ['gif', await gif()],
      ] as const) {
        const made = await uploadMedia(deps, ana.id, { kind, data: dataUrl(bytes) });
        expect(await store.get(made.key), made.key).toBeDefined();
        if (kind === 'video') expect((await storedVideo(store, made.key))?.type).toBe(made.content_type);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('limits uploads per player', async () => {
    const ana = await newPlayer(t);
    const small = dataUrl(mp4(10));
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await call(t, ana, '/media_upload', { body: { kind: 'video', data: small } })).code);
    expect(codes.slice(0, 60).every((c) => c === 0)).toBe(true);
    expect(codes[60]).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('byte ranges', () => {
  it('reads single ranges and refuses what cannot be served', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
    for (const bad of ['bytes=100-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,3-4'])
      expect(parseRange(bad, 100), bad).toBe('unsatisfiable');
  });
});
