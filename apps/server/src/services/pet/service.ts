import type { PetView } from '@arcadia/contract/calls/pet/common';
import {
  accrued,
  DEFAULT_PET_TERMS,
  drawPet,
  levelUpCost,
  missesAfter,
  PET_COIN,
  type PetTerms,
  petPower,
  publishedOdds,
  RARITIES,
  type Rarity,
  ratePerHour,
  speedUpCost,
} from '@arcadia/contract/games/pets';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { petListings, petPlayers, pets } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { fromMinor } from '../../ledger/coins.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { bumpNonce } from '../fortune/fair-repo.ts';
import { lockSeed } from '../fortune/fair-service.ts';
import { claimVaultPets, mintPet } from './chain.ts';
import { returnRentalOf } from './market.ts';
import { type PetTermsStore, termsByVersion } from './terms.ts';

/**
 * Pets (issue 19, docs/pets.md). Every paid action runs once per idempotency key (ledger/idempotency onceOnly) in one
 * transaction that locks the pet row, moves KC through the ledger (player <-> house) and writes the pet's new state:
 * never money without the state change or the other way round. Output is computed at the action's time from the
 * pet's timestamps (games/pets.ts), so nothing runs per pet at rest.
 */
export interface PetDeps {
  db: Db;
  /** The terms: the newest for new draws and listings, a pet's own version for the pet (terms.ts). */
  terms: PetTermsStore;
  nowMs: () => number;
}

export type PetRow = typeof pets.$inferSelect;

const KC_DECIMALS = 2;
export const kc = (minor: bigint) => fromMinor(minor, KC_DECIMALS);
const sec = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function petClock(row: PetRow) {
  return {
    rarity: row.rarity as Rarity,
    level: row.level,
    lastCollectedMs: row.lastCollectedAt.getTime(),
    staminaUntilMs: row.staminaUntil.getTime(),
    buffUntilMs: row.buffUntil ? row.buffUntil.getTime() : null,
  };
}

export interface OpenListing {
  id: number;
  kind: string;
  price: bigint;
  days: number | null;
}

export function petView(terms: PetTerms, row: PetRow, nowMs: number, listing: OpenListing | null = null): PetView {
  const rarity = row.rarity as Rarity;
  return {
    id: row.id,
    token_id: row.tokenId,
    chain: row.chain,
    holder: row.holder,
    in_transit: row.transitTo !== null,
    owner_id: row.ownerId,
    genes: row.genes,
    rarity,
    level: row.level,
    power: row.power,
    rate_per_hour: kc(ratePerHour(terms, rarity, row.level)),
    accrued: kc(accrued(terms, petClock(row), row.rentUntil ? Math.min(nowMs, row.rentUntil.getTime()) : nowMs)),
    last_collected_at: sec(row.lastCollectedAt) as number,
    stamina_until: sec(row.staminaUntil) as number,
    buff_until: sec(row.buffUntil),
    training_until: sec(row.trainingUntil),
    level_up_cost: kc(levelUpCost(terms, rarity, row.level)),
    speed_up_cost: kc(speedUpCost(terms, row.trainingUntil?.getTime() ?? null, nowMs)),
    renter_id: row.renterId,
    rent_until: sec(row.rentUntil),
    listing: listing
      ? { id: listing.id, kind: listing.kind as 'sale' | 'rent', price: kc(listing.price), days: listing.days }
      : null,
    now: Math.floor(nowMs / 1000),
  };
}

export function termsView(terms: PetTerms, version = 0) {
  return {
    version,
    market_fee_bps: terms.marketFeeBps,
    max_rent_days: terms.maxRentDays,
    coin: 'KC' as const,
    draw_price: kc(terms.drawPrice),
    pity: terms.pity,
    odds: publishedOdds(terms),
    rarities: RARITIES.map((rarity, i) => ({
      rarity,
      rate_per_hour: kc(ratePerHour(terms, rarity, 1)),
      level_cost: kc(terms.levelCost[i] ?? 0n),
      power_per_level: terms.powerPerLevel[i] ?? 0,
    })),
    level_bps: terms.levelBps,
    max_level: terms.maxLevel,
    train_seconds_per_level: terms.trainSecondsPerLevel,
    speed_up_per_minute: kc(terms.speedUpPerMinute),
    stamina_seconds: terms.staminaSeconds,
    restore_cost: kc(terms.restoreCost),
    buff_bps: terms.buffBps,
    buff_seconds: terms.buffSeconds,
    buff_cost: kc(terms.buffCost),
  };
}

