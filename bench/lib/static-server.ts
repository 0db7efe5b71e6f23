import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** A file's bytes in the encoding the request accepts: Brotli 11 or gzip 9, as the app's server sends its build. */
function encoded(file: string, accept: string, cache: Map<string, Buffer>): { body: Buffer; encoding?: string } {
  const body = readFileSync(file);
  if (!TEXT.has(extname(file)) || body.length < 1024) return { body };
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const key = `${encoding}:${file}`;
  let compressed = cache.get(key);
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
        : gzipSync(body, { level: 9 });
    cache.set(key, compressed);
  }
  return { body: compressed, encoding };
}

/**
 * Serves a built folder on loopback (the empty React page); unknown paths get index.html. Text files go out
 * compressed as the app's own are (apps/web/build-plugins/precompress.ts), so the two are compared alike.
 */
export async function serveStatic(root: string, port: number): Promise<Server> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const { body, encoding } = encoded(file, String(request.headers['accept-encoding'] ?? ''), cache);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      'content-length': String(body.length),
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
