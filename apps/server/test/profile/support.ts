import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, calls and pictures for the profile tests. */

const BASE = '/svc/profile/profile';

export interface Player {
  id: number;
  key: string;
  name: string;
}

let next = 0;

/** `count` users with sessions, ids far from the demo data's; each with a username, intro and no pictures. */
export async function newPlayers(t: TestApp, count: number): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 730_000 + ++next;
    made.push({ id, key: `pf${String(id).padStart(62, '0')}`, name: `Player ${id}` });
  }
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, intro, country_code) values ${sql.join(
      made.map((p) => sql`(${p.id}, ${p.name}, ${`pf${p.id}`}, ${'Hello from the start'}, 'vn')`),
      sql`, `,
    )}`,
  );
  for (const p of made) await createSession(t.database.db, p.id, 'test', p.key);
  return made;
}

export const newPlayer = async (t: TestApp) => (await newPlayers(t, 1))[0] as Player;
export const newKey = () => randomBytes(12).toString('hex');

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  data: any;
}

export interface CallOptions {
  body?: object;
  query?: Record<string, string | number>;
  key?: string;
  ip?: string;
}

/** A call as the web client makes it; each player has an address of their own unless the test names one. */
export async function call(t: TestApp, player: Player | undefined, path: string, o: CallOptions = {}): Promise<Answer> {
  const extra: Record<string, string> = {};
  if (o.key !== undefined) extra['Idempotency-Key'] = o.key;
  const qs = o.query
    ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const id = player?.id ?? 1;
  const response = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `${BASE}${path}${qs}`,
    headers: player ? signedHeaders({ userId: player.id, secretKey: player.key, extra }) : signedHeaders({ extra }),
    remoteAddress: o.ip ?? `10.${Math.floor(id / 62_500) % 250}.${Math.floor(id / 250) % 250}.${(id % 250) + 1}`,
    ...(o.body ? { payload: o.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

/** The user row the rest of the app reads (user info): what the shown profile mirrors into. */
export async function userRow(t: TestApp, userId: number) {
  const [row] = await rows<{ username: string; head_url: string; intro: string; background_image: string }>(
    t.database.db,
    sql`select username, head_url, intro, background_image from users where id = ${userId}`,
  );
  return row;
}

/** A real picture as a data URL: a gradient PNG (or JPEG) of the given size. */
export async function pictureUrl(width = 64, height = 48, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#6a5cff"/><stop offset="1" stop-color="#ff6a9a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const bytes = await sharp(Buffer.from(svg))[format]().toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/**
 * A PNG whose header declares a width x height canvas, followed by a chunk of pixel data that is not deflate and
 * the end chunk: what a decompression bomb's header looks like, readable as a header but not decodable.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('not deflate data at all')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
