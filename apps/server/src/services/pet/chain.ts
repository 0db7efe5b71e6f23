import type { ChainId } from '@arcadia/contract/calls/wallet/common';
import { accrued, PET_COIN, type Rarity } from '@arcadia/contract/games/pets';
import { sql } from 'drizzle-orm';
import { createDevnet } from '../../chain/devnet.ts';
import { asDb, type Db } from '../../db/client.ts';
import { pets } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hookNftTransfers } from '../wallet/onchain.ts';
import type { PetRow } from './service.ts';
import { type PetTermsStore, petTermsOf } from './terms.ts';

/**
 * Pets on the chain adapter (docs/pets.md, "On the chain"). Every pet is an NFT on the devnet (`chain_nfts`, nft_id =
 * the pet's token id), minted when the pet is made (draw, roll, seed) to the owner's EVM wallet address, or, while the
 * owner has none, to the pets' vault (an address only the app moves from). Vault pets are claimed to the owner's
 * address as soon as they have one (on their next /petV2/mine, and by the job). The app moves the NFT itself when a
 * market sale moves the pet, in the sale's transaction. A player's signed `xbnft_transfer` of a pet is refused while
 * it is rented, listed or racing (hook below); once the chain confirms it, the pet's owner follows the chain
 * (`syncPetChain`): to the player holding the destination address, or out of the game when no player holds it.
 */
export const PET_CHAIN: ChainId = 'devnet-evm';
/** The pets' vault on the devnet: holds the NFTs of owners without a wallet address. No key exists for it. */
export const PET_VAULT = '0x0000000000000000000000000000000000009e75';

const devnet = createDevnet();

/** The player's EVM wallet address, or null. */
export async function addressOf(db: Exec, userId: number): Promise<string | null> {
  const row = await one<{ wallet_addr: string | null }>(
    db,
    sql`select wallet_addr from wallet_keys where user_id = ${userId}`,
  );
  return row?.wallet_addr ? row.wallet_addr.toLowerCase() : null;
}

/** The player holding an EVM address (the earliest binding when several bound it), or null. */
export async function playerAt(db: Exec, address: string): Promise<number | null> {
  const row = await one<{ user_id: string | number }>(
    db,
    sql`select user_id from wallet_keys where lower(wallet_addr) = ${address.toLowerCase()} order by user_id limit 1`,
  );
  return row ? Number(row.user_id) : null;
}

async function recordMove(
  tx: Exec,
  m: { hash: string; petId: number; kind: string; from: string | null; to: string; toUserId: number | null },
) {
  await tx.execute(
    sql`insert into pet_chain_moves (tx_hash, pet_id, kind, from_addr, to_addr, to_user_id, applied_at)
        values (${m.hash}, ${m.petId}, ${m.kind}, ${m.from}, ${m.to}, ${m.toUserId}, now()) on conflict do nothing`,
  );
}

/** Mints a pet's NFT (once: chain_nfts ignores a second mint) to its owner's address or the vault; sets `holder`. */
export async function mintPet(tx: Exec, pet: PetRow): Promise<PetRow> {
  if (pet.holder) return pet;
  const to = (await addressOf(tx, pet.ownerId)) ?? PET_VAULT;
  await devnet.mintNft(tx, PET_CHAIN, to, pet.tokenId, `Pet ${pet.tokenId} (${pet.rarity})`, `pet:${pet.genes}`);
  const [row] = await asDb(tx)
    .update(pets)
    .set({ holder: to, chain: PET_CHAIN })
    .where(sql`${pets.id} = ${pet.id} and ${pets.holder} is null`)
    .returning();
  return (row as PetRow | undefined) ?? pet;
}

/**
 * Moves a pet's NFT in the app's own transaction (a market sale): from its holder to the new owner's address, or to
 * the vault. Refused with CONFLICT `transit` when the holder no longer holds it (a signed transfer is under way).
 */
export async function movePetNft(tx: Exec, pet: PetRow, toUserId: number, kind: 'market' | 'claim'): Promise<string> {
  if (!pet.holder) {
    await mintPet(tx, { ...pet, ownerId: toUserId });
    return (await addressOf(tx, toUserId)) ?? PET_VAULT;
  }
  const to = (await addressOf(tx, toUserId)) ?? PET_VAULT;
  if (to === pet.holder) return to;
  const hash = await devnet.moveNft(tx, PET_CHAIN, pet.tokenId, pet.holder, to);
  if (!hash) throw new AppError('CONFLICT', 'The pet is moving on the chain.', { reason: 'transit' });
  await recordMove(tx, { hash, petId: pet.id, kind, from: pet.holder, to, toUserId });
  await asDb(tx).update(pets).set({ holder: to }).where(sql`${pets.id} = ${pet.id}`);
  return to;
}

/** Claims the player's vault-held pets to their wallet address, once they have one. Answers how many moved. */
export async function claimVaultPets(db: Db, userId: number): Promise<number> {
  const address = await addressOf(db, userId);
  if (!address) return 0;
  const held = await rows<{ id: string | number }>(
    db,
    sql`select id from pets where owner_id = ${userId} and holder = ${PET_VAULT} and left_at is null and transit_to is null`,
  );
  let moved = 0;
  for (const h of held)
    await inTransaction(db, async (tx) => {
      const [pet] = await asDb(tx)
        .select()
        .from(pets)
        .where(sql`${pets.id} = ${Number(h.id)} and ${pets.holder} = ${PET_VAULT}`)
        .for('update');
      if (!pet) return;
      await movePetNft(tx, pet, pet.ownerId, 'claim');
      moved++;
    });
  return moved;
}

