import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TokenOptions {
  alg?: 'RS256' | 'ES256';
  subject?: string;
  email?: string;
  nonce?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the provider does not publish (same kid). */
  rogueKey?: boolean;
  extra?: JWTPayload;
}

/**
 * An OpenID Connect provider double: real RS256 and ES256 key pairs, a JWKS and a discovery document
 * served over HTTP on a local port, and id tokens signed exactly as a provider signs them.
 */
export class OidcDouble {
  issuer = '';
  readonly clientId = 'arcadia-test-client';
  jwksHits = 0;
  private server: Server | undefined;
  private keys: Record<'RS256' | 'ES256', { privateKey: CryptoKey; kid: string }> | undefined;
  private rogue: Record<'RS256' | 'ES256', CryptoKey> | undefined;

  async start(): Promise<this> {
    const rsa = await generateKeyPair('RS256');
    const ec = await generateKeyPair('ES256');
    this.rogue = {
      RS256: (await generateKeyPair('RS256')).privateKey,
      ES256: (await generateKeyPair('ES256')).privateKey,
    };
    this.keys = {
      RS256: { privateKey: rsa.privateKey, kid: 'rsa-1' },
      ES256: { privateKey: ec.privateKey, kid: 'ec-1' },
    };
    const jwks = {
      keys: [
        { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
        { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
      ],
    };
    this.server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/jwks') {
        this.jwksHits++;
        res.end(JSON.stringify(jwks));
      } else if (req.url === '/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer: this.issuer, jwks_uri: `${this.issuer}/jwks` }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Environment for one provider pointed at this double (JWKS given, or discovered). */
  env(provider: string, discover = false): Record<string, string> {
    const prefix = `OIDC_${provider.toUpperCase()}_`;
    return {
      [`${prefix}ISSUER`]: this.issuer,
      [`${prefix}CLIENT_ID`]: this.clientId,
      ...(discover ? {} : { [`${prefix}JWKS_URI`]: `${this.issuer}/jwks` }),
    };
  }

  async token(options: TokenOptions = {}): Promise<string> {
    if (!this.keys || !this.rogue) throw new Error('start the double first');
    const alg = options.alg ?? 'RS256';
    const key = options.rogueKey ? this.rogue[alg] : this.keys[alg].privateKey;
    const now = Math.floor(Date.now() / 1000);
    // A token id, as real providers add: two tokens with the same claims in one second stay distinct.
    const claims: JWTPayload = { jti: randomUUID(), ...options.extra };
    if (options.email !== undefined) claims.email = options.email;
    if (options.nonce !== undefined) claims.nonce = options.nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg, kid: this.keys[alg].kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? this.issuer)
      .setAudience(options.audience ?? this.clientId)
      .setSubject(options.subject ?? `sub-${Math.random().toString(36).slice(2)}`)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(key);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
