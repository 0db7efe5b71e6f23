import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { EMPTY_SHA256, type S3StoreOptions, s3Store, signV4 } from '../../src/lib/s3-store.ts';
import { blobStoreFor, sweepOrphans } from '../../src/lib/storage.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, newPlayer } from '../profile/support.ts';

/**
 * The S3-compatible blob store (lib/s3-store.ts) against a real S3 server run here (s3rver, a node S3 implementation
 * writing to a temporary folder), its SigV4 against AWS's published example, and the app's uploads going to the bucket
 * with STORAGE=s3.
 *
 * s3rver checks the access key id of every request but not a V4 signature itself (its authentication middleware
 * leaves V4 "unimplemented"), so the signature's correctness is proven by AWS's published test vector below.
 */

const BUCKET = 'arcadia-test';
const folder = mkdtempSync(join(tmpdir(), 'arcadia-s3rver-'));
let server: ChildProcess | undefined;
let port = 0;
const envBefore = { ...process.env };

/**
 * s3rver in its own node process: its continuation tokens use DES, which Node 17+ only has with the OpenSSL legacy
 * provider (a process-wide flag), so it runs as a child with `--openssl-legacy-provider` and prints its port.
 */
function startS3rver(): Promise<number> {
  const script = `
    const S3rver = require(${JSON.stringify(createRequire(import.meta.url).resolve('s3rver'))});
    new S3rver(${JSON.stringify({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      serviceEndpoint: 'test.invalid',
      configureBuckets: [{ name: BUCKET }],
    })}).run().then((a) => console.log(JSON.stringify({ port: a.port })));`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout?.once('data', (line: Buffer) => resolve((JSON.parse(line.toString()) as { port: number }).port));
  });
}

