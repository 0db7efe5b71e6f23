import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A native device with its Ed25519 key registered on the server (POST /user/register_device), as the app does before
 * its first signed call (XBSL). Answers the device id and the key's seed for the bridge double's `deviceSeed`.
 */
export async function registerDeviceKey(
  request: APIRequestContext,
  prefix: string,
): Promise<{ did: string; seed: string }> {
  const seed = randomBytes(32).toString('hex');
  const did = `${prefix}-${randomBytes(4).toString('hex')}`;
  const privateKey = createPrivateKey({
    key: Buffer.from(`302e020100300506032b657004220420${seed}`, 'hex'),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  const registered = await request.post('/svc/user/user/register_device', {
    data: { did, device_key: publicKey, device_key_version: '3.3.6' },
    headers: {
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: randomBytes(3).toString('hex').slice(0, 5),
      'D-Id': did,
    },
  });
  expect((await registered.json()).code).toBe(0);
  return { did, seed };
}
