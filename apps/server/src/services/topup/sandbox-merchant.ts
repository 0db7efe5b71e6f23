import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { topupMerchants, topupSandboxDeliveries, topupSandboxPackages } from '../../db/schema/index.ts';
import { signTopup, TOPUP_SIGNATURE_HEADER, verifyTopup } from './merchant.ts';

/**
 * The sandbox merchant: a double of a game's top-up merchant, served by our own server under
 * /topup-sandbox/<merchant>/..., that behaves like a real one at its worst. Testers choose the outcome with the
 * game account id's last digits:
 *   ...000  the merchant refuses the delivery at once (no such player)      -> failed, hold released
 *   ...404  accepted, then a "failed" callback later                        -> failed, hold released
 *   ...503  the merchant answers 503 to the first two delivery requests     -> retried with back-off, delivered
 *   ...777  accepted, but the callback is lost                              -> our status query finds it delivered
 *   other   accepted; the "delivered" callback comes late and twice (same event, then a new event id)
 * Callbacks are signed with the merchant's secret and retried with back-off until answered 2xx.
 */
export interface SandboxMerchantOptions {
  db: Db;
  delayMs: number;
  /** Sends a callback to our endpoint /hooks/topup/<merchant>; answers the HTTP status. */
  callback: (merchantId: string, rawBody: string, headers: Record<string, string>) => Promise<number>;
  maxAttempts?: number;
}

export interface SandboxAnswer {
  status: number;
  body: object;
}