beforeAll(async () => {
  port = await startS3rver();
  Object.assign(process.env, {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'app/',
  });
});
afterAll(async () => {
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  if (server && server.exitCode === null) {
    server.removeAllListeners('exit');
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill();
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

const options = (more: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  endpoint: `http://127.0.0.1:${port}`,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  ...more,
});

describe('SigV4', () => {
  it("matches AWS's published GET object example (S3 SigV4 documentation)", () => {
    const { signature, authorization } = signV4({
      method: 'GET',
      path: '/test.txt',
      query: {},
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("matches AWS's published ListObjects example (query parameters sorted and encoded)", () => {
    const { signature } = signV4({
      method: 'GET',
      path: '/',
      query: { 'max-keys': '2', prefix: 'J' },
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('S3 store against s3rver', () => {
  it('puts, gets, lists and deletes; a missing key reads as undefined; keys stay under the prefix', async () => {
    const store = s3Store(options({ prefix: 'unit/' }));
    const a = await store.put('task-audit', Buffer.from('first'), 'webp');
    const b = await store.put('task-audit', Buffer.from('second'), 'webp');
    const other = await store.put('avatar', Buffer.from('face'), 'webp');
    expect(a).toMatch(/^task-audit\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);
    expect((await store.get(a))?.toString()).toBe('first');
    expect((await store.get(other))?.toString()).toBe('face');
    // Written under the prefix in the bucket (s3rver keeps objects as files under <folder>/<bucket>/<key>).
    expect(readdirSync(join(folder, BUCKET, 'unit'))).toEqual(expect.arrayContaining(['task-audit', 'avatar']));

    const listed = await store.list('task-audit');
    expect(listed.map((x) => x.key).sort()).toEqual([a, b].sort());
    for (const x of listed) expect(Math.abs(x.writtenAt.getTime() - Date.now())).toBeLessThan(60_000);

    await store.delete(a);
    expect(await store.get(a)).toBeUndefined();
    await store.delete(a); // deleting twice is fine
    expect((await store.list('task-audit')).map((x) => x.key)).toEqual([b]);
    expect(await store.get('task-audit/2026-01/00000000000000000000000000000000.webp')).toBeUndefined();
    // Not a server-made key: never sent.
    expect(await store.get('../../etc/passwd')).toBeUndefined();
  });

  it('lists across pages with continuation tokens and sweeps orphans over them', async () => {
    const store = s3Store(options({ prefix: 'paged/', pageSize: 3 }));
    const keys: string[] = [];
    for (let i = 0; i < 8; i += 1) keys.push(await store.put('product', Buffer.from(`p${i}`), 'webp'));
    const listed = await store.list('product');
    expect(listed.map((x) => x.key).sort()).toEqual([...keys].sort());
    const kept = new Set(keys.slice(0, 2));
    const removed = await sweepOrphans(store, 'product', async (batch) => new Set(batch.filter((k) => kept.has(k))), 0);
    expect(removed).toBe(6);
    expect((await store.list('product')).map((x) => x.key).sort()).toEqual([...kept].sort());
  });

  it('addresses the bucket virtual-hosted style (<bucket>.<endpoint host>)', async () => {
    // s3rver takes <bucket>.s3.<serviceEndpoint> as virtual-hosted; the agent resolves those names to this machine.
    const agent = new http.Agent({
      lookup: (_host, lookupOptions, done) => {
        const answer = done as (
          e: null,
          address: string | { address: string; family: number }[],
          family?: number,
        ) => void;
        if ((lookupOptions as { all?: boolean }).all) answer(null, [{ address: '127.0.0.1', family: 4 }]);
        else answer(null, '127.0.0.1', 4);
      },
    });
    const store = s3Store(
      options({ endpoint: `http://s3.test.invalid:${port}`, forcePathStyle: false, prefix: 'vhost/', agent }),
    );
    const key = await store.put('avatar', Buffer.from('hosted'), 'webp');
    expect((await store.get(key))?.toString()).toBe('hosted');
    expect((await store.list('avatar')).map((x) => x.key)).toEqual([key]);
    // And it really is in the bucket, as a path-style client sees it.
    expect((await s3Store(options({ prefix: 'vhost/' })).get(key))?.toString()).toBe('hosted');
    agent.destroy();
  });

  it('surfaces refusals and failures instead of losing data', async () => {
    const stranger = s3Store(options({ accessKeyId: 'NOBODY' }));
    await expect(stranger.put('avatar', Buffer.from('x'), 'webp')).rejects.toThrow(/403 InvalidAccessKeyId/);
    await expect(stranger.list('avatar')).rejects.toThrow(/403 InvalidAccessKeyId/);
    const noBucket = s3Store(options({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get('avatar/2026-01/00000000000000000000000000000000.webp')).rejects.toThrow(
      /404 NoSuchBucket/,
    );
    await expect(noBucket.put('avatar', Buffer.from('x'), 'webp')).rejects.toThrow(/NoSuchBucket/);
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const store = s3Store(
      options({ endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 300 }),
    );
    const started = Date.now();
    await expect(store.get('avatar/2026-01/00000000000000000000000000000000.webp')).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    silent.closeAllConnections();
    await new Promise((done) => silent.close(done));
  });
});

describe('STORAGE=s3 configuration', () => {
  it('refuses to start without the required settings, naming them and hiding secrets', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: BUCKET })).toThrow(
      /STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 'cloud' })).toThrow(/STORAGE:/);
    let message = '';
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'shh' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_BUCKET: must be an S3 bucket name/);
    expect(message).not.toMatch(/needs S3_BUCKET/);
    expect(message).not.toContain('shh');
  });

  it('selects the S3 store by STORAGE, the disk or memory store otherwise', async () => {
    const settings = loadConfig({ ...process.env }).settings;
    const store = blobStoreFor('memory://', settings);
    const key = await store.put('avatar', Buffer.from('picked'), 'webp');
    expect(readdirSync(join(folder, BUCKET, 'app', 'avatar'))).toHaveLength(1);
    expect((await s3Store(options({ prefix: 'app/' })).get(key))?.toString()).toBe('picked');
    await store.delete(key);
    const memory = blobStoreFor('memory://', loadConfig({}).settings);
    const inMemory = await memory.put('avatar', Buffer.from('m'), 'webp');
    expect(await s3Store(options({ prefix: 'app/' })).get(inMemory)).toBeUndefined();
  });
});

describe.each(DB_KINDS)('app uploads with STORAGE=s3 (%s)', (kind) => {
  const t = useTestApp(kind);

  it('an uploaded avatar is stored in the bucket and served from it', async () => {
    const p = await newPlayer(t);
    const xid = (await call(t, p, '/mine')).data.shown_xid as string;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const answer = await call(t, p, '/upload_image', {
      body: { xid, kind: 'avatar', img: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const url = answer.data.profile.avatar_url as string;
    const key = url.slice('/img/'.length);
    // In the bucket, under the configured prefix, read back by an independent client of the same bucket.
    const inBucket = await s3Store(options({ prefix: 'app/' })).get(key);
    expect(inBucket?.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.blobs.list('avatar')).map((x) => x.key)).toContain(key);
    const served = await t.app.inject({ method: 'GET', url: `${url}?w=32&q=75&fm=webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });
});
