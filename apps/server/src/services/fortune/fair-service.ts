import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@arcadia/contract/fairness';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlayer } from './access.ts';
import { drawById, type StoredPrize } from './draw-repo.ts';
import { drawView } from './draw-view.ts';
import { activeSeed, insertActiveSeed, lockActiveSeed, revealedSeeds, revealSeed, type SeedRow } from './fair-repo.ts';

/**
 * Seed pairs of the provably fair draws (fairness.ts in the contract has the procedure). A player's first pair is made
 * at first need; the server seed is shown only as its SHA-256 until the player rotates the pair.
 */

const REVEALED_SHOWN = 10;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(10).toString('hex');

function newPair(userId: number, clientSeed: string | undefined) {
  const serverSeed = newServerSeed();
  return { userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? newClientSeed() };
}

/** A pair's proof: the server seed only once revealed. */
export function seedProof(seed: SeedRow) {
  return {
    server_seed_hash: seed.serverSeedHash,
    server_seed: seed.revealedAt ? seed.serverSeed : null,
    client_seed: seed.clientSeed,
    nonce: seed.nonce,
  };
}

/** The player's active pair, made now when they have none. */
export async function ensureSeed(db: Exec, userId: number, clientSeed?: string): Promise<SeedRow> {
  const found = await activeSeed(db, userId);
  if (found) return found;
  await insertActiveSeed(db, newPair(userId, clientSeed));
  return (await activeSeed(db, userId)) as SeedRow;
}

/** The active pair, locked for this transaction (made first when a rotation or a first draw left none). */
export async function lockSeed(tx: Exec, userId: number): Promise<SeedRow> {
  const locked = await lockActiveSeed(tx, userId);
  if (locked) return locked;
  await insertActiveSeed(tx, newPair(userId, undefined));
  return (await lockActiveSeed(tx, userId)) as SeedRow;
}

/** Registration's hook: the new player's first pair, with the client seed their browser made. */
export async function startSeedPair(db: Db, userId: number, clientSeed: string | undefined): Promise<void> {
  await ensureSeed(db, userId, clientSeed);
}

export async function fairSeeds(db: Db, userId: number) {
  await requirePlayer(db, userId);
  const active = await ensureSeed(db, userId);
  const revealed = await revealedSeeds(db, userId, REVEALED_SHOWN);
  return { active: seedProof(active), revealed: revealed.map(seedProof) };
}

/** Reveals the active pair and starts a new one with `clientSeed` at nonce 0, in one transaction. */
export async function rotateSeed(db: Db, userId: number, clientSeed: string, now = new Date()) {
  await requirePlayer(db, userId);
  return inTransaction(db, async (tx) => {
    const old = await lockSeed(tx, userId);
    const revealed = await revealSeed(tx, old.id, now);
    await insertActiveSeed(tx, newPair(userId, clientSeed));
    const active = (await activeSeed(tx, userId)) as SeedRow;
    return { revealed: seedProof(revealed), active: seedProof(active) };
  });
}

/** Any draw, for the public verifier: no player named, the server seed only once revealed. */
export async function publicDraw(db: Db, id: number) {
  const found = await drawById(db, id);
  if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
  return { draw: drawView(found), weights: (found.draw.prize as StoredPrize).weights ?? [] };
}