/** Mints every pet not minted yet (pets made before the chain, the demo seed); idempotent. */
export async function backfillPetChain(db: Db): Promise<number> {
  const due = await asDb(db).select().from(pets).where(sql`${pets.holder} is null`).limit(1000);
  for (const pet of due) await inTransaction(db, (tx) => mintPet(tx, pet));
  return due.length;
}

/** Refusal reasons for a chain transfer of a pet, checked under the pet's row lock (a race holds the same lock). */
async function refusal(tx: Exec, pet: PetRow, nowMs: number): Promise<string | null> {
  if (pet.renterId !== null && (!pet.rentUntil || pet.rentUntil.getTime() > nowMs))
    return 'The pet is rented out; it can move once the rental has ended';
  if (pet.renterId !== null) return 'The pet is being returned from a rental; try again in a moment';
  if (pet.transitTo) return 'The pet is already moving on the chain';
  const listed = await one<{ id: number }>(
    tx,
    sql`select id from pet_listings where pet_id = ${pet.id} and status = 'open' limit 1`,
  );
  if (listed) return 'The pet is listed on the market; withdraw the listing first';
  return null;
}

/** Registers the pets' hook on signed NFT transfers (wallet/onchain.ts xbnftTransfer). */
export function hookPetTransfers(nowMs: () => number) {
  hookNftTransfers('pets', {
    async check(tx, m, phase) {
      if (m.chain !== PET_CHAIN) return;
      const base = asDb(tx).select().from(pets).where(sql`${pets.chain} = ${m.chain} and ${pets.tokenId} = ${m.nftId}`);
      const [pet] = phase === 'execute' ? await base.for('update') : await base;
      if (!pet) return;
      if (m.to === PET_VAULT) throw fieldError({ to_address: ['The pets vault cannot receive pets'] });
      const why = await refusal(tx, pet, nowMs());
      if (why) throw fieldError({ nft_id: [why] });
    },
    async submitted(tx, m) {
      if (m.chain !== PET_CHAIN) return;
      await tx.execute(sql`update pets set transit_to = ${m.to} where chain = ${m.chain} and token_id = ${m.nftId}`);
    },
  });
}

/**
 * Applies confirmed signed transfers of pets, once each (pet_chain_moves): pays the sender's unpaid output to the
 * owner (house -> owner, under the move's key), then the pet follows the chain: to the player holding the
 * destination, or out of the game (left_at; not listed, earns nothing, keeps its history) when no player holds it.
 */
export async function syncPetChain(db: Db, terms: PetTermsStore, nowMs: number): Promise<number> {
  const due = await rows<{ pet_id: string | number; hash: string; to_addr: string; from_addr: string }>(
    db,
    sql`select p.id as pet_id, t.hash, t.to_addr, t.from_addr from pets p
        join chain_txs t on t.chain = p.chain and t.from_addr = p.holder and t.nft_id = p.token_id
        where p.transit_to is not null and t.kind = 'nft_transfer' and t.status = 'confirmed'
          and not exists (select 1 from pet_chain_moves m where m.tx_hash = t.hash)
        order by t.seq limit 200`,
  );
  let applied = 0;
  for (const d of due)
    await inTransaction(db, async (tx) => {
      const [pet] = await asDb(tx)
        .select()
        .from(pets)
        .where(sql`${pets.id} = ${Number(d.pet_id)}`)
        .for('update');
      if (!pet || pet.holder !== d.from_addr) return;
      const done = await one<{ tx_hash: string }>(
        tx,
        sql`select tx_hash from pet_chain_moves where tx_hash = ${d.hash}`,
      );
      if (done) return;
      const toUser = await playerAt(tx, d.to_addr);
      if (!pet.leftAt) {
        const earned = accrued(await petTermsOf(terms, pet.termsVersion, tx), clockOf(pet), nowMs);
        if (earned > 0n) {
          const house = await accountId(tx, { system: 'house' }, PET_COIN);
          const owner = await accountId(tx, { userId: pet.ownerId }, PET_COIN);
          await move(tx, [{ debitId: house, creditId: owner, coin: PET_COIN, amount: earned, kind: 'pet_output' }], {
            reference: `pet:${pet.id}`,
            idempotencyKey: `pet:chain:${d.hash}`,
          });
        }
      }
      await asDb(tx)
        .update(pets)
        .set({
          holder: d.to_addr,
          transitTo: null,
          lastCollectedAt: new Date(nowMs),
          ...(toUser ? { ownerId: toUser, leftAt: null } : { leftAt: pet.leftAt ?? new Date(nowMs) }),
        })
        .where(sql`${pets.id} = ${pet.id}`);
      await recordMove(tx, {
        hash: d.hash,
        petId: pet.id,
        kind: 'chain',
        from: d.from_addr,
        to: d.to_addr,
        toUserId: toUser,
      });
      applied++;
    });
  // A pet that left the game comes back when a player binds the address holding it.
  const back = await rows<{ id: string | number; user_id: string | number }>(
    db,
    sql`select p.id, k.user_id from pets p join wallet_keys k on lower(k.wallet_addr) = p.holder
        where p.left_at is not null and p.transit_to is null limit 200`,
  );
  for (const b of back) {
    await db.execute(
      sql`update pets set owner_id = ${Number(b.user_id)}, left_at = null, last_collected_at = ${new Date(nowMs).toISOString()}::timestamptz
          where id = ${Number(b.id)} and left_at is not null`,
    );
    applied++;
  }
  return applied;
}

const clockOf = (row: PetRow) => ({
  rarity: row.rarity as Rarity,
  level: row.level,
  lastCollectedMs: row.lastCollectedAt.getTime(),
  staminaUntilMs: row.staminaUntil.getTime(),
  buffUntilMs: row.buffUntil ? row.buffUntil.getTime() : null,
});
