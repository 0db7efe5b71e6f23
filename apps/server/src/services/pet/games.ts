import {
  PET_COIN,
  RACE_BOTS,
  RACE_POWER_CAP,
  RACE_PRICE,
  RACE_REWARDS,
  type Rarity,
  ROLL_PRICE,
  ROLL_TABLE,
  raceOutcome,
  racePower,
  rollOutcome,
} from '@arcadia/contract/games/pets';
import { desc, eq } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { petPlayers, petRaces, pets } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { bumpNonce } from '../fortune/fair-repo.ts';
import { lockSeed } from '../fortune/fair-service.ts';
import { insertPet, kc, lockPet, type PetDeps, petView } from './service.ts';

/**
 * /rollnft and /petGame (docs/pets.md): both draw from the player's seed pair (Fortune's, as the gacha), bump its
 * nonce, and move KC with the house in the same transaction, once per idempotency key.
 */
const total = ROLL_TABLE.reduce((s, r) => s + r.weight, 0);
const prizeView = (row: number) => {
  const r = ROLL_TABLE[row] as (typeof ROLL_TABLE)[number];
  return { row, kind: r.kind, rarity: r.rarity, amount: kc(r.amount), weight: r.weight, probability: r.weight / total };
};

export function rollTable() {
  return { price: kc(ROLL_PRICE), table: ROLL_TABLE.map((_, i) => prizeView(i)) };
}

const proofOf = (seed: { serverSeedHash: string; clientSeed: string; nonce: number }) => ({
  server_seed_hash: seed.serverSeedHash,
  server_seed: null,
  client_seed: seed.clientSeed,
  nonce: seed.nonce,
  misses_before: 0,
  pity: false,
});

export async function rollNft(deps: PetDeps, userId: number, key: string) {
  const player = await accountId(deps.db, { userId }, PET_COIN);
  const house = await accountId(deps.db, { system: 'house' }, PET_COIN);
  return onceOnly(deps.db, { userId, key, scope: 'rollnft/roll', body: {} }, async (tx) => {
    const now = deps.nowMs();
    const seed = await lockSeed(tx, userId);
    const out = rollOutcome({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce });
    await bumpNonce(tx, seed.id);
    const price: ResolvedLeg = {
      debitId: player,
      creditId: house,
      coin: PET_COIN,
      amount: ROLL_PRICE,
      kind: 'rollnft',
    };
    const prize: ResolvedLeg | undefined =
      out.prize.kind === 'kc'
        ? { debitId: house, creditId: player, coin: PET_COIN, amount: out.prize.amount, kind: 'rollnft_prize' }
        : undefined;
    const balances = await payThenWin(tx, price, prize, {
      reference: `rollnft:${userId}`,
      key: `rollnft:${userId}:${key}`,
    });
    const { version, terms } = await deps.terms.current(tx);
    const pet =
      out.prize.kind === 'pet' && out.prize.rarity
        ? await insertPet(tx, terms, {
            ownerId: userId,
            genes: out.genes,
            rarity: out.prize.rarity,
            nowMs: now,
            source: 'draw',
            seedId: seed.id,
            nonce: seed.nonce,
            termsVersion: version,
          })
        : null;
    return {
      prize: prizeView(out.row),
      pet: pet ? petView(terms, pet, now) : null,
      proof: proofOf(seed),
      balance: kc(balances.get(player) ?? 0n),
    };
  });
}

/**
 * The price first, on its own, so a player who cannot pay is refused even when the outcome would have paid more
 * than the price (one transfer nets the legs); then the prize. Both in the caller's transaction: all or nothing.
 */
