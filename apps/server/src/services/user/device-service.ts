import type { ParsedRequestOf, user } from '@arcadia/contract';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { UserDeps } from './context.ts';
import { findDeviceKey, saveDeviceKey } from './repo.ts';

function isEd25519PublicKey(hex: string): boolean {
  try {
    ed25519.Point.fromHex(hex).assertValidity();
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers the device fingerprint record's key. A new did is taken by whoever registers it first; an
 * existing one can only be re-keyed by the logged-in player who owns it (4090 otherwise), so nobody can
 * swap in their own key to sign for another device.
 */
export async function registerDevice(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.registerDevice>,
) {
  if (!isEd25519PublicKey(input.device_key)) throw fieldError({ device_key: ['is not a valid Ed25519 public key'] });
  const existing = await findDeviceKey(deps.app.db, input.did);
  if (existing && existing.deviceKey !== input.device_key) {
    if (!existing.userId || existing.userId !== request.userId) {
      throw new AppError('CONFLICT', 'This device id is already registered with another key.');
    }
  }
  const row = await saveDeviceKey(deps.app.db, {
    did: input.did,
    deviceKey: input.device_key,
    deviceKeyVersion: input.device_key_version,
    userId: existing?.userId ?? (request.userId || null),
  });
  return {
    did: row.did,
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    device_key_version: row.deviceKeyVersion,
  };
}
