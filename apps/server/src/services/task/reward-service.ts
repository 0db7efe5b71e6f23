import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { repayDebtsInTx, takeBackInTx } from '../../ledger/debts.ts';
import { inTransaction, type Leg, move, resolveLegs } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import type * as repo from './lifecycle-repo.ts';

/**
 * Paying and reversing task rewards on the ledger (issue 13). Every reward is a transfer from issuance to the player
 * keyed `task:<network>:<txn>`, in the same transaction as the completion row whose unique keys make it happen once.
 * A reversal takes back what the balance holds and records the rest as a debt (task_debts), which later task income
 * repays first: the balance never goes negative and nothing is silently forgiven.
 */

export const KC: CoinCode = 'KC';

export interface StepPay {
  userId: number;
  kc: bigint;
  /** minutes:N steps are play time (counted apart in the contribution summary). */
  duration: boolean;
  token?: { coin: CoinCode; amount: bigint } | undefined;
}

/** Legs resolved before the transaction (account ids are created outside money transactions). */
export async function resolvePay(db: Db, pay: StepPay) {
  const legs: Leg[] = [];
  if (pay.kc > 0n)
    legs.push({
      debit: { system: 'issuance' },
      credit: { userId: pay.userId },
      coin: KC,
      amount: pay.kc,
      kind: pay.duration ? 'task_duration' : 'task_reward',
    });
  if (pay.token && pay.token.amount > 0n)
    legs.push({
      debit: { system: 'issuance' },
      credit: { userId: pay.userId },
      coin: pay.token.coin,
      amount: pay.token.amount,
      kind: 'task_reward',
    });
  const accounts = new Map<CoinCode, { user: number; issuance: number }>();
  for (const coin of [KC, ...(pay.token ? [pay.token.coin] : [])]) {
    accounts.set(coin, {
      user: await accountId(db, { userId: pay.userId }, coin),
      issuance: await accountId(db, { system: 'issuance' }, coin),
    });
  }
  return { legs: legs.length > 0 ? await resolveLegs(db, legs) : [], accounts };
}

export type ResolvedPay = Awaited<ReturnType<typeof resolvePay>>;

/** Pays inside the caller's transaction, then repays open debts in each coin from what was just paid. */
export async function payInTx(tx: Exec, pay: StepPay, resolved: ResolvedPay, key: string): Promise<void> {
  if (resolved.legs.length === 0) return;
  await move(tx, resolved.legs, { reference: key, idempotencyKey: key });
  for (const leg of resolved.legs) {
    const ids = resolved.accounts.get(leg.coin);
    if (!ids) continue;
    await repayDebtsInTx(tx, {
      userId: pay.userId,
      coin: leg.coin,
      amount: leg.amount,
      accounts: { user: ids.user, source: ids.issuance },
      kind: 'task_debt_repay',
      key,
      prefix: 'task-debt',
    });
  }
}

/**
 * Takes back a paid completion inside the caller's transaction: as much as the balance holds now, the rest as a
 * debt. Answers the shortfall per coin.
 */
export async function reverseInTx(
  tx: Exec,
  completion: repo.CompletionRow,
  resolved: ResolvedPay,
  key: string,
): Promise<Map<CoinCode, bigint>> {
  const owed = new Map<CoinCode, bigint>();
  const parts: [CoinCode, bigint][] = [[completion.coin as CoinCode, completion.amount]];
  if (completion.tokenCoin && completion.tokenAmount > 0n)
    parts.push([completion.tokenCoin as CoinCode, completion.tokenAmount]);
  for (const [i, [coin, amount]] of parts.entries()) {
    const ids = resolved.accounts.get(coin);
    if (!ids || amount <= 0n) continue;
    const short = await takeBackInTx(tx, {
      userId: completion.userId,
      coin,
      amount,
      accounts: { user: ids.user, source: ids.issuance },
      kind: 'task_reversal',
      reference: key,
      idempotencyKey: `${key}:${i}`,
      debtReference: `${key}:${coin}`,
    });
    if (short > 0n) owed.set(coin, short);
  }
  return owed;
}

export { inTransaction };
