// `node bench/pet-draw-odds.ts` (DRAWS=1e6 by default): the pet gacha's published odds (packages/contract/src/games/
// pets.ts publishedOdds) against a simulation through the contract's own draw code (drawPet: HMAC-SHA256 seed pair,
// float 0 by weight). Each rarity's frequency over DRAWS independent draws (fresh seeds, no pity) must lie within its
// 99.9 % interval p +- 3.29 sqrt(p(1-p)/n). With pity, one long run of draws on one seed pair must give the exact
// long-run epic-or-better rate p / (1 - (1-p)^N) within its interval (renewal process; N = terms.pity).
// Exits 1 when a check fails.
import { randomBytes } from 'node:crypto';
import { drawPet, missesAfter, publishedOdds, RARITIES, DEFAULT_PET_TERMS as T } from '@arcadia/contract/games/pets';

const DRAWS = Number(process.env.DRAWS ?? 1e6);
const Z = 3.29;
const odds = publishedOdds(T);
const counts = new Map<string, number>(RARITIES.map((r) => [r, 0]));
const server = randomBytes(32).toString('hex');
const client = randomBytes(8).toString('hex');
for (let nonce = 0; nonce < DRAWS; nonce++) {
  const r = drawPet(T, { serverSeed: server, clientSeed: client, nonce }, 0).rarity;
  counts.set(r, (counts.get(r) ?? 0) + 1);
}
let failed = false;
console.log(`pet draw odds, ${DRAWS} draws without pity`);
for (const o of odds) {
  const f = (counts.get(o.rarity) ?? 0) / DRAWS;
  const half = Z * Math.sqrt((o.probability * (1 - o.probability)) / DRAWS);
  const ok = Math.abs(f - o.probability) <= half;
  failed ||= !ok;
  console.log(
    `${o.rarity.padEnd(10)} published ${(o.probability * 100).toFixed(3)} %  simulated ${(f * 100).toFixed(3)} %  ` +
      `interval +-${(half * 100).toFixed(3)} %  ${ok ? 'ok' : 'OUT'}`,
  );
}
// With pity, along one pair: long-run share of epic or better.
const p = odds.filter((o) => o.rarity === 'epic' || o.rarity === 'legendary').reduce((s, o) => s + o.probability, 0);
const exact = p / (1 - (1 - p) ** T.pity);
let misses = 0;
let good = 0;
for (let nonce = 0; nonce < DRAWS; nonce++) {
  const r = drawPet(T, { serverSeed: server, clientSeed: `${client}-pity`, nonce }, misses).rarity;
  if (r === 'epic' || r === 'legendary') good++;
  misses = missesAfter(misses, r);
}
const rate = good / DRAWS;
// Conservative interval: the renewal variance is below the binomial one for a capped geometric cycle.
const half = Z * Math.sqrt((exact * (1 - exact)) / DRAWS);
const pityOk = Math.abs(rate - exact) <= half;
failed ||= !pityOk;
console.log(
  `with pity ${T.pity}: exact epic-or-better ${(exact * 100).toFixed(4)} %  simulated ${(rate * 100).toFixed(4)} %  ` +
    `interval +-${(half * 100).toFixed(4)} %  ${pityOk ? 'ok' : 'OUT'}`,
);
if (failed) process.exit(1);
