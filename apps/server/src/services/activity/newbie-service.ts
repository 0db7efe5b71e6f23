import { NEWBIE_STEPS, type NewbieState, type NewbieStepId } from '@arcadia/contract/calls/activity/newbie';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { claimOf, claimsOf, insertClaim, type NewbieFacts, newbieFacts } from './newbie-repo.ts';

/**
 * The new-player journey (docs/rewards.md): four first steps, each paying KC once. A step is done when the area
 * that owns it says so (a bound phone, a paid task completion, a paid recharge, a qualified invitee); the player
 * claims each done step before the journey ends, NEWBIE_DAYS after registration. A claim is a row whose primary
 * key (player, step) makes it once-only, written in the same transaction as its ledger transfer from issuance.
 */

export const NEWBIE_COIN: CoinCode = 'KC';
const DAY_MS = 86_400_000;

/** Where each step is done, for the page's "go" button. */
const STEP_LINKS: Record<NewbieStepId, string> = {
  bind_phone: '/user/bindPhone',
  first_task: '/library',
  first_recharge: '/user/payment',
  first_invite: '/share',
};

export interface NewbieDeps {
  db: Db;
  days: number;
  rewards: Record<NewbieStepId, bigint>;
  /** True once the player has an invitee who qualified for the invite reward (the share area decides). */
  hasQualifiedInvitee: (db: Db, userId: number) => Promise<boolean>;
  now?: () => number;
}

/** KC per step from NEWBIE_REWARDS_KC (four whole amounts, in NEWBIE_STEPS order). */
export function newbieRewardsFrom(settings: Pick<Settings, 'NEWBIE_REWARDS_KC'>): Record<NewbieStepId, bigint> {
  const unit = 10n ** BigInt(coinOf(NEWBIE_COIN).decimals);
  const whole = settings.NEWBIE_REWARDS_KC.split(',').map((x) => BigInt(x.trim()) * unit);
  return Object.fromEntries(NEWBIE_STEPS.map((step, i) => [step, whole[i] ?? 0n])) as Record<NewbieStepId, bigint>;
}

const kcText = (minor: bigint) => fromMinor(minor, coinOf(NEWBIE_COIN).decimals);

async function factsOf(deps: NewbieDeps, userId: number): Promise<NewbieFacts & { first_invite: boolean }> {
  const facts = await newbieFacts(deps.db, userId);
  if (!facts) throw new AppError('NOT_FOUND');
  return { ...facts, first_invite: await deps.hasQualifiedInvitee(deps.db, userId) };
}

function endsAtOf(deps: NewbieDeps, registeredAt: Date): number {
  return registeredAt.getTime() + deps.days * DAY_MS;
}

export async function newbieStatus(deps: NewbieDeps, userId: number): Promise<NewbieState> {
  const facts = await factsOf(deps, userId);
  const claims = await claimsOf(deps.db, userId);
  const claimed = new Map(claims.map((c) => [c.step, c.kc]));
  const endsAt = endsAtOf(deps, facts.registeredAt);
  let total = 0n;
  let claimedTotal = 0n;
  const steps = NEWBIE_STEPS.map((id) => {
    const paid = claimed.get(id);
    // A claimed step shows what it paid, even if the configuration has changed since.
    const reward = paid ?? deps.rewards[id];
    total += reward;
    if (paid !== undefined) claimedTotal += paid;
    return { id, done: facts[id], claimed: paid !== undefined, reward: kcText(reward), link: STEP_LINKS[id] };
  });
  return {
    ends_at: Math.floor(endsAt / 1000),
    ended: (deps.now?.() ?? Date.now()) >= endsAt,
    steps,
    total: kcText(total),
    claimed_total: kcText(claimedTotal),
  };
}

/**
 * Pays a done step once. A step already claimed answers `already: true` with what it paid (so 50 racing claims pay
 * once and all answer the same); a claim after the end is refused (ERROR_OUT_OF_NEWBIE, which the client does not
 * report as an error: the page shows the journey as ended), and so is a step not done (NEWBIE_STEP_NOT_DONE).
 */
export async function newbieClaim(deps: NewbieDeps, userId: number, step: NewbieStepId) {
  const before = await claimOf(deps.db, userId, step);
  if (before) return { ...(await newbieStatus(deps, userId)), paid: kcText(before.kc), already: true };
  const facts = await factsOf(deps, userId);
  if ((deps.now?.() ?? Date.now()) >= endsAtOf(deps, facts.registeredAt)) throw new AppError('ERROR_OUT_OF_NEWBIE');
  if (!facts[step]) throw new AppError('NEWBIE_STEP_NOT_DONE');
  const kc = deps.rewards[step];
  const legs =
    kc > 0n
      ? await resolveLegs(deps.db, [
          { debit: { system: 'issuance' }, credit: { userId }, coin: NEWBIE_COIN, amount: kc, kind: 'newbie_reward' },
        ])
      : [];
  const key = `newbie:${userId}:${step}`;
  const inserted = await inTransaction(deps.db, async (tx) => {
    if (!(await insertClaim(tx, userId, step, kc))) return false;
    if (legs.length > 0) await move(tx, legs, { reference: key, idempotencyKey: key });
    return true;
  });
  const paid = inserted ? kc : ((await claimOf(deps.db, userId, step))?.kc ?? kc);
  return { ...(await newbieStatus(deps, userId)), paid: kcText(paid), already: !inserted };
}
