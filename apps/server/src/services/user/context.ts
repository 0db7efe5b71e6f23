import { Header } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SmsSender } from '../../lib/sms.ts';
import type { OidcVerifier } from './oidc/verifier.ts';

/** What the user service's logic needs besides the request: the app (db, store, limits) and adapters. */
export interface UserDeps {
  app: FastifyInstance;
  sms: SmsSender;
  oidc: OidcVerifier;
}

export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/** The device id (D-Id) a call came from, if it is a plausible one. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const did = headerOf(request, Header.DEVICE_ID);
  return did && /^[A-Za-z0-9_-]{8,128}$/.test(did) ? did : undefined;
}

/** Country from the edge (CDN) headers, lower case, or '' when the IP's country is unknown. */
export function countryByIp(request: FastifyRequest): string {
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code']) {
    const value = headerOf(request, name)?.toLowerCase();
    if (value && /^[a-z]{2}$/.test(value) && value !== 'xx') return value;
  }
  return '';
}
