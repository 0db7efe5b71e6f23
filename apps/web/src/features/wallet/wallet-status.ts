import { useQuery } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';
import { deviceShareInfo } from './keys/device-store.ts';
import { useWalletAddrQuery, walletKeys } from './queries.ts';

/**
 * Where the player's self-custody wallet stands, from the server's record and this device's share:
 * none (create one), ready (device + server shares of the same wallet), recover (the server knows a
 * wallet this device has no share of). `backedUp` is remembered per wallet on this device.
 */
type WalletStage = 'loading' | 'none' | 'ready' | 'recover' | 'error';

const BACKUP_FLAG = 'arcadia.wallet.backedUp';

export function markBackedUp(address: string) {
  localStorage.setItem(`${BACKUP_FLAG}.${address.toLowerCase()}`, '1');
}

function isBackedUp(address: string | null | undefined): boolean {
  return Boolean(address) && localStorage.getItem(`${BACKUP_FLAG}.${address?.toLowerCase()}`) === '1';
}

function deviceKey(userId: number) {
  return [...walletKeys.all(userId), 'device'] as const;
}

export function useWalletStatus() {
  const userId = useSession((s) => (s.hasLogin ? s.userId : 0));
  const addr = useWalletAddrQuery();
  const device = useQuery({
    queryKey: deviceKey(userId),
    queryFn: () => deviceShareInfo(userId).catch(() => null),
    enabled: userId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const record = addr.data;
  const serverAddr = record && !record.invalid && record.has_frag ? record.wallet_addr : null;
  let stage: WalletStage = 'loading';
  if (addr.isError) stage = 'error';
  else if (addr.isSuccess && device.isSuccess) {
    const deviceAddr = device.data?.addresses.evm ?? null;
    if (!serverAddr) stage = 'none';
    else stage = deviceAddr?.toLowerCase() === serverAddr.toLowerCase() ? 'ready' : 'recover';
  }
  // The server keeps EVM addresses lower-cased; show this device's EIP-55 form when it is the same address.
  const deviceEvm = device.data?.addresses.evm;
  const evmAddress = deviceEvm && deviceEvm.toLowerCase() === serverAddr?.toLowerCase() ? deviceEvm : serverAddr;
  return {
    stage,
    evmAddress,
    solAddress: record && !record.invalid ? record.wallet_addr_sol : null,
    tonAddress: record && !record.invalid ? record.wallet_addr_ton : null,
    backedUp: isBackedUp(serverAddr),
    refetch: () => Promise.all([addr.refetch(), device.refetch()]),
  };
}
