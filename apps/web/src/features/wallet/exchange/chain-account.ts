import type { ChainInfo } from '@arcadia/contract/calls/wallet/get-chain-list';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../session/session-store.ts';
import { loadVault } from '../errors.ts';
import { useChainListQuery, useOnchainAssetQuery } from '../queries.ts';
import { useWalletStatus } from '../wallet-status.ts';

/**
 * Wallets made before TON was offered have no TON address on record: the first time the player picks the TON
 * chain, the key (device + server shares) signs the bind message and the address is recorded.
 */
function useTonBinding(needed: boolean, refetch: () => Promise<unknown>) {
  const userId = useSession((s) => s.userId);
  const started = useRef(false);
  useEffect(() => {
    if (!needed || started.current) return;
    started.current = true;
    void loadVault()
      .then((vault) => vault.bindTonAddress(userId))
      .then(refetch)
      .catch(() => {
        started.current = false;
      });
  }, [needed, userId, refetch]);
}

/** The chosen devnet chain, the player's address on it and that address's balances. */
export function useChainAccount() {
  const chains = useChainListQuery();
  const status = useWalletStatus();
  const [chainId, setChainId] = useState<ChainInfo['chain_id']>('devnet-evm');
  const chain = chains.data?.chains.find((c) => c.chain_id === chainId) ?? chains.data?.chains[0];
  const address =
    chain?.kind === 'sol' ? status.solAddress : chain?.kind === 'ton' ? status.tonAddress : status.evmAddress;
  useTonBinding(chain?.kind === 'ton' && status.stage === 'ready' && !status.tonAddress, status.refetch);
  const asset = useOnchainAssetQuery(chain?.chain_id ?? 'devnet-evm', status.stage === 'ready' ? address : null);
  return { chains: chains.data?.chains ?? [], chain, setChainId, address, asset, status };
}
