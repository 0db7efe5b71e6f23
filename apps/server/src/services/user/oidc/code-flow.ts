import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../lib/errors.ts';
import type { FastStore } from '../../../lib/fast-store.ts';
import type { OidcProviderConfig, ProviderName } from './providers.ts';

/**
 * The browser's third-party login: OpenID Connect's authorization-code flow with PKCE (RFC 7636, S256), run by the
 * server. `start` keeps a flow under a random `state` (code verifier, nonce, where to return) for FLOW_TTL_MS and
 * answers the provider's authorization URL; `finish` takes the flow once (a replayed or forged state is refused),
 * trades the code and verifier for tokens at the provider's token endpoint and answers the id token to verify.
 * The login itself is then handed to the page as a one-time ticket (`issueTicket`/`takeTicket`), so no session key
 * or token ever appears in a URL.
 */
export const FLOW_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 2 * 60_000;

interface Endpoints {
  authorization: string;
  token: string;
}

export interface StartedFlow {
  provider: ProviderName;
  /** SHA-256 of the random value the starting browser holds in a cookie: only that browser may finish the flow. */
  browser: string;
  verifier: string;
  nonce: string;
  backUrl: string;
  locale: string;
}

export interface LoginTicket {
  userId: number;
  provider: ProviderName;
  isNew: boolean;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export class OidcCodeFlow {
  private readonly providers = new Map<ProviderName, OidcProviderConfig>();
  private readonly endpoints = new Map<ProviderName, Promise<Endpoints>>();

  private readonly store: FastStore;
  private readonly redirectUri: string;
  private readonly fetchImpl: typeof fetch;

  constructor(configs: OidcProviderConfig[], store: FastStore, redirectUri: string, fetchImpl: typeof fetch = fetch) {
    for (const config of configs) this.providers.set(config.name, config);
    this.store = store;
    this.redirectUri = redirectUri;
    this.fetchImpl = fetchImpl;
  }

  /** The provider's authorization URL, and the value the browser must keep (a cookie) to finish this flow. */
  async start(provider: ProviderName, backUrl: string, locale: string): Promise<{ url: string; browser: string }> {
    const config = this.providers.get(provider);
    if (!config) throw new AppError('PROVIDER_NOT_CONFIGURED');
    const endpoints = await this.discover(config);
    const state = b64url(randomBytes(32));
    const browser = b64url(randomBytes(32));
    const flow: StartedFlow = {
      provider,
      browser: b64url(sha256(browser)),
      verifier: b64url(randomBytes(32)),
      nonce: b64url(randomBytes(16)),
      backUrl,
      locale,
    };
    await this.store.set(`oidc-flow:${state}`, JSON.stringify(flow), FLOW_TTL_MS);
    const url = new URL(endpoints.authorization);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce: flow.nonce,
      code_challenge: b64url(sha256(flow.verifier)),
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), browser };
  }

  /**
   * The flow of this state, once: undefined when unknown, expired, already taken, or finished in another browser
   * than the one that started it (a login CSRF: someone else's code and state sent to the victim's browser).
   */
  async take(state: string, browser: string): Promise<StartedFlow | undefined> {
    if (!TOKEN_SHAPE.test(state) || !TOKEN_SHAPE.test(browser)) return undefined;
    const raw = await this.store.get(`oidc-flow:${state}`);
    if (!raw || !(await this.store.setIfAbsent(`oidc-flow-taken:${state}`, '1', FLOW_TTL_MS))) return undefined;
    await this.store.delete(`oidc-flow:${state}`);
    const flow = JSON.parse(raw) as StartedFlow;
    return flow.browser === b64url(sha256(browser)) ? flow : undefined;
  }

  /** Trades the code for the provider's id token (PKCE verifier; the client secret too when one is configured). */
  async idToken(flow: StartedFlow, code: string): Promise<string> {
    const config = this.providers.get(flow.provider);
    if (!config) throw new AppError('PROVIDER_NOT_CONFIGURED');
    const endpoints = await this.discover(config);
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      code_verifier: flow.verifier,
      client_id: config.clientId,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (config.clientSecret) {
      const id = encodeURIComponent(config.clientId);
      headers.authorization = `Basic ${Buffer.from(`${id}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`;
    }
    let answer: { id_token?: unknown; error?: unknown };
    try {
      const response = await this.fetchImpl(endpoints.token, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5000),
      });
      answer = (await response.json()) as typeof answer;
    } catch {
      throw new AppError('UNAVAILABLE', 'The sign-in provider could not be reached.');
    }
    if (typeof answer.id_token !== 'string')
      throw new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { reason: String(answer.error ?? 'no id_token') });
    return answer.id_token;
  }

  async issueTicket(ticket: LoginTicket): Promise<string> {
    const value = b64url(randomBytes(32));
    await this.store.set(`oidc-ticket:${b64url(sha256(value))}`, JSON.stringify(ticket), TICKET_TTL_MS);
    return value;
  }

  /** The login a ticket stands for, once. */
  async takeTicket(value: string): Promise<LoginTicket | undefined> {
    const key = b64url(sha256(value));
    const raw = await this.store.get(`oidc-ticket:${key}`);
    if (!raw || !(await this.store.setIfAbsent(`oidc-ticket-taken:${key}`, '1', TICKET_TTL_MS))) return undefined;
    await this.store.delete(`oidc-ticket:${key}`);
    return JSON.parse(raw) as LoginTicket;
  }

  private discover(config: OidcProviderConfig): Promise<Endpoints> {
    let found = this.endpoints.get(config.name);
    if (!found) {
      found = (async () => {
        const response = await this.fetchImpl(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(5000),
        });
        const doc = (await response.json()) as { authorization_endpoint?: unknown; token_endpoint?: unknown };
        if (!response.ok || typeof doc.authorization_endpoint !== 'string' || typeof doc.token_endpoint !== 'string')
          throw new Error('OIDC discovery failed');
        return { authorization: doc.authorization_endpoint, token: doc.token_endpoint };
      })();
      found.catch(() => this.endpoints.delete(config.name));
      this.endpoints.set(config.name, found);
    }
    return found.catch(() => {
      throw new AppError('UNAVAILABLE', 'The sign-in provider could not be reached.');
    });
  }
}
