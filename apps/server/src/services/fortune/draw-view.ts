import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import type { DrawWithSeed, StoredPrize } from './draw-repo.ts';

/** A draw as the wire shows it, with the proof that reproduces it (the server seed once revealed). */
export function drawView({ draw, seed }: DrawWithSeed) {
  const prize = draw.prize as StoredPrize;
  return {
    id: draw.id,
    game: draw.game as FortuneGame,
    outcome: draw.outcome,
    prize: { kind: prize.kind, amount: prize.amount, chances: prize.chances },
    proof: {
      server_seed_hash: seed.serverSeedHash,
      server_seed: seed.revealedAt ? seed.serverSeed : null,
      client_seed: seed.clientSeed,
      nonce: draw.nonce,
    },
    at: Math.floor(draw.createdAt.getTime() / 1000),
  };
}
