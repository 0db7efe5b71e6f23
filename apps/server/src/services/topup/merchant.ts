import { checkSignature, signPayload } from '../payment/providers/stripe-signature.ts';

/**
 * The merchant adapter (docs/topup.md): how we talk to a game's top-up merchant. Every message either way is JSON
 * signed like a Stripe webhook with the merchant's secret (`Topup-Signature: t=<unix>,v1=HMAC-SHA256(secret,
 * "t.body")`, 300 s tolerance). A delivery is idempotent by our order id: asking twice is the same delivery.
 *
 *   POST <base>/packages {game_id, market}                       -> {account, packages}
 *   POST <base>/deliver  {order_id, game_id, sku, account_id}    -> {status: accepted|rejected, ref, reason}
 *                                                                   (5xx or no answer: unavailable, retried)
 *   POST <base>/query    {order_id}                              -> {status: pending|delivered|failed|unknown, ...}
 *   callback to us: POST /hooks/topup/<merchant> {event_id, order_id, ref, status: delivered|failed, reason}
 */
export const TOPUP_SIGNATURE_HEADER = 'Topup-Signature';

interface MerchantPackage {
  sku: string;
  name: string;
  amount: number;
  bonus: number;
  unit: string;
  /** US cents; we price it in USDT 1:1 and in KC at RECHARGE_KC_PER_USDT. */
  price_cents: number;
}

export interface MerchantCatalogue {
  account: { pattern: string; label: string; example: string };
  packages: MerchantPackage[];
}

type DeliverResult =
  | { kind: 'accepted'; ref: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'unavailable'; reason: string };

type QueryResult = { kind: 'pending' | 'delivered' | 'failed' | 'unknown'; ref: string; reason: string };

interface DeliveryRequest {
  order_id: string;
  game_id: number;
  sku: string;
  account_id: string;
}

export interface MerchantAdapter {
  listPackages(gameId: number, market: string): Promise<MerchantCatalogue>;
  deliver(request: DeliveryRequest): Promise<DeliverResult>;
  query(orderId: string): Promise<QueryResult>;
}

/** One HTTP exchange with a merchant: path under its base, raw body and headers; answers status and raw body. */
export type MerchantTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export function signTopup(secret: string, rawBody: string, now = Date.now()): string {
  return signPayload(secret, rawBody, Math.floor(now / 1000));
}

export function verifyTopup(secret: string, header: string | string[] | undefined, rawBody: string) {
  return checkSignature(Array.isArray(header) ? header[0] : header, rawBody, secret, Math.floor(Date.now() / 1000));
}

/** The adapter for a merchant that speaks the protocol above over a transport (HTTP, or the in-process sandbox). */
export function httpMerchant(secret: string, send: MerchantTransport): MerchantAdapter {
  const post = async (path: string, payload: object) => {
    const raw = JSON.stringify(payload);
    const answer = await send(path, raw, {
      'content-type': 'application/json',
      [TOPUP_SIGNATURE_HEADER]: signTopup(secret, raw),
    });
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      json = {};
    }
    return { status: answer.status, json };
  };
  return {
    async listPackages(gameId, market) {
      const { status, json } = await post('/packages', { game_id: gameId, market });
      if (status !== 200) throw new Error(`merchant packages answered ${status}`);
      return json as unknown as MerchantCatalogue;
    },
    async deliver(request) {
      let answer: { status: number; json: Record<string, unknown> };
      try {
        answer = await post('/deliver', request);
      } catch (error) {
        return { kind: 'unavailable', reason: String((error as Error).message ?? error) };
      }
      if (answer.status >= 500 || answer.status === 429 || answer.status === 0)
        return { kind: 'unavailable', reason: `merchant answered ${answer.status}` };
      if (answer.status === 200 && answer.json.status === 'accepted')
        return { kind: 'accepted', ref: String(answer.json.ref ?? '') };
      return { kind: 'rejected', reason: String(answer.json.reason ?? `merchant answered ${answer.status}`) };
    },
    async query(orderId) {
      const { status, json } = await post('/query', { order_id: orderId });
      if (status !== 200) throw new Error(`merchant query answered ${status}`);
      const kind = ['pending', 'delivered', 'failed'].includes(String(json.status))
        ? (json.status as QueryResult['kind'])
        : 'unknown';
      return { kind, ref: String(json.ref ?? ''), reason: String(json.reason ?? '') };
    },
  };
}
