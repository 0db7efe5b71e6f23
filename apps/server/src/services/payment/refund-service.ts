import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller, OpsDeps } from '../ops/auth-service.ts';
import { type ApprovalKind, aboveFourEyesLimit, requestApproval } from '../ops/four-eyes.ts';
import { centsToText, textToCents } from './markets.ts';
import { coinsForCents, historyOf, type OrderRow } from './orders-repo.ts';
import { orderView, PAYMENT_COIN, type PaymentDeps } from './recharge-service.ts';

/**
 * Refunds a finance operator asks for (docs/payments.md "Refunds"): the order's provider is asked to give back all
 * or part of a paid recharge, once per refund id; the coins come back in proportion when its refund event arrives
 * (recharge-service.ts applyEvent). Worth more than the four-eyes limit, the request waits for a second operator.
 */

interface RefundRequest {
  order_id: string;
  amount: string;
  reason: string;
}

async function rechargeOrder(deps: PaymentDeps, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row?.kind === 'recharge' ? row : undefined;
}

export async function opsOrder(deps: PaymentDeps, orderId: string) {
  const order = await rechargeOrder(deps, orderId);
  if (!order) return { order: null };
  const history = await historyOf(deps.db, order.id);
  return {
    order: {
      ...orderView(order),
      user_id: order.userId,
      provider: order.provider,
      refundable: centsToText(order.status === 'paid' ? order.fiatCents - order.refundedCents : 0n),
      history,
    },
  };
}

/** The order and the amount in cents, or the field error an operator should see. */
async function checked(deps: PaymentDeps, input: RefundRequest) {
  const order = await rechargeOrder(deps, input.order_id);
  if (!order) throw new AppError('NOT_FOUND', 'No such recharge order');
  if (order.status !== 'paid') throw fieldError({ order_id: ['only a paid recharge can be refunded'] });
  if (!order.providerRef || !deps.providers[order.provider])
    throw fieldError({ order_id: ["this order's provider is not configured here"] });
  const cents = textToCents(input.amount);
  const left = order.fiatCents - order.refundedCents;
  if (cents <= 0n || cents > left)
    throw fieldError({ amount: [`between 0.01 and ${centsToText(left)} ${order.currency}`] });
  return { order, cents };
}

async function sendRefund(deps: PaymentDeps, order: OrderRow, cents: bigint, refundId: string) {
  const provider = deps.providers[order.provider];
  if (!provider || !order.providerRef) throw new AppError('CONFLICT', "This order's provider is not configured.");
  try {
    await provider.refund(order.providerRef, cents, refundId);
  } catch (error) {
    throw new AppError('CONFLICT', `The provider refused the refund: ${(error as Error).message}`);
  }
}

export async function requestRefund(
  deps: PaymentDeps,
  ops: OpsDeps,
  caller: OpsCaller,
  input: RefundRequest,
  idempotencyKey?: string,
) {
  const { order, cents } = await checked(deps, input);
  const summary = {
    order_id: order.id,
    user_id: order.userId,
    currency: order.currency,
    amount: centsToText(cents),
    reason: input.reason,
  };
  if (await aboveFourEyesLimit(ops, PAYMENT_COIN, coinsForCents(order, cents))) {
    const approvalId = await inTransaction(deps.db, async (tx) => {
      const id = await requestApproval(tx, caller.operator.id, 'payments.refund', summary);
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'payments.refund_requested',
        target: `order:${order.id}`,
        after: { ...summary, approval_id: id },
      });
      return id;
    });
    return { status: 'pending_approval' as const, approval_id: approvalId };
  }
  // The same request sent again is one refund at the provider: by its Idempotency-Key, or else by what it asks
  // of the order as it stands (a double click before the first refund's event lands).
  const refundId = idempotencyKey
    ? `rf_op${caller.operator.id}_${idempotencyKey}`
    : `rf_${order.id}_${order.refundedCents}_${cents}`;
  await sendRefund(deps, order, cents, refundId);
  await writeAudit(deps.db, {
    operatorId: caller.operator.id,
    ip: caller.ip,
    action: 'payments.refund',
    target: `order:${order.id}`,
    before: { status: order.status, refunded: centsToText(order.refundedCents) },
    after: { ...summary, refund_id: refundId },
  });
  return { status: 'requested' as const, approval_id: null };
}

/** A refund above the limit, once a second operator approves it (ops/approvals-service.ts). */
export const refundApproval: ApprovalKind = {
  summary: (approval) => {
    const p = approval.payload as typeof approval.payload & { user_id: number; currency: string; amount: string };
    const reason = (approval.payload as { reason: string }).reason;
    return { user_id: p.user_id, coin: p.currency, amount: p.amount, direction: 'debit', reason };
  },
  actions: { approved: 'payments.refund_approved', refused: 'payments.refund_refused' },
  target: (approval) => `order:${(approval.payload as { order_id: string }).order_id}`,
  async prepare(ops, approval) {
    if (!ops.payments) throw new Error('refund approval: the payment service is not running');
    // Still refundable when approved (another refund may have come first); the provider is asked after the commit.
    await checked(ops.payments(), approval.payload as RefundRequest);
    return async () => ({ transferIds: [], after: { refund_id: `rf_approval${approval.id}` } });
  },
  /** Once the approval is committed: one refund per approval, whoever retries. */
  async afterApproved(ops, approval) {
    const payments = ops.payments?.();
    if (!payments) throw new Error('refund approval: the payment service is not running');
    const { order, cents } = await checked(payments, approval.payload as RefundRequest);
    await sendRefund(payments, order, cents, `rf_approval${approval.id}`);
  },
};
