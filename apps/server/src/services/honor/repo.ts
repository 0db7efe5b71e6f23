import { sql } from 'drizzle-orm';
import type { Exec } from '../../ledger/sql.ts';
import { one, rows } from '../../ledger/sql.ts';

/** Honours' SQL (docs/honor.md). */

const iso = (d: Date) => d.toISOString();

/** Adds to counters, answering their new values. */
export async function bump(tx: Exec, userId: number, metrics: string[]): Promise<Map<string, number>> {
  if (metrics.length === 0) return new Map();
  const values = sql.join(
    metrics.map((m) => sql`(${userId}::bigint, ${m}, 1)`),
    sql`, `,
  );
  const found = await rows<{ metric: string; value: string | number }>(
    tx,
    sql`insert into honor_counters (user_id, metric, value) values ${values}
        on conflict (user_id, metric) do update set value = honor_counters.value + 1
        returning metric, value`,
  );
  return new Map(found.map((r) => [r.metric, Number(r.value)]));
}

/** Gives badges once each: the ones newly given (a badge held or revoked before stays as it is). */
export async function give(tx: Exec, userId: number, badges: string[], source: string, at: Date): Promise<string[]> {
  if (badges.length === 0) return [];
  const values = sql.join(
    badges.map((b) => sql`(${userId}::bigint, ${b}, ${source}, ${iso(at)}::timestamptz)`),
    sql`, `,
  );
  const found = await rows<{ badge: string }>(
    tx,
    sql`insert into honor_badges (user_id, badge, source, earned_at) values ${values}
        on conflict do nothing returning badge`,
  );
  return found.map((r) => r.badge);
}

/** An operator's grant: gives the badge, or gives back a revoked one. */
export async function grantByHand(tx: Exec, userId: number, badge: string, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into honor_badges (user_id, badge, source, earned_at) values (${userId}, ${badge}, 'ops', ${iso(at)}::timestamptz)
        on conflict (user_id, badge) do update set revoked_at = null, source = 'ops', earned_at = excluded.earned_at
        where honor_badges.revoked_at is not null`,
  );
}

/** Revokes a badge (kept, so rules do not give it back); a shown title of it is cleared. */
export async function revoke(tx: Exec, userId: number, badge: string, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into honor_badges (user_id, badge, source, earned_at, revoked_at)
        values (${userId}, ${badge}, 'ops', ${iso(at)}::timestamptz, ${iso(at)}::timestamptz)
        on conflict (user_id, badge) do update set revoked_at = excluded.revoked_at
        where honor_badges.revoked_at is null`,
  );
  await tx.execute(sql`delete from honor_titles where user_id = ${userId} and badge = ${badge}`);
}

export interface OwnedBadge {
  badge: string;
  earnedAt: Date;
}

export async function ownedBadges(db: Exec, userId: number): Promise<OwnedBadge[]> {
  const found = await rows<{ badge: string; earned_at: string | Date }>(
    db,
    sql`select badge, earned_at from honor_badges where user_id = ${userId} and revoked_at is null order by earned_at, badge`,
  );
  return found.map((r) => ({ badge: r.badge, earnedAt: new Date(r.earned_at) }));
}

/** Badges a player holds or held (revoked ones included: rules skip them). */
export async function knownBadges(db: Exec, userId: number): Promise<Set<string>> {
  const found = await rows<{ badge: string }>(db, sql`select badge from honor_badges where user_id = ${userId}`);
  return new Set(found.map((r) => r.badge));
}

export async function titleOf(db: Exec, userId: number): Promise<string | null> {
  const r = await one<{ badge: string }>(
    db,
    sql`select t.badge from honor_titles t join honor_badges b on b.user_id = t.user_id and b.badge = t.badge
        where t.user_id = ${userId} and b.revoked_at is null`,
  );
  return r?.badge ?? null;
}

export async function setTitle(db: Exec, userId: number, badge: string | null): Promise<void> {
  if (badge === null) {
    await db.execute(sql`delete from honor_titles where user_id = ${userId}`);
    return;
  }
  await db.execute(
    sql`insert into honor_titles (user_id, badge, updated_at) values (${userId}, ${badge}, now())
        on conflict (user_id) do update set badge = excluded.badge, updated_at = now()`,
  );
}

/** Every metric the rules read, from the tables that keep them. */
export async function metricsOf(db: Exec, userId: number) {
  const r = await one<{
    wins: string | number | null;
    rounds: string | number | null;
    invites: string | number;
    battle_best: number | null;
    posts: string | number;
    phone: boolean;
  }>(
    db,
    sql`select
          (select value from honor_counters where user_id = ${userId} and metric = 'wins') as wins,
          (select value from honor_counters where user_id = ${userId} and metric = 'rounds') as rounds,
          (select count(*) from share_invites where inviter_id = ${userId} and status <> 'refused') as invites,
          (select min(rank) from battle_awards where user_id = ${userId}) as battle_best,
          (select count(*) from posts where user_id = ${userId} and status = 'published') as posts,
          exists (select 1 from users where id = ${userId} and phone_number is not null) as phone`,
  );
  return {
    wins: Number(r?.wins ?? 0),
    rounds: Number(r?.rounds ?? 0),
    invites: Number(r?.invites ?? 0),
    battle_best: r?.battle_best === null || r?.battle_best === undefined ? 0 : Number(r.battle_best),
    posts: Number(r?.posts ?? 0),
    phone: r?.phone === true || String(r?.phone) === 'true' ? 1 : 0,
  };
}

/** UTC days (ascending) on which the player solved a daily sudoku on its day. */
export async function sudokuDays(db: Exec, userId: number): Promise<string[]> {
  const found = await rows<{ day: string }>(
    db,
    sql`select distinct p.day::text as day from sudoku_plays s join sudoku_puzzles p on p.id = s.puzzle_id
        where s.user_id = ${userId} and s.finished_at is not null
          and s.finished_at < ((p.day + 1)::timestamp at time zone 'UTC')
        order by 1`,
  );
  return found.map((r) => r.day.slice(0, 10));
}

/** Players seen lately (the sweep's catch-up list). */
export async function recentPlayers(db: Exec, since: Date, limit: number): Promise<number[]> {
  const found = await rows<{ user_id: string | number }>(
    db,
    sql`select distinct user_id from sessions where last_seen_at > ${iso(since)}::timestamptz limit ${limit}`,
  );
  return found.map((r) => Number(r.user_id));
}
