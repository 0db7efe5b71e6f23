import { createHash, timingSafeEqual } from 'node:crypto';
import type { CreatedPayment, PaymentProvider, ProviderEvent, ProviderStatus } from './provider.ts';
import { WebhookRejected } from './provider.ts';

/**
 * Xendit (Indonesia and Vietnam e-wallets), written to its published API (../shared/references/payments.md, §2):
 * e-wallet charges (`POST /ewallets/charges`, `GET /ewallets/charges/{id}`) for recharges, payouts v2
 * (`POST /v2/payouts` with the required `Idempotency-key`) for withdrawals, HTTP Basic with the secret key as user
 * name, and webhooks authenticated by the static `x-callback-token` of the dashboard (no body signature, so a
 * constant-time compare is the whole check). Switched on by PAYMENT_XENDIT_SECRET_KEY and
 * PAYMENT_XENDIT_CALLBACK_TOKEN; a channel uses it when PAYMENT_CHANNELS names `"provider": "xendit"` for it.
 */
const XENDIT_TOKEN_HEADER = 'x-callback-token';

/** Our channels and Xendit's e-wallet channel codes. GoPay is in no Xendit e-wallet list: not offered through it. */
const CHANNEL_CODES: Record<string, string> = {
  dana: 'ID_DANA',
  ovo: 'ID_OVO',
  shopeepay: 'ID_SHOPEEPAY',
  momo: 'VN_MOMO',
};

export interface XenditOptions {
  apiUrl: string;
  secretKey: string;
  callbackToken: string;
  /** Where Xendit sends the player back after paying (our orders page). */
  returnUrl: string;
  fetch?: typeof fetch;
}

class XenditError extends Error {
  readonly status: number;
  readonly errorCode: string;
  constructor(status: number, errorCode: string, message: string) {
    super(`xendit ${status} ${errorCode}: ${message}`);
    this.status = status;
    this.errorCode = errorCode;
  }
}

const CHARGE_STATUS: Record<string, ProviderStatus> = {
  PENDING: 'pending',
  SUCCEEDED: 'paid',
  FAILED: 'failed',
  VOIDED: 'failed',
  REFUNDED: 'refunded',
};
const PAYOUT_STATUS: Record<string, ProviderStatus> = {
  ACCEPTED: 'pending',
  REQUESTED: 'pending',
  PENDING_COMPLIANCE_ASSESSMENT: 'pending',
  SUCCEEDED: 'paid',
  FAILED: 'failed',
  CANCELLED: 'failed',
  COMPLIANCE_REJECTED: 'failed',
  REVERSED: 'bounced',
};

/** Xendit amounts are in the currency's units (IDR and VND whole numbers); ours are cents. */
const toUnits = (cents: bigint) => Number(cents) / 100;
const toCents = (units: number) => BigInt(Math.round(units * 100));

function sameToken(given: string, expected: string): boolean {
  // Hash both so the compare takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length > 0;
}

/** A Xendit callback as one event: e-wallet charges (`ewallet.capture`) and payouts (`payout.*`). */
function parseXenditEvent(rawBody: string): ProviderEvent {
  let body: { event?: string; data?: Record<string, unknown> } & Record<string, unknown>;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed');
  }
  const data = (body.data ?? body) as Record<string, unknown>;
  const id = typeof data.id === 'string' ? data.id : '';
  const status = typeof data.status === 'string' ? data.status : '';
  const currency = typeof data.currency === 'string' ? data.currency : '';
  const payout = String(body.event ?? '').startsWith('payout.') || id.startsWith('disb-');
  const mapped = (payout ? PAYOUT_STATUS : CHARGE_STATUS)[status];
  const amount = Number(payout ? data.amount : (data.capture_amount ?? data.charge_amount));
  if (!id || !mapped || !currency || !Number.isFinite(amount)) throw new WebhookRejected('malformed');
  // The charge object's `refunded_amount` is the running total given back (a partial refund leaves it below).
  const refunded =
    mapped === 'refunded' && data.refunded_amount !== undefined ? Number(data.refunded_amount) : undefined;
  if (
    refunded !== undefined &&
    (typeof data.refunded_amount !== 'number' || !Number.isFinite(refunded) || refunded < 0)
  )
    throw new WebhookRejected('malformed');
  return {
    kind: payout ? 'payout' : 'payment',
    // The same event delivered again (Xendit retries for 24 hours) has the same id, status and object.
    eventId: `${body.event ?? (payout ? 'payout' : 'ewallet.capture')}:${id}:${status}${refunded === undefined ? '' : `:${refunded}`}`,
    providerRef: id,
    status: mapped,
    amountCents: toCents(amount),
    currency,
    ...(refunded === undefined ? {} : { refundedCents: toCents(refunded) }),
  };
}

