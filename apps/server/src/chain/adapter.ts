import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Exec } from '../ledger/sql.ts';

/** One chain the wallet can use. The built-in devnet serves both; a real adapter would serve its own. */
export interface ChainConfig {
  id: ChainId;
  name: string;
  kind: 'evm' | 'sol' | 'ton';
  logo: string;
  coins: CoinCode[];
  feeCoin: CoinCode;
  confirmationsRequired: number;
  blockTimeMs: number;
  /** The stake/vote contract that xbvote_approve authorises. */
  xbvoteSpender: string;
  /** Where on-chain fees go. */
  feeCollector: string;
  /** The swap pool's address (devnet: unlimited liquidity at the oracle price). */
  pool: string;
}

export type TxKind = 'transfer' | 'swap' | 'approve' | 'nft_transfer' | 'bridge_in' | 'mint';

export interface SignedTx {
  chain: ChainId;
  kind: Exclude<TxKind, 'bridge_in' | 'mint'>;
  from: string;
  to: string;
  coin: CoinCode | null;
  amount: bigint;
  fee: bigint;
  feeCoin: CoinCode | null;
  toCoin?: CoinCode | undefined;
  amountOut?: bigint | undefined;
  nftId?: string | undefined;
  nonce: number;
  message: string;
  signature: string;
}

export interface TxRow {
  hash: string;
  chain: ChainId;
  kind: TxKind;
  from: string;
  to: string;
  coin: CoinCode | null;
  amount: bigint;
  fee: bigint;
  toCoin: CoinCode | null;
  amountOut: bigint | null;
  nftId: string | null;
  status: 'pending' | 'confirmed' | 'failed';
  confirmations: number;
  createdAt: Date;
}

/**
 * What the wallet service needs from a chain. The devnet (devnet.ts) keeps everything in the database;
 * a real adapter (docs/money.md) would broadcast to an RPC node and read confirmations from it.
 */
export interface ChainAdapter {
  chains(): ChainConfig[];
  chain(id: ChainId): ChainConfig;
  verifySignature(chain: ChainId, address: string, message: string, signature: string): boolean;
  nonceOf(db: Exec, chain: ChainId, address: string): Promise<number>;
  /** Applies a signed transaction (checks nonce and funds) inside the caller's transaction. */
  submit(tx: Exec, signed: SignedTx): Promise<TxRow>;
  /** Starts a bridge transfer from the bridge to an address; credited when confirmed. */
  bridgeOut(tx: Exec, chain: ChainId, to: string, coin: CoinCode, amount: bigint): Promise<string>;
  /** Advances every chain one block; answers bridge transactions that just reached their confirmations. */
  advance(db: Exec): Promise<string[]>;
}
