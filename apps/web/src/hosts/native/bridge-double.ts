/**
 * The bridge double: the native side of the protocol (docs/hosts.md), for development (`?host=app`) and tests.
 * `installBridgeDouble` is self-contained (no imports, no outer variables) so Playwright can inject it with
 * `page.addInitScript(installBridgeDouble, config)` before the app starts.
 */
export interface BridgeDoubleConfig {
  /** The native user; user_id '0' or absent means nobody is logged in to the app. */
  user?: { user_id: string; secret_key?: string; username?: string; user_login?: string };
  environment?: Record<string, string>;
  audit?: boolean;
  /** Methods the app announces; default: all the double implements. */
  methods?: string[];
  /** HMAC key (text) the double signs with. */
  signKey?: string;
  /**
   * An Ed25519 private key seed (64 hex chars): the double then signs like the real app (hex Ed25519 over body +
   * TS + NONCE), which the server accepts once the matching public key is registered for the device.
   */
  deviceSeed?: string;
  fingerSupport?: number;
  /** Non-zero: the finger call fails with this ret. */
  fingerRet?: number;
  /** Methods that answer with this ret and msg instead. */
  failures?: Record<string, { ret: number; msg: string }>;
  /** Methods that never answer (timeouts). */
  silent?: string[];
  /** The Google account the double's `driveFile` reports. */
  driveAccount?: string;
  /**
   * What the app's payment sheet does with `pay`: 'pay' or 'decline' completes it at the provider (the sandbox
   * checkout's own endpoint, as the provider's SDK would), 'cancel' closes it (ret 1002). Default 'pay'.
   */
  payOutcome?: 'pay' | 'decline' | 'cancel';
}

export interface BridgeDoubleCall {
  method: string;
  args: unknown;
}

export function installBridgeDouble(config: BridgeDoubleConfig = {}) {
  type Reply = { ret: number; params?: unknown; msg?: string };
  type Win = Window & {
    ArcadiaNative?: { postMessage(message: string): void };
    ArcadiaBridge?: { reply(id: string, reply: Reply): void; emit(event: string, data: unknown): void };
    __bridgeDouble?: {
      calls: BridgeDoubleCall[];
      emit(event: string, data?: unknown): void;
      config: BridgeDoubleConfig;
    };
  };
  const win = window as Win;
  const calls: BridgeDoubleCall[] = [];
  const all = [
    'capabilities',
    'login',
    'setLogin',
    'logout',
    'goHome',
    'getEnvironment',
    'checkAudit',
    'sign',
    'share',
    'openWebView',
    'openDappBrowser',
    'openLink',
    'openStore',
    'supportFinger',
    'finger',
    'pay',
    'driveFile',
    'setCloseConfirmation',
    'exitApp',
    'storageGet',
    'storageSet',
  ];
  const methods = config.methods ?? all;
  const store = new Map<string, string>();
  const driveFiles = new Map<string, { file_id: string; name: string; content: string; modified_time: string }>();
  let user = config.user;

  async function sign(data: string): Promise<string> {
    const enc = new TextEncoder();
    if (config.deviceSeed) {
      // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
      const pkcs8 = `302e020100300506032b657004220420${config.deviceSeed}`;
      const bytes = new Uint8Array(pkcs8.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);
      const key = await crypto.subtle.importKey('pkcs8', bytes, { name: 'Ed25519' }, false, ['sign']);
      const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', key, enc.encode(data)));
      return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('');
    }
    const key = await crypto.subtle.importKey(
      'raw',
      enc.encode(config.signKey ?? 'bridge-double-key'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(data)));
    return btoa(String.fromCharCode(...mac));
  }

  async function answer(method: string, args: Record<string, unknown>): Promise<Reply> {
    const failure = config.failures?.[method];
    if (failure) return failure;
    if (!methods.includes(method) && method !== 'capabilities') return { ret: 404, msg: 'no such method' };
    switch (method) {
      case 'capabilities':
        return { ret: 0, params: { methods } };
      case 'login':
        return { ret: 0, params: user ?? { user_id: '0' } };
      case 'setLogin':
        user = {
          user_id: String(args.user_id),
          secret_key: String(args.secret_key),
          username: String(args.username ?? ''),
        };
        return { ret: 0 };
      case 'logout':
        user = undefined;
        return { ret: 0 };
      case 'getEnvironment':
        return { ret: 0, params: config.environment ?? { version: '3.2.0', os: 'android', did: 'double-did' } };
      case 'checkAudit':
        return { ret: 0, params: { audit: Boolean(config.audit) } };
      case 'sign':
        return { ret: 0, params: { signature: await sign(String(args.data ?? '')) } };
      case 'supportFinger':
        return { ret: 0, params: { support: config.fingerSupport ?? 2 } };
      case 'finger':
        return config.fingerRet ? { ret: config.fingerRet, msg: 'finger failed' } : { ret: 0 };
      case 'storageGet':
        return { ret: 0, params: { value: store.get(String(args.key)) ?? null } };
      case 'storageSet':
        if (args.value === null) store.delete(String(args.key));
        else store.set(String(args.key), String(args.value));
        return { ret: 0 };
      case 'driveFile': {
        // The app's Drive, in memory: connect, save (create or replace by name), list, load.
        const account = config.driveAccount ?? 'player@example.com';
        if (args.action === 'connect') return { ret: 0, params: { account_email: account } };
        if (args.action === 'save') {
          const name = String(args.name ?? '');
          const found = [...driveFiles.values()].find((f) => f.name === name);
          const file = {
            file_id: found?.file_id ?? `double-${driveFiles.size + 1}`,
            name,
            content: String(args.content ?? ''),
            modified_time: new Date().toISOString(),
          };
          driveFiles.set(file.file_id, file);
          return {
            ret: 0,
            params: { file_id: file.file_id, name, modified_time: file.modified_time, account_email: account },
          };
        }
        if (args.action === 'list')
          return {
            ret: 0,
            params: {
              account_email: account,
              files: [...driveFiles.values()].map(({ file_id, name, modified_time }) => ({
                file_id,
                name,
                modified_time,
              })),
            },
          };
        if (args.action === 'load') {
          const file = driveFiles.get(String(args.file_id));
          return file ? { ret: 0, params: { content: file.content } } : { ret: 404, msg: 'no such file' };
        }
        return { ret: 400, msg: 'unknown driveFile action' };
      }
      case 'pay': {
        const outcome = config.payOutcome ?? 'pay';
        if (outcome === 'cancel') return { ret: 1002, msg: 'cancelled' };
        const checkout = String(args.checkout_url ?? '');
        if (!checkout) return { ret: 400, msg: 'no checkout' };
        const done = await fetch(`${checkout}/${outcome}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: '',
        });
        return done.ok
          ? { ret: 0, params: { status: outcome === 'pay' ? 'paid' : 'failed' } }
          : { ret: 500, msg: 'failed' };
      }
      default:
        return { ret: 0, params: {} };
    }
  }

  win.ArcadiaNative = {
    postMessage(message: string) {
      const { id, method, args } = JSON.parse(message) as { id: string; method: string; args: unknown };
      const parsedArgs = (typeof args === 'string' ? JSON.parse(args) : args) as Record<string, unknown>;
      calls.push({ method, args });
      if (config.silent?.includes(method)) return;
      void answer(method, parsedArgs ?? {}).then((reply) => setTimeout(() => win.ArcadiaBridge?.reply(id, reply), 5));
    },
  };
  win.__bridgeDouble = {
    calls,
    config,
    emit: (event, data = {}) => win.ArcadiaBridge?.emit(event, data),
  };
}