export function xenditProvider(options: XenditOptions): PaymentProvider {
  const http = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call<T>(method: string, path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await http(`${options.apiUrl}${path}`, {
      method,
      headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error_code?: string; message?: string };
    if (!response.ok)
      throw new XenditError(response.status, answer.error_code ?? 'UNKNOWN', answer.message ?? response.statusText);
    return answer;
  }

  const codeOf = (channel: string) => {
    const code = CHANNEL_CODES[channel];
    if (!code) throw new XenditError(400, 'CHANNEL_NOT_SUPPORTED', `no Xendit channel for ${channel}`);
    return code;
  };

  return {
    id: 'xendit',

    async createPayment(order): Promise<CreatedPayment> {
      const back = order.returnPath ? new URL(order.returnPath, options.returnUrl).href : options.returnUrl;
      const charge = await call<{
        id: string;
        actions?: Record<string, string | null> | null;
        channel_code: string;
      }>('POST', '/ewallets/charges', {
        reference_id: order.id,
        currency: order.currency,
        amount: toUnits(order.amountCents),
        checkout_method: 'ONE_TIME_PAYMENT',
        channel_code: codeOf(order.channel),
        channel_properties: {
          success_redirect_url: back,
          failure_redirect_url: back,
          cancel_redirect_url: back,
        },
        metadata: { user_id: String(order.userId) },
      });
      const actions = charge.actions ?? {};
      const url =
        actions.mobile_web_checkout_url ?? actions.desktop_web_checkout_url ?? actions.mobile_deeplink_checkout_url;
      // OVO has no checkout page: the player confirms a push notification in the OVO app.
      return {
        providerRef: charge.id,
        checkoutUrl: url ?? '',
        instructions: url ? [] : [{ label: 'confirm_in_app', value: charge.channel_code }],
      };
    },

    verifyWebhook(headers, rawBody) {
      const raw = headers[XENDIT_TOKEN_HEADER];
      const token = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
      if (!sameToken(token, options.callbackToken)) throw new WebhookRejected('bad_signature');
      return parseXenditEvent(rawBody);
    },

    parseEvent: parseXenditEvent,

    async payout(order) {
      const payout = await call<{ id: string }>(
        'POST',
        '/v2/payouts',
        {
          reference_id: order.id,
          channel_code: codeOf(order.channel),
          channel_properties: { account_number: order.accountNumber, account_holder_name: order.accountHolder ?? '' },
          amount: toUnits(order.amountCents),
          currency: order.currency,
          description: `Withdrawal ${order.id}`,
        },
        // Required by Xendit; the order id makes a retried request the same payout.
        { 'Idempotency-key': order.id },
      );
      return { providerRef: payout.id };
    },

    /**
     * Xendit refunds through its refunds API by payment request or payment id (POST /refunds, /v3/refunds), which
     * e-wallet charges (`ewc_` ids, this adapter) do not have: an operator refunds one in Xendit's dashboard, and
     * its refund callback (`refunded_amount`, the running total) gives the coins back here.
     */
    async refund(providerRef) {
      throw new Error(`xendit: refund ${providerRef} in the Xendit dashboard; its callback is applied here`);
    },

    async queryStatus(providerRef) {
      if (providerRef.startsWith('disb-')) {
        const payout = await call<{ status: string; amount: number; currency: string }>(
          'GET',
          `/v2/payouts/${encodeURIComponent(providerRef)}`,
        );
        return {
          status: PAYOUT_STATUS[payout.status] ?? 'pending',
          amountCents: toCents(payout.amount),
          currency: payout.currency,
        };
      }
      const charge = await call<{ status: string; charge_amount: number; capture_amount?: number; currency: string }>(
        'GET',
        `/ewallets/charges/${encodeURIComponent(providerRef)}`,
      );
      return {
        status: CHARGE_STATUS[charge.status] ?? 'pending',
        amountCents: toCents(charge.capture_amount ?? charge.charge_amount),
        currency: charge.currency,
      };
    },
  };
}
