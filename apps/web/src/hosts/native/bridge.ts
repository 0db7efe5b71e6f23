/**
 * The native bridge protocol (docs/hosts.md), after DSBridge and Capacitor:
 * JS -> native: a JSON message {id, method, args} posted to `window.ArcadiaNative.postMessage` (Android
 *   addJavascriptInterface) or `window.webkit.messageHandlers.arcadia.postMessage` (iOS WKScriptMessageHandler);
 * native -> JS: `window.ArcadiaBridge.reply(id, {ret, params, msg})` and `window.ArcadiaBridge.emit(event, data)`.
 * ret 0 is success; 1002 rejects with the reply itself; any other ret rejects with
 * Error('JsBridge [method] error: msg:ret'). Every call has a timeout.
 */
export interface BridgeReply {
  ret: number;
  params?: unknown;
  msg?: string;
}

const RET_OK = 0;
const RET_REJECT_WITH_REPLY = 1002;
const RET_TIMEOUT = -1;
const DEFAULT_TIMEOUT_MS = 10_000;

export class JsBridgeError extends Error {
  readonly method: string;
  readonly code: number;
  readonly bridgeMessage: string;
  constructor(method: string, bridgeMessage: string, code: number) {
    super(`JsBridge [${method}] error: ${bridgeMessage}:${code}`);
    this.name = 'JsBridgeError';
    this.method = method;
    this.code = code;
    this.bridgeMessage = bridgeMessage;
  }
}

interface Transport {
  postMessage(message: string): void;
}

interface NativeGlobals {
  ArcadiaNative?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: { arcadia?: { postMessage(message: unknown): void } } };
  ArcadiaBridge?: { reply(id: string, reply: unknown): void; emit(event: string, data: unknown): void };
}

export function findTransport(win: Window = window): Transport | undefined {
  const g = win as unknown as NativeGlobals;
  const android = g.ArcadiaNative;
  if (typeof android?.postMessage === 'function') return { postMessage: (m) => android.postMessage?.(m) };
  const ios = g.webkit?.messageHandlers?.arcadia;
  if (ios) return { postMessage: (m) => ios.postMessage(m) };
  return undefined;
}

function settle(method: string, reply: BridgeReply): { ok: true; params: unknown } | { ok: false; error: unknown } {
  if (reply.ret === RET_OK) return { ok: true, params: reply.params };
  if (reply.ret === RET_REJECT_WITH_REPLY) return { ok: false, error: reply };
  return { ok: false, error: new JsBridgeError(method, reply.msg ?? '', reply.ret) };
}

function parseReply(raw: unknown): BridgeReply {
  const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!value || typeof value !== 'object' || typeof (value as BridgeReply).ret !== 'number')
    return { ret: -2, msg: 'malformed reply' };
  return value as BridgeReply;
}

export interface CallOptions {
  timeoutMs?: number;
}

export class BridgeClient {
  private pending = new Map<string, (reply: BridgeReply) => void>();
  private listeners = new Map<string, Set<(data: unknown) => void>>();
  private counter = 0;
  /** Bridge input as a JSON string (app 2.2.1) instead of an object. */
  stringifyInput = false;

  private readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
    const g = window as unknown as NativeGlobals;
    g.ArcadiaBridge = {
      reply: (id, reply) => this.pending.get(id)?.(parseReply(reply)),
      emit: (event, data) => {
        for (const listener of this.listeners.get(event) ?? []) listener(data);
      },
    };
  }

  call<T = unknown>(method: string, args: Record<string, unknown> = {}, options: CallOptions = {}): Promise<T> {
    const id = `cb_${++this.counter}_${Date.now().toString(36)}`;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new JsBridgeError(method, 'timeout', RET_TIMEOUT));
      }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        this.pending.delete(id);
        const result = settle(method, reply);
        if (result.ok) resolve(result.params as T);
        else reject(result.error);
      });
      const payload = this.stringifyInput ? JSON.stringify(args) : args;
      try {
        this.transport.postMessage(JSON.stringify({ id, method, args: payload }));
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new JsBridgeError(method, (error as Error).message, -3));
      }
    });
  }

  on(event: string, listener: (data: unknown) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }
}
