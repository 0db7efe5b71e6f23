import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { AppError } from '../../../lib/errors.ts';
import type { FastStore } from '../../../lib/fast-store.ts';
import type { OidcProviderConfig, ProviderName } from './providers.ts';

export interface VerifiedIdentity {
  provider: ProviderName;
  subject: string;
  email: string;
}

const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifies OpenID Connect id tokens: signature against the provider's JWKS (RS256 or ES256), issuer,
 * audience (our client id), expiry and not-before, the nonce when the client sent one, and that the
 * same token is not used twice while it is valid.
 */
export class OidcVerifier {
  private readonly providers = new Map<ProviderName, OidcProviderConfig>();
  private readonly keySets = new Map<ProviderName, Promise<JWTVerifyGetKey>>();
  private readonly store: FastStore;

  constructor(configs: OidcProviderConfig[], store: FastStore) {
    for (const config of configs) this.providers.set(config.name, config);
    this.store = store;
  }

  configured(): ProviderName[] {
    return [...this.providers.keys()];
  }

  private keySet(config: OidcProviderConfig): Promise<JWTVerifyGetKey> {
    let keys = this.keySets.get(config.name);
    if (!keys) {
      keys = this.jwksUri(config).then((uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: 5000 }));
      keys.catch(() => this.keySets.delete(config.name));
      this.keySets.set(config.name, keys);
    }
    return keys;
  }

  private async jwksUri(config: OidcProviderConfig): Promise<string> {
    if (config.jwksUri) return config.jwksUri;
    const response = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    const discovery = (await response.json()) as { jwks_uri?: unknown };
    if (!response.ok || typeof discovery.jwks_uri !== 'string') throw new Error('OIDC discovery failed');
    return discovery.jwks_uri;
  }

  async verify(provider: ProviderName, idToken: string, nonce?: string): Promise<VerifiedIdentity> {
    const config = this.providers.get(provider);
    if (!config) throw new AppError('PROVIDER_NOT_CONFIGURED');
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      const keys = await this.keySet(config);
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: config.issuer,
        audience: config.clientId,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError)
        throw new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { reason: error.code });
      throw new AppError('UNAVAILABLE', 'The sign-in provider could not be reached.');
    }
    if (nonce !== undefined && payload.nonce !== nonce) {
      throw new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { reason: 'nonce mismatch' });
    }
    const ttlMs = Math.max(1000, ((payload.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000 - Date.now());
    const tokenId = createHash('sha256').update(idToken).digest('hex');
    if (!(await this.store.setIfAbsent(`oidc:${tokenId}`, provider, ttlMs))) {
      throw new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { reason: 'token already used' });
    }
    return {
      provider,
      subject: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : '',
    };
  }
}
