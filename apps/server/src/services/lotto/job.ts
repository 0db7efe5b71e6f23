import type { Db } from '../../db/client.ts';
import { closeLotto, dueLotto, openLottoDraw, settleLotto, unsettledLotto } from './lotto-game.ts';
import type { JobIds } from './money.ts';
import type { Terms } from './settings.ts';
import { closeXoso, dueXoso, ensureXosoDraws, settleXoso, unsettledXoso } from './xoso-game.ts';

export interface TickResult {
  closed: string[];
  settled: string[];
  opened: string[];
}

/**
 * The scheduler tick (LOTTO_JOB_MS on each server; tests call it with their own clock): closes and draws what is due,
 * settles what is closed (pays or refunds), opens the next lotto draw and makes the xoso draws ahead. Every step is
 * claimed under the draw's row lock, so servers ticking at once do each step once.
 */
export async function runLottoTick(db: Db, ids: JobIds, terms: Terms, now = new Date()): Promise<TickResult> {
  const result: TickResult = { closed: [], settled: [], opened: [] };
  for (const id of await dueLotto(db, now))
    if (await closeLotto(db, id, now, { by: 'schedule' })) result.closed.push(`lotto:${id}`);
  for (const id of await dueXoso(db, now))
    if (await closeXoso(db, id, now, { by: 'schedule' })) result.closed.push(`xoso:${id}`);
  for (const id of await unsettledLotto(db)) {
    await settleLotto(db, ids, id, now);
    result.settled.push(`lotto:${id}`);
  }
  for (const id of await unsettledXoso(db)) {
    await settleXoso(db, ids, id, now);
    result.settled.push(`xoso:${id}`);
  }
  const opened = await openLottoDraw(db, terms, now);
  if (opened) result.opened.push(`lotto:${opened.id}`);
  for (const id of await ensureXosoDraws(db, terms, now)) result.opened.push(`xoso:${id}`);
  return result;
}
