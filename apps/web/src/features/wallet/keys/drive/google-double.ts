import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A double of the two Google services the Drive adapter talks to, for tests only (Node; never bundled):
 * - GET /gsi/client: a stand-in for the Google Identity Services script; its token client asks
 *   GET /gsi/token (recording client id and scope) instead of showing Google's consent popup;
 * - the Drive v3 subset the adapter uses: about, files.list (spaces=appDataFolder), files.get alt=media,
 *   files.create / files.update with uploadType=multipart. Multipart bodies are parsed and checked;
 *   every request is recorded. GET /__double/state answers the records (for e2e, which runs elsewhere).
 * Unit tests (google-drive.test.ts) and the e2e run (e2e/global-setup.ts) start it on 127.0.0.1.
 */
interface DoubleFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  content: string;
  modifiedTime: string;
}

interface DoubleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  /** Multipart uploads: the parsed parts. */
  parts?: { headers: Record<string, string>; body: string }[];
}

export interface GoogleDouble {
  url: string;
  files: Map<string, DoubleFile>;
  requests: DoubleRequest[];
  tokens: { client_id: string; scope: string; token: string }[];
  close(): Promise<void>;
}

const GIS_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = {
    initTokenClient(config) {
      return {
        requestAccessToken() {
          const q = new URLSearchParams({ client_id: config.client_id, scope: config.scope });
          fetch(origin + '/gsi/token?' + q).then((r) => r.json()).then(
            (answer) => (answer.error && config.error_callback ? config.error_callback({ type: answer.error }) : config.callback(answer)),
            (error) => config.error_callback && config.error_callback({ type: 'popup_failed_to_open', message: String(error) }),
          );
        },
      };
    },
  };
})();`;

/** Splits a multipart body by its boundary into parts with headers (RFC 2046). */
export function parseMultipart(body: string, contentType: string) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw new Error('multipart without a boundary');
  const chunks = body.split(`--${boundary}`);
  if (chunks.at(-1)?.trim() !== '--' && !chunks.at(-1)?.startsWith('--')) throw new Error('no closing boundary');
  return chunks.slice(1, -1).map((chunk) => {
    const text = chunk.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = text.indexOf('\r\n\r\n');
    if (split < 0) throw new Error('part without headers');
    const headers: Record<string, string> = {};
    for (const line of text.slice(0, split).split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { headers, body: text.slice(split + 4) };
  });
}

export function startGoogleDouble(options: { port?: number; email?: string } = {}): Promise<GoogleDouble> {
  const files = new Map<string, DoubleFile>();
  const requests: DoubleRequest[] = [];
  const tokens: GoogleDouble['tokens'] = [];
  const email = options.email ?? 'player@example.com';
  let nextId = 1;

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') =>
    res
      .writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
      })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  const fileOut = (f: DoubleFile, fields: string | undefined) => {
    const all: Record<string, unknown> = { id: f.id, name: f.name, mimeType: f.mimeType, modifiedTime: f.modifiedTime };
    if (!fields) return { kind: 'drive#file', id: f.id, name: f.name, mimeType: f.mimeType };
    return Object.fromEntries(fields.split(',').map((k) => [k.trim(), all[k.trim()]]));
  };

  function upload(req: DoubleRequest, body: string, res: ServerResponse, existing?: DoubleFile) {
    if (req.query.uploadType !== 'multipart')
      return send(res, 400, { error: { message: 'uploadType must be multipart' } });
    let parts: NonNullable<DoubleRequest['parts']>;
    try {
      parts = parseMultipart(body, req.contentType ?? '');
    } catch (failure) {
      return send(res, 400, { error: { message: (failure as Error).message } });
    }
    req.parts = parts;
    if (!/^multipart\/related;/.test(req.contentType ?? ''))
      return send(res, 400, { error: { message: 'not multipart/related' } });
    const [meta, media] = parts;
    if (parts.length !== 2 || !meta || !media || !meta.headers['content-type']?.startsWith('application/json'))
      return send(res, 400, { error: { message: 'expected metadata then media' } });
    const metadata = JSON.parse(meta.body) as { name?: string; mimeType?: string; parents?: string[] };
    if (!existing && JSON.stringify(metadata.parents) !== '["appDataFolder"]')
      return send(res, 400, { error: { message: 'backups go to appDataFolder' } });
    const file: DoubleFile = {
      id: existing?.id ?? `drv${String(nextId++).padStart(4, '0')}`,
      name: metadata.name ?? existing?.name ?? 'Untitled',
      mimeType: metadata.mimeType ?? existing?.mimeType ?? media.headers['content-type'] ?? 'application/octet-stream',
      parents: existing?.parents ?? metadata.parents ?? [],
      content: media.body,
      modifiedTime: new Date(Date.now() + nextId).toISOString(),
    };
    files.set(file.id, file);
    return send(res, 200, fileOut(file, req.query.fields));
  }

  function handle(req: DoubleRequest, body: string, res: ServerResponse) {
    if (req.path === '/__double/state') return send(res, 200, { files: [...files.values()], requests, tokens });
    if (req.path === '/gsi/client') return send(res, 200, GIS_SCRIPT, 'text/javascript');
    if (req.path === '/gsi/token') {
      const token = `double-token-${tokens.length + 1}`;
      tokens.push({ client_id: req.query.client_id ?? '', scope: req.query.scope ?? '', token });
      return send(res, 200, { access_token: token, expires_in: 3599, scope: req.query.scope, token_type: 'Bearer' });
    }
    const bearer = req.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.some((t) => t.token === bearer))
      return send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (req.method === 'GET' && req.path === '/drive/v3/about')
      return send(res, 200, { user: { emailAddress: email } });
    if (req.method === 'POST' && req.path === '/upload/drive/v3/files') return upload(req, body, res);
    const patch = /^\/upload\/drive\/v3\/files\/([^/]+)$/.exec(req.path);
    if (req.method === 'PATCH' && patch) {
      const existing = files.get(decodeURIComponent(patch[1] as string));
      return existing ? upload(req, body, res, existing) : send(res, 404, { error: { code: 404 } });
    }
    if (req.method === 'GET' && req.path === '/drive/v3/files') {
      const space = req.query.spaces ?? 'drive';
      const contains = /name contains '([^']*)'/.exec(req.query.q ?? '')?.[1] ?? '';
      const found = [...files.values()]
        .filter((f) => (space === 'appDataFolder') === f.parents.includes('appDataFolder'))
        .filter((f) => f.name.includes(contains))
        .sort((a, b) => b.modifiedTime.localeCompare(a.modifiedTime));
      const fields = /^files\((.*)\)$/.exec(req.query.fields ?? '')?.[1];
      return send(res, 200, { files: found.map((f) => fileOut(f, fields)) });
    }
    const get = /^\/drive\/v3\/files\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const file = files.get(decodeURIComponent(get[1] as string));
      if (!file) return send(res, 404, { error: { code: 404, message: 'File not found' } });
      return req.query.alt === 'media'
        ? send(res, 200, file.content, file.mimeType)
        : send(res, 200, fileOut(file, req.query.fields));
    }
    return send(res, 404, { error: { code: 404, message: `no route ${req.method} ${req.path}` } });
  }

  const server: Server = createServer((incoming: IncomingMessage, res) => {
    if (incoming.method === 'OPTIONS') return send(res, 204, '');
    const url = new URL(incoming.url ?? '/', 'http://double');
    const req: DoubleRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: incoming.headers.authorization ?? null,
      contentType: incoming.headers['content-type'] ?? null,
    };
    if (req.path !== '/__double/state') requests.push(req);
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => {
      body += chunk;
    });
    incoming.on('end', () => handle(req, body, res));
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        files,
        requests,
        tokens,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
