import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { norm } from '../../chain/devnet.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { createHold, expiredHolds, holdAccounts, postHold, voidHold } from '../../ledger/holds.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { inTransaction, move, type ResolvedLeg, resolveLegs } from '../../ledger/ledger.ts';
import { priceOf } from '../../ledger/prices.ts';
import type { Exec } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { minorOf, type WalletDeps } from './deps.ts';
import { fmt } from './format.ts';
import { quoteThenExecute } from './quotes.ts';
import * as repo from './repo.ts';
import { withdrawalOut } from './service.ts';

/** In-app money moves: swaps, transfers between players, withdrawals to the devnet (two-phase holds). */

export const SWAP_FEE_BPS = 30n;
export const WITHDRAW_FEE_BPS = 20n;

/** bps of an amount, at least the coin's smallest unit. */
export function feeOf(amount: bigint, bps: bigint): bigint {
  const fee = (amount * bps) / 10_000n;
  return fee > 0n ? fee : 1n;
}

/** Minimum withdrawal fee: 0.01 of the coin (or its smallest unit). */
function withdrawFee(coin: CoinCode, amount: bigint): bigint {
  const floor = 10n ** BigInt(Math.max(0, coinOf(coin).decimals - 2));
  const fee = feeOf(amount, WITHDRAW_FEE_BPS);
  return fee > floor ? fee : floor;
}

/** amount_out of a swap at oracle prices, rounded down to the target coin's unit. */
export function convert(amount: bigint, from: CoinCode, to: CoinCode, pFrom: bigint, pTo: bigint): bigint {
  const num = amount * pFrom * 10n ** BigInt(coinOf(to).decimals);
  const den = pTo * 10n ** BigInt(coinOf(from).decimals);
  return num / den;
}

export function rateString(pFrom: bigint, pTo: bigint): string {
  const scaled = (pFrom * 10n ** 12n) / pTo;
  return fromMinor(scaled, 12);
}

type SwapTerms = { amount_in: string; fee: string; amount_out: string; rate: string };

export async function offchainSwap(
  deps: WalletDeps,
  userId: number,
  input: { from_coin: CoinCode; to_coin: CoinCode; amount: string; quote_id?: string | undefined },
  key: () => string,
) {
  if (input.from_coin === input.to_coin) throw fieldError({ to_coin: ['Choose a different coin to receive'] });
  const amount = minorOf(input.from_coin, input.amount);
  const { from_coin: from, to_coin: to } = input;
  const ids = await swapAccounts(deps, userId, from, to);
  const answer = await quoteThenExecute<SwapTerms, string>(deps, {
    userId,
    kind: 'offchain_swap',
    params: { from, to, amount: String(amount) },
    quoteId: input.quote_id,
    body: input,
    idempotencyKey: key,
    price: async () => {
      const [pFrom, pTo] = await Promise.all([priceOf(deps.db, from), priceOf(deps.db, to)]);
      const fee = feeOf(amount, SWAP_FEE_BPS);
      const out = convert(amount - fee, from, to, pFrom, pTo);
      if (amount <= fee || out <= 0n) throw fieldError({ amount: ['Too small to swap'] });
      return {
        amount_in: String(amount),
        fee: String(fee),
        amount_out: String(out),
        rate: rateString(pFrom, pTo),
      };
    },
    execute: async (tx, t, quoteId) => {
      const [id] = await move(tx, swapLegs(ids, from, to, t), {
        reference: `swap:${quoteId}`,
        idempotencyKey: `swap:${quoteId}`,
      });
      return String(id);
    },
  });
  const t = answer.terms;
  return {
    executed: answer.executed,
    quote_id: answer.quote_id,
    expires_at: answer.expires_at,
    fee: fmt(from, t.fee),
    fee_coin: from,
    from_coin: from,
    to_coin: to,
    amount_in: fmt(from, t.amount_in),
    amount_out: fmt(to, t.amount_out),
    rate: t.rate,
    transfer_id: answer.result,
  };
}

/** Account ids of a swap, resolved before any transaction opens (PGlite has one connection). */
async function swapAccounts(deps: WalletDeps, userId: number, from: CoinCode, to: CoinCode) {
  return {
    userFrom: await accountId(deps.db, { userId }, from),
    houseFrom: await accountId(deps.db, { system: 'house' }, from),
    feesFrom: await accountId(deps.db, { system: 'fees' }, from),
    houseTo: await accountId(deps.db, { system: 'house' }, to),
    userTo: await accountId(deps.db, { userId }, to),
  };
}

function swapLegs(
  ids: Awaited<ReturnType<typeof swapAccounts>>,
  from: CoinCode,
  to: CoinCode,
  t: SwapTerms,
): ResolvedLeg[] {
  const fee = BigInt(t.fee);
  return [
    { debitId: ids.userFrom, creditId: ids.houseFrom, coin: from, amount: BigInt(t.amount_in) - fee, kind: 'swap' },
    { debitId: ids.userFrom, creditId: ids.feesFrom, coin: from, amount: fee, kind: 'swap_fee' },
    { debitId: ids.houseTo, creditId: ids.userTo, coin: to, amount: BigInt(t.amount_out), kind: 'swap' },
  ];
}

