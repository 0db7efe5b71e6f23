import type { ChainInfo } from '@arcadia/contract/calls/wallet/get-chain-list';
import { useState } from 'react';
import { useChainListQuery, useOnchainAssetQuery } from '../queries.ts';
import { useWalletStatus } from '../wallet-status.ts';

/** The chosen devnet chain, the player's address on it and that address's balances. */
export function useChainAccount() {
  const chains = useChainListQuery();
  const status = useWalletStatus();
  const [chainId, setChainId] = useState<ChainInfo['chain_id']>('devnet-evm');
  const chain = chains.data?.chains.find((c) => c.chain_id === chainId) ?? chains.data?.chains[0];
  const address = chain?.kind === 'sol' ? status.solAddress : status.evmAddress;
  const asset = useOnchainAssetQuery(chain?.chain_id ?? 'devnet-evm', status.stage === 'ready' ? address : null);
  return { chains: chains.data?.chains ?? [], chain, setChainId, address, asset, status };
}
