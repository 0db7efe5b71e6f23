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
  /** Asks the provider where a payment stands (recovery after a lost webhook or a crash). */
  queryStatus(providerRef: string): Promise<{ status: ProviderStatus; amountCents: bigint; currency: string }>;
}
