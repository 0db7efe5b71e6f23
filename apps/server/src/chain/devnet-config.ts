import { formatTonAddress } from '@arcadia/contract/ton-address';
import { processSettings, type Settings } from '../config-schema.ts';
import type { ChainConfig } from './adapter.ts';

/** A fixed workchain-0 account id (all bytes `fill`), in the non-bounceable form the devnet stores. */
function tonSystemAddress(fill: number): string {
  return formatTonAddress({ workchain: 0, hash: new Uint8Array(32).fill(fill) });
}

/** The built-in devnet chains (configuration; block time can be set with DEVNET_BLOCK_MS). */
export function devnetChains(env: Pick<Settings, 'DEVNET_BLOCK_MS'> = processSettings()): ChainConfig[] {
  // 0 stops the clocks (wallet/ticker.ts) and keeps the nominal block time here.
  const blockMs = env.DEVNET_BLOCK_MS || 2000;
  return [
    {
      id: 'devnet-evm',
      name: 'Arcadia Devnet (EVM)',
      kind: 'evm',
      logo: '/coins/devnet-evm.svg',
      coins: ['USDT', 'XGT', 'XCT', 'XMT', 'KTHER', 'WH'],
      feeCoin: 'USDT',
      confirmationsRequired: 3,
      blockTimeMs: blockMs,
      xbvoteSpender: '0x000000000000000000000000000000000000b07e',
      feeCollector: '0x00000000000000000000000000000000000fee00',
      pool: '0x0000000000000000000000000000000000009001',
    },
    {
      id: 'devnet-sol',
      name: 'Arcadia Devnet (Solana)',
      kind: 'sol',
      logo: '/coins/devnet-sol.svg',
      coins: ['USDT', 'TON', 'XGT', 'HAPPY'],
      feeCoin: 'USDT',
      confirmationsRequired: 2,
      blockTimeMs: blockMs,
      xbvoteSpender: 'XbVote1111111111111111111111111111111111111',
      feeCollector: 'Fee111111111111111111111111111111111111111',
      pool: 'Poo1111111111111111111111111111111111111111',
    },
    {
      // TON-style: wallet v4r2 addresses (workchain 0), ed25519 signatures (contract calls/wallet/common.ts).
      // The system addresses are v4r2-shaped accounts of fixed ids; nobody holds their keys.
      id: 'devnet-ton',
      name: 'Arcadia Devnet (TON)',
      kind: 'ton',
      logo: '/coins/devnet-ton.svg',
      coins: ['TON', 'USDT'],
      feeCoin: 'TON',
      confirmationsRequired: 2,
      blockTimeMs: blockMs,
      xbvoteSpender: tonSystemAddress(0xb0),
      feeCollector: tonSystemAddress(0xfe),
      pool: tonSystemAddress(0x90),
    },
  ];
}
