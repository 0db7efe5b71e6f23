import type { Balance, ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { OnchainTx } from '@arcadia/contract/calls/wallet/onchain-history';
import { coinOf, formatUsdt, fromMinor, usdtValueE8 } from '../../ledger/coins.ts';
import { seconds } from './deps.ts';
import type { TxDbRow } from './repo.ts';

export const fmt = (coin: CoinCode, minor: bigint | string) => fromMinor(BigInt(minor), coinOf(coin).decimals);

export function balanceOut(coin: CoinCode, minor: bigint, frozen: bigint, priceE8: bigint): Balance {
  const c = coinOf(coin);
  return {
    coin_name: coin,
    coin_full_name: c.name,
    coin_logo: c.logo,
    decimals: c.decimals,
    money_all: fromMinor(minor, c.decimals),
    money_frozen: fromMinor(frozen, c.decimals),
    usdt_price: formatUsdt(priceE8, 8),
    usdt_money_all: formatUsdt(usdtValueE8(minor, c.decimals, priceE8)),
  };
}

/** Next cursor from a page fetched with limit + 1 rows. */
export function page<T>(found: T[], limit: number, cursorOf: (last: T) => string | number) {
  const items = found.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: found.length > limit && last !== undefined ? String(cursorOf(last)) : null };
}

export function cursorNumber(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const n = Number(cursor);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function txOut(row: TxDbRow, mine: Set<string>, required: (chain: ChainId) => number): OnchainTx {
  const confirmations = Math.max(0, Number(row.head ?? 0) - Number(row.block_height) + 1);
  const fromMine = mine.has(`${row.chain}:${row.from_addr}`);
  const toMine = mine.has(`${row.chain}:${row.to_addr}`);
  const feeCoin = row.kind === 'approve' || row.kind === 'nft_transfer' ? 'USDT' : row.coin;
  return {
    tx_hash: row.hash,
    chain: row.chain,
    kind: row.kind as OnchainTx['kind'],
    from: row.from_addr,
    to: row.to_addr,
    coin_name: row.coin,
    amount: row.coin ? fmt(row.coin, row.amount) : '0',
    fee: feeCoin ? fmt(feeCoin, row.fee) : '0',
    to_coin: row.to_coin,
    amount_out: row.to_coin && row.amount_out !== null ? fmt(row.to_coin, row.amount_out) : null,
    nft_id: row.nft_id,
    direction: fromMine && (toMine || row.kind === 'swap') ? 'self' : fromMine ? 'out' : 'in',
    status: row.status,
    confirmations: row.status === 'failed' ? 0 : confirmations,
    confirmations_required: required(row.chain),
    created_at: seconds(row.created_at),
  };
}
