import { wallet } from '@arcadia/contract';
import { api } from '../../../api/client.ts';
import { type BackupFile, decryptBackup, encryptBackup, parseBackup } from './backup-file.ts';
import { deriveAccounts, type WalletAccounts, wipeAccounts } from './derive.ts';
import { clearDeviceShare, loadDeviceShare, saveDeviceShare } from './device-store.ts';
import { createMnemonic, entropyMnemonic, isValidMnemonic, mnemonicEntropy } from './mnemonic.ts';
import { joinShares, ShareError, splitEntropy, walletFingerprint } from './shamir.ts';
import {
  bindMessage,
  type ChainKind,
  type SignableQuote,
  signEvm,
  signFor,
  signQuote,
  signSolana,
  signTon,
} from './signing.ts';

/**
 * The wallet's key flows, run in the browser (this module and its crypto load only when a wallet flow
 * needs them). The whole key exists only inside these functions and is wiped after use; the server
 * gets its share (put_frag) and the public addresses with proofs of possession, never two shares.
 */
export interface WalletAddresses {
  evm: string;
  sol: string;
  ton: string;
}

export class VaultError extends Error {
  readonly reason: 'no-device-share' | 'no-server-share' | 'wrong-wallet' | 'bad-phrase';
  constructor(reason: VaultError['reason']) {
    super(reason);
    this.name = 'VaultError';
    this.reason = reason;
  }
}

/** A backup share made in this session and not yet saved by the player. */
let pendingBackup: { userId: number; share: string; fingerprint: string; addresses: WalletAddresses } | null = null;

export function hasPendingBackup(userId: number): boolean {
  return pendingBackup?.userId === userId;
}

function addressesOf(accounts: WalletAccounts): WalletAddresses {
  return { evm: accounts.evm.address, sol: accounts.sol.address, ton: accounts.ton.address };
}

/** Splits the entropy anew, stores the device and server shares, binds both addresses, keeps the backup share. */
async function storeShares(userId: number, entropy: Uint8Array): Promise<WalletAddresses> {
  const accounts = deriveAccounts(entropyMnemonic(entropy));
  try {
    const addresses = addressesOf(accounts);
    const fingerprint = walletFingerprint(entropy);
    const shares = await splitEntropy(entropy);
    await api(wallet.putFrag, {
      frag: shares.server,
      wallet_addr: addresses.evm,
      signature: signEvm(accounts.evm.privateKey, bindMessage('evm', addresses.evm, userId)),
    });
    await api(wallet.updateWalletAddrSol, {
      wallet_addr_sol: addresses.sol,
      signature: signSolana(accounts.sol.privateKey, bindMessage('sol', addresses.sol, userId)),
    });
    await api(wallet.updateWalletAddrTon, {
      wallet_addr_ton: addresses.ton,
      signature: signTon(accounts.ton.privateKey, accounts.ton.publicKey, bindMessage('ton', addresses.ton, userId)),
    });
    await saveDeviceShare(userId, shares.device, { fingerprint, addresses });
    pendingBackup = { userId, share: shares.backup, fingerprint, addresses };
    return addresses;
  } finally {
    wipeAccounts(accounts);
    entropy.fill(0);
  }
}

export async function createWallet(userId: number): Promise<WalletAddresses> {
  return storeShares(userId, mnemonicEntropy(createMnemonic()));
}

async function serverShare(): Promise<{ frag: string; walletAddr: string | null }> {
  const answer = await api(wallet.getFrag, {});
  if (!answer.frag) throw new VaultError('no-server-share');
  return { frag: answer.frag, walletAddr: answer.wallet_addr };
}

/** Device share + server share: the whole key, for one operation, then wiped. */
export async function withAccounts<T>(userId: number, run: (accounts: WalletAccounts) => T): Promise<T> {
  const device = await loadDeviceShare(userId);
  if (!device) throw new VaultError('no-device-share');
  const { frag } = await serverShare();
  const entropy = await joinShares([device, frag]);
  const accounts = deriveAccounts(entropyMnemonic(entropy));
  entropy.fill(0);
  try {
    return run(accounts);
  } finally {
    wipeAccounts(accounts);
  }
}

