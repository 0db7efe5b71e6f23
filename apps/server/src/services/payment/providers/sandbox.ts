import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentSandbox } from '../../../db/schema/index.ts';
import type { PaymentProvider, ProviderEvent, ProviderStatus } from './provider.ts';
import { WebhookRejected } from './provider.ts';
import { checkSignature, signPayload } from './stripe-signature.ts';

/**
 * The sandbox payment provider: a double that behaves like a real provider. Its checkout page is served by our own
 * server (/payment-sandbox/checkout/<ref>), where a tester pays or fails. It then sends webhooks signed like
 * Stripe's, the way real providers do it at their worst: the success late and twice, a stale "processing" event
 * after it (out of order), each retried with exponential back-off until answered 2xx.
 */
const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

export interface SandboxOptions {
  db: Db;
  secret: string;
  publicOrigin: string;
  /** Delay before the first delivery, ms (PAYMENT_SANDBOX_DELAY_MS, default 1500: "late"). */
  delayMs: number;
  /** Sends one webhook to our endpoint; answers the HTTP status. */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<number>;
  maxAttempts?: number;
}

export interface SandboxProvider extends PaymentProvider {
  /** The tester's choice on the checkout page. */
  settle(ref: string, outcome: 'paid' | 'failed'): Promise<boolean>;
  payment(ref: string): Promise<typeof paymentSandbox.$inferSelect | undefined>;
  /** Stops pending deliveries (server shutdown). */
  close(): void;
}

