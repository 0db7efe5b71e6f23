import { createHmac } from 'node:crypto';
import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { formatTonAddress } from '@arcadia/contract/ton-address';
import { base58 } from '@scure/base';
import { sql } from 'drizzle-orm';
import { devnetChains } from '../../chain/devnet-config.ts';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';

/**
 * Crypto deposits through the chain adapter (the devnet today): each player gets a deposit address per chain,
 * derived from a server secret; a transfer to it is credited to the player's in-app wallet in the same coin once
 * the chain has confirmed it (the adapter's confirmations), exactly once (the transaction hash is the key).
 * The USDT networks of the spec's channels map to the devnet's chains until a real adapter serves them.
 */
const DEPOSIT_CHANNELS: Partial<Record<ChannelId, { chain: ChainId; coin: CoinCode }>> = {
  ton: { chain: 'devnet-ton', coin: 'TON' },
  usdt_bep20: { chain: 'devnet-evm', coin: 'USDT' },
  bsc: { chain: 'devnet-evm', coin: 'USDT' },
  usdt_trc20: { chain: 'devnet-sol', coin: 'USDT' },
};

export interface DepositDeps {
  db: Db;
  /** Derives the addresses (DEPOSIT_ADDRESS_SECRET). */
  secret: string;
}

/** A valid address of the chain's kind from 32 derived bytes. */
function addressOf(chain: ChainId, bytes: Buffer): string {
  const kind = devnetChains().find((c) => c.id === chain)?.kind;
  if (kind === 'evm') return `0x${bytes.subarray(12).toString('hex')}`;
  if (kind === 'ton') return formatTonAddress({ workchain: 0, hash: new Uint8Array(bytes) });
  return base58.encode(new Uint8Array(bytes));
}

async function addressFor(deps: DepositDeps, userId: number, chain: ChainId): Promise<string> {
  const derived = addressOf(chain, createHmac('sha256', deps.secret).update(`deposit:${chain}:${userId}`).digest());
  await deps.db.execute(
    sql`insert into payment_deposit_addresses (user_id, chain, address) values (${userId}, ${chain}, ${derived})
        on conflict do nothing`,
  );
  const row = await one<{ address: string }>(
    deps.db,
    sql`select address from payment_deposit_addresses where user_id = ${userId} and chain = ${chain}`,
  );
  return row?.address ?? derived;
}

const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

/** The player's address for a crypto channel and the deposits seen at it (newest first, at most 20). */
export async function depositView(deps: DepositDeps, userId: number, channel: ChannelId) {
  const target = DEPOSIT_CHANNELS[channel];
  if (!target) throw fieldError({ channel: ['not a crypto channel'] });
  const address = await addressFor(deps, userId, target.chain);
  const required = devnetChains().find((c) => c.id === target.chain)?.confirmationsRequired ?? 1;
  const seen = await rows<{
    hash: string;
    amount: string;
    confirmations: number;
    credited: boolean;
    at: Date | string;
  }>(
    deps.db,
    sql`select t.hash, t.amount::text as amount, t.created_at as at,
               greatest(0, coalesce((select height from chain_heads h where h.chain = t.chain), 0) - t.block_height + 1)::int
                 as confirmations,
               exists (select 1 from payment_deposits p where p.tx_hash = t.hash) as credited
          from chain_txs t
          where t.chain = ${target.chain} and t.to_addr = ${address} and t.kind = 'transfer'
            and t.coin = ${target.coin} and t.status <> 'failed'
          order by t.created_at desc
          limit 20`,
  );
  const decimals = coinOf(target.coin).decimals;
  return {
    channel,
    chain: target.chain,
    coin: target.coin,
    address,
    confirmations_required: required,
    deposits: seen.map((d) => ({
      tx_hash: d.hash,
      amount: fromMinor(BigInt(d.amount), decimals),
      confirmations: Math.min(Number(d.confirmations), required),
      status: d.credited ? ('credited' as const) : ('confirming' as const),
      at: seconds(d.at),
    })),
  };
}

/**
 * Credits every confirmed transfer to a deposit address that is not credited yet: per transaction, the deposit
 * row (its hash the primary key) and the ledger move (bridge -> player, idempotency key `deposit:<hash>`) commit
 * together, so scans running at once or again credit each deposit once. Answers how many were credited.
 */
export async function scanDeposits(db: Db): Promise<number> {
  const found = await rows<{ hash: string; chain: string; coin: CoinCode; amount: string; user_id: string }>(
    db,
    sql`select t.hash, t.chain, t.coin, t.amount::text as amount, d.user_id::text as user_id
          from chain_txs t
          join payment_deposit_addresses d on d.chain = t.chain and d.address = t.to_addr
          where t.status = 'confirmed' and t.kind = 'transfer' and t.coin is not null
            and not exists (select 1 from payment_deposits p where p.tx_hash = t.hash)
          order by t.created_at
          limit 200`,
  );
  let credited = 0;
  for (const deposit of found) {
    const userId = Number(deposit.user_id);
    const amount = BigInt(deposit.amount);
    const legs = await resolveLegs(db, [
      { debit: { system: 'bridge' }, credit: { userId }, coin: deposit.coin, amount, kind: 'deposit' },
    ]);
    const done = await inTransaction(db, async (tx: Exec) => {
      const claimed = await one<{ tx_hash: string }>(
        tx,
        sql`insert into payment_deposits (tx_hash, user_id, chain, coin, amount)
            values (${deposit.hash}, ${userId}, ${deposit.chain}, ${deposit.coin}, ${deposit.amount}::bigint)
            on conflict do nothing returning tx_hash`,
      );
      if (!claimed) return false;
      await move(tx, legs, {
        reference: `deposit:${deposit.chain}:${deposit.hash}`,
        idempotencyKey: `deposit:${deposit.hash}`,
      });
      return true;
    });
    if (done) credited++;
  }
  return credited;
}
