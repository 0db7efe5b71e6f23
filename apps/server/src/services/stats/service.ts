import type { stats as calls, ParsedRequestOf } from '@arcadia/contract';
import type { Db } from '../../db/client.ts';
import { statsEvents } from '../../db/schema/index.ts';

type ReportInput = ParsedRequestOf<typeof calls.report>;

/** Stores a batch of analytics records in one insert; the user id comes from the session, never the body. */
export async function storeReport(db: Db, input: ReportInput, userId: number): Promise<{ accepted: number }> {
  const env = input.env
    ? (Object.fromEntries(Object.entries(input.env).filter(([, v]) => v)) as Record<string, string>)
    : null;
  await db.insert(statsEvents).values(
    input.events.map((event) => ({
      userId: userId > 0 ? userId : null,
      type: event.type,
      name: event.name,
      clientTs: new Date(event.ts),
      page: event.page ?? null,
      durationMs: event.duration_ms ?? null,
      status: event.status ?? null,
      code: event.code ?? null,
      data: event.data ?? null,
      env,
    })),
  );
  return { accepted: input.events.length };
}
