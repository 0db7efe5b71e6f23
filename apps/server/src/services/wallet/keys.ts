import { buildSignMessage } from '@arcadia/contract/calls/wallet/common';
import { norm } from '../../chain/devnet.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { open, seal } from './crypto.ts';
import { seconds, type WalletDeps } from './deps.ts';
import * as repo from './repo.ts';

/** Addresses and key shares. The server holds one Shamir share of a player's key, never two. */

function keyOf(deps: WalletDeps): Buffer {
  if (!deps.encKey) throw new AppError('UNAVAILABLE', 'Key storage is not configured on this server (WALLET_ENC_KEY).');
  return deps.encKey;
}

export function bindMessage(
  chain: 'devnet-evm' | 'devnet-sol' | 'devnet-ton',
  address: string,
  userId: number,
): string {
  return buildSignMessage({ address, chain, kind: 'bind', user_id: String(userId) });
}

/** Addresses are public; whether shares exist is only told to the player themself. */
export async function allWalletAddr(deps: WalletDeps, userId: number, callerId: number) {
  const row = await repo.walletKeys(deps.db, userId);
  const self = userId === callerId;
  return {
    user_id: userId,
    wallet_addr: row?.wallet_addr ?? null,
    wallet_addr_sol: row?.wallet_addr_sol ?? null,
    wallet_addr_ton: row?.wallet_addr_ton ?? null,
    invalid: Boolean(row) && !row?.wallet_addr,
    has_frag: self && Boolean(row?.frag_cipher),
    has_shard: self && Boolean(row?.shard_cipher),
  };
}

export async function putFrag(
  deps: WalletDeps,
  userId: number,
  input: { frag: string; wallet_addr: string; signature: string },
) {
  const address = input.wallet_addr.toLowerCase();
  if (!deps.chain.verifySignature('devnet-evm', address, bindMessage('devnet-evm', address, userId), input.signature)) {
    throw fieldError({ signature: ['The signature does not prove this address; sign the bind message'] });
  }
  const now = new Date();
  await inTransaction(deps.db, async (tx) => {
    await repo.saveWalletKeys(tx, userId, {
      wallet_addr: address,
      frag_cipher: seal(keyOf(deps), input.frag, `user:${userId}:frag`),
      frag_at: now,
    });
    // A welcome NFT on the devnet, so NFT transfers can be tried end to end.
    await deps.chain.mintNft(
      tx,
      'devnet-evm',
      address,
      `pass-${userId}-${address.slice(2, 8)}`,
      'Arcadia Pass',
      '/coins/nft-pass.svg',
    );
  });
  return { wallet_addr: address, stored_at: seconds(now) };
}

export async function getFrag(deps: WalletDeps, userId: number) {
  const row = await repo.walletKeys(deps.db, userId);
  if (!row?.frag_cipher) return { frag: null, wallet_addr: row?.wallet_addr ?? null, stored_at: null };
  return {
    frag: open(keyOf(deps), row.frag_cipher, `user:${userId}:frag`),
    wallet_addr: row.wallet_addr,
    stored_at: row.frag_at ? seconds(row.frag_at) : null,
  };
}

export async function putShard(deps: WalletDeps, userId: number, input: { shard: string }) {
  const now = new Date();
  await repo.saveWalletKeys(deps.db, userId, {
    shard_cipher: seal(keyOf(deps), input.shard, `user:${userId}:shard`),
    shard_at: now,
  });
  return { stored_at: seconds(now) };
}

export async function getShard(deps: WalletDeps, userId: number) {
  const row = await repo.walletKeys(deps.db, userId);
  if (!row?.shard_cipher) return { shard: null, stored_at: null };
  return {
    shard: open(keyOf(deps), row.shard_cipher, `user:${userId}:shard`),
    stored_at: row.shard_at ? seconds(row.shard_at) : null,
  };
}

export async function updateSol(
  deps: WalletDeps,
  userId: number,
  input: { wallet_addr_sol: string; signature: string },
) {
  const address = input.wallet_addr_sol;
  if (!deps.chain.addressFits('devnet-sol', address))
    throw fieldError({ wallet_addr_sol: ['Must be a Solana address'] });
  if (!deps.chain.verifySignature('devnet-sol', address, bindMessage('devnet-sol', address, userId), input.signature)) {
    throw fieldError({ signature: ['The signature does not prove this address; sign the bind message'] });
  }
  await repo.saveWalletKeys(deps.db, userId, { wallet_addr_sol: address });
  return { wallet_addr_sol: address };
}

/** Binds the TON wallet (v4r2) address: the signature carries the key, whose v4r2 address must be this one. */
export async function updateTon(
  deps: WalletDeps,
  userId: number,
  input: { wallet_addr_ton: string; signature: string },
) {
  if (!deps.chain.addressFits('devnet-ton', input.wallet_addr_ton))
    throw fieldError({ wallet_addr_ton: ['Must be a TON address of workchain 0 with a valid checksum'] });
  const address = norm('devnet-ton', input.wallet_addr_ton);
  if (!deps.chain.verifySignature('devnet-ton', address, bindMessage('devnet-ton', address, userId), input.signature)) {
    throw fieldError({ signature: ['The signature does not prove this address; sign the bind message'] });
  }
  await repo.saveWalletKeys(deps.db, userId, { wallet_addr_ton: address });
  return { wallet_addr_ton: address };
}

export async function putDrive(
  deps: WalletDeps,
  userId: number,
  input: { file_id: string; file_name?: string | undefined; account_email?: string | undefined },
) {
  const now = new Date();
  await repo.saveWalletKeys(deps.db, userId, {
    drive_file_id: input.file_id,
    drive_file_name: input.file_name ?? null,
    drive_email: input.account_email ?? null,
    drive_at: now,
  });
  return { saved_at: seconds(now) };
}

export async function getDrive(deps: WalletDeps, userId: number) {
  const row = await repo.walletKeys(deps.db, userId);
  return {
    file_id: row?.drive_file_id ?? null,
    file_name: row?.drive_file_name ?? null,
    account_email: row?.drive_email ?? null,
    saved_at: row?.drive_at ? seconds(row.drive_at) : null,
    google: deps.googleDrive
      ? { client_id: deps.googleDrive.clientId, gis_url: deps.googleDrive.gisUrl, api_url: deps.googleDrive.apiUrl }
      : null,
  };
}
