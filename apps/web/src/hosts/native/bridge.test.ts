import { afterEach, describe, expect, it } from 'vitest';
import { BridgeClient, findTransport, JsBridgeError } from './bridge.ts';
import { installBridgeDouble } from './bridge-double.ts';

type DoubleWindow = Window & { __bridgeDouble?: { calls: { method: string; args: unknown }[] } };

function client(config: Parameters<typeof installBridgeDouble>[0] = {}) {
  installBridgeDouble(config);
  const transport = findTransport();
  if (!transport) throw new Error('no transport');
  return new BridgeClient(transport);
}

describe('native bridge protocol against the bridge double', () => {
  afterEach(() => {
    delete (window as { ArcadiaNative?: unknown }).ArcadiaNative;
  });

  it('answers a call with its params', async () => {
    const bridge = client({ environment: { version: '3.2.0', os: 'android' } });
    expect(await bridge.call('getEnvironment')).toEqual({ version: '3.2.0', os: 'android' });
  });

  it('rejects ret 1002 with the reply itself', async () => {
    const bridge = client({ failures: { pay: { ret: 1002, msg: 'cancelled' } } });
    await expect(bridge.call('pay')).rejects.toEqual({ ret: 1002, msg: 'cancelled' });
  });

  it("rejects any other non-zero ret with 'JsBridge [method] error: msg:code'", async () => {
    const bridge = client({ failures: { share: { ret: 7, msg: 'busy' } } });
    const error = await bridge.call('share').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsBridgeError);
    expect((error as Error).message).toBe('JsBridge [share] error: busy:7');
  });

  it('times out a call the app never answers', async () => {
    const bridge = client({ silent: ['login'] });
    await expect(bridge.call('login', {}, { timeoutMs: 30 })).rejects.toThrow('JsBridge [login] error: timeout:-1');
  });

  it('sends the input as a JSON string when asked (app 2.2.1)', async () => {
    const bridge = client();
    bridge.stringifyInput = true;
    await bridge.call('share', { text: 'hi' });
    const calls = (window as DoubleWindow).__bridgeDouble?.calls ?? [];
    expect(calls.at(-1)).toEqual({ method: 'share', args: '{"text":"hi"}' });
  });

  it('reports its capabilities and signs with its key', async () => {
    const bridge = client({ methods: ['login', 'sign'] });
    expect(await bridge.call('capabilities')).toEqual({ methods: ['login', 'sign'] });
    const { signature } = await bridge.call<{ signature: string }>('sign', { data: 'body1700000000abcde' });
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await expect(bridge.call('pay')).rejects.toThrow('JsBridge [pay] error: no such method:404');
  });
});
