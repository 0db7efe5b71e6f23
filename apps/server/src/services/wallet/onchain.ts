import {
  buildSignMessage,
  type ChainId,
  type CoinCode,
  DEFAULT_PAGE_SIZE,
} from '@arcadia/contract/calls/wallet/common';
import type { SignedTx, TxRow } from '../../chain/adapter.ts';
import { norm } from '../../chain/devnet.ts';
import { checkTonMove } from '../../chain/ton-transfer.ts';
import { coinOf, formatUsdt, usdtValueE8 } from '../../ledger/coins.ts';
import { currentPrices, priceOf } from '../../ledger/prices.ts';
import type { Exec } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { minorOf, type WalletDeps } from './deps.ts';
import { cursorNumber, fmt, page, txOut } from './format.ts';
import { convert, feeOf, rateString, SWAP_FEE_BPS } from './offchain.ts';
import { quoteThenExecute } from './quotes.ts';
import * as repo from './repo.ts';

/**
 * Devnet calls: the browser signs `sign_message` from the quote; the devnet checks the signature. On TON the
 * browser signs and sends a wallet v4r2 external message built from the quote instead (chain/ton-transfer.ts).
 */

const TRANSFER_FEE_BPS = 10n;

type SignedTerms = { message: string; nonce: number; fee: string } & Record<string, string | number>;

function checkChainAddress(deps: WalletDeps, chain: ChainId, address: string, field: string) {
  if (!deps.chain.addressFits(chain, address))
    throw fieldError({ [field]: [`Not an address of ${deps.chain.chain(chain).name}`] });
  return norm(chain, address);
}

function checkCoinOnChain(deps: WalletDeps, chain: ChainId, coin: CoinCode, field: string) {
  const c = deps.chain.chain(chain);
  if (!c.coins.includes(coin)) throw fieldError({ [field]: [`${coin} is not available on ${c.name}`] });
}

/** Flat fee for approvals and NFT moves: 0.01 of the chain's fee coin. */
function flatFee(deps: WalletDeps, chain: ChainId): bigint {
  return 10n ** BigInt(Math.max(0, coinOf(deps.chain.chain(chain).feeCoin).decimals - 2));
}

function signatureCheck(
  deps: WalletDeps,
  chain: ChainId,
  from: string,
  input: { quote_id?: string | undefined; signature?: string | undefined },
) {
  const signature = input.signature;
  return async (terms: SignedTerms, db: Exec) => {
    if (!signature) throw fieldError({ signature: ['Sign the quote message to execute'] });
    const c = deps.chain.chain(chain);
    if (c.kind === 'ton') {
      // TON: a wallet v4r2 external message (BoC) carrying the quote's transfer (chain/ton-transfer.ts).
      const reason = await checkTonMove(db, {
        from,
        nonce: terms.nonce,
        signMessage: terms.message,
        quoteId: input.quote_id ?? '',
        pool: c.pool,
        boc: signature,
        now: Math.floor(Date.now() / 1000),
      });
      if (reason) throw fieldError({ signature: [reason] });
      return;
    }
    if (!deps.chain.verifySignature(chain, from, terms.message, signature)) {
      throw fieldError({ signature: ['The signature does not match the address and message'] });
    }
  };
}

function txAnswer(deps: WalletDeps, row: TxRow | null, mine: string[]) {
  if (!row) return null;
  return txOut(
    {
      hash: row.hash,
      seq: 0,
      chain: row.chain,
      kind: row.kind,
      from_addr: row.from,
      to_addr: row.to,
      coin: row.coin,
      amount: String(row.amount),
      fee: String(row.fee),
      to_coin: row.toCoin,
      amount_out: row.amountOut === null ? null : String(row.amountOut),
      nft_id: row.nftId,
      status: row.status,
      block_height: 1,
      head: 0,
      created_at: row.createdAt,
    },
    new Set(mine.map((a) => `${row.chain}:${a}`)),
    (c) => deps.chain.chain(c).confirmationsRequired,
  );
}

/** The fields a quote is bound to: the call's input without the quote id and signature that execute it. */
function quoteParams<T extends { quote_id?: unknown; signature?: unknown }>(input: T) {
  const { quote_id: _quoteId, signature: _signature, ...params } = input;
  return params;
}