export async function offchainTransfer(
  deps: WalletDeps,
  userId: number,
  input: { to_user_id: number; coin: CoinCode; amount: string; memo?: string | undefined },
  key: string,
) {
  if (input.to_user_id === userId) throw fieldError({ to_user_id: ['You cannot send to yourself'] });
  const amount = minorOf(input.coin, input.amount);
  if (!(await repo.userExists(deps.db, input.to_user_id))) throw fieldError({ to_user_id: ['No player has this id'] });
  const legs = await resolveLegs(deps.db, [
    { debit: { userId }, credit: { userId: input.to_user_id }, coin: input.coin, amount, kind: 'transfer' },
  ]);
  const scope = 'wallet/offchain_transfer';
  return onceOnly(deps.db, { userId, key, scope, body: input }, async (tx) => {
    const balancesAfter = new Map<number, bigint>();
    const [id] = await move(tx, legs, {
      reference: `user:${input.to_user_id}`,
      idempotencyKey: `${userId}:${key}`,
      balancesAfter,
    });
    return {
      transfer_id: String(id),
      coin_name: input.coin,
      amount: fmt(input.coin, amount),
      balance_after: fmt(input.coin, balancesAfter.get(legs[0]?.debitId ?? 0) ?? 0n),
    };
  });
}

type WithdrawTerms = { amount: string; fee: string };

export async function withdrawToChain(
  deps: WalletDeps,
  userId: number,
  input: { coin: CoinCode; amount: string; chain: ChainId; to_address: string; quote_id?: string | undefined },
  key: () => string,
) {
  const chain = deps.chain.chain(input.chain);
  if (!chain.coins.includes(input.coin))
    throw fieldError({ coin: [`${input.coin} is not available on ${chain.name}`] });
  if (!deps.chain.addressFits(input.chain, input.to_address)) {
    throw fieldError({ to_address: [`Not an address of ${chain.name}`] });
  }
  const amount = minorOf(input.coin, input.amount);
  const to = norm(input.chain, input.to_address);
  const ids = await holdAccounts(deps.db, userId, input.coin, ['bridge', 'fees']);
  const answer = await quoteThenExecute<WithdrawTerms, repo.WithdrawalRow | undefined>(deps, {
    userId,
    kind: 'transfer_from_offchain_to_onchain',
    params: { coin: input.coin, amount: String(amount), chain: input.chain, to },
    quoteId: input.quote_id,
    body: input,
    idempotencyKey: key,
    price: async () => ({ amount: String(amount), fee: String(withdrawFee(input.coin, amount)) }),
    execute: async (tx, t, quoteId) => {
      const total = BigInt(t.amount) + BigInt(t.fee);
      const holdId = await createHold(
        tx,
        {
          userId,
          coin: input.coin,
          amount: total,
          reference: `withdraw:${quoteId}`,
          expiresAt: new Date(Date.now() + deps.holdTtlMs),
          idempotencyKey: `withdraw:${quoteId}`,
        },
        ids,
      );
      const txHash = await deps.chain.bridgeOut(tx, input.chain, to, input.coin, BigInt(t.amount));
      const id = await repo.insertWithdrawal(tx, {
        userId,
        coin: input.coin,
        amount: BigInt(t.amount),
        fee: BigInt(t.fee),
        chain: input.chain,
        to,
        holdId,
        txHash,
      });
      return repo.withdrawalById(tx, id);
    },
  });
  const t = answer.terms;
  return {
    executed: answer.executed,
    quote_id: answer.quote_id,
    expires_at: answer.expires_at,
    fee: fmt(input.coin, t.fee),
    fee_coin: input.coin,
    coin_name: input.coin,
    amount: fmt(input.coin, t.amount),
    total_debit: fmt(input.coin, BigInt(t.amount) + BigInt(t.fee)),
    withdrawal: answer.result ? withdrawalOut(deps, answer.result) : null,
  };
}

/**
 * One devnet block: confirmed bridge transfers post their holds (pending -> bridge + fees) and credit the
 * address; expired holds are voided (refund) and their transfer marked failed. Each in its own transaction.
 */
export async function settle(deps: WalletDeps): Promise<{ posted: number; voided: number }> {
  let posted = 0;
  let voided = 0;
  const confirmed = await deps.chain.advance(deps.db);
  for (const hash of confirmed) {
    const coin = await repo.coinOfBridgeTx(deps.db, hash);
    if (!coin) continue;
    const bridge = await accountId(deps.db, { system: 'bridge' }, coin);
    const fees = await accountId(deps.db, { system: 'fees' }, coin);
    const ok = await inTransaction(deps.db, async (tx) => {
      const w = await repo.pendingWithdrawalByTx(tx, hash);
      if (!w) return false;
      const done = await postHold(tx, Number(w.hold_id), [
        { to: bridge, amount: BigInt(w.amount), kind: 'withdraw' },
        { to: fees, amount: BigInt(w.fee), kind: 'withdraw_fee' },
      ]);
      if (!done) {
        await deps.chain.failTx(tx, hash);
        return false;
      }
      await deps.chain.creditBridge(tx, hash);
      await repo.setWithdrawalStatus(tx, Number(w.id), 'posted');
      return true;
    });
    if (ok) posted++;
  }
  for (const holdId of await expiredHolds(deps.db)) {
    const ok = await inTransaction(deps.db, (tx) => voidExpired(deps, tx, holdId));
    if (ok) voided++;
  }
  return { posted, voided };
}

async function voidExpired(deps: WalletDeps, tx: Exec, holdId: number): Promise<boolean> {
  const w = await repo.pendingWithdrawalByHold(tx, holdId);
  const done = await voidHold(tx, holdId);
  if (!done) return false;
  if (w) {
    await repo.setWithdrawalStatus(tx, Number(w.id), 'voided');
    if (w.tx_hash) await deps.chain.failTx(tx, w.tx_hash);
  }
  return true;
}
