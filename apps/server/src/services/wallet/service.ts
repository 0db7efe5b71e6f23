import { type CoinCode, DEFAULT_COIN, DEFAULT_PAGE_SIZE } from '@arcadia/contract/calls/wallet/common';
import type { LedgerEntry } from '@arcadia/contract/calls/wallet/offchain-history';
import type { Withdrawal } from '@arcadia/contract/calls/wallet/transfer-history';
import { ALL_COINS, coinOf, formatUsdt, fromMinor, usdtValueE8 } from '../../ledger/coins.ts';
import { changePct, currentPrices, priceHistory24h } from '../../ledger/prices.ts';
import { seconds, type WalletDeps } from './deps.ts';
import { displayKind } from './display-kinds.ts';
import { balanceOut, cursorNumber, fmt, page } from './format.ts';
import * as repo from './repo.ts';

/** Read side of the wallet: balances, prices, in-app histories. Money moves live in offchain.ts / onchain.ts. */

export async function walletInfo(deps: WalletDeps, userId: number) {
  const [found, prices] = await Promise.all([repo.userBalances(deps.db, userId), currentPrices(deps.db)]);
  const byCoin = new Map(found.map((r) => [r.coin, r]));
  let totalE8 = 0n;
  const balances = ALL_COINS.map((coin) => {
    const row = byCoin.get(coin);
    const minor = BigInt(row?.balance ?? 0);
    const price = prices.get(coin) ?? 0n;
    totalE8 += usdtValueE8(minor, coinOf(coin).decimals, price);
    return balanceOut(coin, minor, BigInt(row?.frozen ?? 0), price);
  });
  return { default_coin: DEFAULT_COIN, balances, total_usdt: formatUsdt(totalE8) };
}

export async function userAsset(deps: WalletDeps, userId: number, coin: CoinCode) {
  const info = await walletInfo(deps, userId);
  const asset = info.balances.find((b) => b.coin_name === coin);
  if (!asset) throw new Error(`wallet: coin ${coin} missing`);
  const history = await priceHistory24h(deps.db, coin);
  return { asset, change_24h_pct: changePct(history[0]?.priceE8, history[history.length - 1]?.priceE8) };
}

export async function totalAsset(deps: WalletDeps, userId: number) {
  const info = await walletInfo(deps, userId);
  return {
    total_usdt: info.total_usdt,
    by_coin: info.balances.map((b) => ({
      coin_name: b.coin_name,
      money_all: b.money_all,
      usdt_money_all: b.usdt_money_all,
    })),
  };
}

export async function tokenInfo(deps: WalletDeps, coin: CoinCode) {
  const c = coinOf(coin);
  const [history, prices] = await Promise.all([priceHistory24h(deps.db, coin), currentPrices(deps.db)]);
  const points = history.length > 0 ? history : [{ at: new Date(), priceE8: prices.get(coin) ?? c.defaultPriceE8 }];
  const values = points.map((p) => p.priceE8);
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const min = sorted[0] ?? 0n;
  const max = sorted[sorted.length - 1] ?? 0n;
  return {
    coin_name: coin,
    coin_full_name: c.name,
    coin_logo: c.logo,
    decimals: c.decimals,
    usdt_price: formatUsdt(prices.get(coin) ?? c.defaultPriceE8, 8),
    change_24h_pct: changePct(values[0], values[values.length - 1]),
    high_24h: formatUsdt(max, 8),
    low_24h: formatUsdt(min, 8),
    history: points.map((p) => ({ t: seconds(p.at), price: formatUsdt(p.priceE8, 8) })),
  };
}

export async function offchainHistory(
  deps: WalletDeps,
  userId: number,
  input: {
    coin?: CoinCode | undefined;
    kind?: string | undefined;
    direction?: 'in' | 'out' | undefined;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
) {
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const before = cursorNumber(input.cursor);
  if (before === 0) return { items: [], next_cursor: null };
  const found = await repo.ledgerEntries(deps.db, userId, { ...input, limit, ...(before ? { before } : {}) });
  const { items, next_cursor } = page(found, limit, (r) => r.id);
  return {
    items: items.map(
      (r): LedgerEntry => ({
        id: r.id,
        coin_name: r.coin,
        amount: `${r.outgoing ? '-' : ''}${fmt(r.coin, r.amount)}`,
        direction: r.outgoing ? 'out' : 'in',
        kind: displayKind(r.kind),
        reference: r.reference,
        status: (r.hold_status as LedgerEntry['status'] | null) ?? 'posted',
        created_at: seconds(r.created_at),
      }),
    ),
    next_cursor,
  };
}

export async function transferHistory(
  deps: WalletDeps,
  userId: number,
  input: { coin?: CoinCode | undefined; cursor?: string | undefined; limit?: number | undefined },
) {
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const before = cursorNumber(input.cursor);
  if (before === 0) return { items: [], next_cursor: null };
  const found = await repo.withdrawals(deps.db, userId, { coin: input.coin, limit, ...(before ? { before } : {}) });
  const { items, next_cursor } = page(found, limit, (r) => r.id);
  return { items: items.map((r) => withdrawalOut(deps, r)), next_cursor };
}

export function withdrawalOut(deps: WalletDeps, r: repo.WithdrawalRow, head?: number): Withdrawal {
  const required = deps.chain.chain(r.chain).confirmationsRequired;
  const confirmed = r.status === 'posted' ? required : 0;
  const fromHead = head !== undefined && r.block_height !== null ? Math.max(0, head - Number(r.block_height) + 1) : 0;
  return {
    id: r.id,
    coin_name: r.coin,
    amount: fromMinor(BigInt(r.amount), coinOf(r.coin).decimals),
    fee: fromMinor(BigInt(r.fee), coinOf(r.coin).decimals),
    chain: r.chain,
    to_address: r.to_address,
    status: r.status,
    tx_hash: r.tx_hash,
    confirmations: r.status === 'pending' ? Math.min(fromHead, required) : confirmed,
    created_at: seconds(r.created_at),
  };
}

export function chainList(deps: WalletDeps) {
  return {
    chains: deps.chain.chains().map((c) => ({
      chain_id: c.id,
      name: c.name,
      kind: c.kind,
      logo: c.logo,
      coins: c.coins,
      fee_coin: c.feeCoin,
      confirmations_required: c.confirmationsRequired,
      block_time_ms: c.blockTimeMs,
      xbvote_spender: c.xbvoteSpender,
      pool: c.pool,
    })),
  };
}
