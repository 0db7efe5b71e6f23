import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { profiles } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, profiles, uploads and calls for the community tests. */

const BASE = '/svc/community/community';

export interface Player {
  id: number;
  key: string;
  name: string;
  /** The player's profile (made by `withProfile`). */
  xid: string;
}

let next = 0;

/** A player with a session and, unless `profile` is false, one profile (as the profile service makes them). */
export async function newPlayer(t: TestApp, o: { profile?: boolean; name?: string } = {}): Promise<Player> {
  const id = 810_000 + ++next;
  const name = o.name ?? `Writer ${id}`;
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${name}, ${`cm${id}`}, 'vn')`,
  );
  const key = `cm${String(id).padStart(62, '0')}`;
  await createSession(t.database.db, id, 'test', key);
  const player = { id, key, name, xid: '' };
  if (o.profile !== false) player.xid = await addProfile(t, player, name);
  return player;
}

export async function addProfile(t: TestApp, player: { id: number }, name: string, avatarKey = ''): Promise<string> {
  // The profile service's form: a letter, then 9 of a-z0-9.
  const xid = `p${randomBytes(5).toString('hex').slice(0, 9)}`;
  await t.database.db.insert(profiles).values({ xid, userId: player.id, name, avatarKey });
  return xid;
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  data: any;
}

/** A call as the web client makes it; each player has an address of their own. */
export async function call(
  t: TestApp,
  player: Player | undefined,
  path: string,
  o: { body?: object; query?: Record<string, string | number> } = {},
): Promise<Answer> {
  const qs = o.query
    ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const id = player?.id ?? 7;
  const response = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `${BASE}${path}${qs}`,
    headers: player ? signedHeaders({ userId: player.id, secretKey: player.key }) : signedHeaders(),
    remoteAddress: `10.9.${Math.floor(id / 250) % 250}.${(id % 250) + 1}`,
    ...(o.body ? { payload: o.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 200 } } })
    .png()
    .toBuffer();

/** An animated GIF of `frames` frames of width x height, each a different shade (equal frames would merge). */
export async function gif(frames = 3, width = 40, height = 30): Promise<Buffer> {
  const strip = Buffer.alloc(width * height * frames * 4);
  for (let f = 0; f < frames; f++)
    strip.fill(
      Buffer.from([(f * 37) % 256, (f * 91) % 256, 200, 255]),
      f * width * height * 4,
      (f + 1) * width * height * 4,
    );
  return sharp(strip, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ delay: Array.from({ length: frames }, () => 100), loop: 0 })
    .toBuffer();
}

/** The smallest MP4 a browser sniffs: an ftyp box (and some bytes of an mdat after it). */
export function mp4(extra = 1000): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41'),
  ]);
  const mdat = Buffer.concat([Buffer.alloc(4), Buffer.from('mdat'), Buffer.alloc(extra, 7)]);
  mdat.writeUInt32BE(mdat.length, 0);
  return Buffer.concat([ftyp, mdat]);
}

export function webm(): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(200),
  ]);
}

export async function upload(t: TestApp, player: Player, kind: 'image' | 'gif' | 'video', bytes: Buffer) {
  return call(t, player, '/media_upload', { body: { kind, data: dataUrl(bytes) } });
}

/** Uploads an image and answers its key. */
export async function imageKey(t: TestApp, player: Player): Promise<string> {
  const answer = await upload(t, player, 'image', await png());
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  return answer.data.key;
}

export const text = (value: string, style = 'paragraph') => ({ type: 'text', style, items: [[{ text: value }]] });

export const post = (o: Record<string, unknown> = {}) => ({
  title: 'Hello from the test',
  cover: null,
  blocks: [text('First words of a post.')],
  status: 'published',
  ...o,
});

/** Saves a post and answers its view (throws on a refusal). */
export async function publish(t: TestApp, player: Player, o: Record<string, unknown> = {}) {
  const answer = await call(t, player, '/post_save', { body: post(o) });
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  return answer.data.post;
}
