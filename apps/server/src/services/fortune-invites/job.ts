import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { utcDay } from '../fortune/money-format.ts';
import { type Commission, commissionOf, type InviterRole } from './commission.ts';
import {
  agentAt,
  claimCommission,
  flagSelfReferrals,
  inviterCandidates,
  markDaySettled,
  setCommission,
  settledDay,
  subWagerOn,
  teamWager,
} from './repo.ts';
import { addDays } from './service.ts';
import { INVITES } from './settings.ts';

const COIN = FORTUNE_COIN as CoinCode;
const MINUTE_MS = 60_000;

/**
 * The daily commission job (docs/fortune-invites.md, "Settlement"): for each closed UTC day, flags the day's
 * self-referrals, then settles every inviter of the day in a transaction of their own that claims the row
 * (inviter, day), computes the commission from the day's wager records and pays it from the house with the ledger
 * key `fortune_invite_commission:<inviter>:<day>`. A second run, a racing one or a rerun after a crash finds the
 * claimed rows and pays only the inviters not settled yet; the day is marked settled once every inviter is.
 */

/** Test seams: `inside` runs in an inviter's transaction after the payment (a throw rolls that inviter back);
 * `after` runs once an inviter committed (a throw stops the run, as a crash would). */
export interface JobHooks {
  inside?: (tx: Exec, userId: number) => Promise<void>;
  after?: (userId: number, paid: Commission | undefined) => Promise<void>;
}

export interface DayResult {
  day: string;
  /** Inviters this run settled (others had been settled before, or by a racing run). */
  settled: number;
  /** What this run paid. */
  paid: bigint;
  flagged: number;
  failed: number[];
}

export interface SettleIds {
  house: number;
}

export async function settleIds(db: Db): Promise<SettleIds> {
  return { house: await accountId(db, { system: 'house' }, COIN) };
}

/** Settles one inviter's day once: undefined when another run had claimed it. */
async function settleInviter(
  db: Db,
  ids: SettleIds,
  userId: number,
  day: string,
  now: Date,
  hooks: JobHooks,
): Promise<Commission | undefined> {
  const account = await accountId(db, { userId }, COIN);
  const dayEnd = new Date(Date.parse(`${addDays(day, 1)}T00:00:00Z`));
  return inTransaction(db, async (tx) => {
    if (!(await claimCommission(tx, userId, day, now))) return undefined;
    const role: InviterRole = (await agentAt(tx, userId, dayEnd)) ? 'agent' : 'player';
    const team = await teamWager(tx, { inviter: userId }, day, day);
    const month = role === 'agent' ? await teamWager(tx, { inviter: userId }, `${day.slice(0, 8)}01`, day) : team;
    const subWager = role === 'agent' ? await subWagerOn(tx, userId, day, dayEnd) : 0n;
    const basis = { role, directWager: team.wager, subWager, monthVolume: month.wager };
    const c = commissionOf(basis);
    await setCommission(tx, userId, day, {
      role,
      directWager: basis.directWager,
      subWager: basis.subWager,
      monthVolume: basis.monthVolume,
      houseEdgeBps: INVITES.houseEdgeBps,
      rateBps: c.rateBps,
      overrideBps: c.overrideBps,
      direct: c.direct,
      override: c.override,
      amount: c.amount,
      activeInvitees: team.active,
    });
    if (c.amount > 0n)
      await move(
        tx,
        [{ debitId: ids.house, creditId: account, coin: COIN, amount: c.amount, kind: 'fortune_invite_commission' }],
        { reference: `fortune_invite:${day}`, idempotencyKey: `fortune_invite_commission:${userId}:${day}` },
      );
    await hooks.inside?.(tx, userId);
    return c;
  });
}

/**
 * Settles every inviter of `day`. An inviter whose transaction fails is left for the next run (the others are
 * settled); the day is marked settled only when none failed.
 */
export async function settleDay(
  db: Db,
  ids: SettleIds,
  day: string,
  now = new Date(),
  hooks: JobHooks = {},
): Promise<DayResult> {
  const result: DayResult = { day, settled: 0, paid: 0n, flagged: 0, failed: [] };
  if (await settledDay(db, day)) return result;
  result.flagged = await flagSelfReferrals(db, day, now);
  for (const userId of await inviterCandidates(db, day)) {
    let paid: Commission | undefined;
    try {
      paid = await settleInviter(db, ids, userId, day, now, hooks);
    } catch {
      result.failed.push(userId);
      continue;
    }
    if (paid) {
      result.settled += 1;
      result.paid += paid.amount;
    }
    await hooks.after?.(userId, paid);
  }
  if (result.failed.length === 0) await markDaySettled(db, day, now);
  return result;
}

/**
 * The closed days the job may settle at `now`, oldest first: the last `lookbackDays` days D with
 * now >= D + 1 day + settleAfterMinutes (so the day before `utcDay(now - settleAfterMinutes)` is the newest).
 */
export function settleableDays(now: Date): string[] {
  const last = addDays(utcDay(new Date(now.getTime() - INVITES.settleAfterMinutes * MINUTE_MS)), -1);
  return Array.from({ length: INVITES.lookbackDays }, (_, i) => addDays(last, i - INVITES.lookbackDays + 1));
}

/** One run of the job: every settleable day not settled yet, oldest first. */
export async function runCommissionJob(
  db: Db,
  ids: SettleIds,
  now = new Date(),
  hooks: JobHooks = {},
): Promise<DayResult[]> {
  const results: DayResult[] = [];
  for (const day of settleableDays(now)) results.push(await settleDay(db, ids, day, now, hooks));
  return results;
}
