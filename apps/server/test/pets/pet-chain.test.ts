import { ErrorCode } from '@arcadia/contract';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { devSigner } from '../../src/chain/signatures.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { rows } from '../../src/ledger/sql.ts';
import { advanceTestClock, testClock } from '../../src/lib/test-clock.ts';
import { startSeedPair } from '../../src/services/fortune/fair-service.ts';
import { backfillPetChain, PET_VAULT, syncPetChain } from '../../src/services/pet/chain.ts';
import { petTermsStore } from '../../src/services/pet/terms.ts';
import { settle } from '../../src/services/wallet/offchain.ts';
import { walletDeps } from '../../src/services/wallet/routes.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import {
  bindWallet,
  call,
  chainOwner,
  givePet,
  HOUR,
  kcOf,
  newKey,
  newPlayer,
  type Player,
  petRow,
  sendNft,
} from './support.ts';

/**
 * Pets on the chain adapter (docs/pets.md, "On the chain") on both databases: a pet's NFT is minted when it is made
 * (to the owner's address, or the vault until they have one, then claimed), pets made before are backfilled once; a
 * signed transfer is refused while the pet is rented or listed and, once confirmed, the owner follows the chain (to
 * another player, or out of the game); a market sale moves the NFT with the coin; two buyers at once move it once.
 * Ledger checked after each.
 */
const confirm = async (t: TestApp) => {
  const deps = walletDeps(t.app);
  for (let i = 0; i < 4; i++) await settle(deps);
  return syncPetChain(t.database.db, petTermsStore(t.database.db), testClock('pets').nowMs());
};

