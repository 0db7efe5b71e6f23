import type { SELF_EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '@arcadia/contract/calls/fortune/responsible';
import type { Db } from '../../db/client.ts';
import { fortuneExclusions } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { activeExclusion } from './access.ts';

/**
 * Time-outs (24 hours to 6 weeks, UKGC) and self-exclusions (6 months to 5 years, LCCP 3.5): in force the moment
 * they are asked for, for every session of the player (they are rows of the player, not of a session), and never
 * shortened or lifted through the product: rows are only ever added, and one that would end before the exclusion in
 * force is refused. access.ts's requirePlay refuses play and deposits while one runs; reads and withdrawals go on.
 */

export type ExcludeInput =
  | { kind: 'timeout'; duration: (typeof TIMEOUT_DURATIONS)[number] }
  | { kind: 'self_exclusion'; duration: (typeof SELF_EXCLUSION_DURATIONS)[number] };

const DAY_MS = 86_400_000;
const TIMEOUT_DAYS: Record<(typeof TIMEOUT_DURATIONS)[number], number> = { '1d': 1, '7d': 7, '30d': 30, '42d': 42 };
const SELF_EXCLUSION_MONTHS: Record<(typeof SELF_EXCLUSION_DURATIONS)[number], number> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
};

/** Calendar months in UTC; a day past the target month's end (31 August + 6 months) lands on its last day. */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

function exclusionEnd(input: ExcludeInput, now: Date): Date {
  return input.kind === 'timeout'
    ? new Date(now.getTime() + TIMEOUT_DAYS[input.duration] * DAY_MS)
    : addMonths(now, SELF_EXCLUSION_MONTHS[input.duration]);
}

export const exclusionView = (row: { kind: string; endsAt: Date }) => ({
  kind: row.kind as ExcludeInput['kind'],
  ends_at: Math.floor(row.endsAt.getTime() / 1000),
});

/** Starts a time-out or self-exclusion now; refused (field `duration`) when it would end before the one in force. */
export async function exclude(db: Db, userId: number, input: ExcludeInput, now = new Date()) {
  const endsAt = exclusionEnd(input, now);
  const current = await activeExclusion(db, userId, now);
  if (current && endsAt.getTime() < current.endsAt.getTime())
    throw fieldError({
      duration: [`Ends before the ${current.kind.replace('_', '-')} in force (until ${current.endsAt.toISOString()})`],
    });
  const [row] = await db
    .insert(fortuneExclusions)
    .values({ userId, kind: input.kind, endsAt, createdAt: now })
    .returning();
  return { exclusion: exclusionView(row as { kind: string; endsAt: Date }) };
}
