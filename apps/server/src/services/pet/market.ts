import type { ListingView } from '@arcadia/contract/calls/pet/common';
import type { PetTradeView } from '@arcadia/contract/calls/pet/pet-history';
import { accrued, marketFee, PET_COIN, type PetTerms } from '@arcadia/contract/games/pets';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asDb } from '../../db/client.ts';
import { petListings, petRentals, pets, users } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { toMinor } from '../../ledger/coins.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { movePetNft } from './chain.ts';
import { kc, lockPet, type PetDeps, type PetRow, petClock, petView } from './service.ts';
import { termsByVersion } from './terms.ts';

/**
 * The pets' market (docs/pets.md): listings for sale or rent, buying and renting in one transaction each (a guarded
 * update from 'open' lets exactly one taker win), and the return of rentals at their end, claimed once per rental
 * (the job, or any action on the pet after the end, whichever comes first).
 */
const DAY_MS = 86_400_000;

async function ids(deps: PetDeps, userId?: number) {
  return {
    house: await accountId(deps.db, { system: 'house' }, PET_COIN),
    escrow: await accountId(deps.db, { system: 'pets' }, PET_COIN),
    user: userId ? await accountId(deps.db, { userId }, PET_COIN) : 0,
  };
}

export async function listPet(
  deps: PetDeps,
  userId: number,
  key: string,
  input: { pet_id: number; kind: 'sale' | 'rent'; price: string; days?: number | undefined },
) {
  const price = toMinor(input.price, 2);
  const { terms } = await deps.terms.current();
  if (price === undefined || price <= 0n) throw fieldError({ price: ['A positive KC amount with at most 2 decimals'] });
  if (input.kind === 'rent' && (input.days === undefined || input.days > terms.maxRentDays))
    throw fieldError({ days: [`From 1 to ${terms.maxRentDays} days`] });
  return onceOnly(deps.db, { userId, key, scope: 'pet/list', body: input }, async (tx) => {
    const now = deps.nowMs();
    let pet = await lockPet(tx, userId, input.pet_id);
    if (pet.renterId !== null && pet.rentUntil && pet.rentUntil.getTime() <= now) {
      await returnRentalOf(tx, deps, pet.id, now);
      pet = await lockPet(tx, userId, input.pet_id);
    }
    if (pet.ownerId !== userId) throw new AppError('NOT_FOUND', 'No such pet of yours.');
    if (pet.renterId !== null) throw new AppError('CONFLICT', 'The pet is rented out.', { reason: 'rented' });
    if (pet.transitTo !== null)
      throw new AppError('CONFLICT', 'The pet is moving on the chain.', { reason: 'transit' });
    const [open] = await asDb(tx)
      .select({ id: petListings.id })
      .from(petListings)
      .where(and(eq(petListings.petId, pet.id), eq(petListings.status, 'open')));
    if (open) throw new AppError('CONFLICT', 'Already listed.', { reason: 'listed' });
    const [listing] = await asDb(tx)
      .insert(petListings)
      .values({
        petId: pet.id,
        sellerId: userId,
        kind: input.kind,
        price,
        days: input.kind === 'rent' ? (input.days ?? null) : null,
        feeBps: terms.marketFeeBps,
        createdAt: new Date(now),
      })
      .returning();
    const l = listing as typeof petListings.$inferSelect;
    const [seller] = await asDb(tx).select({ name: users.username }).from(users).where(eq(users.id, userId));
    return { listing: listingView(await deps.terms.of(pet.termsVersion, tx), l, pet, seller?.name ?? '', now) };
  });
}

function listingView(
  terms: PetTerms,
  l: typeof petListings.$inferSelect,
  pet: PetRow,
  sellerName: string,
  now: number,
): ListingView {
  return {
    id: l.id,
    kind: l.kind as 'sale' | 'rent',
    price: kc(l.price),
    days: l.days,
    seller_id: l.sellerId,
    seller_name: sellerName,
    pet: petView(terms, pet, now, l),
  };
}

