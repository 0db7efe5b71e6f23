import { createHash } from 'node:crypto';
import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { type Exec, one, rows } from '../ledger/sql.ts';
import { AppError } from '../lib/errors.ts';
import type { ChainAdapter, ChainConfig, SignedTx, TxKind, TxRow } from './adapter.ts';
import { devnetChains } from './devnet-config.ts';
import {
  canonicalTon,
  isEvmAddress,
  isSolAddress,
  isTonAddress,
  verifyEvm,
  verifySol,
  verifyTon,
} from './signatures.ts';

/**
 * The built-in chain adapter: a local devnet kept in the database. Signed transactions move token
 * balances at once and gain confirmations as `advance` adds blocks (a timer in the wallet service);
 * bridge transfers (withdrawals from the in-app wallet) credit their address only once confirmed.
 */
export function createDevnet(configs: ChainConfig[] = devnetChains()): ChainAdapter & DevnetExtras {
  const byId = new Map(configs.map((c) => [c.id, c]));
  const chain = (id: ChainId) => {
    const c = byId.get(id);
    if (!c) throw new AppError('NOT_FOUND', `Unknown chain ${id}`);
    return c;
  };

  return {
    chains: () => configs,
    chain,
    verifySignature(id, address, message, signature) {
      const kind = chain(id).kind;
      if (kind === 'evm') return verifyEvm(address, message, signature);
      return kind === 'ton' ? verifyTon(address, message, signature) : verifySol(address, message, signature);
    },
    addressFits(id, address) {
      const kind = chain(id).kind;
      if (kind === 'evm') return isEvmAddress(address);
      return kind === 'ton' ? isTonAddress(address) : isSolAddress(address);
    },
    async nonceOf(db, id, address) {
      const row = await one<{ nonce: number }>(
        db,
        sql`select nonce from chain_addresses where chain = ${id} and address = ${norm(id, address)}`,
      );
      return row ? Number(row.nonce) : 0;
    },
    async submit(tx, s) {
      const c = chain(s.chain);
      const from = norm(s.chain, s.from);
      await tx.execute(
        sql`insert into chain_addresses (chain, address) values (${s.chain}, ${from}) on conflict do nothing`,
      );
      const bumped = await one<{ nonce: number }>(
        tx,
        sql`update chain_addresses set nonce = nonce + 1 where chain = ${s.chain} and address = ${from} and nonce = ${s.nonce}
            returning nonce`,
      );
      if (!bumped) throw new AppError('CHAIN_REJECTED', 'The transaction nonce is stale, please try again.');
      await applyEffects(tx, c, s, from);
      return insertTx(tx, c, { ...s, from, to: norm(s.chain, s.to), signature: s.signature });
    },
    async bridgeOut(tx, id, to, coin, amount) {
      const c = chain(id);
      const row = await insertTx(tx, c, {
        chain: id,
        kind: 'bridge_in',
        from: 'bridge',
        to: norm(id, to),
        coin,
        amount,
        fee: 0n,
        nonce: null,
        signature: null,
        message: `bridge:${id}:${to}:${coin}:${amount}:${Date.now()}:${Math.random()}`,
      });
      return row.hash;
    },
    async advance(db) {
      await db.execute(
        sql`insert into chain_heads (chain, height) values ${sql.join(
          configs.map((c) => sql`(${c.id}, 1)`),
          sql`, `,
        )} on conflict (chain) do update set height = chain_heads.height + 1`,
      );
      const confirmed: string[] = [];
      for (const c of configs) {
        const done = await rows<{ hash: string; kind: string }>(
          db,
          sql`update chain_txs set status = 'confirmed'
              where chain = ${c.id} and status = 'pending'
                and (select height from chain_heads where chain = ${c.id}) - block_height + 1 >= ${c.confirmationsRequired}
              returning hash, kind`,
        );
        for (const d of done) if (d.kind === 'bridge_in') confirmed.push(d.hash);
      }
      return confirmed;
    },
    async creditBridge(tx, hash) {
      const row = await one<{ chain: ChainId; to_addr: string; coin: CoinCode; amount: string }>(
        tx,
        sql`select chain, to_addr, coin, amount::text as amount from chain_txs where hash = ${hash} and kind = 'bridge_in'`,
      );
      if (row) await credit(tx, row.chain, row.to_addr, row.coin, BigInt(row.amount));
    },
    async failTx(tx, hash) {
      await tx.execute(sql`update chain_txs set status = 'failed' where hash = ${hash}`);
    },
    async mintNft(tx, id, owner, nftId, name, image) {
      await tx.execute(
        sql`insert into chain_nfts (chain, nft_id, owner, name, image) values (${id}, ${nftId}, ${norm(id, owner)}, ${name}, ${image})
            on conflict do nothing`,
      );
    },
    async moveNft(tx, id, nftId, from, to) {
      const moved = await one<{ nft_id: string }>(
        tx,
        sql`update chain_nfts set owner = ${norm(id, to)} where chain = ${id} and nft_id = ${nftId} and owner = ${norm(id, from)}
            returning nft_id`,
      );
      if (!moved) return null;
      const row = await insertTx(tx, chain(id), {
        chain: id,
        kind: 'nft_transfer',
        from: norm(id, from),
        to: norm(id, to),
        coin: null,
        amount: 0n,
        fee: 0n,
        nftId,
        nonce: null,
        signature: null,
        message: `app-nft:${id}:${nftId}:${from}:${to}:${Date.now()}:${Math.random()}`,
      });
      return row.hash;
    },
    async headOf(db, id) {
      const row = await one<{ height: string | number }>(db, sql`select height from chain_heads where chain = ${id}`);
      return row ? Number(row.height) : 0;
    },
  };
}

