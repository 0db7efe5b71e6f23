import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { asDb } from '../../db/client.ts';
import { operatorApprovals } from '../../db/schema/index.ts';
import { coinOf, PRICE_DECIMALS, usdtValueE8 } from '../../ledger/coins.ts';
import { priceOf } from '../../ledger/prices.ts';
import type { Exec } from '../../ledger/sql.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * Four eyes (docs/ops.md "Money actions and four eyes"): an action worth more than OPS_FOUR_EYES_LIMIT_USD is stored
 * as a request in operator_approvals and carried out only when a second operator approves it (approvals-service.ts).
 * Each kind of request says here how it is shown and what approving it does.
 */

export type ApprovalRow = typeof operatorApprovals.$inferSelect;

/** A request as the console lists it: an amount of a coin, for a player (ledger adjustments) or not (campaigns). */
interface ApprovalSummary {
  user_id: number | null;
  coin: string;
  amount: string;
  direction: 'credit' | 'debit';
  reason: string;
}

/** What the deciding transaction did: transfers made, and what the audit record of the approval adds. */
interface ApprovalOutcome {
  transferIds: number[];
  after: Record<string, unknown>;
}

export interface ApprovalKind {
  summary(approval: ApprovalRow): ApprovalSummary;
  /** The audit records' action names and target. */
  actions: { approved: string; refused: string };
  target(approval: ApprovalRow): string;
  /**
   * Work done before the deciding transaction (resolving ledger accounts, say); answers the step that carries the
   * request out inside it, once the request row is locked and still pending. Throwing there leaves it pending.
   */
  prepare(
    deps: OpsDeps,
    approval: ApprovalRow,
    approver: OpsCaller,
  ): Promise<(tx: Exec, now: Date) => Promise<ApprovalOutcome>>;
  /** Work outside the database, done once the approval is committed (asking a payment provider for a refund). */
  afterApproved?(deps: OpsDeps, approval: ApprovalRow): Promise<void>;
}

/** True when `minor` of `coin` is worth more than OPS_FOUR_EYES_LIMIT_USD at the ledger's current price. */
export async function aboveFourEyesLimit(deps: OpsDeps, coin: CoinCode, minor: bigint): Promise<boolean> {
  const limitE8 = BigInt(Math.round(deps.config.fourEyesLimitUsd * 100)) * 10n ** BigInt(PRICE_DECIMALS - 2);
  return usdtValueE8(minor, coinOf(coin).decimals, await priceOf(deps.db, coin)) > limitE8;
}

/** Stores a pending request of `kind` in the caller's transaction (write its audit record in the same one). */
export async function requestApproval(tx: Exec, operatorId: number, kind: string, payload: object): Promise<number> {
  const [row] = await asDb(tx)
    .insert(operatorApprovals)
    .values({ kind, payload, requestedBy: operatorId })
    .returning({ id: operatorApprovals.id });
  return row?.id as number;
}