async function payThenWin(
  tx: Exec,
  price: ResolvedLeg | undefined,
  prize: ResolvedLeg | undefined,
  ids: { reference: string; key: string },
) {
  const balances = new Map<number, bigint>();
  if (price) await move(tx, [price], { reference: ids.reference, idempotencyKey: ids.key, balancesAfter: balances });
  if (prize)
    await move(tx, [prize], { reference: ids.reference, idempotencyKey: `${ids.key}:prize`, balancesAfter: balances });
  return balances;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function petGameInfo(deps: PetDeps, userId: number | undefined) {
  let freeLeft = true;
  if (userId) {
    const [row] = await deps.db.select().from(petPlayers).where(eq(petPlayers.userId, userId));
    freeLeft = row?.freeRaceDay !== utcDay(deps.nowMs());
  }
  return {
    price: kc(RACE_PRICE),
    rewards: RACE_REWARDS.map(kc),
    bots: [...RACE_BOTS],
    power_cap: RACE_POWER_CAP,
    free_left: freeLeft,
  };
}

export async function petRace(deps: PetDeps, userId: number, key: string, petId: number) {
  const player = await accountId(deps.db, { userId }, PET_COIN);
  const house = await accountId(deps.db, { system: 'house' }, PET_COIN);
  return onceOnly(deps.db, { userId, key, scope: 'pet/race', body: { pet_id: petId } }, async (tx) => {
    const now = deps.nowMs();
    const pet = await lockPet(tx, userId, petId);
    if (pet.ownerId !== userId || pet.renterId !== null)
      throw new AppError('CONFLICT', 'The pet is rented out.', { reason: 'rented' });
    await asDb(tx).insert(petPlayers).values({ userId }).onConflictDoNothing();
    const [state] = await asDb(tx).select().from(petPlayers).where(eq(petPlayers.userId, userId)).for('update');
    const today = utcDay(now);
    const free = state?.freeRaceDay !== today;
    if (free) await asDb(tx).update(petPlayers).set({ freeRaceDay: today }).where(eq(petPlayers.userId, userId));
    const seed = await lockSeed(tx, userId);
    const out = raceOutcome(pet.power, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce });
    await bumpNonce(tx, seed.id);
    const price: ResolvedLeg | undefined = free
      ? undefined
      : { debitId: player, creditId: house, coin: PET_COIN, amount: RACE_PRICE, kind: 'pet_race' };
    const prize: ResolvedLeg | undefined =
      out.reward > 0n
        ? { debitId: house, creditId: player, coin: PET_COIN, amount: out.reward, kind: 'pet_race_prize' }
        : undefined;
    const balances = await payThenWin(tx, price, prize, {
      reference: `pet:race:${pet.id}`,
      key: `pet:race:${userId}:${key}`,
    });
    await asDb(tx)
      .insert(petRaces)
      .values({
        userId,
        petId: pet.id,
        paid: free ? 0n : RACE_PRICE,
        place: out.place,
        prize: out.reward,
        createdAt: new Date(now),
      });
    return {
      result: {
        place: out.place,
        reward: kc(out.reward),
        paid: kc(free ? 0n : RACE_PRICE),
        times: out.times.map((t) => Math.round(t * 1000) / 1000),
        powers: [racePower(pet.power), ...RACE_BOTS],
      },
      proof: proofOf(seed),
      balance: kc(balances.get(player) ?? (await balanceOf(tx, { userId }, PET_COIN))),
    };
  });
}

/** The caller's past races, newest first (docs/pets.md, "Race history"). */
export async function petRaceHistory(deps: PetDeps, userId: number, page: number, size: number) {
  const found = await deps.db
    .select({ race: petRaces, pet: pets })
    .from(petRaces)
    .innerJoin(pets, eq(pets.id, petRaces.petId))
    .where(eq(petRaces.userId, userId))
    .orderBy(desc(petRaces.createdAt), desc(petRaces.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return {
    list: found.slice(0, size).map(({ race, pet }) => ({
      id: race.id,
      at: Math.floor(race.createdAt.getTime() / 1000),
      pet: { id: pet.id, token_id: pet.tokenId, genes: pet.genes, rarity: pet.rarity as Rarity },
      paid: kc(race.paid),
      place: race.place,
      prize: kc(race.prize),
    })),
    has_more: found.length > size,
  };
}