export async function delistPet(deps: PetDeps, userId: number, listingId: number) {
  const [done] = await deps.db
    .update(petListings)
    .set({ status: 'delisted', closedAt: new Date(deps.nowMs()) })
    .where(and(eq(petListings.id, listingId), eq(petListings.sellerId, userId), eq(petListings.status, 'open')))
    .returning({ id: petListings.id });
  if (done) return { ok: true };
  const [found] = await deps.db
    .select({ id: petListings.id })
    .from(petListings)
    .where(and(eq(petListings.id, listingId), eq(petListings.sellerId, userId)));
  if (!found) throw new AppError('NOT_FOUND', 'No such listing of yours.');
  throw new AppError('CONFLICT', 'This listing is closed.', { reason: 'closed' });
}

/** The listing's fee on `total`: its own rate (set when listed), or the version-0 rate for listings made before. */
async function listingFee(tx: Exec, deps: PetDeps, listing: typeof petListings.$inferSelect, total: bigint) {
  const bps = listing.feeBps ?? (await deps.terms.of(0, tx)).marketFeeBps;
  return marketFee({ marketFeeBps: bps } as PetTerms, total);
}

/** Takes an open listing of `kind` for `userId`: the guarded update that only one taker wins. */
async function take(tx: Exec, listingId: number, userId: number, kind: 'sale' | 'rent', now: number) {
  const [seen] = await asDb(tx).select().from(petListings).where(eq(petListings.id, listingId));
  if (!seen || seen.kind !== kind) throw new AppError('NOT_FOUND', 'No such listing.');
  if (seen.sellerId === userId) throw new AppError('CONFLICT', 'That is your own listing.', { reason: 'own' });
  const [taken] = await asDb(tx)
    .update(petListings)
    .set({ status: kind === 'sale' ? 'sold' : 'rented', takerId: userId, closedAt: new Date(now) })
    .where(and(eq(petListings.id, listingId), eq(petListings.status, 'open')))
    .returning();
  if (!taken) throw new AppError('CONFLICT', 'This listing is closed.', { reason: 'closed' });
  const [pet] = await asDb(tx).select().from(pets).where(eq(pets.id, taken.petId)).for('update');
  if (!pet || pet.ownerId !== taken.sellerId || pet.renterId !== null || pet.leftAt !== null || pet.transitTo !== null)
    throw new AppError('CONFLICT', 'This listing is closed.', { reason: 'closed' });
  return { listing: taken, pet };
}

export async function buyPet(deps: PetDeps, userId: number, key: string, listingId: number) {
  const acc = await ids(deps, userId);
  return onceOnly(deps.db, { userId, key, scope: 'pet/buy', body: { listing_id: listingId } }, async (tx) => {
    const now = deps.nowMs();
    const { listing, pet } = await take(tx, listingId, userId, 'sale', now);
    const seller = await accountId(tx, { userId: listing.sellerId }, PET_COIN);
    const terms = await deps.terms.of(pet.termsVersion, tx);
    const fee = await listingFee(tx, deps, listing, listing.price);
    const earned = accrued(terms, petClock(pet), now);
    const legs: ResolvedLeg[] = [
      { debitId: acc.user, creditId: seller, coin: PET_COIN, amount: listing.price - fee, kind: 'pet_sale' },
    ];
    if (fee > 0n) legs.push({ debitId: acc.user, creditId: acc.house, coin: PET_COIN, amount: fee, kind: 'pet_fee' });
    if (earned > 0n)
      legs.push({ debitId: acc.house, creditId: seller, coin: PET_COIN, amount: earned, kind: 'pet_output' });
    const balances = new Map<number, bigint>();
    await move(tx, legs, {
      reference: `pet:listing:${listing.id}`,
      idempotencyKey: `pet:buy:${listing.id}`,
      balancesAfter: balances,
    });
    await asDb(tx).update(petListings).set({ fee }).where(eq(petListings.id, listing.id));
    // The NFT moves with the coin, in this transaction: the seller's address (or the vault) to the buyer's.
    await movePetNft(tx, pet, userId, 'market');
    const [moved] = await asDb(tx)
      .update(pets)
      .set({ ownerId: userId, lastCollectedAt: new Date(now) })
      .where(eq(pets.id, pet.id))
      .returning();
    return { pet: petView(terms, moved as PetRow, now), balance: kc(balances.get(acc.user) ?? 0n) };
  });
}

