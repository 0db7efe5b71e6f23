/**
 * Telegram's event protocol, implemented directly (no script from Telegram's hosts):
 * out: `TelegramWebviewProxy.postEvent(type, json)` (Android, iOS, desktop), `external.notify(json)` (Windows Phone),
 *   or `parent.postMessage(json, 'https://web.telegram.org')` when hosted in an iframe (web clients);
 * in: `window.Telegram.WebView.receiveEvent(type, data)`, or a message `{eventType, eventData}` from the parent frame.
 */
type Handler = (data: Record<string, unknown>) => void;

interface TelegramGlobals {
  TelegramWebviewProxy?: { postEvent(eventType: string, eventData: string): void };
  external?: { notify?: (message: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (eventType: string, eventData: unknown) => void } };
}

const WEB_CLIENT_ORIGIN = 'https://web.telegram.org';
const handlers = new Map<string, Set<Handler>>();
const g = window as unknown as TelegramGlobals;

export function postEvent(eventType: string, eventData: Record<string, unknown> = {}) {
  const json = JSON.stringify(eventData);
  if (g.TelegramWebviewProxy?.postEvent) {
    g.TelegramWebviewProxy.postEvent(eventType, json);
  } else if (typeof g.external?.notify === 'function') {
    g.external.notify(JSON.stringify({ eventType, eventData }));
  } else if (window.parent !== window) {
    window.parent.postMessage(JSON.stringify({ eventType, eventData }), WEB_CLIENT_ORIGIN);
  } else {
    throw new Error(`Telegram postEvent ${eventType}: no transport`);
  }
}

export function on(eventType: string, handler: Handler): () => void {
  let set = handlers.get(eventType);
  if (!set) {
    set = new Set();
    handlers.set(eventType, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

function receiveEvent(eventType: string, eventData: unknown) {
  const data = (eventData && typeof eventData === 'object' ? eventData : {}) as Record<string, unknown>;
  for (const handler of handlers.get(eventType) ?? []) handler(data);
}

/** Waits for one event that passes `match`, or rejects after `timeoutMs`. */
export function waitFor(eventType: string, match: (data: Record<string, unknown>) => boolean, timeoutMs: number) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timeout waiting for ${eventType}`));
    }, timeoutMs);
    const off = on(eventType, (data) => {
      if (!match(data)) return;
      clearTimeout(timer);
      off();
      resolve(data);
    });
  });
}

let installed = false;

export function installReceiver() {
  if (installed) return;
  installed = true;
  g.Telegram ??= {};
  g.Telegram.WebView ??= {};
  g.Telegram.WebView.receiveEvent = receiveEvent;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || window.parent === window) return;
    try {
      const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      if (message && typeof message.eventType === 'string') receiveEvent(message.eventType, message.eventData);
    } catch {
      // Not a Telegram message.
    }
  });
}

let requestCounter = 0;
export function nextRequestId(): string {
  requestCounter += 1;
  return `arcadia_${Date.now().toString(36)}_${requestCounter}`;
}

/** Waits for the first of several event types that passes `match`; rejects after `timeoutMs`. */
export function waitForAny(
  eventTypes: readonly string[],
  match: (data: Record<string, unknown>) => boolean,
  timeoutMs: number,
) {
  return new Promise<{ type: string; data: Record<string, unknown> }>((resolve, reject) => {
    const offs: (() => void)[] = [];
    const done = () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`timeout waiting for ${eventTypes.join('|')}`));
    }, timeoutMs);
    for (const type of eventTypes)
      offs.push(
        on(type, (data) => {
          if (!match(data)) return;
          done();
          resolve({ type, data });
        }),
      );
  });
}
