import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@arcadia/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { type Answer, call, newPlayer, newPlayers, type Player, pictureUrl, pngDeclaring, userRow } from './support.ts';

/** Profile pictures (issue 22): stored re-encoded as WebP, served by /img; refused by type, size and pixel count. */

const upload = (t: TestApp, p: Player, xid: string, kind: 'avatar' | 'background', img: string) =>
  call(t, p, '/upload_image', { body: { xid, kind, img } });
const shownXid = async (t: TestApp, p: Player) => (await call(t, p, '/mine')).data.shown_xid as string;
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

async function blobCount(t: TestApp): Promise<number> {
  return (await t.app.blobs.list('avatar')).length + (await t.app.blobs.list('profile-bg')).length;
}

function expectImageRefusal(answer: Answer, message: RegExp) {
  expect(answer.code, JSON.stringify(answer)).toBe(ErrorCode.VALIDATION);
  expect(Object.keys(answer.data)).toEqual(['img']);
  expect(answer.data.img.join(' ')).toMatch(message);
}

describe.each(DB_KINDS)('profile: pictures (%s)', (kind) => {
  const t = useTestApp(kind);

  it('stores an avatar and a background as WebP under their public areas; the user info follows', async () => {
    const p = await newPlayer(t);
    const xid = await shownXid(t, p);
    const avatar = await upload(t, p, xid, 'avatar', await pictureUrl(2000, 1000));
    expect(avatar.code, JSON.stringify(avatar)).toBe(0);
    const avatarUrl = avatar.data.profile.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/img\/avatar\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);
    const stored = await t.app.blobs.get(avatarUrl.slice(5));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);

    const background = await upload(t, p, xid, 'background', await pictureUrl(2400, 800, 'jpeg'));
    expect(background.code).toBe(0);
    const backgroundUrl = background.data.profile.background_url as string;
    expect(backgroundUrl).toMatch(/^\/img\/profile-bg\/.+\.webp$/);
    expect((await sharp(await t.app.blobs.get(backgroundUrl.slice(5))).metadata()).width).toBe(1600);
    expect(await userRow(t, p.id)).toMatchObject({ head_url: avatarUrl, background_image: backgroundUrl });

    // Anyone can fetch it through the resize endpoint.
    const served = await t.app.inject({ method: 'GET', url: `${avatarUrl}?w=96&q=75&fm=webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(96);
    const read = (await call(t, undefined, '/public', { query: { xid } })).data;
    expect(read).toMatchObject({ avatar_url: avatarUrl, background_url: backgroundUrl });
  });

  it('deletes the picture a new one replaces, and leaves the user info alone for a profile not shown', async () => {
    const p = await newPlayer(t);
    const first = await shownXid(t, p);
    const old = (await upload(t, p, first, 'avatar', await pictureUrl())).data.profile.avatar_url as string;
    const fresh = (await upload(t, p, first, 'avatar', await pictureUrl(80, 80))).data.profile.avatar_url as string;
    expect(fresh).not.toBe(old);
    expect(await t.app.blobs.get(old.slice(5))).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);

    const second = (await call(t, p, '/create', { body: { name: 'Other' }, key: randomBytes(8).toString('hex') })).data
      .profile.xid as string;
    await call(t, p, '/select', { body: { xid: first } });
    const side = await upload(t, p, second, 'avatar', await pictureUrl());
    expect(side.code).toBe(0);
    expect(side.data.profile.shown).toBe(false);
    expect((await userRow(t, p.id))?.head_url).toBe(fresh);
    // Deleting a profile removes its pictures.
    const sideKey = (side.data.profile.avatar_url as string).slice(5);
    expect((await call(t, p, '/delete', { body: { xid: second } })).code).toBe(0);
    expect(await t.app.blobs.get(sideKey)).toBeUndefined();
  });

  it('takes a picture up to 2 MB (above the server’s 1 MB default body limit)', async () => {
    const p = await newPlayer(t);
    const noise = await sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1.2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(2 * 1024 * 1024);
    const answer = await upload(t, p, await shownXid(t, p), 'background', dataUrl(noise));
    expect(answer.code, JSON.stringify(answer).slice(0, 300)).toBe(0);
  });

  it('refuses pictures by type, size and pixel count, stores nothing and changes nothing', async () => {
    const p = await newPlayer(t);
    const xid = await shownXid(t, p);
    const before = await blobCount(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    // A GIF, an SVG and HTML sent as PNG: the bytes decide.
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(gif)), /PNG, JPEG or WebP/);
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(svg)), /PNG, JPEG or WebP/);
    expectImageRefusal(await upload(t, p, xid, 'background', dataUrl(html, 'jpeg')), /PNG, JPEG or WebP/);
    // Declared types other than PNG, JPEG or WebP never pass the contract.
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(svg, 'svg+xml')), /data URL/);
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(gif, 'gif')), /data URL/);
    // Over 2 MB.
    const huge = Buffer.concat([pngDeclaring(100, 100), randomBytes(2 * 1024 * 1024 + 10)]);
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(huge)), /larger than 2 MB/);
    // A small file whose header declares 100000 x 100000 pixels (a decompression bomb), and one just past the cap.
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(pngDeclaring(100_000, 100_000))), /too many pixels/);
    expectImageRefusal(await upload(t, p, xid, 'background', dataUrl(pngDeclaring(6000, 4001))), /too many pixels/);
    // A PNG header with nothing decodable after it.
    expectImageRefusal(await upload(t, p, xid, 'avatar', dataUrl(pngDeclaring(64, 64))), /could not be read/);
    expectImageRefusal(await upload(t, p, xid, 'avatar', 'data:image/png;base64,===================='), /.+/);
    expect(await blobCount(t)).toBe(before);
    expect((await call(t, p, '/mine')).data.profiles[0]).toMatchObject({ avatar_url: '', background_url: '' });
    expect((await userRow(t, p.id))?.head_url).toBe('');
  });

  it('refuses a picture for someone else’s profile, or an unknown kind', async () => {
    const [p, stranger] = (await newPlayers(t, 2)) as [Player, Player];
    const xid = await shownXid(t, p);
    const before = await blobCount(t);
    const theirs = await upload(t, stranger, xid, 'avatar', await pictureUrl());
    expect(theirs.code).toBe(ErrorCode.NOT_FOUND);
    const odd = await call(t, p, '/upload_image', { body: { xid, kind: 'banner', img: await pictureUrl() } });
    expect(odd.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(odd.data)).toEqual(['kind']);
    expect(await blobCount(t)).toBe(before);
  });
});
