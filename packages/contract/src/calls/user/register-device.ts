import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /user/register_device: registers the native app's device key with its fingerprint record (spec
 * section 3: did, deviceKey, deviceKeyVersion 3.3.6). `device_key` is an Ed25519 public key, 64 hex chars.
 * The app then signs body + TS + NONCE on the signed paths with the private key and sends the signature as
 * XBSL (128 hex chars) with its D-Id. A did that is already registered can only be re-keyed by the logged-in
 * player who registered it (else 4090).
 */
export const registerDevice = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/register_device',
  auth: 'optional',
  request: z.object({
    did: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8-128 letters, digits, - or _')),
    device_key: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be an Ed25519 public key, 64 hex characters')),
    device_key_version: z.literal('3.3.6'),
  }),
  response: z.object({ did: z.string(), create_time: z.number(), device_key_version: z.string() }),
});
