import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import type { Db } from '../../db/client.ts';
import type { Exec } from '../../ledger/sql.ts';
import { addExtra, chancesRow, insertGrant, useChance } from './chances-repo.ts';
import { FIRST_DEPOSIT_CHANCES, FREE_PER_DAY } from './games-settings.ts';
import { utcDay } from './money-format.ts';

/**
 * Chances to play the free games: FREE_PER_DAY free ones per UTC day, plus extra ones earned by actions
 * (grantChances), which do not expire. A draw uses a free chance first.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day of `now`, YYYY-MM-DD. */

export interface ChanceState {
  free: number;
  extra: number;
  left: number;
  /** Seconds: now while a free chance is left today, else the next UTC midnight, when the free ones come back. */
  nextFreeAt: number;
}

export async function chanceState(db: Db, userId: number, game: FortuneGame, now = new Date()): Promise<ChanceState> {
  const row = await chancesRow(db, userId, game);
  const usedToday = row?.freeDay === utcDay(now) ? row.freeUsed : 0;
  const free = Math.max(0, FREE_PER_DAY[game] - usedToday);
  const extra = row?.extra ?? 0;
  const midnight = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return { free, extra, left: free + extra, nextFreeAt: Math.floor((free > 0 ? now.getTime() : midnight) / 1000) };
}

/** Chances left now (the day's free ones plus extra ones): the hook the home's query answer uses. */
export async function chancesLeft(db: Db, userId: number, game: FortuneGame, now = new Date()): Promise<number> {
  return (await chanceState(db, userId, game, now)).left;
}

/** Uses one chance inside the draw's transaction; false when none is left. */
export function takeChance(tx: Exec, userId: number, game: FortuneGame, now: Date): Promise<boolean> {
  return useChance(tx, userId, game, utcDay(now), FREE_PER_DAY[game]);
}

export interface ChanceGrant {
  userId: number;
  game: FortuneGame;
  /** What earned them, once-only per (player, game, source): 'first_deposit', 'draw:<id>', 'task:<id>'... */
  source: string;
  amount: number;
}

/**
 * Gives extra chances inside the caller's transaction, once per (player, game, source): a repeat does nothing and
 * answers false. Other services call this (a first recharge grants a lucky spin).
 */
export async function grantChances(tx: Exec, grant: ChanceGrant, now = new Date()): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) throw new Error('grantChances: amount must be positive');
  if (!(await insertGrant(tx, grant))) return false;
  await addExtra(tx, grant.userId, grant.game, utcDay(now), grant.amount);
  return true;
}

/** The payment core's first-deposit hook: the first paid Fortune recharge earns extra chances. */
export async function onFirstDeposit(tx: Exec, userId: number, _orderId: string): Promise<void> {
  await grantChances(tx, { userId, ...FIRST_DEPOSIT_CHANCES, source: 'first_deposit' });
}
