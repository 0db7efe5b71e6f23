import { randomBytes } from 'node:crypto';
import type { Exec } from '../../ledger/sql.ts';
import { buildChainLinks, chainLinkCache } from '../../lib/hash-chain.ts';
import { type ChainRow, insertChain, latestChain } from './repo.ts';

/**
 * The sandbox feed's hash chains (packages/contract/src/games/inbet.ts has the procedure the verifier follows). The
 * links are computed once per chain from its secret seed and kept in memory: tick k of a chain starting at tick F
 * uses link length - (k - F + 1).
 */

const cache = chainLinkCache();

/** The link of `tick` in `chain`, or undefined when the tick is outside it. */
export function tickLink(chain: ChainRow, tick: number): string | undefined {
  return cache.linkAt(chain, chain.firstTick, tick);
}

/** The chain of `tick`: the current one, or a new one (fresh secret seed, last link published) when it is used up. */
export async function chainFor(db: Exec, tick: number, length: number, salt: string): Promise<ChainRow> {
  const current = await latestChain(db);
  if (current && tickLink(current, tick)) return current;
  const seed = randomBytes(32).toString('hex');
  const chainLinks = buildChainLinks(seed, length);
  const chain = await insertChain(db, {
    seed,
    commitment: chainLinks[length] as string,
    salt,
    length,
    firstTick: tick,
  });
  if (chain.seed === seed) cache.remember(chain.id, chainLinks);
  return chain;
}