interface SignedMove {
  kind: 'onchain_transfer' | 'onchain_swap' | 'xbvote_approve' | 'xbnft_transfer';
  chain: ChainId;
  /** The signing address, already checked. */
  from: string;
  /** The fields a quote is bound to (besides the quote id and signature). */
  params: Record<string, unknown>;
  input: { quote_id?: string | undefined; signature?: string | undefined };
  key: () => string;
  feeCoin: CoinCode;
  /** What the player signs besides chain, from and nonce; the fee; other terms to keep with the quote. */
  price: () => Promise<{ sign: Record<string, string | number>; fee: bigint; terms?: Record<string, string> }>;
  /** The transaction the devnet records, besides what every signed move carries. */
  tx: (terms: SignedTerms) => Omit<SignedTx, 'chain' | 'from' | 'fee' | 'feeCoin' | 'nonce' | 'message' | 'signature'>;
  /** Run in the transaction before the chain applies it, and after. */
  hooks?: { before: (tx: Exec) => Promise<void>; after: (tx: Exec, row: TxRow) => Promise<void> };
}

/**
 * The shape every devnet call shares: quote (sign message with the address's nonce, fee), then, with the quote id
 * and the player's signature over that message, submit once under the idempotency key. Answers the common fields.
 */
async function signedMove(deps: WalletDeps, userId: number, move: SignedMove) {
  const { chain, from, input } = move;
  const answer = await quoteThenExecute<SignedTerms, TxRow>(deps, {
    userId,
    kind: move.kind,
    params: move.params,
    quoteId: input.quote_id,
    body: input,
    idempotencyKey: move.key,
    price: async () => {
      const priced = await move.price();
      const nonce = await deps.chain.nonceOf(deps.db, chain, from);
      const message = buildSignMessage({ ...priced.sign, chain, from, nonce });
      return { ...priced.terms, message, nonce, fee: String(priced.fee) };
    },
    precheck: signatureCheck(deps, chain, from, input),
    execute: async (tx, terms) => {
      await move.hooks?.before(tx);
      const row = await deps.chain.submit(tx, {
        ...move.tx(terms),
        chain,
        from,
        fee: BigInt(terms.fee),
        feeCoin: move.feeCoin,
        nonce: terms.nonce,
        message: terms.message,
        signature: input.signature ?? '',
      });
      await move.hooks?.after(tx, row);
      return row;
    },
  });
  const terms = answer.terms;
  return {
    terms,
    common: {
      executed: answer.executed,
      quote_id: answer.quote_id,
      expires_at: answer.expires_at,
      fee: fmt(move.feeCoin, terms.fee),
      fee_coin: move.feeCoin,
      nonce: terms.nonce,
      sign_message: terms.message,
      tx: txAnswer(deps, answer.result, [from]),
    },
  };
}

export async function onchainTransfer(
  deps: WalletDeps,
  userId: number,
  input: {
    chain: ChainId;
    from_address: string;
    to_address: string;
    coin: CoinCode;
    amount: string;
    quote_id?: string | undefined;
    signature?: string | undefined;
  },
  key: () => string,
) {
  const from = checkChainAddress(deps, input.chain, input.from_address, 'from_address');
  const to = checkChainAddress(deps, input.chain, input.to_address, 'to_address');
  checkCoinOnChain(deps, input.chain, input.coin, 'coin');
  const amount = minorOf(input.coin, input.amount);
  const { common } = await signedMove(deps, userId, {
    kind: 'onchain_transfer',
    chain: input.chain,
    from,
    params: { ...quoteParams(input), from, to, amount: String(amount) },
    input,
    key,
    feeCoin: input.coin,
    price: async () => ({
      sign: { amount: fmt(input.coin, amount), coin: input.coin, kind: 'transfer', to },
      fee: feeOf(amount, TRANSFER_FEE_BPS),
    }),
    tx: () => ({ kind: 'transfer', to, coin: input.coin, amount }),
  });
  return common;
}

