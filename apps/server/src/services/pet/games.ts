import {
  PET_COIN,
  RACE_BOTS,
  RACE_PRICE,
  RACE_REWARDS,
  ROLL_PRICE,
  ROLL_TABLE,
  raceOutcome,
  rollOutcome,
} from '@arcadia/contract/games/pets';
import { eq } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { petPlayers } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, move, type ResolvedLeg } from '../../ledger/ledger.ts';
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
    const legs: ResolvedLeg[] = [
      { debitId: player, creditId: house, coin: PET_COIN, amount: ROLL_PRICE, kind: 'rollnft' },
    ];
    if (out.prize.kind === 'kc')
      legs.push({ debitId: house, creditId: player, coin: PET_COIN, amount: out.prize.amount, kind: 'rollnft_prize' });
    const balances = new Map<number, bigint>();
    await move(tx, legs, {
      reference: `rollnft:${userId}`,
      idempotencyKey: `rollnft:${userId}:${key}`,
      balancesAfter: balances,
    });
    const pet =
      out.prize.kind === 'pet' && out.prize.rarity
        ? await insertPet(tx, deps.terms, {
            ownerId: userId,
            genes: out.genes,
            rarity: out.prize.rarity,
            nowMs: now,
            source: 'draw',
            seedId: seed.id,
            nonce: seed.nonce,
          })
        : null;
    return {
      prize: prizeView(out.row),
      pet: pet ? petView(deps.terms, pet, now) : null,
      proof: proofOf(seed),
      balance: kc(balances.get(player) ?? 0n),
    };
  });
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function petGameInfo(deps: PetDeps, userId: number | undefined) {
  let freeLeft = true;
  if (userId) {
    const [row] = await deps.db.select().from(petPlayers).where(eq(petPlayers.userId, userId));
    freeLeft = row?.freeRaceDay !== utcDay(deps.nowMs());
  }
  return { price: kc(RACE_PRICE), rewards: RACE_REWARDS.map(kc), bots: [...RACE_BOTS], free_left: freeLeft };
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
    const legs: ResolvedLeg[] = [];
    if (!free) legs.push({ debitId: player, creditId: house, coin: PET_COIN, amount: RACE_PRICE, kind: 'pet_race' });
    if (out.reward > 0n)
      legs.push({ debitId: house, creditId: player, coin: PET_COIN, amount: out.reward, kind: 'pet_race_prize' });
    const balances = new Map<number, bigint>();
    await move(tx, legs, {
      reference: `pet:race:${pet.id}`,
      idempotencyKey: `pet:race:${userId}:${key}`,
      balancesAfter: balances,
    });
    return {
      result: {
        place: out.place,
        reward: kc(out.reward),
        paid: kc(free ? 0n : RACE_PRICE),
        times: out.times.map((t) => Math.round(t * 1000) / 1000),
        powers: [pet.power, ...RACE_BOTS],
      },
      proof: proofOf(seed),
      balance: kc(balances.get(player) ?? (await balanceOf(tx, { userId }, PET_COIN))),
    };
  });
}
