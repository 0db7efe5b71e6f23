import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A double of Xendit's API in test mode, for tests and local runs where api.xendit.co cannot be reached. It keeps
 * what the adapter relies on (../shared/references/payments.md §2): HTTP Basic with the secret key, e-wallet
 * charges created PENDING with checkout URLs (none for OVO), the documented test amounts (10100/10101/10102 refuse
 * at once; 20103-20106 fail in the callback), payouts that need an Idempotency-key and answer the same payout for
 * the same key, and callbacks carrying `x-callback-token`, sent late and retried until answered 2xx.
 */
export interface XenditDoubleOptions {
  secretKey: string;
  callbackToken: string;
  /** Sends one callback; answers the HTTP status (a real double POSTs to the dashboard's callback URL). */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  delayMs?: number;
  maxAttempts?: number;
}

interface Charge {
  id: string;
  reference_id: string;
  currency: string;
  charge_amount: number;
  capture_amount: number | null;
  status: string;
  channel_code: string;
  failure_code: string | null;
  actions: Record<string, string | null> | null;
}

interface Payout {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  channel_code: string;
  status: string;
  account_number: string;
}

const REFUSED: Record<number, [number, string]> = {
  10100: [403, 'CHANNEL_NOT_ACTIVATED'],
  10101: [503, 'CHANNEL_UNAVAILABLE'],
  10102: [500, 'SERVER_ERROR'],
};
const FAILS_LATER: Record<number, string> = {
  20103: 'ACCOUNT_ACCESS_BLOCKED',
  20104: 'INVALID_MERCHANT_CREDENTIALS',
  20105: 'USER_DECLINED_PAYMENT',
  20106: 'INVALID_ACCOUNT_DETAILS',
};

export async function startXenditDouble(options: XenditDoubleOptions) {
  const charges = new Map<string, Charge>();
  const payouts = new Map<string, Payout>();
  const payoutByKey = new Map<string, string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const delayMs = options.delayMs ?? 50;
  const maxAttempts = options.maxAttempts ?? 6;
  const sent: { rawBody: string; status: number }[] = [];
  let origin = '';

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /** One callback, delivered until answered 2xx (Xendit: 6 retries over 24 hours; here the delays are short). */
  const callback = (event: string, data: object) => {
    const rawBody = JSON.stringify({
      event,
      business_id: '5f27a14a9bf05c73dd040bc8',
      created: new Date().toISOString(),
      data,
    });
    const attempt = (n: number) =>
      later(delayMs * 2 ** n, async () => {
        const status = await options.deliver(rawBody, { 'x-callback-token': options.callbackToken }).catch(() => 0);
        sent.push({ rawBody, status });
        if ((status < 200 || status >= 300) && n + 1 < maxAttempts) attempt(n + 1);
      });
    attempt(0);
  };

  const reply = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    reply(res, status, { error_code: code, message });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return undefined;
    }
  }

  const server = createServer(async (req, res) => {
    const expected = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) return refuse(res, 401, 'INVALID_API_KEY', 'API key is invalid');
    const url = new URL(req.url ?? '/', 'http://xendit.double');

    if (req.method === 'POST' && url.pathname === '/ewallets/charges') {
      const body = await readJson(req);
      const amount = Number(body?.amount);
      const channel = String(body?.channel_code ?? '');
      if (
        !body?.reference_id ||
        !body.currency ||
        !Number.isFinite(amount) ||
        body.checkout_method !== 'ONE_TIME_PAYMENT'
      )
        return refuse(
          res,
          400,
          'API_VALIDATION_ERROR',
          'reference_id, currency, amount and checkout_method are required',
        );
      const refused = REFUSED[amount];
      if (refused) return refuse(res, refused[0], refused[1], 'test scenario');
      const id = `ewc_${randomBytes(12).toString('hex')}`;
      const checkout = `${origin}/checkout/${id}`;
      const charge: Charge = {
        id,
        reference_id: String(body.reference_id),
        currency: String(body.currency),
        charge_amount: amount,
        capture_amount: null,
        status: 'PENDING',
        channel_code: channel,
        failure_code: null,
        actions:
          channel === 'ID_OVO'
            ? null
            : {
                desktop_web_checkout_url: checkout,
                mobile_web_checkout_url: checkout,
                mobile_deeplink_checkout_url: null,
              },
      };
      charges.set(id, charge);
      const failure = FAILS_LATER[amount];
      if (failure) {
        charge.status = 'FAILED';
        charge.failure_code = failure;
        callback('ewallet.capture', { ...charge });
      }
      return reply(res, 202, charge);
    }

    const charge = /^\/ewallets\/charges\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && charge) {
      const found = charges.get(charge[1] as string);
      return found ? reply(res, 200, found) : refuse(res, 404, 'DATA_NOT_FOUND', 'no such charge');
    }

    if (req.method === 'POST' && url.pathname === '/v2/payouts') {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 1 || key.length > 100)
        return refuse(res, 400, 'API_VALIDATION_ERROR', 'Idempotency-key header is required');
      const body = await readJson(req);
      const known = payoutByKey.get(key);
      if (known) return reply(res, 200, payouts.get(known) as Payout);
      const props = (body?.channel_properties ?? {}) as Record<string, unknown>;
      if (!body?.reference_id || !body.channel_code || !props.account_number || !Number.isFinite(Number(body.amount)))
        return refuse(res, 400, 'API_VALIDATION_ERROR', 'reference_id, channel_code, account_number, amount');
      const payout: Payout = {
        id: `disb-${randomBytes(12).toString('hex')}`,
        reference_id: String(body.reference_id),
        amount: Number(body.amount),
        currency: String(body.currency),
        channel_code: String(body.channel_code),
        status: 'ACCEPTED',
        account_number: String(props.account_number),
      };
      payouts.set(payout.id, payout);
      payoutByKey.set(key, payout.id);
      // Accounts ending 0000 fail, like the sandbox provider; the rest succeed.
      const outcome = payout.account_number.endsWith('0000') ? 'FAILED' : 'SUCCEEDED';
      later(delayMs, () => {
        payout.status = outcome;
        callback(outcome === 'SUCCEEDED' ? 'payout.succeeded' : 'payout.failed', { ...payout });
      });
      return reply(res, 200, payout);
    }

    const payout = /^\/v2\/payouts\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && payout) {
      const found = payouts.get(payout[1] as string);
      return found ? reply(res, 200, found) : refuse(res, 404, 'DATA_NOT_FOUND', 'no such payout');
    }
    return refuse(res, 404, 'NOT_FOUND', `${req.method} ${url.pathname}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    sent,
    charge: (id: string) => charges.get(id),
    /** The player pays (or declines) on the e-wallet: the charge settles and its callback goes out. */
    settle(id: string, status: 'SUCCEEDED' | 'FAILED') {
      const found = charges.get(id);
      if (!found || found.status !== 'PENDING') return false;
      found.status = status;
      if (status === 'SUCCEEDED') found.capture_amount = found.charge_amount;
      callback('ewallet.capture', { ...found });
      return true;
    },
    /** A payout that succeeded comes back (REVERSED), as banks sometimes do. */
    reverse(id: string) {
      const found = payouts.get(id);
      if (!found || found.status !== 'SUCCEEDED') return false;
      found.status = 'REVERSED';
      callback('payout.reversed', { ...found });
      return true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
      }),
  };
}