export async function onchainSwap(
  deps: WalletDeps,
  userId: number,
  input: {
    chain: ChainId;
    address: string;
    from_coin: CoinCode;
    to_coin: CoinCode;
    amount: string;
    slippage_bps?: number | undefined;
    quote_id?: string | undefined;
    signature?: string | undefined;
  },
  key: () => string,
) {
  const from = checkChainAddress(deps, input.chain, input.address, 'address');
  checkCoinOnChain(deps, input.chain, input.from_coin, 'from_coin');
  checkCoinOnChain(deps, input.chain, input.to_coin, 'to_coin');
  if (input.from_coin === input.to_coin) throw fieldError({ to_coin: ['Choose a different coin to receive'] });
  const amount = minorOf(input.from_coin, input.amount);
  const slippage = BigInt(input.slippage_bps ?? 50);
  const { terms, common } = await signedMove(deps, userId, {
    kind: 'onchain_swap',
    chain: input.chain,
    from,
    params: { ...quoteParams(input), address: from, amount: String(amount), slippage_bps: Number(slippage) },
    input,
    key,
    feeCoin: input.from_coin,
    price: async () => {
      const [pFrom, pTo] = await Promise.all([priceOf(deps.db, input.from_coin), priceOf(deps.db, input.to_coin)]);
      const fee = feeOf(amount, SWAP_FEE_BPS);
      const out = convert(amount - fee, input.from_coin, input.to_coin, pFrom, pTo);
      if (amount <= fee || out <= 0n) throw fieldError({ amount: ['Too small to swap'] });
      const minOut = (out * (10_000n - slippage)) / 10_000n;
      return {
        sign: {
          amount: fmt(input.from_coin, amount),
          coin: input.from_coin,
          kind: 'swap',
          min_out: fmt(input.to_coin, minOut),
          to_coin: input.to_coin,
        },
        fee,
        terms: { amount_out: String(out), min_out: String(minOut), rate: rateString(pFrom, pTo) },
      };
    },
    tx: (t) => ({
      kind: 'swap',
      to: deps.chain.chain(input.chain).pool,
      coin: input.from_coin,
      amount: amount - BigInt(t.fee),
      toCoin: input.to_coin,
      amountOut: BigInt(t.amount_out ?? 0),
    }),
  });
  return {
    ...common,
    amount_in: fmt(input.from_coin, amount),
    amount_out: fmt(input.to_coin, String(terms.amount_out)),
    min_out: fmt(input.to_coin, String(terms.min_out)),
    rate: String(terms.rate),
  };
}

export async function xbvoteApprove(
  deps: WalletDeps,
  userId: number,
  input: {
    chain: ChainId;
    address: string;
    coin: CoinCode;
    amount: string;
    quote_id?: string | undefined;
    signature?: string | undefined;
  },
  key: () => string,
) {
  const from = checkChainAddress(deps, input.chain, input.address, 'address');
  checkCoinOnChain(deps, input.chain, input.coin, 'coin');
  const amount = minorOf(input.coin, input.amount);
  const c = deps.chain.chain(input.chain);
  const { common } = await signedMove(deps, userId, {
    kind: 'xbvote_approve',
    chain: input.chain,
    from,
    params: { ...quoteParams(input), address: from, amount: String(amount) },
    input,
    key,
    feeCoin: c.feeCoin,
    price: async () => ({
      sign: { amount: fmt(input.coin, amount), coin: input.coin, kind: 'approve', spender: c.xbvoteSpender },
      fee: flatFee(deps, input.chain),
    }),
    tx: () => ({ kind: 'approve', to: c.xbvoteSpender, coin: input.coin, amount }),
  });
  return { ...common, spender: c.xbvoteSpender };
}

export async function xbvoteQuery(
  deps: WalletDeps,
  input: { chain: ChainId; address: string; coin?: CoinCode | undefined },
) {
  const owner = checkChainAddress(deps, input.chain, input.address, 'address');
  const c = deps.chain.chain(input.chain);
  if (input.coin) checkCoinOnChain(deps, input.chain, input.coin, 'coin');
  const [allow, balances] = await Promise.all([
    repo.allowances(deps.db, input.chain, owner, c.xbvoteSpender),
    repo.chainBalances(deps.db, input.chain, owner),
  ]);
  const coins = input.coin ? [input.coin] : c.coins;
  return {
    spender: c.xbvoteSpender,
    allowances: coins.map((coin) => ({
      coin_name: coin,
      allowance: fmt(coin, allow.find((a) => a.coin === coin)?.amount ?? '0'),
      balance: fmt(coin, balances.find((b) => b.coin === coin)?.balance ?? '0'),
    })),
  };
}

/**
 * What another area checks on a signed NFT transfer (pets: not while rented, listed or racing; docs/pets.md): run on
 * the quote (`tx` is the database) and again inside the transfer's transaction before the chain applies it; throws a
 * field error to refuse. `submitted` runs after the chain accepted it, in the same transaction.
 */
export interface NftTransferHook {
  check(tx: Exec, move: NftMove, phase: 'quote' | 'execute'): Promise<void>;
  submitted?(tx: Exec, move: NftMove & { hash: string }): Promise<void>;
}
export interface NftMove {
  chain: ChainId;
  nftId: string;
  from: string;
  to: string;
  userId: number;
}
const nftHooks = new Map<string, NftTransferHook>();
/** Registers (or replaces) an area's NFT transfer hook by name. */
export function hookNftTransfers(name: string, hook: NftTransferHook) {
  nftHooks.set(name, hook);
}

