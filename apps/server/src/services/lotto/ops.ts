import type { DrawStatus } from '@arcadia/contract/calls/lotto/common';
import type { XosoBoard } from '@arcadia/contract/games/xoso';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lottoDraws, xosoDraws } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import { runLottoTick } from './job.ts';
import { cancelLotto, closeLotto, type LottoRow, lineOf, lottoById, settleLotto } from './lotto-game.ts';
import type { JobIds } from './money.ts';
import { seconds, type Terms, usdt } from './settings.ts';
import { cancelXoso, closeXoso, settleXoso, type XosoRow, xosoById } from './xoso-game.ts';

/**
 * The console's draws page (permission games.draws, docs/lotto.md): lotto and xoso draws with their state, seeds
 * (hash before, seed after), entries and money, and "draw now" / "cancel" on an open draw, each audited in the
 * transaction that changes the draw (lotto.draw_now, lotto.cancel), then settled at once (and again by the tick
 * should it stop half way).
 */
const PAGE = 20;
const closedByOf = (v: string): 'schedule' | 'operator' | null => (v === 'schedule' || v === 'operator' ? v : null);
type Game = 'lotto' | 'xoso';

function lottoOps(r: LottoRow) {
  const open = r.status === 'open';
  const sales = r.price * BigInt(r.sold);
  const refunded = r.status === 'refunding' || r.status === 'refunded';
  return {
    game: 'lotto' as const,
    id: r.id,
    region: null,
    label: r.closesAt.toISOString(),
    status: r.status as DrawStatus,
    closes_at: seconds(r.closesAt),
    closed_at: r.closedAt ? seconds(r.closedAt) : null,
    closed_by: closedByOf(r.closedBy),
    seed_hash: r.seedHash,
    seed: open ? null : r.seed,
    list_hash: r.listHash,
    numbers: r.numbers ? lineOf(r.numbers) : null,
    board: null,
    entries: r.sold,
    sales: usdt(sales),
    paid_out: usdt(refunded ? sales : r.prizes),
    house: usdt(refunded ? 0n : r.house),
    settled_at: r.settledAt ? seconds(r.settledAt) : null,
  };
}

function xosoOps(r: XosoRow) {
  const open = r.status === 'open';
  const refunded = r.status === 'refunding' || r.status === 'refunded';
  return {
    game: 'xoso' as const,
    id: r.id,
    region: r.region as 'bac' | 'trung' | 'nam',
    label: r.day,
    status: r.status as DrawStatus,
    closes_at: seconds(r.drawAt),
    closed_at: r.closedAt ? seconds(r.closedAt) : null,
    closed_by: closedByOf(r.closedBy),
    seed_hash: r.seedHash,
    seed: open ? null : r.seed,
    list_hash: r.listHash,
    numbers: null,
    board: r.board ? (JSON.parse(r.board) as XosoBoard) : null,
    entries: r.bets,
    sales: usdt(r.stakes),
    paid_out: usdt(refunded ? r.stakes : r.payouts),
    house: usdt(refunded ? 0n : r.house),
    settled_at: r.settledAt ? seconds(r.settledAt) : null,
  };
}

export interface OpsLottoDeps {
  db: Db;
  ids: JobIds;
  terms: Terms;
}

export async function listGameDraws(deps: OpsLottoDeps, game: Game, page: number) {
  if (game === 'lotto') {
    const found = await deps.db
      .select()
      .from(lottoDraws)
      .orderBy(desc(lottoDraws.id))
      .limit(PAGE + 1)
      .offset((page - 1) * PAGE);
    return { list: found.slice(0, PAGE).map(lottoOps), has_more: found.length > PAGE };
  }
  const found = await deps.db
    .select()
    .from(xosoDraws)
    .orderBy(desc(xosoDraws.drawAt), desc(xosoDraws.id))
    .limit(PAGE + 1)
    .offset((page - 1) * PAGE);
  return { list: found.slice(0, PAGE).map(xosoOps), has_more: found.length > PAGE };
}

export async function changeDraw(
  deps: OpsLottoDeps,
  caller: OpsCaller,
  game: Game,
  drawId: number,
  action: 'draw' | 'cancel',
  now = new Date(),
) {
  const closer = { by: 'operator' as const, operatorId: caller.operator.id, ip: caller.ip };
  if (game === 'lotto') {
    if (!(await lottoById(deps.db, drawId))) throw new AppError('NOT_FOUND', 'No such draw.');
    const done = await (action === 'draw' ? closeLotto : cancelLotto)(deps.db, drawId, now, closer);
    if (!done) throw new AppError('CONFLICT', 'This draw is closed already.', { reason: 'closed' });
    await settleLotto(deps.db, deps.ids, drawId, now);
    await runLottoTick(deps.db, deps.ids, deps.terms, now);
    return { draw: lottoOps((await lottoById(deps.db, drawId)) ?? done) };
  }
  if (!(await xosoById(deps.db, drawId))) throw new AppError('NOT_FOUND', 'No such draw.');
  const done = await (action === 'draw' ? closeXoso : cancelXoso)(deps.db, drawId, now, closer);
  if (!done) throw new AppError('CONFLICT', 'This draw is closed already.', { reason: 'closed' });
  await settleXoso(deps.db, deps.ids, drawId, now);
  return { draw: xosoOps((await xosoById(deps.db, drawId)) ?? done) };
}
