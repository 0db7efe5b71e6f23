import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { type SQL, sql } from 'drizzle-orm';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { type LedgerKind, rawKindsOf } from './display-kinds.ts';

/** SQL of the wallet service (the ledger's own SQL lives in src/ledger). */

export async function userBalances(db: Exec, userId: number) {
  return rows<{ coin: CoinCode; balance: string; frozen: string }>(
    db,
    sql`select a.coin, a.balance::text as balance,
          coalesce((select sum(h.amount) from ledger_holds h where h.account_id = a.id and h.status = 'pending'), 0)::text as frozen
        from ledger_accounts a where a.user_id = ${userId}`,
  );
}

/** Players are never deleted, so a found id is remembered (per database). */
const knownUsers = new WeakMap<object, Set<number>>();

export async function userExists(db: Exec, userId: number): Promise<boolean> {
  const known = knownUsers.get(db) ?? new Set<number>();
  knownUsers.set(db, known);
  if (known.has(userId)) return true;
  const found = Boolean(await one(db, sql`select 1 as one from users where id = ${userId}`));
  if (found) known.add(userId);
  return found;
}

export interface LedgerEntryRow {
  id: string;
  coin: CoinCode;
  amount: string;
  kind: string;
  reference: string;
  outgoing: boolean;
  hold_status: string | null;
  created_at: string | Date;
}