export async function xbnftTransfer(
  deps: WalletDeps,
  userId: number,
  input: {
    chain: ChainId;
    from_address: string;
    to_address: string;
    nft_id: string;
    quote_id?: string | undefined;
    signature?: string | undefined;
  },
  key: () => string,
) {
  const from = checkChainAddress(deps, input.chain, input.from_address, 'from_address');
  const to = checkChainAddress(deps, input.chain, input.to_address, 'to_address');
  const c = deps.chain.chain(input.chain);
  const nftMove: NftMove = { chain: input.chain, nftId: input.nft_id, from, to, userId };
  const { common } = await signedMove(deps, userId, {
    kind: 'xbnft_transfer',
    chain: input.chain,
    from,
    params: { ...quoteParams(input), from, to },
    input,
    key,
    feeCoin: c.feeCoin,
    price: async () => {
      const owner = await repo.nftOwner(deps.db, input.chain, input.nft_id);
      if (owner !== from) throw fieldError({ nft_id: ['This address does not own that NFT'] });
      for (const hook of nftHooks.values()) await hook.check(deps.db, nftMove, 'quote');
      return { sign: { kind: 'nft_transfer', nft_id: input.nft_id, to }, fee: flatFee(deps, input.chain) };
    },
    tx: () => ({ kind: 'nft_transfer', to, coin: null, amount: 0n, nftId: input.nft_id }),
    hooks: {
      before: async (tx) => {
        for (const hook of nftHooks.values()) await hook.check(tx, nftMove, 'execute');
      },
      after: async (tx, row) => {
        for (const hook of nftHooks.values()) await hook.submitted?.(tx, { ...nftMove, hash: row.hash });
      },
    },
  });
  return common;
}

export async function onchainAsset(deps: WalletDeps, input: { chain: ChainId; address: string }) {
  const address = checkChainAddress(deps, input.chain, input.address, 'address');
  const c = deps.chain.chain(input.chain);
  const [balances, nfts, nonce, prices] = await Promise.all([
    repo.chainBalances(deps.db, input.chain, address),
    repo.chainNfts(deps.db, input.chain, address),
    deps.chain.nonceOf(deps.db, input.chain, address),
    currentPrices(deps.db),
  ]);
  return {
    chain: input.chain,
    address,
    nonce,
    balances: c.coins.map((coin) => {
      const minor = BigInt(balances.find((b) => b.coin === coin)?.balance ?? 0);
      return {
        coin_name: coin,
        amount: fmt(coin, minor),
        usdt_money_all: formatUsdt(usdtValueE8(minor, coinOf(coin).decimals, prices.get(coin) ?? 0n)),
      };
    }),
    nfts,
  };
}

/** The player's bound addresses, as (chain, address) pairs. */
export async function myAddresses(deps: WalletDeps, userId: number) {
  const keys = await repo.walletKeys(deps.db, userId);
  const out: { chain: ChainId; address: string }[] = [];
  if (keys?.wallet_addr) out.push({ chain: 'devnet-evm', address: keys.wallet_addr.toLowerCase() });
  if (keys?.wallet_addr_sol) out.push({ chain: 'devnet-sol', address: keys.wallet_addr_sol });
  if (keys?.wallet_addr_ton) out.push({ chain: 'devnet-ton', address: keys.wallet_addr_ton });
  return out;
}

export async function onchainHistory(
  deps: WalletDeps,
  userId: number,
  input: {
    chain?: ChainId | undefined;
    address?: string | undefined;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
  kind?: string,
) {
  let addresses = await myAddresses(deps, userId);
  if (input.address) {
    const chains: ChainId[] = input.chain ? [input.chain] : deps.chain.chains().map((c) => c.id);
    const fits = chains.filter((c) => deps.chain.addressFits(c, input.address ?? ''));
    if (fits.length === 0) throw fieldError({ address: ['Not an address of this chain'] });
    addresses = fits.map((c) => ({ chain: c, address: norm(c, input.address ?? '') }));
  } else if (input.chain) {
    addresses = addresses.filter((a) => a.chain === input.chain);
  }
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const before = cursorNumber(input.cursor);
  if (before === 0) return { items: [], next_cursor: null };
  const found = await repo.chainTxs(deps.db, {
    addresses,
    limit,
    ...(kind ? { kind } : {}),
    ...(before ? { before } : {}),
  });
  const { items, next_cursor } = page(found, limit, (r) => r.seq);
  const mine = new Set(addresses.map((a) => `${a.chain}:${a.address}`));
  return { items: items.map((r) => txOut(r, mine, (c) => deps.chain.chain(c).confirmationsRequired)), next_cursor };
}