export async function rentPet(deps: PetDeps, userId: number, key: string, listingId: number) {
  const acc = await ids(deps, userId);
  return onceOnly(deps.db, { userId, key, scope: 'pet/rent', body: { listing_id: listingId } }, async (tx) => {
    const now = deps.nowMs();
    const { listing, pet } = await take(tx, listingId, userId, 'rent', now);
    const owner = await accountId(tx, { userId: listing.sellerId }, PET_COIN);
    const days = listing.days ?? 1;
    const escrow = listing.price * BigInt(days);
    const terms = await deps.terms.of(pet.termsVersion, tx);
    const fee = await listingFee(tx, deps, listing, escrow);
    const earned = accrued(terms, petClock(pet), now);
    const legs: ResolvedLeg[] = [
      { debitId: acc.user, creditId: acc.escrow, coin: PET_COIN, amount: escrow, kind: 'pet_rent_escrow' },
    ];
    if (earned > 0n)
      legs.push({ debitId: acc.house, creditId: owner, coin: PET_COIN, amount: earned, kind: 'pet_output' });
    const balances = new Map<number, bigint>();
    await move(tx, legs, {
      reference: `pet:listing:${listing.id}`,
      idempotencyKey: `pet:rent:${listing.id}`,
      balancesAfter: balances,
    });
    const endsAt = new Date(now + days * DAY_MS);
    await asDb(tx).update(petListings).set({ fee }).where(eq(petListings.id, listing.id));
    await asDb(tx)
      .insert(petRentals)
      .values({
        listingId: listing.id,
        petId: pet.id,
        ownerId: listing.sellerId,
        renterId: userId,
        escrow,
        fee,
        startsAt: new Date(now),
        endsAt,
      });
    const [rented] = await asDb(tx)
      .update(pets)
      .set({ renterId: userId, rentUntil: endsAt, lastCollectedAt: new Date(now) })
      .where(eq(pets.id, pet.id))
      .returning();
    return { pet: petView(terms, rented as PetRow, now), balance: kc(balances.get(acc.user) ?? 0n) };
  });
}

/**
 * Returns the pet's active rental if it has ended, inside the caller's transaction: claims it (active -> returned,
 * so a second claim finds nothing), pays the renter the output up to the end, the escrow less the fee to the owner
 * and the fee to the house, and gives the pet back. Account ids are resolved with `tx` (system accounts exist by then).
 */
export async function returnRentalOf(tx: Exec, deps: PetDeps, petId: number, now: number): Promise<boolean> {
  // The pet's row first, then the rental's: the same order as every action on the pet (no deadlock).
  const [pet] = await asDb(tx).select().from(pets).where(eq(pets.id, petId)).for('update');
  if (!pet) return false;
  const [claimed] = await asDb(tx)
    .update(petRentals)
    .set({ status: 'returned', returnedAt: new Date(now) })
    .where(
      and(
        eq(petRentals.petId, petId),
        eq(petRentals.status, 'active'),
        lte(petRentals.endsAt, sql`${new Date(now).toISOString()}::timestamptz`),
      ),
    )
    .returning();
  if (!claimed) return false;
  const endMs = claimed.endsAt.getTime();
  const earned = accrued(await deps.terms.of(pet.termsVersion, tx), petClock(pet), endMs);
  const house = await accountId(tx, { system: 'house' }, PET_COIN);
  const escrow = await accountId(tx, { system: 'pets' }, PET_COIN);
  const owner = await accountId(tx, { userId: claimed.ownerId }, PET_COIN);
  const renter = await accountId(tx, { userId: claimed.renterId }, PET_COIN);
  const legs: ResolvedLeg[] = [];
  if (claimed.escrow - claimed.fee > 0n)
    legs.push({
      debitId: escrow,
      creditId: owner,
      coin: PET_COIN,
      amount: claimed.escrow - claimed.fee,
      kind: 'pet_rent',
    });
  if (claimed.fee > 0n)
    legs.push({ debitId: escrow, creditId: house, coin: PET_COIN, amount: claimed.fee, kind: 'pet_fee' });
  if (earned > 0n) legs.push({ debitId: house, creditId: renter, coin: PET_COIN, amount: earned, kind: 'pet_output' });
  await move(tx, legs, { reference: `pet:rental:${claimed.id}`, idempotencyKey: `pet:return:${claimed.id}` });
  await asDb(tx)
    .update(pets)
    .set({ renterId: null, rentUntil: null, lastCollectedAt: new Date(Math.max(pet.lastCollectedAt.getTime(), endMs)) })
    .where(eq(pets.id, petId));
  return true;
}

