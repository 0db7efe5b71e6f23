import type { Settings } from '../config-schema.ts';

/** Sends text messages (one-time codes). Pick one with `smsSenderFromEnv`. */
export interface SmsSender {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

type Log = (fields: Record<string, unknown>, message: string) => void;

const lastMessages = new Map<string, string>();

/**
 * Development adapter: writes the message to the log instead of sending it. Tests read the last message
 * sent to a phone with `lastDevSms` (a function, never an HTTP endpoint).
 */
class DevSmsSender implements SmsSender {
  readonly name = 'dev';
  private readonly log: Log;
  constructor(log: Log) {
    this.log = log;
  }

  async send(phone: string, text: string): Promise<void> {
    lastMessages.set(phone, text);
    this.log({ phone, text }, 'dev sms (not sent)');
  }
}

/** The last text the development adapter "sent" to this phone in this process. */
function lastDevSms(phone: string): string | undefined {
  return lastMessages.get(phone);
}

/** The 6-digit code inside the last development message to this phone. */
export function lastDevOtp(phone: string): string | undefined {
  return lastDevSms(phone)?.match(/\b(\d{6})\b/)?.[1];
}

export interface HttpSmsOptions {
  url: string;
  token?: string | undefined;
  sender?: string | undefined;
  timeoutMs?: number;
}

/**
 * A real provider over HTTP: POST {to, text, from} as JSON with a bearer token. Any answer but 2xx,
 * or no answer within the timeout, is an error (the caller answers 5030).
 */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';
  private readonly options: HttpSmsOptions;
  constructor(options: HttpSmsOptions) {
    this.options = options;
  }

  async send(phone: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: phone, text, from: this.options.sender ?? 'Arcadia' }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`sms provider answered ${response.status}`);
  }
}

/** SMS_PROVIDER=http with SMS_HTTP_URL (and SMS_HTTP_TOKEN, SMS_SENDER); anything else: the dev adapter. */
export function smsSenderFrom(
  env: Pick<Settings, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_SENDER'>,
  log: Log,
): SmsSender {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return new HttpSmsSender({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER });
  }
  return new DevSmsSender(log);
}
