import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for one double: `handle` answers every request; the body arrives as text. */
abstract class HttpDouble {
  base = '';
  private server: Server | undefined;

  protected abstract handle(req: IncomingMessage, url: URL, body: string, res: ServerResponse): void;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => this.handle(req, new URL(req.url ?? '/', 'http://double'), body, res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
export const newVerifier = () => randomBytes(48).toString('base64url');

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  userId: string;
  username: string;
}

/**
 * An OAuth 2 provider double: the test issues an authorization code for a PKCE challenge (what the consent screen
 * would do), the token endpoint checks client authentication, redirect_uri and S256(code_verifier) = challenge and
 * spends the code once; the userinfo endpoint answers the user for a live access token. `failNext` makes the next
 * request to an endpoint answer with that status.
 */
export class OAuthDouble extends HttpDouble {
  readonly clientId = 'arcadia-social-client';
  readonly clientSecret = 'social-secret-1';
  private codes = new Map<string, IssuedCode>();
  private tokens = new Map<string, IssuedCode>();
  failNext: { token?: number; userinfo?: number } = {};
  tokenRequests: URLSearchParams[] = [];

  issueCode(verifier: string, redirectUri: string, userId: string, username = `user${userId}`): string {
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { challenge: pkceChallenge(verifier), redirectUri, userId, username });
    return code;
  }

  protected handle(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      this.tokenRequests.push(form);
      if (this.failNext.token) {
        const status = this.failNext.token;
        this.failNext.token = undefined;
        return json(res, status, { error: 'server_error' });
      }
      const basic = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
      const issued = this.codes.get(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !issued) return json(res, 400, { error: 'invalid_grant' });
      this.codes.delete(form.get('code') ?? '');
      if (issued.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      if (pkceChallenge(form.get('code_verifier') ?? '') !== issued.challenge)
        return json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier mismatch' });
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, issued);
      return json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 7200 });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      if (this.failNext.userinfo) {
        const status = this.failNext.userinfo;
        this.failNext.userinfo = undefined;
        return json(res, status, { error: 'unavailable' });
      }
      const user = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!user) return json(res, 401, { error: 'invalid_token' });
      return json(res, 200, { data: { id: user.userId, username: user.username } });
    }
    json(res, 404, { error: 'not_found' });
  }
}

/**
 * A Telegram Bot API double answering getChatMember like Telegram does: member statuses from `members`
 * ('chat:user' -> status), 'left' for a known chat otherwise, 400 "user not found" for users in `unknownUsers`,
 * 400 "chat not found" for other chats, 401 for an unknown bot token, 500 for chat '@broken'.
 */
export class BotApiDouble extends HttpDouble {
  members = new Map<string, string>();
  chats = new Set<string>();
  unknownUsers = new Set<number>();
  calls: { token: string; chatId: string; userId: string }[] = [];
  private readonly tokens: string[];
  constructor(tokens: string[]) {
    super();
    this.tokens = tokens;
  }

  protected handle(_req: IncomingMessage, url: URL, _body: string, res: ServerResponse) {
    const match = /^\/bot([^/]+)\/getChatMember$/.exec(url.pathname);
    if (!match) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    const token = decodeURIComponent(match[1] ?? '');
    const chatId = url.searchParams.get('chat_id') ?? '';
    const userId = url.searchParams.get('user_id') ?? '';
    this.calls.push({ token, chatId, userId });
    if (!this.tokens.includes(token))
      return json(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (chatId === '@broken')
      return json(res, 500, { ok: false, error_code: 500, description: 'Internal Server Error' });
    if (!this.chats.has(chatId))
      return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
    if (this.unknownUsers.has(Number(userId)))
      return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: user not found' });
    const status = this.members.get(`${chatId}:${userId}`) ?? 'left';
    json(res, 200, { ok: true, result: { status, user: { id: Number(userId), is_bot: false, first_name: 'T' } } });
  }
}

/** A reCAPTCHA siteverify double: answers per token from `answers` (default success, score 0.9, action given). */
export class CaptchaDouble extends HttpDouble {
  readonly secret = 'captcha-secret-1';
  answers = new Map<string, Record<string, unknown> | number>();
  requests: URLSearchParams[] = [];

  protected handle(req: IncomingMessage, _url: URL, body: string, res: ServerResponse) {
    const form = new URLSearchParams(body);
    this.requests.push(form);
    if (req.method !== 'POST' || form.get('secret') !== this.secret)
      return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const answer = this.answers.get(form.get('response') ?? '') ?? { success: true, score: 0.9 };
    if (typeof answer === 'number') return json(res, answer, { error: 'unavailable' });
    json(res, 200, answer);
  }
}