/** The return job: every rental past its end, each in its own transaction; answers how many it returned. */
export async function runPetReturns(deps: PetDeps): Promise<number> {
  const now = deps.nowMs();
  await ids(deps);
  const due = await deps.db
    .select({ petId: petRentals.petId })
    .from(petRentals)
    .where(
      and(eq(petRentals.status, 'active'), lte(petRentals.endsAt, sql`${new Date(now).toISOString()}::timestamptz`)),
    )
    .limit(500);
  let returned = 0;
  for (const d of due) if (await inTransaction(deps.db, (tx) => returnRentalOf(tx, deps, d.petId, now))) returned++;
  return returned;
}

export async function petMarket(deps: PetDeps, kind: 'sale' | 'rent', page: number, size: number) {
  const now = deps.nowMs();
  const found = await deps.db
    .select({ listing: petListings, pet: pets, seller: users.username })
    .from(petListings)
    .innerJoin(pets, eq(pets.id, petListings.petId))
    .innerJoin(users, eq(users.id, petListings.sellerId))
    .where(and(eq(petListings.status, 'open'), eq(petListings.kind, kind), isNull(pets.leftAt)))
    .orderBy(desc(petListings.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const terms = await termsByVersion(
    deps.terms,
    found.map((r) => r.pet.termsVersion),
  );
  return {
    list: found
      .slice(0, size)
      .map((r) => listingView(terms.get(r.pet.termsVersion) as PetTerms, r.listing, r.pet, r.seller ?? '', now)),
    has_more: found.length > size,
  };
}

const sellers = alias(users, 'sellers');
const takers = alias(users, 'takers');
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The player's closed sales and rentals on either side, newest first (docs/pets.md, "History"). */
export async function petHistory(deps: PetDeps, userId: number, page: number, size: number) {
  const found = await deps.db
    .select({
      listing: petListings,
      pet: pets,
      rental: petRentals,
      seller: sellers.username,
      taker: takers.username,
    })
    .from(petListings)
    .innerJoin(pets, eq(pets.id, petListings.petId))
    .innerJoin(sellers, eq(sellers.id, petListings.sellerId))
    .leftJoin(takers, eq(takers.id, petListings.takerId))
    .leftJoin(petRentals, eq(petRentals.listingId, petListings.id))
    .where(
      and(
        inArray(petListings.status, ['sold', 'rented']),
        or(eq(petListings.sellerId, userId), eq(petListings.takerId, userId)),
      ),
    )
    .orderBy(desc(petListings.closedAt), desc(petListings.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const list = found.slice(0, size).map(({ listing, pet, rental, seller, taker }): PetTradeView => {
    const mine = listing.sellerId === userId;
    const sale = listing.kind === 'sale';
    const price = rental?.escrow ?? listing.price;
    const fee = listing.fee ?? 0n;
    return {
      id: listing.id,
      kind: sale ? (mine ? 'sold' : 'bought') : mine ? 'rented_out' : 'rented',
      pet: {
        id: pet.id,
        token_id: pet.tokenId,
        genes: pet.genes,
        rarity: pet.rarity as PetTradeView['pet']['rarity'],
        level: pet.level,
      },
      counterparty: (mine ? taker : seller) ?? '',
      price: kc(price),
      fee: kc(fee),
      net: kc(mine ? price - fee : price),
      days: sale ? null : listing.days,
      at: seconds(listing.closedAt ?? listing.createdAt),
      until: rental ? seconds(rental.endsAt) : null,
      returned: rental ? rental.status === 'returned' : null,
    };
  });
  return { list, has_more: found.length > size };
}
