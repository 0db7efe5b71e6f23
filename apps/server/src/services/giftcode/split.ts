import { randomBytes } from 'node:crypto';

/** A uniform integer in [0, below); node's CSPRNG by default, a seeded one in tests. */
export type Draw = (below: bigint) => bigint;

/** A CSPRNG draw for any bigint range: random bits masked to the range's width, rejection-sampled (no bias). */
export const secureDraw: Draw = (below) => {
  if (below <= 0n) throw new Error('draw: empty range');
  if (below === 1n) return 0n;
  const bits = (below - 1n).toString(2).length;
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const value = BigInt(`0x${randomBytes(Math.ceil(bits / 8)).toString('hex')}`) & mask;
    if (value < below) return value;
  }
};

/**
 * Splits `total` minor units among `count` claimers at random ("double the mean", as red-packet apps do): each part
 * but the last is drawn uniformly from 1 to twice the mean of what is left, capped so every later part can still
 * get 1; the last takes the rest. So the parts always sum to `total` and every part is at least 1 minor unit.
 * Needs total >= count.
 */
export function randomSplit(total: bigint, count: number, draw: Draw = secureDraw): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new Error('split: count must be a positive integer');
  if (total < BigInt(count)) throw new Error('split: fewer minor units than claimers');
  const parts: bigint[] = [];
  let rest = total;
  for (let left = count; left > 1; left -= 1) {
    const others = BigInt(left - 1);
    const twiceMean = (rest * 2n) / BigInt(left);
    const cap = twiceMean < rest - others ? twiceMean : rest - others;
    const part = cap <= 1n ? 1n : 1n + draw(cap);
    parts.push(part);
    rest -= part;
  }
  parts.push(rest);
  return parts;
}
