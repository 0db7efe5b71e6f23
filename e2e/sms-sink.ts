import { createServer, type Server } from 'node:http';
import { handleBotApi } from './social/bot-api-double.ts';

/**
 * The SMS provider double for the whole e2e run: the server is started with SMS_PROVIDER=http and
 * SMS_HTTP_URL=<sink>/sms, so one-time codes are really sent over HTTP. The sink keeps the last text per
 * phone; specs read it with GET <sink>/last?to=<phone> (and the read consumes it). The same server answers the
 * Telegram Bot API double's paths (social/bot-api-double.ts; the server's TG_API_BASE points here).
 */
export function startSmsSink(port: number): Promise<Server> {
  const last = new Map<string, string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'GET' && url.pathname === '/last') {
      const to = url.searchParams.get('to') ?? '';
      const text = last.get(to);
      last.delete(to);
      res
        .writeHead(text ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: text ?? null }));
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (handleBotApi(req, res, url, body)) return;
      try {
        const { to, text } = JSON.parse(body) as { to: string; text: string };
        last.set(to, text);
      } catch {}
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