export async function ledgerEntries(
  db: Exec,
  userId: number,
  f: {
    coin?: CoinCode | undefined;
    kind?: string | undefined;
    direction?: 'in' | 'out' | undefined;
    before?: number;
    limit: number;
  },
) {
  const mine = sql`(select id from ledger_accounts where user_id = ${userId})`;
  const conds: SQL[] = [sql`(t.debit_account_id in ${mine} or t.credit_account_id in ${mine})`];
  if (f.coin) conds.push(sql`t.coin = ${f.coin}`);
  if (f.kind)
    conds.push(
      sql`t.kind in (${sql.join(
        rawKindsOf(f.kind as LedgerKind).map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (f.direction === 'out') conds.push(sql`t.debit_account_id in ${mine}`);
  if (f.direction === 'in') conds.push(sql`t.credit_account_id in ${mine}`);
  if (f.before) conds.push(sql`t.id < ${f.before}`);
  return rows<LedgerEntryRow>(
    db,
    sql`select t.id::text as id, t.coin, t.amount::text as amount, t.kind, t.reference, t.created_at,
          t.debit_account_id in ${mine} as outgoing, h.status as hold_status
        from ledger_transfers t left join ledger_holds h on h.hold_transfer_id = t.id
        where ${sql.join(conds, sql` and `)} order by t.id desc limit ${f.limit + 1}`,
  );
}

export interface WithdrawalRow {
  id: string;
  coin: CoinCode;
  amount: string;
  fee: string;
  chain: ChainId;
  to_address: string;
  status: 'pending' | 'posted' | 'voided';
  tx_hash: string | null;
  block_height: string | number | null;
  created_at: string | Date;
}

const withdrawalSelect = sql`select w.id::text as id, w.coin, w.amount::text as amount, w.fee::text as fee, w.chain, w.to_address,
    w.status, w.tx_hash, t.block_height, w.created_at
  from wallet_withdrawals w left join chain_txs t on t.hash = w.tx_hash`;

export async function withdrawals(
  db: Exec,
  userId: number,
  f: { coin?: CoinCode | undefined; before?: number; limit: number },
) {
  const conds: SQL[] = [sql`w.user_id = ${userId}`];
  if (f.coin) conds.push(sql`w.coin = ${f.coin}`);
  if (f.before) conds.push(sql`w.id < ${f.before}`);
  return rows<WithdrawalRow>(
    db,
    sql`${withdrawalSelect} where ${sql.join(conds, sql` and `)} order by w.id desc limit ${f.limit + 1}`,
  );
}

export async function withdrawalById(db: Exec, id: number) {
  return one<WithdrawalRow>(db, sql`${withdrawalSelect} where w.id = ${id}`);
}

export async function insertWithdrawal(
  tx: Exec,
  w: {
    userId: number;
    coin: CoinCode;
    amount: bigint;
    fee: bigint;
    chain: ChainId;
    to: string;
    holdId: number;
    txHash: string;
  },
): Promise<number> {
  const row = await one<{ id: string | number }>(
    tx,
    sql`insert into wallet_withdrawals (user_id, coin, amount, fee, chain, to_address, hold_id, tx_hash)
        values (${w.userId}, ${w.coin}, ${String(w.amount)}::bigint, ${String(w.fee)}::bigint, ${w.chain}, ${w.to}, ${w.holdId}, ${w.txHash})
        returning id`,
  );
  return Number(row?.id);
}

export async function pendingWithdrawalByTx(tx: Exec, hash: string) {
  return one<{ id: string | number; hold_id: string | number; coin: CoinCode; amount: string; fee: string }>(
    tx,
    sql`select id, hold_id, coin, amount::text as amount, fee::text as fee from wallet_withdrawals
        where tx_hash = ${hash} and status = 'pending' for update`,
  );
}

export async function pendingWithdrawalByHold(tx: Exec, holdId: number) {
  return one<{ id: string | number; tx_hash: string | null }>(
    tx,
    sql`select id, tx_hash from wallet_withdrawals where hold_id = ${holdId} and status = 'pending' for update`,
  );
}

export async function setWithdrawalStatus(tx: Exec, id: number, status: 'posted' | 'voided') {
  await tx.execute(sql`update wallet_withdrawals set status = ${status} where id = ${id}`);
}

export interface TxDbRow {
  hash: string;
  seq: string | number;
  chain: ChainId;
  kind: string;
  from_addr: string;
  to_addr: string;
  coin: CoinCode | null;
  amount: string;
  fee: string;
  to_coin: CoinCode | null;
  amount_out: string | null;
  nft_id: string | null;
  status: 'pending' | 'confirmed' | 'failed';
  block_height: string | number;
  head: string | number | null;
  created_at: string | Date;
}

export async function chainTxs(
  db: Exec,
  f: { addresses: { chain: ChainId; address: string }[]; kind?: string; before?: number; limit: number },
) {
  if (f.addresses.length === 0) return [];
  const who = sql.join(
    f.addresses.map((a) => sql`(t.chain = ${a.chain} and (t.from_addr = ${a.address} or t.to_addr = ${a.address}))`),
    sql` or `,
  );
  const conds: SQL[] = [sql`(${who})`];
  if (f.kind) conds.push(sql`t.kind = ${f.kind}`);
  if (f.before) conds.push(sql`t.seq < ${f.before}`);
  return rows<TxDbRow>(
    db,
    sql`select t.hash, t.seq, t.chain, t.kind, t.from_addr, t.to_addr, t.coin, t.amount::text as amount, t.fee::text as fee,
          t.to_coin, t.amount_out::text as amount_out, t.nft_id, t.status, t.block_height, h.height as head, t.created_at
        from chain_txs t left join chain_heads h on h.chain = t.chain
        where ${sql.join(conds, sql` and `)} order by t.seq desc limit ${f.limit + 1}`,
  );
}

export async function chainTxByHash(db: Exec, hash: string) {
  return one<TxDbRow>(
    db,
    sql`select t.hash, t.seq, t.chain, t.kind, t.from_addr, t.to_addr, t.coin, t.amount::text as amount, t.fee::text as fee,
          t.to_coin, t.amount_out::text as amount_out, t.nft_id, t.status, t.block_height, h.height as head, t.created_at
        from chain_txs t left join chain_heads h on h.chain = t.chain where t.hash = ${hash}`,
  );
}

export async function chainBalances(db: Exec, chain: ChainId, address: string) {
  return rows<{ coin: CoinCode; balance: string }>(
    db,
    sql`select coin, balance::text as balance from chain_balances where chain = ${chain} and address = ${address}`,
  );
}

export async function chainNfts(db: Exec, chain: ChainId, owner: string) {
  return rows<{ nft_id: string; name: string; image: string }>(
    db,
    sql`select nft_id, name, image from chain_nfts where chain = ${chain} and owner = ${owner} order by nft_id`,
  );
}

export async function nftOwner(db: Exec, chain: ChainId, nftId: string) {
  return (
    await one<{ owner: string }>(db, sql`select owner from chain_nfts where chain = ${chain} and nft_id = ${nftId}`)
  )?.owner;
}

export async function allowances(db: Exec, chain: ChainId, owner: string, spender: string) {
  return rows<{ coin: CoinCode; amount: string }>(
    db,
    sql`select coin, amount::text as amount from chain_allowances where chain = ${chain} and owner = ${owner} and spender = ${spender}`,
  );
}

export interface WalletKeyRow {
  user_id: string | number;
  wallet_addr: string | null;
  wallet_addr_sol: string | null;
  wallet_addr_ton: string | null;
  frag_cipher: string | null;
  frag_at: string | Date | null;
  shard_cipher: string | null;
  shard_at: string | Date | null;
  drive_file_id: string | null;
  drive_file_name: string | null;
  drive_email: string | null;
  drive_at: string | Date | null;
}

export async function walletKeys(db: Exec, userId: number) {
  return one<WalletKeyRow>(db, sql`select * from wallet_keys where user_id = ${userId}`);
}

/** Upserts some columns of a player's wallet_keys row. */
export async function saveWalletKeys(db: Exec, userId: number, set: Record<string, string | Date | null>) {
  const cols = Object.keys(set);
  const values = cols.map((c) => {
    const v = set[c];
    return v instanceof Date ? sql`${v.toISOString()}::timestamptz` : sql`${v ?? null}`;
  });
  await db.execute(
    sql`insert into wallet_keys (user_id, ${sql.raw(cols.join(', '))}, updated_at) values (${userId}, ${sql.join(values, sql`, `)}, now())
        on conflict (user_id) do update set ${sql.raw(cols.map((c) => `${c} = excluded.${c}`).join(', '))}, updated_at = now()`,
  );
}

export async function coinOfBridgeTx(db: Exec, hash: string): Promise<CoinCode | undefined> {
  return (await one<{ coin: CoinCode }>(db, sql`select coin from chain_txs where hash = ${hash}`))?.coin;
}
