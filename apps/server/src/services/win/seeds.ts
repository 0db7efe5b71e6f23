import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@arcadia/contract/fairness';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { activeSeed, insertActiveSeed, revealedSeeds, revealSeed, type SeedRow } from '../fortune/fair-repo.ts';
import { ensureSeed, lockSeed, seedProof } from '../fortune/fair-service.ts';

/**
 * The player's seed pair for the win games: the same pair as Fortune's in-house games (fortune_seeds, one active pair
 * per player), offered to main-brand players who never joined Fortune. Rotating reveals the active server seed.
 */
const REVEALED_SHOWN = 10;

export async function seeds(db: Db, userId: number) {
  const active = await ensureSeed(db, userId);
  const revealed = await revealedSeeds(db, userId, REVEALED_SHOWN);
  return { active: seedProof(active), revealed: revealed.map(seedProof) };
}

export async function rotateSeeds(db: Db, userId: number, clientSeed: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const old = await lockSeed(tx, userId);
    const revealed = await revealSeed(tx, old.id, now);
    const serverSeed = randomBytes(32).toString('hex');
    await insertActiveSeed(tx, { userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed });
    const active = (await activeSeed(tx, userId)) as SeedRow;
    return { revealed: seedProof(revealed), active: seedProof(active) };
  });
}
