import { createHash } from 'node:crypto';
import { offerStatsMessage } from '@arcadia/contract/calls/stats/offer-stats';
import type { Db } from '../../db/client.ts';
import { taskEvents } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

/**
 * Task-area events (issue 13): /task/action, /cpl/report_ev, /cccttt and the offer-statistics POST. They are stored
 * for the offer funnel (task_events); none of them pays anything. Routes limit them per player or per IP.
 */

export interface EventRow {
  userId: number;
  kind: 'action' | 'report_ev' | 'cccttt' | 'stats';
  clickId?: string | undefined;
  payload: Record<string, unknown>;
  ip: string;
}

export async function recordEvent(db: Db, row: EventRow) {
  await db.insert(taskEvents).values({
    userId: row.userId > 0 ? row.userId : null,
    kind: row.kind,
    clickId: row.clickId ?? null,
    payload: row.payload,
    ip: row.ip,
  });
  return { recorded: true as const };
}

/** Checks the offer-statistics body's signature and that it speaks for the caller. */
export function checkOfferStats(
  body: { event: string; module: string; uid: number; sign: string },
  caller: number,
  ts: string,
  nonce: string,
) {
  if (body.uid !== caller) throw fieldError({ uid: ['Is not the logged-in player'] });
  const expected = createHash('sha256')
    .update(offerStatsMessage(body, ts, nonce))
    .digest('hex');
  if (expected !== body.sign)
    throw new AppError('BAD_SIGNATURE', 'The statistics body is not signed for this request.');
}