export function signMessage(userId: number, kind: ChainKind, message: string): Promise<string> {
  return withAccounts(userId, (accounts) => signFor(accounts, kind, message));
}

/** Signs a quote of a devnet move: the text on EVM and Solana, the wallet v4r2 message on TON. */
export function signQuoteFor(
  userId: number,
  chain: { kind: ChainKind; pool: string },
  quote: SignableQuote,
): Promise<string> {
  return withAccounts(userId, (accounts) => signQuote(accounts, chain, quote));
}

/** Binds the TON address of a wallet made before TON was offered (device + server shares sign). */
export async function bindTonAddress(userId: number): Promise<string> {
  const bind = await withAccounts(userId, (accounts) => ({
    address: accounts.ton.address,
    signature: signTon(
      accounts.ton.privateKey,
      accounts.ton.publicKey,
      bindMessage('ton', accounts.ton.address, userId),
    ),
  }));
  await api(wallet.updateWalletAddrTon, { wallet_addr_ton: bind.address, signature: bind.signature });
  return bind.address;
}

/**
 * The player's backup file. Right after create/recovery the pending backup share is used; later a
 * fresh split replaces all three shares (older backup files stop working, by design).
 */
export async function makeBackup(userId: number, password: string): Promise<BackupFile> {
  if (!hasPendingBackup(userId)) {
    const device = await loadDeviceShare(userId);
    if (!device) throw new VaultError('no-device-share');
    const { frag } = await serverShare();
    await storeShares(userId, await joinShares([device, frag]));
  }
  const pending = pendingBackup;
  if (!pending) throw new VaultError('no-device-share');
  const file = await encryptBackup({ ...pending, password });
  return file;
}

/** Called once the player has the file: the backup share leaves memory. */
export function forgetPendingBackup() {
  pendingBackup = null;
}

/** Recovery from the backup file (and its password) plus the server's share, on any device. */
export async function recoverFromBackup(userId: number, fileText: string, password: string): Promise<WalletAddresses> {
  const backup = await decryptBackup(parseBackup(fileText), password);
  const { frag, walletAddr } = await serverShare();
  const entropy = await joinShares([backup, frag]);
  return finishRecovery(userId, entropy, walletAddr);
}

/** Keeps the (password-encrypted) backup file with Arcadia too, for when the file itself is lost. */
export async function escrowBackup(file: BackupFile): Promise<void> {
  await api(wallet.putShard, { shard: JSON.stringify(file) });
}

/** Recovery from the escrowed backup (get_shard) and its password, plus the server's share. */
export async function recoverFromEscrow(userId: number, password: string): Promise<WalletAddresses> {
  const { shard } = await api(wallet.getShard, {});
  if (!shard) throw new VaultError('no-server-share');
  return recoverFromBackup(userId, shard, password);
}

/** Recovery from the backup file plus the share still on this device (when the server's share is gone). */
export async function recoverWithDevice(userId: number, fileText: string, password: string): Promise<WalletAddresses> {
  const backup = await decryptBackup(parseBackup(fileText), password);
  const device = await loadDeviceShare(userId);
  if (!device) throw new VaultError('no-device-share');
  return finishRecovery(userId, await joinShares([backup, device]), null);
}

export async function recoverFromPhrase(userId: number, phrase: string, expectedEvm: string | null) {
  if (!isValidMnemonic(phrase)) throw new VaultError('bad-phrase');
  return finishRecovery(userId, mnemonicEntropy(phrase), expectedEvm);
}

async function finishRecovery(userId: number, entropy: Uint8Array, expectedEvm: string | null) {
  const accounts = deriveAccounts(entropyMnemonic(entropy));
  const evm = accounts.evm.address;
  wipeAccounts(accounts);
  if (expectedEvm && expectedEvm.toLowerCase() !== evm.toLowerCase()) throw new VaultError('wrong-wallet');
  return storeShares(userId, entropy);
}

/** Reset: this device forgets its share; a new wallet then replaces the server's share. */
export async function resetDevice(userId: number) {
  forgetPendingBackup();
  await clearDeviceShare(userId);
}

export { BackupError, backupFileName, downloadBackup } from './backup-file.ts';
export { deviceShareInfo } from './device-store.ts';
export { ShareError };
