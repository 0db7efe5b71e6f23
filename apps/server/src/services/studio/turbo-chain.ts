import { randomBytes } from 'node:crypto';
import type { Exec } from '../../ledger/sql.ts';
import { buildChainLinks, chainLinkCache } from '../../lib/hash-chain.ts';
import { type ChainRow, insertChain, latestChain } from './turbo-repo.ts';

/**
 * turbo's hash chains (packages/contract/src/games/turbo.ts has the procedure the verifier follows). The links are
 * computed once per chain from its secret seed and kept in memory: game g of a chain uses link length - position.
 */

const cache = chainLinkCache();

/** The hash of `game` in `chain`, or undefined when the chain is used up. */
export function gameHash(chain: ChainRow, game: number): string | undefined {
  return cache.linkAt(chain, chain.firstGame, game);
}

/** A new chain: a fresh secret seed, its last link published as the commitment with the salt. */
async function newChain(db: Exec, length: number, salt: string, firstGame: number): Promise<ChainRow> {
  const seed = randomBytes(32).toString('hex');
  const chainLinks = buildChainLinks(seed, length);
  const chain = await insertChain(db, {
    seed,
    commitment: chainLinks[length] as string,
    salt,
    length,
    firstGame,
  });
  cache.remember(chain.id, chainLinks);
  return chain;
}

/** The chain the next game comes from: the current one, or a new one when it is used up. */
export async function chainFor(db: Exec, game: number, length: number, salt: string): Promise<ChainRow> {
  const current = await latestChain(db);
  if (current && gameHash(current, game)) return current;
  return newChain(db, length, salt, game);
}