describe.each(DB_KINDS)('pets on the chain (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expect((await checkLedger(t.database.db)).problems).toEqual([]));

  it('mints a drawn pet to the owner address, or to the vault and claims it once they have a wallet', async () => {
    const withWallet = await bindWallet(t, await newPlayer(t, 100_000n));
    await startSeedPair(t.database.db, withWallet.id, undefined);
    const drawn = await call(t, withWallet, '/draw', { body: {}, key: newKey() });
    expect(drawn.code).toBe(0);
    expect(drawn.data.pet).toMatchObject({ chain: 'devnet-evm', holder: withWallet.evm?.address, in_transit: false });
    expect(await chainOwner(t, drawn.data.pet.token_id)).toBe(withWallet.evm?.address);
    const asset = await call(t, withWallet, '/onchain_asset', {
      body: { chain: 'devnet-evm', address: withWallet.evm?.address },
      base: '/svc/wallet/wallet',
    });
    expect(asset.data.nfts.map((n: { nft_id: string }) => n.nft_id)).toContain(drawn.data.pet.token_id);

    const noWallet = await newPlayer(t);
    const pet = await givePet(t, noWallet);
    expect(pet.holder).toBe(PET_VAULT);
    expect(await chainOwner(t, pet.tokenId)).toBe(PET_VAULT);
    await bindWallet(t, noWallet);
    const mine = await call(t, noWallet, '/mine');
    expect(mine.data.pets[0]).toMatchObject({ id: pet.id, holder: noWallet.evm?.address });
    expect(await chainOwner(t, pet.tokenId)).toBe(noWallet.evm?.address);
    const moves = await rows<{ kind: string; to_addr: string }>(
      t.database.db,
      sql`select kind, to_addr from pet_chain_moves where pet_id = ${pet.id}`,
    );
    expect(moves).toEqual([{ kind: 'claim', to_addr: noWallet.evm?.address }]);
  });

  it('backfills pets made before the chain once', async () => {
    const p = await bindWallet(t, await newPlayer(t));
    const pet = await givePet(t, p);
    await t.database.db.execute(sql`update pets set holder = null where id = ${pet.id}`);
    await t.database.db.execute(sql`delete from chain_nfts where nft_id = ${pet.tokenId}`);
    expect(await backfillPetChain(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await backfillPetChain(t.database.db)).toBe(0);
    expect((await petRow(t, pet.id))?.holder).toBe(p.evm?.address);
    const [n] = await rows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from chain_nfts where nft_id = ${pet.tokenId}`,
    );
    expect(n?.n).toBe('1');
  });

  it('refuses a chain transfer while the pet is listed or rented, with a field error and nothing moved', async () => {
    const owner = await bindWallet(t, await newPlayer(t));
    const renter = await newPlayer(t, 100_000n);
    const pet = await givePet(t, owner);
    const elsewhere = devSigner.evmAddress(secp256k1.utils.randomSecretKey()).toLowerCase();
    const listed = await call(t, owner, '/list', {
      body: { pet_id: pet.id, kind: 'rent', price: '5', days: 1 },
      key: newKey(),
    });
    const whileListed = await sendNft(t, owner, pet.tokenId, elsewhere);
    expect(whileListed.code).toBe(ErrorCode.VALIDATION);
    expect(whileListed.data.nft_id[0]).toMatch(/listed/);
    expect((await call(t, renter, '/rent', { body: { listing_id: listed.data.listing.id }, key: newKey() })).code).toBe(
      0,
    );
    const whileRented = await sendNft(t, owner, pet.tokenId, elsewhere);
    expect(whileRented.code).toBe(ErrorCode.VALIDATION);
    expect(whileRented.data.nft_id[0]).toMatch(/rented/);
    expect(await chainOwner(t, pet.tokenId)).toBe(owner.evm?.address);
    expect(await petRow(t, pet.id)).toMatchObject({ owner_id: String(owner.id), transit_to: null });
    // To the vault: refused as well.
    advanceTestClock('pets', 25 * HOUR);
    expect((await call(t, owner, '/mine')).code).toBe(0);
    const toVault = await sendNft(t, owner, pet.tokenId, PET_VAULT);
    expect(toVault.data).toHaveProperty('to_address');
  });

  it('a confirmed chain transfer to another player moves the pet; to an unknown address the pet leaves the game', async () => {
    const alice = await bindWallet(t, await newPlayer(t));
    const bob = await bindWallet(t, await newPlayer(t));
    const pet = await givePet(t, alice, 'epic');
    advanceTestClock('pets', 2 * HOUR);
    const sent = await sendNft(t, alice, pet.tokenId, bob.evm?.address as string);
    expect(sent.code, JSON.stringify(sent.data)).toBe(0);
    // In transit until confirmed: still Alice's, not listable.
    expect(await petRow(t, pet.id)).toMatchObject({ owner_id: String(alice.id), transit_to: bob.evm?.address });
    const list = await call(t, alice, '/list', { body: { pet_id: pet.id, kind: 'sale', price: '9' }, key: newKey() });
    expect(list.data.reason).toBe('transit');
    expect(await confirm(t)).toBe(1);
    expect(await confirm(t)).toBe(0);
    expect(await petRow(t, pet.id)).toMatchObject({
      owner_id: String(bob.id),
      holder: bob.evm?.address,
      transit_to: null,
      left_at: null,
    });
    // Alice was paid what the pet earned while hers; Bob sees it, Alice does not.
    expect(await kcOf(t, alice)).toBeGreaterThan(0n);
    expect((await call(t, bob, '/mine')).data.pets.map((p: { id: number }) => p.id)).toContain(pet.id);
    expect((await call(t, alice, '/mine')).data.pets.map((p: { id: number }) => p.id)).not.toContain(pet.id);

    // Bob sends it to an address no player holds: out of the game, keeps its history.
    const stranger = devSigner.evmAddress(secp256k1.utils.randomSecretKey()).toLowerCase();
    expect((await sendNft(t, bob, pet.tokenId, stranger)).code).toBe(0);
    expect(await confirm(t)).toBe(1);
    const gone = await petRow(t, pet.id);
    expect(gone?.left_at).not.toBeNull();
    expect(gone?.holder).toBe(stranger);
    expect((await call(t, bob, '/mine')).data.pets.map((p: { id: number }) => p.id)).not.toContain(pet.id);
    const rank = await call(t, undefined, '/rank');
    expect(rank.data.list.map((r: { pet_id: number }) => r.pet_id)).not.toContain(pet.id);
    const relist = await call(t, bob, '/list', { body: { pet_id: pet.id, kind: 'sale', price: '9' }, key: newKey() });
    expect(relist.code).toBe(ErrorCode.NOT_FOUND);
    const bobBefore = await kcOf(t, bob);
    advanceTestClock('pets', 3 * HOUR);
    expect(await confirm(t)).toBe(0);
    expect(await kcOf(t, bob)).toBe(bobBefore);
    const moves = await rows<{ kind: string; to_user_id: string | null }>(
      t.database.db,
      sql`select kind, to_user_id::text from pet_chain_moves where pet_id = ${pet.id} order by applied_at, tx_hash`,
    );
    expect(moves.map((m) => m.to_user_id).sort()).toEqual([String(bob.id), null].sort());
  });

  it('a market buy moves the NFT with the coin; of two buyers at once one gets both', async () => {
    const seller = await bindWallet(t, await newPlayer(t));
    const pet = await givePet(t, seller, 'legendary');
    const listed = await call(t, seller, '/list', {
      body: { pet_id: pet.id, kind: 'sale', price: '40' },
      key: newKey(),
    });
    const [a, b] = [
      await bindWallet(t, await newPlayer(t, 10_000n)),
      await newPlayer(t, 10_000n), // no wallet: the vault holds it for them
    ] as [Player, Player];
    const answers = await Promise.all(
      [a, b].map((p) => call(t, p, '/buy', { body: { listing_id: listed.data.listing.id }, key: newKey() })),
    );
    const won = answers.findIndex((x) => x.code === 0);
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    expect(answers[1 - won]?.data.reason).toBe('closed');
    const winner = [a, b][won] as Player;
    const expected = winner.evm?.address ?? PET_VAULT;
    expect(await chainOwner(t, pet.tokenId)).toBe(expected);
    expect(await petRow(t, pet.id)).toMatchObject({ owner_id: String(winner.id), holder: expected });
    expect(await kcOf(t, winner)).toBe(6_000n);
    expect(await kcOf(t, [a, b][1 - won] as Player)).toBe(10_000n);
    const txs = await rows<{ from_addr: string; to_addr: string }>(
      t.database.db,
      sql`select from_addr, to_addr from chain_txs where nft_id = ${pet.tokenId} and kind = 'nft_transfer'`,
    );
    expect(txs).toEqual([{ from_addr: seller.evm?.address, to_addr: expected }]);
    // The app's own move is not applied a second time when it confirms.
    expect(await confirm(t)).toBe(0);
    expect((await petRow(t, pet.id))?.owner_id).toBe(String(winner.id));
  });
});