export interface DevnetExtras {
  addressFits(chain: ChainId, address: string): boolean;
  creditBridge(tx: Exec, hash: string): Promise<void>;
  failTx(tx: Exec, hash: string): Promise<void>;
  mintNft(tx: Exec, chain: ChainId, owner: string, nftId: string, name: string, image: string): Promise<void>;
  /**
   * A move the app makes itself (a custodial address, e.g. the pets' vault, or a market sale): `from` must hold the
   * NFT; answers the transaction's hash, or null when `from` no longer holds it. Recorded like a signed transfer.
   */
  moveNft(tx: Exec, chain: ChainId, nftId: string, from: string, to: string): Promise<string | null>;
  headOf(db: Exec, chain: ChainId): Promise<number>;
}

export type Devnet = ReturnType<typeof createDevnet>;

/**
 * EVM addresses compare case-insensitively; Solana addresses are case-sensitive; TON addresses have several
 * forms (flags, alphabets, raw) and are kept in the non-bounceable user-friendly one.
 */
export function norm(chain: ChainId, address: string): string {
  if (chain === 'devnet-evm') return address.toLowerCase();
  return chain === 'devnet-ton' ? canonicalTon(address) : address;
}

async function debit(tx: Exec, chain: ChainId, address: string, coin: CoinCode, amount: bigint) {
  if (amount === 0n) return;
  const ok = await one<{ balance: string }>(
    tx,
    sql`update chain_balances set balance = balance - ${String(amount)}::bigint
        where chain = ${chain} and address = ${address} and coin = ${coin} and balance >= ${String(amount)}::bigint
        returning balance::text as balance`,
  );
  if (!ok) throw new AppError('INSUFFICIENT_BALANCE', `Not enough ${coin} on this address.`);
}

async function credit(tx: Exec, chain: ChainId, address: string, coin: CoinCode, amount: bigint) {
  if (amount === 0n) return;
  await tx.execute(
    sql`insert into chain_balances (chain, address, coin, balance) values (${chain}, ${address}, ${coin}, ${String(amount)}::bigint)
        on conflict (chain, address, coin) do update set balance = chain_balances.balance + excluded.balance`,
  );
}

async function applyEffects(tx: Exec, c: ChainConfig, s: SignedTx, from: string) {
  const to = norm(c.id, s.to);
  if (s.fee > 0n && s.feeCoin) {
    await debit(tx, c.id, from, s.feeCoin, s.fee);
    await credit(tx, c.id, c.feeCollector, s.feeCoin, s.fee);
  }
  if (s.kind === 'transfer' && s.coin) {
    await debit(tx, c.id, from, s.coin, s.amount);
    await credit(tx, c.id, to, s.coin, s.amount);
  } else if (s.kind === 'swap' && s.coin && s.toCoin && s.amountOut !== undefined) {
    await debit(tx, c.id, from, s.coin, s.amount);
    await credit(tx, c.id, c.pool, s.coin, s.amount);
    await credit(tx, c.id, from, s.toCoin, s.amountOut);
  } else if (s.kind === 'approve' && s.coin) {
    await tx.execute(
      sql`insert into chain_allowances (chain, owner, spender, coin, amount)
          values (${c.id}, ${from}, ${to}, ${s.coin}, ${String(s.amount)}::bigint)
          on conflict (chain, owner, spender, coin) do update set amount = excluded.amount`,
    );
  } else if (s.kind === 'nft_transfer' && s.nftId) {
    const moved = await one<{ nft_id: string }>(
      tx,
      sql`update chain_nfts set owner = ${to} where chain = ${c.id} and nft_id = ${s.nftId} and owner = ${from} returning nft_id`,
    );
    if (!moved) throw new AppError('CHAIN_REJECTED', 'This address does not own that NFT.');
  }
}

interface NewTx {
  chain: ChainId;
  kind: TxKind;
  from: string;
  to: string;
  coin: CoinCode | null;
  amount: bigint;
  fee: bigint;
  toCoin?: CoinCode | undefined;
  amountOut?: bigint | undefined;
  nftId?: string | undefined;
  nonce: number | null;
  signature: string | null;
  message: string;
}

async function insertTx(tx: Exec, c: ChainConfig, t: NewTx): Promise<TxRow> {
  const hash = `0x${createHash('sha256')
    .update(`${t.message}|${t.signature ?? ''}`)
    .digest('hex')}`;
  const row = await one<{ created_at: string | Date }>(
    tx,
    sql`insert into chain_txs (hash, chain, kind, from_addr, to_addr, coin, amount, fee, to_coin, amount_out, nft_id, nonce, signature, block_height)
        values (${hash}, ${c.id}, ${t.kind}, ${t.from}, ${t.to}, ${t.coin}, ${String(t.amount)}::bigint, ${String(t.fee)}::bigint,
          ${t.toCoin ?? null}, ${t.amountOut === undefined ? null : String(t.amountOut)}::bigint, ${t.nftId ?? null}, ${t.nonce}, ${t.signature},
          coalesce((select height from chain_heads where chain = ${c.id}), 0) + 1)
        returning created_at`,
  );
  return {
    hash,
    chain: c.id,
    kind: t.kind,
    from: t.from,
    to: t.to,
    coin: t.coin,
    amount: t.amount,
    fee: t.fee,
    toCoin: t.toCoin ?? null,
    amountOut: t.amountOut ?? null,
    nftId: t.nftId ?? null,
    status: 'pending',
    confirmations: 0,
    createdAt: new Date(row?.created_at ?? Date.now()),
  };
}
