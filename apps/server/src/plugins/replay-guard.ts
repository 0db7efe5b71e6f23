import { createHash } from 'node:crypto';
import { defaultServiceBase, Header, isSignedPath, NONCE_LENGTH, SERVICES, signingPayload } from '@arcadia/contract';
import { ed25519 } from '@noble/curves/ed25519.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deviceKeys } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { credentialsOf } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received (for XBSL), '' when there was none. */
    rawBody: string;
  }
}

const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`);

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

/** The call's path below its service base, e.g. `/user/send_otp_via_phone`, or undefined outside /svc. */
function servicePath(url: string): string | undefined {
  const bare = url.split('?')[0] ?? url;
  for (const service of SERVICES) {
    const base = defaultServiceBase(service);
    if (bare.startsWith(`${base}/`)) return bare.slice(base.length);
  }
  return undefined;
}

/**
 * Whether calls without TS and NONCE are refused. REPLAY_HEADERS=required|optional; by default required
 * in production and optional elsewhere (headers that are present are always checked).
 */
function headersRequired(app: FastifyInstance): boolean {
  const setting = app.config.settings.REPLAY_HEADERS;
  if (setting === 'required') return true;
  if (setting === 'optional') return false;
  return app.config.env === 'production';
}

/**
 * Keeps the raw JSON text for signature checks, then parses it with Fastify's own JSON parser (same errors,
 * same prototype-poisoning protection).
 */
function keepRawJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    parseJson(request, text, done);
  });
}

async function checkTimestampAndNonce(app: FastifyInstance, request: FastifyRequest, required: boolean) {
  const ts = header(request, Header.TS);
  const nonce = header(request, Header.NONCE);
  if (ts === undefined && nonce === undefined && !required) return;
  if (ts === undefined || !/^\d{1,12}$/.test(ts))
    throw new AppError('REPLAY_REJECTED', 'TS header missing or not in seconds.');
  if (nonce === undefined || !NONCE_PATTERN.test(nonce))
    throw new AppError('REPLAY_REJECTED', 'NONCE header missing or malformed.');
  const window = app.config.tsWindowSeconds;
  if (Math.abs(Date.now() / 1000 - Number(ts)) > window) throw new AppError('REPLAY_REJECTED', 'Stale TS.');
  // Scoped by user id AND key: a caller naming someone else's User-Id with a wrong key only spends nonces of its
  // own (user, wrong key) scope, never the real player's.
  const creds = credentialsOf(request);
  const scope = creds
    ? `${creds.userId}:${createHash('sha256').update(creds.key).digest('hex').slice(0, 16)}`
    : `ip:${request.ip}`;
  // Kept twice the window: a nonce cannot come back while its TS could still be accepted.
  const fresh = await app.fastStore.setIfAbsent(`nonce:${scope}:${nonce}`, ts, window * 2000);
  if (!fresh) throw new AppError('REPLAY_REJECTED', 'Repeated NONCE.');
}

function decodeHex(value: string, bytes: number): Uint8Array | undefined {
  if (value.length !== bytes * 2 || !/^[0-9a-fA-F]+$/.test(value)) return undefined;
  return Uint8Array.from(Buffer.from(value, 'hex'));
}

/** XBSL on the signed paths from the native app: Ed25519 over body + TS + NONCE with the device's key. */
async function checkSignature(app: FastifyInstance, request: FastifyRequest) {
  if (!header(request, Header.TS) || !header(request, Header.NONCE))
    throw new AppError('REPLAY_REJECTED', 'Signed calls need TS and NONCE.');
  const did = header(request, Header.DEVICE_ID);
  const signature = decodeHex(header(request, Header.SIGNATURE) ?? '', 64);
  if (!did || !signature) throw new AppError('BAD_SIGNATURE', 'XBSL and D-Id are required on this call.');
  const [device] = await app.db
    .select({ key: deviceKeys.deviceKey })
    .from(deviceKeys)
    .where(eq(deviceKeys.did, did))
    .limit(1);
  const publicKey = device ? decodeHex(device.key, 32) : undefined;
  if (!publicKey) throw new AppError('BAD_SIGNATURE', 'No device key registered for this D-Id.');
  const payload = signingPayload(
    request.rawBody,
    header(request, Header.TS) ?? '',
    header(request, Header.NONCE) ?? '',
  );
  let valid = false;
  try {
    valid = ed25519.verify(signature, new TextEncoder().encode(payload), publicKey);
  } catch {
    valid = false;
  }
  if (!valid) throw new AppError('BAD_SIGNATURE');
}

/**
 * The replay guard (DESIGN.md section 4) on every /svc call: TS within TS_WINDOW_SECONDS, NONCE unique per
 * user (per IP for visitors) within the window, answering 4011; then XBSL on the signed paths when
 * PLATFORM is app, answering 4012.
 */
export function registerReplayGuard(app: FastifyInstance) {
  app.decorateRequest('rawBody', '');
  keepRawJson(app);
  const required = headersRequired(app);

  app.addHook('onRequest', async (request) => {
    if (servicePath(request.url) === undefined) return;
    await checkTimestampAndNonce(app, request, required);
  });

  app.addHook('preValidation', async (request) => {
    const path = servicePath(request.url);
    if (path === undefined || request.method !== 'POST' || !isSignedPath(path)) return;
    if (header(request, Header.PLATFORM) !== 'app') return;
    await checkSignature(app, request);
  });
}