async function misses(db: Exec, userId: number): Promise<number> {
  const [row] = await asDb(db).select().from(petPlayers).where(eq(petPlayers.userId, userId));
  return row?.misses ?? 0;
}

export async function myPets(deps: PetDeps, userId: number) {
  const now = deps.nowMs();
  // Pets the vault holds for the caller move to their wallet address once they have one (chain.ts).
  await claimVaultPets(deps.db, userId);
  // Rentals of the caller's pets that have ended are returned now, should the job not have run yet.
  const due = await deps.db
    .select({ id: pets.id })
    .from(pets)
    .where(
      and(
        or(eq(pets.ownerId, userId), eq(pets.renterId, userId)),
        lte(pets.rentUntil, sql`${new Date(now).toISOString()}::timestamptz`),
      ),
    );
  for (const d of due) await inTransaction(deps.db, (tx) => returnRentalOf(tx, deps, d.id, now));
  const rows = await deps.db
    .select()
    .from(pets)
    .where(and(or(eq(pets.ownerId, userId), eq(pets.renterId, userId)), isNull(pets.leftAt)))
    .orderBy(desc(pets.power), asc(pets.id));
  const terms = await termsByVersion(
    deps.terms,
    rows.map((r) => r.termsVersion),
  );
  const listings = rows.length
    ? await deps.db
        .select()
        .from(petListings)
        .where(
          and(
            eq(petListings.status, 'open'),
            inArray(
              petListings.petId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const byPet = new Map(listings.map((l) => [l.petId, l]));
  // Pets rented from others first: their output is the caller's only until the rental ends.
  rows.sort((a, b) => Number(b.renterId === userId) - Number(a.renterId === userId));
  return {
    pets: rows.map((r) => petView(terms.get(r.termsVersion) as PetTerms, r, now, byPet.get(r.id) ?? null)),
    balance: kc(await balanceOf(deps.db, { userId }, PET_COIN)),
    misses: await misses(deps.db, userId),
    now: Math.floor(now / 1000),
  };
}

export async function petInfo(deps: PetDeps, petId: number) {
  const [row] = await deps.db.select().from(pets).where(eq(pets.id, petId));
  if (!row) throw new AppError('NOT_FOUND', 'No such pet.');
  return { pet: petView(await deps.terms.of(row.termsVersion), row, deps.nowMs()) };
}

interface RankRow {
  rank: number;
  pet_id: number;
  owner_name: string;
  genes: string;
  rarity: Rarity;
  level: number;
  power: number;
}

export async function petRank(deps: PetDeps, userId: number | undefined, size: number) {
  const db = asDb(deps.db);
  const select = {
    pet_id: pets.id,
    owner_name: sql<string>`coalesce(u.username, '')`,
    genes: pets.genes,
    rarity: pets.rarity,
    level: pets.level,
    power: pets.power,
  };
  const top = await db
    .select(select)
    .from(pets)
    .leftJoin(sql`users u`, sql`u.id = ${pets.ownerId}`)
    .where(isNull(pets.leftAt))
    .orderBy(desc(pets.power), asc(pets.id))
    .limit(size);
  const list: RankRow[] = top.map((r, i) => ({ ...r, rarity: r.rarity as Rarity, rank: i + 1 }));
  let mine: RankRow | null = null;
  if (userId) {
    const [best] = await db
      .select(select)
      .from(pets)
      .leftJoin(sql`users u`, sql`u.id = ${pets.ownerId}`)
      .where(and(eq(pets.ownerId, userId), isNull(pets.leftAt)))
      .orderBy(desc(pets.power), asc(pets.id))
      .limit(1);
    if (best) {
      const [ahead] = await db
        .select({ n: sql<string>`count(*)` })
        .from(pets)
        .where(
          sql`${pets.leftAt} is null and (${pets.power} > ${best.power} or (${pets.power} = ${best.power} and ${pets.id} < ${best.pet_id}))`,
        );
      mine = { ...best, rarity: best.rarity as Rarity, rank: Number(ahead?.n ?? 0) + 1 };
    }
  }
  return { list, mine };
}

export async function lockPet(tx: Exec, userId: number, petId: number): Promise<PetRow> {
  const [row] = await asDb(tx)
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), or(eq(pets.ownerId, userId), eq(pets.renterId, userId)), isNull(pets.leftAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such pet of yours.');
  return row;
}

type Action = 'collect' | 'level_up' | 'speed_up' | 'buff' | 'restore';

/**
 * One paid action on a pet, once per key. Each action first settles the output earned so far (house -> player), so
 * a level or buff change never rewrites the past, then charges its price (player -> house) and writes the change.
 */
export async function petAction(deps: PetDeps, userId: number, key: string, action: Action, petId: number) {
  const player = await accountId(deps.db, { userId }, PET_COIN);
  const house = await accountId(deps.db, { system: 'house' }, PET_COIN);
  return onceOnly(deps.db, { userId, key, scope: `pet/${action}`, body: { pet_id: petId } }, async (tx) => {
    const now = deps.nowMs();
    let row = await lockPet(tx, userId, petId);
    // A rental past its end is returned first, in this transaction (the job does the same; each claims it once).
    if (row.renterId !== null && row.rentUntil && row.rentUntil.getTime() <= now) {
      await returnRentalOf(tx, deps, row.id, now);
      row = await lockPet(tx, userId, petId);
    }
    const terms = await deps.terms.of(row.termsVersion, tx);
    const rented = row.renterId !== null;
    if (rented && (action !== 'collect' || row.renterId !== userId))
      throw new AppError('CONFLICT', 'The pet is rented out.', { reason: 'rented' });
    const rarity = row.rarity as Rarity;
    const earned = accrued(
      terms,
      petClock(row),
      rented && row.rentUntil ? Math.min(now, row.rentUntil.getTime()) : now,
    );
    const set: Partial<PetRow> = {};
    let price = 0n;
    if (action === 'level_up') {
      if (row.level >= terms.maxLevel) throw new AppError('CONFLICT', 'Top level reached.', { reason: 'max_level' });
      if (row.trainingUntil && row.trainingUntil.getTime() > now)
        throw new AppError('CONFLICT', 'Still training.', { reason: 'training' });
      price = levelUpCost(terms, rarity, row.level);
      set.level = row.level + 1;
      set.power = petPower(terms, rarity, row.level + 1);
      set.trainingUntil = new Date(now + row.level * terms.trainSecondsPerLevel * 1000);
    } else if (action === 'speed_up') {
      price = speedUpCost(terms, row.trainingUntil?.getTime() ?? null, now);
      if (price === 0n) throw new AppError('CONFLICT', 'Not training.', { reason: 'not_training' });
      set.trainingUntil = new Date(now);
    } else if (action === 'buff') {
      if (row.buffUntil && row.buffUntil.getTime() > now)
        throw new AppError('CONFLICT', 'A buff is running.', { reason: 'buffed' });
      price = terms.buffCost;
      set.buffUntil = new Date(now + terms.buffSeconds * 1000);
    } else if (action === 'restore') {
      if (row.staminaUntil.getTime() - now >= terms.staminaSeconds * 1000 - 60_000)
        throw new AppError('CONFLICT', 'Stamina is full.', { reason: 'full' });
      price = terms.restoreCost;
      set.staminaUntil = new Date(now + terms.staminaSeconds * 1000);
    }
    set.lastCollectedAt = new Date(Math.max(row.lastCollectedAt.getTime(), Math.min(now, row.staminaUntil.getTime())));
    if (action === 'restore' || action === 'collect') set.lastCollectedAt = new Date(now);
    const legs: ResolvedLeg[] = [];
    if (earned > 0n)
      legs.push({ debitId: house, creditId: player, coin: PET_COIN, amount: earned, kind: 'pet_output' });
    if (price > 0n)
      legs.push({ debitId: player, creditId: house, coin: PET_COIN, amount: price, kind: `pet_${action}` });
    const balances = new Map<number, bigint>();
    await move(tx, legs, {
      reference: `pet:${row.id}`,
      idempotencyKey: `pet:${action}:${userId}:${key}`,
      balancesAfter: balances,
    });
    const [updated] = await asDb(tx).update(pets).set(set).where(eq(pets.id, row.id)).returning();
    return {
      pet: petView(terms, updated as PetRow, now),
      balance: kc(balances.get(player) ?? (await balanceOf(tx, { userId }, PET_COIN))),
      paid: kc(earned),
    };
  });
}

/**
 * Makes a pet for a player (draws, rolls and the demo seed): token id PET-<id>, full stamina, the terms' version it
 * is made under, and its NFT minted on the chain adapter to the owner's address or the vault (chain.ts).
 */
export async function insertPet(
  tx: Exec,
  terms: PetTerms,
  p: {
    ownerId: number;
    genes: string;
    rarity: Rarity;
    level?: number;
    nowMs: number;
    source: 'draw' | 'seed';
    seedId?: number;
    nonce?: number;
    missesBefore?: number;
    termsVersion?: number;
  },
): Promise<PetRow> {
  const level = p.level ?? 1;
  const [row] = await asDb(tx)
    .insert(pets)
    .values({
      tokenId: `PET-${p.ownerId}-${p.genes}-${p.nowMs}-${Math.random().toString(36).slice(2, 8)}`,
      ownerId: p.ownerId,
      genes: p.genes,
      rarity: p.rarity,
      level,
      power: petPower(terms, p.rarity, level),
      lastCollectedAt: new Date(p.nowMs),
      staminaUntil: new Date(p.nowMs + terms.staminaSeconds * 1000),
      source: p.source,
      seedId: p.seedId ?? null,
      nonce: p.nonce ?? null,
      missesBefore: p.missesBefore ?? null,
      termsVersion: p.termsVersion ?? 0,
    })
    .returning();
  const made = row as PetRow;
  const [named] = await asDb(tx)
    .update(pets)
    .set({ tokenId: `PET-${String(made.id).padStart(6, '0')}` })
    .where(eq(pets.id, made.id))
    .returning();
  return mintPet(tx, named as PetRow);
}

/**
 * A gacha draw, once per key: locks the player's seed pair (Fortune's, the same as the win games), reads the pity
 * counter, picks rarity and genes (games/pets.ts drawPet), bumps the nonce, charges the price and mints the pet.
 */
export async function petDraw(deps: PetDeps, userId: number, key: string) {
  const { version, terms } = await deps.terms.current();
  const player = await accountId(deps.db, { userId }, PET_COIN);
  const house = await accountId(deps.db, { system: 'house' }, PET_COIN);
  return onceOnly(deps.db, { userId, key, scope: 'pet/draw', body: {} }, async (tx) => {
    const now = deps.nowMs();
    await asDb(tx).insert(petPlayers).values({ userId }).onConflictDoNothing();
    const [state] = await asDb(tx).select().from(petPlayers).where(eq(petPlayers.userId, userId)).for('update');
    const before = state?.misses ?? 0;
    const seed = await lockSeed(tx, userId);
    const outcome = drawPet(
      terms,
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
      before,
    );
    await bumpNonce(tx, seed.id);
    const after = missesAfter(before, outcome.rarity);
    await asDb(tx)
      .update(petPlayers)
      .set({ misses: after, draws: sql`${petPlayers.draws} + 1` })
      .where(eq(petPlayers.userId, userId));
    const balances = new Map<number, bigint>();
    await move(tx, [{ debitId: player, creditId: house, coin: PET_COIN, amount: terms.drawPrice, kind: 'pet_draw' }], {
      reference: `pet:draw:${userId}`,
      idempotencyKey: `pet:draw:${userId}:${key}`,
      balancesAfter: balances,
    });
    const pet = await insertPet(tx, terms, {
      ownerId: userId,
      genes: outcome.genes,
      rarity: outcome.rarity,
      nowMs: now,
      source: 'draw',
      seedId: seed.id,
      nonce: seed.nonce,
      missesBefore: before,
      termsVersion: version,
    });
    return {
      pet: petView(terms, pet, now),
      proof: {
        server_seed_hash: seed.serverSeedHash,
        server_seed: null,
        client_seed: seed.clientSeed,
        nonce: seed.nonce,
        misses_before: before,
        pity: outcome.pity,
      },
      balance: kc(balances.get(player) ?? 0n),
      misses: after,
    };
  });
}

export { DEFAULT_PET_TERMS };
