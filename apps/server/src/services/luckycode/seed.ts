import type { Db } from '../../db/client.ts';
import { transfer } from '../../ledger/ledger.ts';
import { TICKER } from '../fortune/seed.ts';
import { closeDraw, ensureOpenDraw, jobIds, settleDraw } from './job.ts';
import { allDraws } from './repo.ts';
import { buy, type LuckyDeps } from './service.ts';
import { COIN, type Terms } from './settings.ts';

/**
 * Lucky code's demo data (docs/luckycode.md): players of every market (the Fortune demo's, plus Budi and Ana) earned
 * KC from tasks and bought tickets in three past draws, two drawn and paid and one that sold under the minimum and
 * was refunded, and in the draw on sale now. Every purchase goes through the same service a player's does, and the
 * draws close, pay and refund through the job's own steps, so the ledger holds exactly what the product would.
 * Runs once: nothing is made when any draw exists.
 */

const HOUR_MS = 3600_000;
const BUYERS = [...TICKER.map((p) => p.id), 100002, 100003];
/** Tickets each buyer takes in each demo draw (by buyer index), so the draws look lived in. */
const PLAN: { hoursAgo: number; tickets: number[] }[] = [
  { hoursAgo: 74, tickets: [6, 3, 10, 4, 2, 8, 5, 12, 3, 7, 4, 2] },
  { hoursAgo: 50, tickets: [2, 9, 4, 6, 11, 3, 8, 2, 6, 5, 3, 4] },
  // Too few: refunded.
  { hoursAgo: 26, tickets: [1, 0, 2, 0, 0, 1, 0, 0, 3, 0, 1, 0] },
];
const NOW_TICKETS = [3, 5, 2, 4, 6, 2, 3, 5, 2, 4, 1, 2];

export async function seedLuckycode(db: Db, terms: Terms, now = new Date()) {
  if ((await allDraws(db, 1, 1)).length > 0) return;
  const ids = await jobIds(db);
  const deps: LuckyDeps = { db, terms, pool: ids.pool };
  // Earned from tasks: enough KC for every purchase below.
  for (const userId of BUYERS)
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId }, coin: COIN, amount: terms.price * 40n, kind: 'issuance' }],
      { reference: 'demo-seed', idempotencyKey: `seed:luckycode:${userId}` },
    );
  const minTickets = terms.minTickets;
  for (const [d, plan] of PLAN.entries()) {
    const opensAt = new Date(now.getTime() - plan.hoursAgo * HOUR_MS);
    // A past draw lasts a day whatever the period configured, so the history reads as daily draws.
    const draw = await ensureOpenDraw(db, { ...terms, periodMs: 24 * HOUR_MS }, opensAt);
    if (!draw) return;
    const refunded = d === PLAN.length - 1;
    await buyAll(deps, draw.id, plan.tickets, opensAt, 7 * 60_000, refunded ? minTickets - 1 : undefined);
    const closesAt = draw.closesAt;
    await closeDraw(db, draw.id, closesAt, { by: 'schedule' });
    await settleDraw(db, ids, draw.id, new Date(closesAt.getTime() + 60_000));
  }
  // On sale for a while already (at most half its period, so it is still on sale).
  const since = Math.min(2 * HOUR_MS, Math.floor(terms.periodMs / 2));
  const opensAt = new Date(now.getTime() - since);
  const open = await ensureOpenDraw(db, terms, opensAt);
  if (open) await buyAll(deps, open.id, NOW_TICKETS, opensAt, since / (NOW_TICKETS.length + 1));
}

/** Each buyer takes their tickets `stepMs` apart; `under` keeps the total at most it (a draw to refund). */
async function buyAll(deps: LuckyDeps, drawId: number, tickets: number[], from: Date, stepMs: number, under?: number) {
  let total = 0;
  for (const [i, count] of tickets.entries()) {
    const n = under === undefined ? count : Math.min(count, under - total);
    if (n <= 0) continue;
    const userId = BUYERS[i] as number;
    const at = new Date(from.getTime() + Math.floor((i + 1) * stepMs));
    await buy(deps, userId, `seed-luckycode-${drawId}-${userId}`, { draw_id: drawId, count: n }, at);
    total += n;
  }
}
