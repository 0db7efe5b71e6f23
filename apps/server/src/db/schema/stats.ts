import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page analytics, API timings, named events (static_404, debugger_detected) and client errors. */
export const statsEvents = pgTable(
  'stats_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    page: text('page'),
    durationMs: integer('duration_ms'),
    status: integer('status'),
    code: integer('code'),
    data: jsonb('data').$type<Record<string, string | number | boolean>>(),
    env: jsonb('env').$type<Record<string, string>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stats_events_type_name_idx').on(t.type, t.name), index('stats_events_received_idx').on(t.receivedAt)],
);
