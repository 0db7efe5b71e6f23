import { floats, pickWeighted } from '../fairness.ts';

/**
 * Pets (issue 19, docs/pets.md): shared by the server and the browser. A pet's genes (8 hex digits) decide its
 * picture; its rarity, level, buff and stamina decide what it earns. Earnings are computed from timestamps, never
 * ticked: output(from, to) integrates the rate over the time the pet had stamina, with the buff's window counted at
 * the buffed rate. Amounts are KC minor units (2 decimals) as bigint.
 */
export const PET_COIN = 'KC' as const;
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface PetTerms {
  /** Draw price, KC minor units. */
  drawPrice: bigint;
  /** Draw weights per rarity (out of their sum): the published odds. */
  weights: readonly number[];
  /** After this many draws in a row without epic or better, the next draw is epic or better (pity). */
  pity: number;
  /** Output per hour at level 1, KC minor units, per rarity. */
  baseRate: readonly bigint[];
  /** Each level above 1 adds this many basis points of the base rate. */
  levelBps: number;
  maxLevel: number;
  /** Level-up price per current level, KC minor units, per rarity. */
  levelCost: readonly bigint[];
  /** A level-up trains the pet for level x this many seconds (no second level-up meanwhile). */
  trainSecondsPerLevel: number;
  /** Speed-up price per started minute of training left, KC minor units. */
  speedUpPerMinute: bigint;
  /** A full stamina bar lasts this many seconds of output. */
  staminaSeconds: number;
  /** Restore (refill stamina) price, KC minor units. */
  restoreCost: bigint;
  /** A buff adds this many basis points for buffSeconds and costs buffCost. */
  buffBps: number;
  buffSeconds: number;
  buffCost: bigint;
  /** Power per level, per rarity (ranking). */
  powerPerLevel: readonly number[];
  /** Market fee on sales and rentals, basis points, to the house. */
  marketFeeBps: number;
  maxRentDays: number;
}

export const DEFAULT_PET_TERMS: PetTerms = {
  drawPrice: 10_000n,
  weights: [6000, 2800, 1000, 200],
  pity: 30,
  baseRate: [200n, 500n, 1_200n, 3_000n],
  levelBps: 2_500,
  maxLevel: 30,
  levelCost: [1_000n, 2_000n, 4_000n, 8_000n],
  trainSecondsPerLevel: 300,
  speedUpPerMinute: 50n,
  staminaSeconds: 24 * 3600,
  restoreCost: 1_500n,
  buffBps: 5_000,
  buffSeconds: 6 * 3600,
  buffCost: 2_000n,
  powerPerLevel: [10, 30, 80, 220],
  marketFeeBps: 500,
  maxRentDays: 30,
};

/** The house's fee on a sale or rental total (floored). */
export function marketFee(terms: PetTerms, total: bigint): bigint {
  return (total * BigInt(terms.marketFeeBps)) / 10_000n;
}

export const rarityIndex = (r: Rarity) => RARITIES.indexOf(r);

/** Output per hour (KC minor units) at a level, unbuffed. */
export function ratePerHour(terms: PetTerms, rarity: Rarity, level: number): bigint {
  const base = terms.baseRate[rarityIndex(rarity)] ?? 0n;
  return base + (base * BigInt(terms.levelBps) * BigInt(Math.max(0, level - 1))) / 10_000n;
}

export function petPower(terms: PetTerms, rarity: Rarity, level: number): number {
  return (terms.powerPerLevel[rarityIndex(rarity)] ?? 0) * level;
}

export function levelUpCost(terms: PetTerms, rarity: Rarity, level: number): bigint {
  return (terms.levelCost[rarityIndex(rarity)] ?? 0n) * BigInt(level);
}

export function speedUpCost(terms: PetTerms, trainingUntilMs: number | null, nowMs: number): bigint {
  if (trainingUntilMs === null || trainingUntilMs <= nowMs) return 0n;
  return terms.speedUpPerMinute * BigInt(Math.ceil((trainingUntilMs - nowMs) / 60_000));
}

