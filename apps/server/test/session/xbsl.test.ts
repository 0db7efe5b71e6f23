import { signingPayload } from '@arcadia/contract';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signedHeaders, type TestApp } from '../helpers.ts';
import { expectCode, randomPhone } from '../user/support.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function newDevice(did: string) {
  const secret = ed25519.utils.randomSecretKey();
  return { did, secret, publicHex: hex(ed25519.getPublicKey(secret)) };
}

describe.each(DB_KINDS)('XBSL signatures on %s', (kind) => {
  let t: TestApp;
  const device = newDevice('device-xbsl-0001');
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/register_device',
      headers: signedHeaders({ userId: 100001 }),
      payload: { did: device.did, device_key: device.publicHex, device_key_version: '3.3.6' },
    });
    expect(expectCode(res, 0)).toMatchObject({ did: device.did, device_key_version: '3.3.6' });
  }, 180_000);
  afterAll(() => t.close());

  /** A signed-path call from the app: body + TS + NONCE signed with `signer`. */
  function signedCall(body: string, opts: { signer?: Uint8Array; did?: string; tamper?: boolean; xbsl?: string } = {}) {
    const headers = signedHeaders({ platform: 'app' });
    const signature = ed25519.sign(
      new TextEncoder().encode(signingPayload(body, headers.TS as string, headers.NONCE as string)),
      opts.signer ?? device.secret,
    );
    return t.app.inject({
      method: 'POST',
      url: '/svc/user/user/send_otp_via_phone',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'D-Id': opts.did ?? device.did,
        XBSL: opts.xbsl ?? hex(signature),
      },
      payload: opts.tamper ? body.replace('+8', '+7') : body,
      remoteAddress: '10.7.7.7',
    });
  }

  it('accepts a call signed with the registered device key', async () => {
    expectCode(await signedCall(JSON.stringify({ phone: randomPhone() })), 0);
  });

  it('refuses a signature by another key, a tampered body, a garbage or missing XBSL, an unknown D-Id (4012)', async () => {
    const body = () => JSON.stringify({ phone: randomPhone() });
    expectCode(await signedCall(body(), { signer: ed25519.utils.randomSecretKey() }), 4012, 401);
    expectCode(await signedCall(body(), { tamper: true }), 4012, 401);
    expectCode(await signedCall(body(), { xbsl: 'zz'.repeat(64) }), 4012, 401);
    expectCode(await signedCall(body(), { xbsl: '' }), 4012, 401);
    expectCode(await signedCall(body(), { did: 'device-unknown-9' }), 4012, 401);
  });

  it('does not ask for XBSL from the browser (PLATFORM h5) or on unsigned paths', async () => {
    const h5 = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/send_otp_via_phone',
      headers: signedHeaders({ platform: 'h5' }),
      payload: { phone: randomPhone() },
      remoteAddress: '10.7.7.8',
    });
    expectCode(h5, 0);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/svc/user/api/openapp_get_country',
      headers: signedHeaders({ platform: 'app' }),
      payload: {},
    });
    expectCode(unsigned, 0);
  });

  it('refuses to re-key a device registered by another player, but lets its owner re-key it', async () => {
    const other = newDevice(device.did);
    const payload = { did: device.did, device_key: other.publicHex, device_key_version: '3.3.6' };
    const inject = (userId?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/svc/user/user/register_device',
        headers: signedHeaders(userId ? { userId } : {}),
        payload,
      });
    expectCode(await inject(), 4090, 409);
    expectCode(await inject(100002), 4090, 409);
    expectCode(await inject(100001), 0);
    // the old key no longer signs for this device
    expectCode(await signedCall(JSON.stringify({ phone: randomPhone() })), 4012, 401);
    expectCode(await signedCall(JSON.stringify({ phone: randomPhone() }), { signer: other.secret }), 0);
  });

  it.each([
    ['did too short', { did: 'abc', device_key: 'a'.repeat(64), device_key_version: '3.3.6' }, 'did'],
    ['did with spaces', { did: 'abc def ghi', device_key: 'a'.repeat(64), device_key_version: '3.3.6' }, 'did'],
    ['key not hex', { did: 'device-abc-123', device_key: 'g'.repeat(64), device_key_version: '3.3.6' }, 'device_key'],
    ['key too short', { did: 'device-abc-123', device_key: 'a'.repeat(62), device_key_version: '3.3.6' }, 'device_key'],
    [
      'wrong version',
      { did: 'device-abc-123', device_key: 'a'.repeat(64), device_key_version: '3.3.5' },
      'device_key_version',
    ],
  ])('register_device refuses %s', async (_name, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/register_device',
      headers: signedHeaders(),
      payload,
    });
    expect(Object.keys(expectCode(res, 4000, 400))).toEqual([field]);
  });

  it('refuses a 64-hex key that is not a curve point', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/register_device',
      headers: signedHeaders(),
      payload: { did: 'device-bad-point', device_key: `${'f'.repeat(62)}7f`, device_key_version: '3.3.6' },
    });
    expect(Object.keys(expectCode(res, 4000, 400))).toEqual(['device_key']);
  });
});
