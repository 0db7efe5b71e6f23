import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Telegram emulated at the protocol level: launch parameters in the URL hash, signed initData, and a fake client
 * (`TelegramWebviewProxy.postEvent`) that records every event the app posts and answers some of them the way a
 * real client does, through `window.Telegram.WebView.receiveEvent`.
 */
export const E2E_BOT = 'arcadia_e2e_bot';
export const E2E_BOT_TOKEN = JSON.parse(
  process.env.TG_BOTS ?? '{"arcadia_e2e_bot":"7000000009:AAE2E-test-token-for-arcadia"}',
)[E2E_BOT] as string;

function signFields(fields: [string, string][]): string {
  const secret = createHmac('sha256', 'WebAppData').update(E2E_BOT_TOKEN).digest();
  const check = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams([...fields, ['hash', hash]]).toString();
}

function signedInitData(tgUserId: number, startParam?: string): string {
  const fields: [string, string][] = [
    ['query_id', `AAE2E${tgUserId}${Date.now()}${Math.random().toString(36).slice(2, 6)}`],
    ['user', JSON.stringify({ id: tgUserId, first_name: 'Hoa', last_name: 'Nguyen', username: `hoa${tgUserId}` })],
    ['auth_date', String(Math.floor(Date.now() / 1000))],
  ];
  if (startParam) fields.push(['start_param', startParam]);
  return signFields(fields);
}

export function signedContact(tgUserId: number, phone: string): string {
  return signFields([
    ['contact', JSON.stringify({ user_id: tgUserId, phone_number: phone, first_name: 'Hoa' })],
    ['auth_date', String(Math.floor(Date.now() / 1000))],
  ]);
}

const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f2f5',
  text_color: '#111111',
  hint_color: '#707579',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};

export function launchHash(options: { tgUserId: number; version?: string; startParam?: string }): string {
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(options.tgUserId, options.startParam),
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(LIGHT_THEME),
  });
  if (options.startParam) params.set('tgWebAppStartParam', options.startParam);
  return `#${params}`;
}

export interface FakeClientOptions {
  /** Answer web_app_request_phone with this signed contact string (else the user cancels). */
  contact?: string;
}

/** Runs in the page before the app: the recording client. Self-contained for addInitScript. */
export function installFakeTelegramClient(options: FakeClientOptions) {
  type Recorded = { type: string; data: Record<string, unknown> };
  const w = window as unknown as {
    TelegramWebviewProxy: { postEvent(type: string, data: string): void };
    Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
    __tg: { events: Recorded[]; send(type: string, data?: unknown): void };
  };
  const send = (type: string, data: unknown = {}) =>
    setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(type, data), 10);
  w.__tg = { events: [], send };
  w.TelegramWebviewProxy = {
    postEvent(type, data) {
      const parsed = JSON.parse(data || '{}') as Record<string, unknown>;
      w.__tg.events.push({ type, data: parsed });
      if (type === 'web_app_request_phone') send('phone_requested', { status: options.contact ? 'sent' : 'cancelled' });
      if (type === 'web_app_invoke_custom_method' && parsed.method === 'getRequestedContact')
        send('custom_method_invoked', { req_id: parsed.req_id, result: options.contact ?? '' });
      if (type === 'web_app_request_safe_area') send('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 });
    },
  };
}

export async function openInTelegram(
  page: Page,
  path: string,
  options: { tgUserId: number; version?: string; startParam?: string; contact?: string; bot?: string | null },
) {
  await page.addInitScript(installFakeTelegramClient, { contact: options.contact });
  const query = options.bot === null ? '' : `?bot=${options.bot ?? E2E_BOT}`;
  await page.goto(`${path}${query}${launchHash(options)}`);
}

export async function tgEvents(page: Page): Promise<{ type: string; data: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { __tg: { events: [] } }).__tg.events);
}

export async function tgSend(page: Page, type: string, data: unknown = {}) {
  await page.evaluate(
    ([t, d]) => (window as unknown as { __tg: { send(t: string, d: unknown): void } }).__tg.send(t as string, d),
    [type, data] as const,
  );
}
