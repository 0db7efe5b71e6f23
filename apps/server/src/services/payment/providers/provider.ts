/**
 * What the payment core asks of a provider (issue 14). Each adapter speaks its provider's published protocol; the
 * sandbox provider is our own double that behaves like one (signed, late, duplicated, out-of-order webhooks).
 */
export interface CreatedPayment {
  providerRef: string;
  checkoutUrl: string;
  instructions: { label: string; value: string }[];
}

export type ProviderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'bounced';

/** One verified message from a provider about one payment. */
export interface ProviderEvent {
  /** A payment in (recharge) or a payout (withdrawal). */
  kind: 'payment' | 'payout';
  eventId: string;
  providerRef: string;
  status: ProviderStatus;
  amountCents: bigint;
  currency: string;
  /**
   * A refund's running total: how much of the payment has been given back so far, as Stripe's `amount_refunded`
   * and Xendit's `refunded_amount` say it. Absent on a refund event: all of it.
   */
  refundedCents?: bigint;
}

export class WebhookRejected extends Error {
  readonly reason: 'bad_signature' | 'stale' | 'malformed';
  constructor(reason: 'bad_signature' | 'stale' | 'malformed') {
    super(`webhook rejected: ${reason}`);
    this.reason = reason;
  }
}

export interface PaymentProvider {
  readonly id: 'sandbox' | 'xendit';
  createPayment(order: {
    id: string;
    userId: number;
    channel: string;
    currency: string;
    amountCents: bigint;
    /** The app path the player returns to after paying; the provider's default page when absent. */
    returnPath?: string;
  }): Promise<CreatedPayment>;
  /** Verifies authenticity and parses; throws WebhookRejected. `rawBody` is the exact bytes received. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderEvent;
  /** Parses a body verified before (a stored webhook applied again after a crash); throws WebhookRejected. */
  parseEvent(rawBody: string): ProviderEvent;
  /** Sends money out to a payout account; the result comes as payout webhooks. */
  payout(order: {
    id: string;
    currency: string;
    amountCents: bigint;
    channel: string;
    accountNumber: string;
    /** The name on the account (Xendit checks it against the bank's or e-wallet's record). */
    accountHolder?: string;
  }): Promise<{
    providerRef: string;
  }>;
  /**
   * Asks the provider to give back `amountCents` of a paid payment (all or part of it); `refundId` makes a retried
   * request one refund. The coins come back when the provider's refund event arrives (applyEvent).
   */
  refund(providerRef: string, amountCents: bigint, refundId: string): Promise<void>;
  /** Asks the provider where a payment stands (recovery after a lost webhook or a crash). */
  queryStatus(providerRef: string): Promise<{ status: ProviderStatus; amountCents: bigint; currency: string }>;
}