export interface PetClock {
  rarity: Rarity;
  level: number;
  /** Epoch ms. */
  lastCollectedMs: number;
  staminaUntilMs: number;
  buffUntilMs: number | null;
  /** When set, output from `fromMs` to now belongs to a renter; owner earnings are computed the same way. */
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * What a pet has earned since its last collection, KC minor units (floored): rate x seconds with stamina, plus the
 * buff's share over the buffed part. Buffs start when bought, so the buffed window is [buffUntil - buffSeconds, buffUntil].
 */
export function accrued(terms: PetTerms, pet: PetClock, nowMs: number): bigint {
  const end = Math.min(nowMs, pet.staminaUntilMs);
  if (end <= pet.lastCollectedMs) return 0n;
  const ms = BigInt(end - pet.lastCollectedMs);
  const rate = ratePerHour(terms, pet.rarity, pet.level);
  let numerator = rate * ms * 10_000n;
  if (pet.buffUntilMs !== null) {
    const buffed = overlap(pet.lastCollectedMs, end, pet.buffUntilMs - terms.buffSeconds * 1000, pet.buffUntilMs);
    numerator += rate * BigInt(buffed) * BigInt(terms.buffBps);
  }
  return numerator / (3_600_000n * 10_000n);
}

/** Stamina left in [0, 1]. */
export function staminaLeft(terms: PetTerms, staminaUntilMs: number, nowMs: number): number {
  return Math.max(0, Math.min(1, (staminaUntilMs - nowMs) / (terms.staminaSeconds * 1000)));
}

/** The picture's parts, each an index into its layer's variants. */
export interface PetLooks {
  body: number;
  colour: number;
  pattern: number;
  eyes: number;
  accessory: number;
}
export const LOOK_VARIANTS = { body: 4, colour: 8, pattern: 4, eyes: 4, accessory: 5 } as const;

export function isGenes(genes: string): boolean {
  return /^[0-9a-f]{8}$/.test(genes);
}

/** Genes (8 hex digits, a uint32) to parts: successive mixed-radix digits. */
export function decodeGenes(genes: string): PetLooks {
  let n = Number.parseInt(genes, 16) >>> 0;
  const take = (k: number) => {
    const v = n % k;
    n = Math.floor(n / k);
    return v;
  };
  return {
    body: take(LOOK_VARIANTS.body),
    colour: take(LOOK_VARIANTS.colour),
    pattern: take(LOOK_VARIANTS.pattern),
    eyes: take(LOOK_VARIANTS.eyes),
    accessory: take(LOOK_VARIANTS.accessory),
  };
}

/** Exact per-draw probabilities without pity (weight over total), for the published odds. */
export function publishedOdds(terms: PetTerms): { rarity: Rarity; weight: number; probability: number }[] {
  const total = terms.weights.reduce((a, b) => a + b, 0);
  return RARITIES.map((rarity, i) => ({
    rarity,
    weight: terms.weights[i] ?? 0,
    probability: (terms.weights[i] ?? 0) / total,
  }));
}

export interface DrawOutcome {
  rarity: Rarity;
  genes: string;
  /** The float that chose the rarity, and whether the pity rule applied. */
  float: number;
  pity: boolean;
}

/**
 * One draw from a seed pair (fairness.ts): float 0 picks the rarity by weight; when `misses` (draws in a row without
 * epic or better) has reached terms.pity - 1, the same float picks among epic and legendary only, by their weights;
 * float 1 x 2^32 gives the genes.
 */
export function drawPet(
  terms: PetTerms,
  pair: { serverSeed: string; clientSeed: string; nonce: number },
  misses: number,
): DrawOutcome {
  const [f0, f1] = floats(pair.serverSeed, pair.clientSeed, pair.nonce, 2) as [number, number];
  const pity = misses >= terms.pity - 1;
  const rarity = pity
    ? (RARITIES[2 + pickWeighted(terms.weights.slice(2), f0)] as Rarity)
    : (RARITIES[pickWeighted(terms.weights, f0)] as Rarity);
  const genes = Math.floor(f1 * 2 ** 32)
    .toString(16)
    .padStart(8, '0');
  return { rarity, genes, float: f0, pity };
}

/** Misses after a draw: back to 0 on epic or better. */
export function missesAfter(misses: number, rarity: Rarity): number {
  return rarityIndex(rarity) >= 2 ? 0 : misses + 1;
}

/**
 * Roll NFT (/rollnft): one float from the seed pair picks a row of the published prize table by weight; a pet row
 * mints a pet of that rarity with genes from float 1, a KC row pays that amount, 'none' pays nothing.
 */
export interface RollPrize {
  kind: 'pet' | 'kc' | 'none';
  rarity: Rarity | null;
  /** KC minor units for 'kc'. */
  amount: bigint;
  weight: number;
}
export const ROLL_PRICE = 5_000n;
export const ROLL_TABLE: readonly RollPrize[] = [
  { kind: 'pet', rarity: 'legendary', amount: 0n, weight: 50 },
  { kind: 'pet', rarity: 'epic', amount: 0n, weight: 400 },
  { kind: 'pet', rarity: 'rare', amount: 0n, weight: 1_550 },
  { kind: 'kc', rarity: null, amount: 10_000n, weight: 1_000 },
  { kind: 'kc', rarity: null, amount: 2_500n, weight: 3_000 },
  { kind: 'none', rarity: null, amount: 0n, weight: 4_000 },
];

export function rollOutcome(pair: { serverSeed: string; clientSeed: string; nonce: number }) {
  const [f0, f1] = floats(pair.serverSeed, pair.clientSeed, pair.nonce, 2) as [number, number];
  const row = pickWeighted(
    ROLL_TABLE.map((r) => r.weight),
    f0,
  );
  const genes = Math.floor(f1 * 2 ** 32)
    .toString(16)
    .padStart(8, '0');
  return { row, prize: ROLL_TABLE[row] as RollPrize, genes };
}

/** Expected KC paid back per roll (pets not counted), minor units x weight total, exactly. */
export function rollKcReturn(): { paid: bigint; total: number } {
  const total = ROLL_TABLE.reduce((s, r) => s + r.weight, 0);
  return { paid: ROLL_TABLE.reduce((s, r) => s + r.amount * BigInt(r.weight), 0n), total };
}

/**
 * Pet race (/petGame): the player's pet against five house runners of fixed power. Each runner's time is
 * 100 / (1 + power / 500) x (0.75 + 0.5 x float_i) seconds (float i of the seed pair, runner i; the player is
 * runner 0); places by time; the reward table pays by place. One free entry per UTC day, then RACE_PRICE each.
 * A pet races with its power up to RACE_POWER_CAP: without the cap a strong pet would win more than the price on
 * average (power 400 returned 230 % of it), and paid races are unlimited. At the cap the expected reward is 90.2 %
 * of the price, the most any pet gets (bench/pet-roll-race.ts computes it exactly).
 */
export const RACE_PRICE = 1_000n;
export const RACE_REWARDS: readonly bigint[] = [3_000n, 1_500n, 500n, 0n, 0n, 0n];
export const RACE_BOTS: readonly number[] = [40, 80, 120, 200, 320];
export const RACE_POWER_CAP = 180;

/** The power a pet races with. */
export const racePower = (power: number) => Math.min(power, RACE_POWER_CAP);

export function raceOutcome(playerPower: number, pair: { serverSeed: string; clientSeed: string; nonce: number }) {
  const fs = floats(pair.serverSeed, pair.clientSeed, pair.nonce, 1 + RACE_BOTS.length);
  const powers = [racePower(playerPower), ...RACE_BOTS];
  const times = powers.map((p, i) => (100 / (1 + p / 500)) * (0.75 + 0.5 * (fs[i] as number)));
  const order = times.map((t, i) => ({ t, i })).sort((a, b) => a.t - b.t || a.i - b.i);
  const place = order.findIndex((o) => o.i === 0) + 1;
  return { times, place, reward: RACE_REWARDS[place - 1] ?? 0n };
}

const raceSpan = (power: number) => 100 / (1 + power / 500);

/**
 * P(place = k) for k = 1..6, for a pet of this power, exactly up to the quadrature: for the pet's own float u0 each
 * runner is faster with probability clamp((t0 / ci - 0.75) / 0.5, 0, 1), so the place is 1 + a Poisson-binomial
 * count, integrated over u0 by the midpoint rule (the integrand is piecewise polynomial).
 */
export function racePlaceOdds(power: number, steps = 20_000): number[] {
  const c0 = raceSpan(racePower(power));
  const bots = RACE_BOTS.map(raceSpan);
  const places = new Array<number>(bots.length + 1).fill(0);
  for (let s = 0; s < steps; s++) {
    const t0 = c0 * (0.75 + (0.5 * (s + 0.5)) / steps);
    let dist = [1];
    for (const c of bots) {
      const q = Math.min(1, Math.max(0, (t0 / c - 0.75) / 0.5));
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((p, k) => {
        next[k] = (next[k] ?? 0) + p * (1 - q);
        next[k + 1] = (next[k + 1] ?? 0) + p * q;
      });
      dist = next;
    }
    dist.forEach((p, k) => {
      places[k] = (places[k] ?? 0) + p / steps;
    });
  }
  return places;
}

/** Expected reward over price for a pet of this power. */
export function raceReturn(power: number, steps?: number): number {
  const odds = racePlaceOdds(power, steps);
  return odds.reduce((sum, p, k) => sum + p * Number(RACE_REWARDS[k] ?? 0n), 0) / Number(RACE_PRICE);
}

/**
 * The terms as the console edits them and the `pet_terms` table keeps them (docs/pets.md, "Configuration"): KC
 * amounts as decimal strings with at most 2 decimals, per-rarity figures as arrays of four (common, rare, epic,
 * legendary), everything else whole numbers.
 */
export interface PetTermsWire {
  draw_price: string;
  weights: number[];
  pity: number;
  base_rate: string[];
  level_bps: number;
  max_level: number;
  level_cost: string[];
  train_seconds_per_level: number;
  speed_up_per_minute: string;
  stamina_seconds: number;
  restore_cost: string;
  buff_bps: number;
  buff_seconds: number;
  buff_cost: string;
  power_per_level: number[];
  market_fee_bps: number;
  max_rent_days: number;
}

const kcText = (minor: bigint) => {
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`.replace(/0$/, '');
};
const kcMinor = (text: string): bigint | undefined => {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
};

export function petTermsToWire(t: PetTerms): PetTermsWire {
  return {
    draw_price: kcText(t.drawPrice),
    weights: [...t.weights],
    pity: t.pity,
    base_rate: t.baseRate.map(kcText),
    level_bps: t.levelBps,
    max_level: t.maxLevel,
    level_cost: t.levelCost.map(kcText),
    train_seconds_per_level: t.trainSecondsPerLevel,
    speed_up_per_minute: kcText(t.speedUpPerMinute),
    stamina_seconds: t.staminaSeconds,
    restore_cost: kcText(t.restoreCost),
    buff_bps: t.buffBps,
    buff_seconds: t.buffSeconds,
    buff_cost: kcText(t.buffCost),
    power_per_level: [...t.powerPerLevel],
    market_fee_bps: t.marketFeeBps,
    max_rent_days: t.maxRentDays,
  };
}

/** Bounds of the whole-number terms (inclusive); the console shows them beside the fields. */
export const PET_TERM_BOUNDS = {
  weights: [1, 10_000],
  pity: [2, 1000],
  level_bps: [0, 100_000],
  max_level: [1, 200],
  train_seconds_per_level: [0, 86_400],
  stamina_seconds: [3_600, 30 * 86_400],
  buff_bps: [0, 100_000],
  buff_seconds: [60, 7 * 86_400],
  power_per_level: [1, 100_000],
  market_fee_bps: [0, 2_000],
  max_rent_days: [1, 365],
} as const;

/** The odds weights are out of this total (published as "weight of 10000"). */
export const PET_WEIGHT_TOTAL = 10_000;

/** KC amounts: at most this much (1,000,000 KC); draw price and base rates above 0. */
const KC_MAX = 100_000_000n;

/**
 * Checks terms from the console and parses them: answers the terms, or field errors keyed by the wire names
 * (`weights.2`, `base_rate`, ...). Odds weights are four positive integers (the draw picks by weight out of their
 * sum, and pity picks among the last two by theirs, so none may be 0) adding up to 10000; fee bps 0-2000; KC amounts 0-1,000,000 with
 * at most 2 decimals.
 */
export function petTermsFromWire(w: PetTermsWire): { terms: PetTerms } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const whole = (field: keyof typeof PET_TERM_BOUNDS, value: unknown, at = field as string): number => {
    const [lo, hi] = PET_TERM_BOUNDS[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi)
      fail(at, `A whole number from ${lo} to ${hi}`);
    return Number(value);
  };
  const amount = (field: string, value: unknown, positive: boolean): bigint => {
    const minor = typeof value === 'string' ? kcMinor(value) : undefined;
    if (minor === undefined || minor > KC_MAX || (positive && minor === 0n)) {
      fail(field, `${positive ? 'A positive' : 'A'} KC amount up to 1000000 with at most 2 decimals`);
      return 0n;
    }
    return minor;
  };
  const four = <T>(field: string, value: unknown, each: (v: unknown, at: string) => T): T[] => {
    if (!Array.isArray(value) || value.length !== RARITIES.length) {
      fail(field, `Four values: ${RARITIES.join(', ')}`);
      return [];
    }
    return value.map((v, i) => each(v, `${field}.${i}`));
  };
  const terms: PetTerms = {
    drawPrice: amount('draw_price', w.draw_price, true),
    weights: four('weights', w.weights, (v, at) => whole('weights', v, at)),
    pity: whole('pity', w.pity),
    baseRate: four('base_rate', w.base_rate, (v, at) => amount(at, v, true)),
    levelBps: whole('level_bps', w.level_bps),
    maxLevel: whole('max_level', w.max_level),
    levelCost: four('level_cost', w.level_cost, (v, at) => amount(at, v, false)),
    trainSecondsPerLevel: whole('train_seconds_per_level', w.train_seconds_per_level),
    speedUpPerMinute: amount('speed_up_per_minute', w.speed_up_per_minute, false),
    staminaSeconds: whole('stamina_seconds', w.stamina_seconds),
    restoreCost: amount('restore_cost', w.restore_cost, false),
    buffBps: whole('buff_bps', w.buff_bps),
    buffSeconds: whole('buff_seconds', w.buff_seconds),
    buffCost: amount('buff_cost', w.buff_cost, false),
    powerPerLevel: four('power_per_level', w.power_per_level, (v, at) => whole('power_per_level', v, at)),
    marketFeeBps: whole('market_fee_bps', w.market_fee_bps),
    maxRentDays: whole('max_rent_days', w.max_rent_days),
  };
  const total = terms.weights.reduce((a, b) => a + b, 0);
  if (
    terms.weights.length === RARITIES.length &&
    !terms.weights.some((_, i) => errors[`weights.${i}`]) &&
    total !== PET_WEIGHT_TOTAL
  )
    fail('weights', `The four weights add up to ${PET_WEIGHT_TOTAL} (now ${total})`);
  return Object.keys(errors).length > 0 ? { errors } : { terms };
}