export function sandboxMerchant(options: SandboxMerchantOptions) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const maxAttempts = options.maxAttempts ?? 6;
  let closed = false;
  const later = (ms: number, run: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };

  const secretOf = async (merchantId: string) => {
    const [m] = await options.db
      .select({ secret: topupMerchants.secret })
      .from(topupMerchants)
      .where(and(eq(topupMerchants.id, merchantId), eq(topupMerchants.adapter, 'sandbox')));
    return m?.secret;
  };

  const setStatus = (merchantId: string, orderId: string, status: string) =>
    options.db
      .update(topupSandboxDeliveries)
      .set({ status })
      .where(and(eq(topupSandboxDeliveries.merchantId, merchantId), eq(topupSandboxDeliveries.orderId, orderId)))
      .catch(() => {});

  /** One callback, sent until acknowledged or out of attempts (back-off doubles). */
  const send = (merchantId: string, secret: string, event: object, firstDelay: number) => {
    const raw = JSON.stringify(event);
    const attempt = (n: number) =>
      later(n === 0 ? firstDelay : Math.max(50, options.delayMs) * 2 ** n, async () => {
        const status = await options
          .callback(merchantId, raw, { [TOPUP_SIGNATURE_HEADER]: signTopup(secret, raw) })
          .catch(() => 0);
        if ((status < 200 || status > 299) && n + 1 < maxAttempts) attempt(n + 1);
      });
    attempt(0);
  };

  const event = (orderId: string, ref: string, status: 'delivered' | 'failed', reason = '') => ({
    event_id: `tev_${randomBytes(10).toString('hex')}`,
    order_id: orderId,
    ref,
    status,
    reason,
  });

  /** Handles one signed request to the merchant; answers what a merchant's HTTP API would. */
  async function handle(merchantId: string, action: string, headers: Record<string, unknown>, raw: string) {
    const secret = await secretOf(merchantId);
    if (!secret) return { status: 404, body: { error: 'unknown merchant' } } satisfies SandboxAnswer;
    const check = verifyTopup(secret, headers[TOPUP_SIGNATURE_HEADER.toLowerCase()] as string | undefined, raw);
    if (check !== 'ok') return { status: 401, body: { error: check } } satisfies SandboxAnswer;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { error: 'malformed' } } satisfies SandboxAnswer;
    }
    if (action === 'packages') return { status: 200, body: await catalogue(merchantId) };
    const orderId = String(body.order_id ?? '');
    if (!/^[A-Za-z0-9_-]{4,64}$/.test(orderId)) return { status: 400, body: { error: 'order_id' } };
    if (action === 'query') {
      const [row] = await options.db
        .select()
        .from(topupSandboxDeliveries)
        .where(and(eq(topupSandboxDeliveries.merchantId, merchantId), eq(topupSandboxDeliveries.orderId, orderId)));
      if (!row || row.status === 'unavailable') return { status: 200, body: { status: 'unknown', ref: '' } };
      const status = row.status === 'accepted' ? 'pending' : row.status;
      return {
        status: 200,
        body: { status, ref: row.ref, reason: status === 'failed' ? 'The game refused the top-up' : '' },
      };
    }
    if (action === 'deliver') return deliver(merchantId, secret, orderId, body);
    return { status: 404, body: { error: 'unknown action' } };
  }

  async function catalogue(merchantId: string) {
    const list = await options.db
      .select()
      .from(topupSandboxPackages)
      .where(eq(topupSandboxPackages.merchantId, merchantId))
      .orderBy(asc(topupSandboxPackages.sort));
    const first = list[0];
    return {
      account: {
        pattern: first?.accountPattern ?? '^\\d{6,12}$',
        label: first?.accountLabel ?? 'Player ID',
        example: first?.accountExample ?? '12345678',
      },
      packages: list.map((p) => ({
        sku: p.sku,
        name: p.name,
        amount: p.amount,
        bonus: p.bonus,
        unit: p.unit,
        price_cents: p.priceCents,
      })),
    };
  }

  async function deliver(
    merchantId: string,
    secret: string,
    orderId: string,
    body: Record<string, unknown>,
  ): Promise<SandboxAnswer> {
    const account = String(body.account_id ?? '');
    const sku = String(body.sku ?? '');
    const ref = `mref_${randomBytes(8).toString('hex')}`;
    // Idempotent by our order id: the first request makes the row, later ones count themselves on it.
    const [row] = await options.db
      .insert(topupSandboxDeliveries)
      .values({ merchantId, orderId, ref, sku, accountId: account, status: 'unavailable' })
      .onConflictDoUpdate({
        target: [topupSandboxDeliveries.merchantId, topupSandboxDeliveries.orderId],
        set: { requests: sql`${topupSandboxDeliveries.requests} + 1` },
      })
      .returning();
    if (!row) return { status: 500, body: { error: 'storage' } };
    if (row.status === 'accepted' || row.status === 'delivered')
      return { status: 200, body: { status: 'accepted', ref: row.ref } };
    if (row.status === 'failed')
      return { status: 200, body: { status: 'rejected', ref: row.ref, reason: 'No such player in this game' } };
    if (account.endsWith('503') && row.requests <= 2) return { status: 503, body: { error: 'busy, try again' } };
    if (account.endsWith('000')) {
      await setStatus(merchantId, orderId, 'failed');
      return { status: 200, body: { status: 'rejected', ref: row.ref, reason: 'No such player in this game' } };
    }
    await setStatus(merchantId, orderId, 'accepted');
    const delay = options.delayMs;
    if (account.endsWith('404')) {
      later(delay, () => void setStatus(merchantId, orderId, 'failed'));
      send(merchantId, secret, event(orderId, row.ref, 'failed', 'The game server refused the top-up'), delay);
    } else if (account.endsWith('777')) {
      later(delay, () => void setStatus(merchantId, orderId, 'delivered')); // delivered, but nobody is told
    } else {
      later(delay, () => void setStatus(merchantId, orderId, 'delivered'));
      const done = event(orderId, row.ref, 'delivered');
      send(merchantId, secret, done, delay);
      send(merchantId, secret, done, delay * 2); // the same event again
      send(merchantId, secret, { ...done, event_id: `tev_${randomBytes(10).toString('hex')}` }, delay * 3);
    }
    return { status: 200, body: { status: 'accepted', ref: row.ref } };
  }

  return {
    handle,
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
export type SandboxMerchant = ReturnType<typeof sandboxMerchant>;
