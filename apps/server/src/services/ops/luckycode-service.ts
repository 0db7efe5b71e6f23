import { AppError } from '../../lib/errors.ts';
import { closeDraw, ensureOpenDraw, jobIds, settleDraw } from '../luckycode/job.ts';
import { allDraws, type DrawRow, drawById, namesOf, orderCounts } from '../luckycode/repo.ts';
import type { Terms } from '../luckycode/settings.ts';
import { drawView, kc, seconds } from '../luckycode/view.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * Lucky code in the console (docs/luckycode.md): the draws with their sales, winners and the house's edge, and
 * "draw now", which closes the open draw early, draws it (or refunds it under the minimum), pays, and opens the
 * next one. The close is audited in its own transaction (luckycode.draw_now); the payout is the job's own step,
 * run here at once and again by the job should it stop half way.
 */
const PAGE_SIZE = 20;

async function opsViews(deps: OpsDeps, rows: DrawRow[]) {
  const names = await namesOf(
    deps.db,
    rows.flatMap((r) => (r.winnerUserId ? [r.winnerUserId] : [])),
  );
  const orders = await orderCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...drawView(r, r.winnerUserId ? names.get(r.winnerUserId) : undefined),
    winner_user_id: r.winnerUserId,
    edge: kc(r.edge),
    orders: orders.get(r.id) ?? 0,
    settled_at: r.settledAt ? seconds(r.settledAt) : null,
  }));
}

export async function listDraws(deps: OpsDeps, page: number) {
  const found = await allDraws(deps.db, page, PAGE_SIZE);
  return { list: await opsViews(deps, found.slice(0, PAGE_SIZE)), has_more: found.length > PAGE_SIZE };
}

export async function drawNow(deps: OpsDeps, caller: OpsCaller, drawId: number, terms: Terms, now = new Date()) {
  const found = await drawById(deps.db, drawId);
  if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
  const closed = await closeDraw(deps.db, drawId, now, {
    by: 'operator',
    operatorId: caller.operator.id,
    ip: caller.ip,
  });
  if (!closed) throw new AppError('CONFLICT', 'This draw is closed already.', { reason: 'closed' });
  await settleDraw(deps.db, await jobIds(deps.db), drawId, now);
  const next = await ensureOpenDraw(deps.db, terms, now);
  const after = (await drawById(deps.db, drawId)) ?? closed;
  const [view] = await opsViews(deps, [after]);
  return { draw: view as NonNullable<typeof view>, next_draw_id: next?.id ?? null };
}
