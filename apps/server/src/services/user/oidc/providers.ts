import { PROVIDERS } from '@arcadia/contract/calls/user/shared';
import type { Settings } from '../../../config-schema.ts';

export type ProviderName = (typeof PROVIDERS)[number];

/** One OpenID Connect provider: who issues the id tokens, for which client, and where its keys are. */
export interface OidcProviderConfig {
  name: ProviderName;
  issuer: string;
  /** Our client id at the provider: the id token's audience. */
  clientId: string;
  /** The provider's JWKS; when unset it is discovered from `${issuer}/.well-known/openid-configuration`. */
  jwksUri?: string | undefined;
  /** For the browser's code flow at a provider that wants a confidential client (sent as HTTP Basic). */
  clientSecret?: string | undefined;
}

/**
 * Providers from the environment: OIDC_<NAME>_ISSUER, OIDC_<NAME>_CLIENT_ID and optionally
 * OIDC_<NAME>_JWKS_URI and OIDC_<NAME>_CLIENT_SECRET, for NAME in GOOGLE, APPLE, FACEBOOK. A provider without issuer
 * and client id is off.
 */
export function oidcProvidersFrom(env: Settings): OidcProviderConfig[] {
  const configs: OidcProviderConfig[] = [];
  for (const name of PROVIDERS) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`] as string | undefined;
    const clientId = env[`${prefix}CLIENT_ID`] as string | undefined;
    if (!issuer || !clientId) continue;
    configs.push({
      name,
      issuer,
      clientId,
      jwksUri: (env[`${prefix}JWKS_URI`] as string | undefined) || undefined,
      clientSecret: (env[`${prefix}CLIENT_SECRET`] as string | undefined) || undefined,
    });
  }
  return configs;
}
