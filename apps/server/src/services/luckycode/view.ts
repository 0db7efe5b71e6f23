import type { LuckyDraw, LuckyOrder } from '@arcadia/contract/calls/luckycode/common';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { maskName } from '../../lib/mask-name.ts';
import type { DrawRow, OrderRow } from './repo.ts';
import { COIN, prizeOf } from './settings.ts';

export const kc = (minor: bigint) => fromMinor(minor, coinOf(COIN).decimals);
export const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The public view of a draw: the seed only once closed; the prize as it stands for an open one. */
export function drawView(row: DrawRow, winnerName?: string): LuckyDraw {
  const open = row.status === 'open';
  const sales = row.price * BigInt(row.sold);
  const refunded = row.status === 'refunding' || row.status === 'refunded';
  return {
    id: row.id,
    status: row.status as LuckyDraw['status'],
    coin: 'KC',
    price: kc(row.price),
    cap: row.cap,
    min_tickets: row.minTickets,
    prize_bps: row.prizeBps,
    sold: row.sold,
    sales: kc(sales),
    prize: kc(open ? prizeOf(sales, row.prizeBps) : refunded ? 0n : row.prize),
    opens_at: seconds(row.opensAt),
    closes_at: seconds(row.closesAt),
    closed_at: row.closedAt ? seconds(row.closedAt) : null,
    seed_hash: row.seedHash,
    seed: open ? null : row.seed,
    list_hash: open ? null : row.listHash,
    winning_number: row.winningNumber,
    winner: row.winnerUserId ? maskName(winnerName ?? '') : null,
    closed_by: row.closedBy === 'schedule' || row.closedBy === 'operator' ? row.closedBy : null,
  };
}

export function orderView(order: OrderRow, draw: DrawRow): LuckyOrder {
  return {
    order_id: order.id,
    draw_id: order.drawId,
    from: order.firstNumber,
    to: order.firstNumber + order.count - 1,
    count: order.count,
    amount: kc(order.amount),
    created_at: seconds(order.createdAt),
    draw_status: draw.status as LuckyOrder['draw_status'],
    winning_number: draw.winningNumber,
    won: draw.winnerOrderId === order.id,
    refunded: order.refundedAt !== null,
  };
}

export const rangeOf = (order: OrderRow) => ({
  order_id: order.id,
  from: order.firstNumber,
  to: order.firstNumber + order.count - 1,
});