export function sandboxProvider(options: SandboxOptions): SandboxProvider {
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

  /** One event, delivered until acknowledged or out of attempts (back-off doubles from the first delay). */
  const send = (event: object, firstDelay: number) => {
    const rawBody = JSON.stringify(event);
    const attempt = (n: number) =>
      later(n === 0 ? firstDelay : Math.max(50, options.delayMs) * 2 ** n, async () => {
        const t = Math.floor(Date.now() / 1000);
        const status = await options
          .deliver(rawBody, { [SANDBOX_SIGNATURE_HEADER]: signPayload(options.secret, rawBody, t) })
          .catch(() => 0);
        await options.db
          .update(paymentSandbox)
          .set({ deliveries: sql`${paymentSandbox.deliveries} + 1` })
          .where(eq(paymentSandbox.ref, ref(event)))
          .catch(() => {});
        if ((status < 200 || status > 299) && n + 1 < maxAttempts) attempt(n + 1);
      });
    attempt(0);
  };
  const ref = (event: object) => (event as { data: { ref: string } }).data.ref;

  const eventFor = (row: typeof paymentSandbox.$inferSelect, type: string, status: string) => ({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      kind: type.startsWith('payout.') ? 'payout' : 'payment',
      ref: row.ref,
      order_id: row.orderId,
      status,
      amount_cents: row.amountCents.toString(),
      // The running total given back, as Stripe's charge object carries `amount_refunded`.
      refunded_cents: row.refundedCents.toString(),
      currency: row.currency,
    },
  });

  return {
    id: 'sandbox',
    async createPayment(order) {
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`;
      await options.db.insert(paymentSandbox).values({
        ref: providerRef,
        orderId: order.id,
        currency: order.currency,
        amountCents: order.amountCents,
        status: 'requires_payment',
      });
      return {
        providerRef,
        checkoutUrl: `${options.publicOrigin}/payment-sandbox/checkout/${providerRef}`,
        instructions: [],
      };
    },
    verifyWebhook(headers, rawBody) {
      const raw = headers[SANDBOX_SIGNATURE_HEADER.toLowerCase()];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const check = checkSignature(header, rawBody, options.secret, Math.floor(Date.now() / 1000));
      if (check !== 'ok') throw new WebhookRejected(check);
      return parseSandboxEvent(rawBody);
    },
    parseEvent: parseSandboxEvent,
    async queryStatus(providerRef) {
      const [row] = await options.db.select().from(paymentSandbox).where(eq(paymentSandbox.ref, providerRef));
      if (!row) throw new Error(`sandbox: no payment ${providerRef}`);
      const status: ProviderStatus =
        row.status === 'succeeded'
          ? 'paid'
          : row.status === 'failed'
            ? 'failed'
            : row.status === 'refunded'
              ? 'refunded'
              : 'pending';
      return { status, amountCents: row.amountCents, currency: row.currency };
    },
    async settle(providerRef, outcome) {
      const [row] = await options.db
        .update(paymentSandbox)
        .set({ status: outcome === 'paid' ? 'succeeded' : 'failed', updatedAt: new Date() })
        .where(eq(paymentSandbox.ref, providerRef))
        .returning();
      if (!row || (row.status !== 'succeeded' && row.status !== 'failed')) return false;
      if (outcome === 'paid') {
        const success = eventFor(row, 'payment.succeeded', 'succeeded');
        send(success, options.delayMs);
        send({ ...success }, options.delayMs * 2); // the same event again: a duplicate delivery
        send(eventFor(row, 'payment.processing', 'processing'), options.delayMs * 3); // older news, arriving last
      } else {
        send(eventFor(row, 'payment.failed', 'failed'), options.delayMs);
      }
      return true;
    },
    /**
     * Payouts settle by the account number's last digits, so testers choose the outcome: ...0000 fails,
     * ...9999 succeeds and then bounces, anything else succeeds.
     */
    async payout(order) {
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`;
      const outcome = order.accountNumber.endsWith('0000') ? 'failed' : 'succeeded';
      const [row] = await options.db
        .insert(paymentSandbox)
        .values({
          ref: providerRef,
          orderId: order.id,
          currency: order.currency,
          amountCents: order.amountCents,
          status: `payout_${outcome}`,
        })
        .returning();
      if (!row) throw new Error('sandbox payout insert returned nothing');
      send(eventFor(row, `payout.${outcome}`, outcome), options.delayMs);
      if (outcome === 'succeeded' && order.accountNumber.endsWith('9999'))
        send(eventFor(row, 'payout.bounced', 'bounced'), options.delayMs * 4);
      return { providerRef };
    },
    /**
     * Gives back part or all of a paid payment, at most what is left, once per refund id; then sends the refund
     * event with the running total (twice, as providers do). A refund over what is left is refused, as providers do.
     */
    async refund(providerRef, amountCents, refundId) {
      if (amountCents <= 0n) throw new Error('sandbox: a refund must be positive');
      const [row] = await options.db
        .update(paymentSandbox)
        .set({
          refundedCents: sql`${paymentSandbox.refundedCents} + ${amountCents}`,
          refundIds: sql`${paymentSandbox.refundIds} || ${JSON.stringify([refundId])}::jsonb`,
          status: sql`case when ${paymentSandbox.refundedCents} + ${amountCents} = ${paymentSandbox.amountCents}
            then 'refunded' else ${paymentSandbox.status} end`,
          updatedAt: new Date(),
        })
        .where(
          sql`${paymentSandbox.ref} = ${providerRef} and ${paymentSandbox.status} = 'succeeded'
            and ${paymentSandbox.refundedCents} + ${amountCents} <= ${paymentSandbox.amountCents}
            and not ${paymentSandbox.refundIds} @> ${JSON.stringify([refundId])}::jsonb`,
        )
        .returning();
      if (!row) {
        const [seen] = await options.db.select().from(paymentSandbox).where(eq(paymentSandbox.ref, providerRef));
        if (seen?.refundIds.includes(refundId)) return;
        throw new Error(
          `sandbox: refund of ${amountCents} refused for ${providerRef} (not paid, or more than is left)`,
        );
      }
      const event = eventFor(row, 'payment.refunded', 'refunded');
      send(event, options.delayMs);
      send({ ...event }, options.delayMs * 2);
    },
    async payment(providerRef) {
      const [row] = await options.db.select().from(paymentSandbox).where(eq(paymentSandbox.ref, providerRef));
      return row;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function parseSandboxEvent(rawBody: string): ProviderEvent {
  let body: {
    id?: unknown;
    data?: {
      kind?: unknown;
      ref?: unknown;
      status?: unknown;
      amount_cents?: unknown;
      refunded_cents?: unknown;
      currency?: unknown;
    };
  };
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed');
  }
  const d = body.data;
  const statuses: Record<string, ProviderStatus> = {
    processing: 'pending',
    succeeded: 'paid',
    failed: 'failed',
    refunded: 'refunded',
    bounced: 'bounced',
  };
  const status = typeof d?.status === 'string' ? statuses[d.status] : undefined;
  if (
    typeof body.id !== 'string' ||
    typeof d?.ref !== 'string' ||
    !status ||
    typeof d.amount_cents !== 'string' ||
    !/^\d{1,18}$/.test(d.amount_cents) ||
    typeof d.currency !== 'string' ||
    (d.refunded_cents !== undefined && (typeof d.refunded_cents !== 'string' || !/^\d{1,18}$/.test(d.refunded_cents)))
  )
    throw new WebhookRejected('malformed');
  return {
    kind: d.kind === 'payout' ? 'payout' : 'payment',
    eventId: body.id,
    providerRef: d.ref,
    status,
    amountCents: BigInt(d.amount_cents),
    currency: d.currency,
    ...(status === 'refunded' && typeof d.refunded_cents === 'string'
      ? { refundedCents: BigInt(d.refunded_cents) }
      : {}),
  } satisfies ProviderEvent;
}
