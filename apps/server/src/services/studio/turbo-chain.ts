import { createHash, randomBytes } from 'node:crypto';
import type { Exec } from '../../ledger/sql.ts';
import { type ChainRow, insertChain, latestChain } from './turbo-repo.ts';

/**
 * turbo's hash chains (packages/contract/src/games/turbo.ts has the procedure the verifier follows). The links are
 * computed once per chain from its secret seed and kept in memory: game g of a chain uses link length - position.
 */

const links = new Map<number, string[]>();

/** Link k (0 = the seed): SHA-256 of the previous link's hex text, the same as the contract's nextLink. */
function buildLinks(seed: string, length: number): string[] {
  const out = [seed];
  for (let k = 1; k <= length; k++)
    out.push(
      createHash('sha256')
        .update(out[k - 1] as string)
        .digest('hex'),
    );
  return out;
}

function linksOf(chain: ChainRow): string[] {
  let chainLinks = links.get(chain.id);
  if (!chainLinks) {
    chainLinks = buildLinks(chain.seed, chain.length);
    links.set(chain.id, chainLinks);
  }
  return chainLinks;
}

/** The hash of `game` in `chain`, or undefined when the chain is used up. */
export function gameHash(chain: ChainRow, game: number): string | undefined {
  const position = game - chain.firstGame + 1;
  if (position < 1 || position > chain.length - 1) return undefined;
  return linksOf(chain)[chain.length - position];
}

/** A new chain: a fresh secret seed, its last link published as the commitment with the salt. */
export async function newChain(db: Exec, length: number, salt: string, firstGame: number): Promise<ChainRow> {
  const seed = randomBytes(32).toString('hex');
  const chainLinks = buildLinks(seed, length);
  const chain = await insertChain(db, {
    seed,
    commitment: chainLinks[length] as string,
    salt,
    length,
    firstGame,
  });
  links.set(chain.id, chainLinks);
  return chain;
}

/** The chain the next game comes from: the current one, or a new one when it is used up. */
export async function chainFor(db: Exec, game: number, length: number, salt: string): Promise<ChainRow> {
  const current = await latestChain(db);
  if (current && gameHash(current, game)) return current;
  return newChain(db, length, salt, game);
}
