// `node bench/pet-roll-race.ts` (N=2e5 by default): the roll NFT's published prize table and the pet race's place
// odds, each computed exactly and checked against a simulation through the contract's own outcome code
// (packages/contract/src/games/pets.ts rollOutcome, raceOutcome: HMAC-SHA256 seed pairs, fresh seeds per play).
//
// Roll: each row's probability is weight / total; the KC paid back per roll is rollKcReturn() exactly. Race: the
// place odds of a pet's power from racePlaceOdds (1 + a Poisson-binomial count of faster runners, integrated over
// the pet's own float; 200,000 steps here), and the expected reward against the price, at powers up to the cap
// (RACE_POWER_CAP, where the return is the highest) and far above it. Every simulated frequency must lie within its
// 99.9 % interval p +- 3.29 sqrt(p (1 - p) / N). Exits 1 when a check fails.
import { randomBytes } from 'node:crypto';
import {
  RACE_POWER_CAP,
  RACE_PRICE,
  RACE_REWARDS,
  ROLL_PRICE,
  ROLL_TABLE,
  raceOutcome,
  racePlaceOdds,
  rollKcReturn,
  rollOutcome,
} from '@arcadia/contract/games/pets';

const N = Number(process.env.N ?? 2e5);
const Z = 3.29;
const STEPS = 200_000;
let failed = false;
const pct = (x: number, d = 3) => `${(x * 100).toFixed(d)} %`;
const seeds = () => ({ serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(8).toString('hex') });

function check(label: string, exact: number, hits: number) {
  const f = hits / N;
  const half = Z * Math.sqrt((exact * (1 - exact)) / N);
  // A certain or impossible outcome has no interval: the simulation must match it exactly.
  const ok = half === 0 ? Math.abs(f - exact) < 1e-9 : Math.abs(f - exact) <= half;
  failed ||= !ok;
  console.log(`  ${label.padEnd(22)} exact ${pct(exact)}  simulated ${pct(f)}  +-${pct(half)}  ${ok ? 'ok' : 'OUT'}`);
}

// Roll NFT.
const total = ROLL_TABLE.reduce((s, r) => s + r.weight, 0);
const rows = new Array<number>(ROLL_TABLE.length).fill(0);
for (let i = 0; i < N; i++) {
  const pair = seeds();
  const { row } = rollOutcome({ ...pair, nonce: i });
  rows[row] = (rows[row] ?? 0) + 1;
}
const kc = rollKcReturn();
console.log(
  `roll NFT, ${N} rolls at ${Number(ROLL_PRICE) / 100} KC: KC paid back ${Number(kc.paid) / kc.total / 100} KC per roll ` +
    `(${pct(Number(kc.paid) / kc.total / Number(ROLL_PRICE), 1)} of the price; the rest of the value is the pets)`,
);
ROLL_TABLE.forEach((r, i) => {
  const label = r.kind === 'pet' ? `pet ${r.rarity}` : r.kind === 'kc' ? `${Number(r.amount) / 100} KC` : 'nothing';
  check(label, r.weight / total, rows[i] ?? 0);
});

// Pet race: the exact odds are the contract's own racePlaceOdds (published with the game), here at 200,000 steps.
for (const power of [30, 120, RACE_POWER_CAP, 6_600]) {
  const odds = racePlaceOdds(power, STEPS);
  const expected = odds.reduce((s, p, k) => s + p * Number(RACE_REWARDS[k] ?? 0n), 0);
  const counts = new Array<number>(odds.length).fill(0);
  for (let i = 0; i < N; i++) {
    const { place } = raceOutcome(power, { ...seeds(), nonce: i });
    counts[place - 1] = (counts[place - 1] ?? 0) + 1;
  }
  console.log(
    `pet race, power ${power}, ${N} races: expected reward ${(expected / 100).toFixed(3)} KC for a ` +
      `${Number(RACE_PRICE) / 100} KC entry (return ${pct(expected / Number(RACE_PRICE), 1)})`,
  );
  odds.slice(0, 3).forEach((p, k) => {
    check(`place ${k + 1}`, p, counts[k] ?? 0);
  });
}
if (failed) process.exitCode = 1;
