import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFiles } from '../../../web/build-plugins/precompress.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';

/**
 * The web build's compressed copies (apps/web/build-plugins/precompress.ts) as the server sends them: the encoding
 * the browser accepts, for the file's own URL, byte for byte the file once decoded.
 */

const dist = mkdtempSync(join(tmpdir(), 'arcadia-precompressed-'));
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const TINY = 'export const x = 1;\n';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  cpSync(join(import.meta.dirname, 'fixture'), dist, { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), TINY);
  compressFiles(dist);
  const config = loadConfig({ NODE_ENV: 'test' }, { webDist: dist, dataDir: 'memory://' });
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed web assets', () => {
  it('sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps the long cache on compressed copies and leaves small files as they are', async () => {
    const br = await get('/assets/app-abc123.js', 'br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY);
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/app-abc123.js.gz')).statusCode).toBe(404);
  });
});
