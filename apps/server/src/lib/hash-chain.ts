import { createHash } from 'node:crypto';

/**
 * Pre-committed hash chains (turbo's crash points, inbet's sandbox prices): link k is the SHA-256 of link k-1's hex
 * text (link 0 is the secret seed; the contract's nextLink), the last link is published first, and uses walk the
 * chain backwards, so each revealed link proves the ones after it.
 */
export function buildChainLinks(seed: string, length: number): string[] {
  const out = [seed];
  for (let k = 1; k <= length; k++)
    out.push(
      createHash('sha256')
        .update(out[k - 1] as string)
        .digest('hex'),
    );
  return out;
}

export interface StoredChain {
  id: number;
  seed: string;
  length: number;
}

/** One kind of chain's links, computed once per chain from its seed and kept in memory. */
export function chainLinkCache() {
  const byId = new Map<number, string[]>();
  return {
    links(chain: StoredChain): string[] {
      let links = byId.get(chain.id);
      if (!links) {
        links = buildChainLinks(chain.seed, chain.length);
        byId.set(chain.id, links);
      }
      return links;
    },
    remember(id: number, links: string[]) {
      byId.set(id, links);
    },
    /** The link of use `index` of a chain whose first use is `first` (link length - position); none outside it. */
    linkAt(chain: StoredChain, first: number, index: number): string | undefined {
      const position = index - first + 1;
      if (position < 1 || position > chain.length - 1) return undefined;
      return this.links(chain)[chain.length - position];
    },
  };
}
