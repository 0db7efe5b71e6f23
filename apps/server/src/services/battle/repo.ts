import { sql } from 'drizzle-orm';
import type { Exec } from '../../ledger/sql.ts';
import { one, rows } from '../../ledger/sql.ts';

/** Battle's SQL (docs/battle.md). Functions taking `Exec` run in the caller's transaction when given one. */

export interface SeasonRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  state: 'running' | 'paid';
  coin: string;
  prizes: { from: number; to: number; amount: string }[];
  paidTotal: bigint;
  paidCount: number;
  settledAt: Date | null;
}

interface RawSeason {
  id: string | number;
  starts_at: string | Date;
  ends_at: string | Date;
  state: string;
  coin: string;
  prizes: unknown;
  paid_total: string | number;
  paid_count: string | number;
  settled_at: string | Date | null;
}

const iso = (d: Date) => d.toISOString();

function seasonRow(r: RawSeason): SeasonRow {
  return {
    id: Number(r.id),
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    state: r.state as SeasonRow['state'],
    coin: r.coin,
    prizes: (typeof r.prizes === 'string' ? JSON.parse(r.prizes) : r.prizes) as SeasonRow['prizes'],
    paidTotal: BigInt(r.paid_total),
    paidCount: Number(r.paid_count),
    settledAt: r.settled_at ? new Date(r.settled_at) : null,
  };
}

const SEASON_COLS = sql`id, starts_at, ends_at, state, coin, prizes, paid_total::text as paid_total, paid_count, settled_at`;

/** The season covering `at` (running, or paid when `at` is past). */
export async function seasonAt(db: Exec, at: Date): Promise<SeasonRow | undefined> {
  const r = await one<RawSeason>(
    db,
    sql`select ${SEASON_COLS} from battle_seasons
        where starts_at <= ${iso(at)}::timestamptz and ends_at > ${iso(at)}::timestamptz
        order by starts_at desc limit 1`,
  );
  return r ? seasonRow(r) : undefined;
}

export async function seasonById(db: Exec, id: number): Promise<SeasonRow | undefined> {
  const r = await one<RawSeason>(db, sql`select ${SEASON_COLS} from battle_seasons where id = ${id}`);
  return r ? seasonRow(r) : undefined;
}

/** Where a season made at `at` may run: after the last season that ended, before the next one scheduled. */
export async function neighbours(db: Exec, at: Date) {
  const r = await one<{ prev_end: string | Date | null; next_start: string | Date | null }>(
    db,
    sql`select (select max(ends_at) from battle_seasons where ends_at <= ${iso(at)}::timestamptz) as prev_end,
               (select min(starts_at) from battle_seasons where starts_at > ${iso(at)}::timestamptz) as next_start`,
  );
  return {
    prevEnd: r?.prev_end ? new Date(r.prev_end) : undefined,
    nextStart: r?.next_start ? new Date(r.next_start) : undefined,
  };
}

/** Inserts a season; a racing maker of the same start keeps theirs (the unique index on starts_at). */
export async function insertSeason(
  db: Exec,
  s: { startsAt: Date; endsAt: Date; coin: string; prizes: SeasonRow['prizes'] },
): Promise<SeasonRow | undefined> {
  const r = await one<RawSeason>(
    db,
    sql`insert into battle_seasons (starts_at, ends_at, coin, prizes)
        values (${iso(s.startsAt)}::timestamptz, ${iso(s.endsAt)}::timestamptz, ${s.coin}, ${JSON.stringify(s.prizes)}::jsonb)
        on conflict (starts_at) do nothing returning ${SEASON_COLS}`,
  );
  return r ? seasonRow(r) : undefined;
}

export async function overlapping(db: Exec, from: Date, to: Date): Promise<number> {
  const r = await one<{ n: string | number }>(
    db,
    sql`select count(*) as n from battle_seasons
        where starts_at < ${iso(to)}::timestamptz and ends_at > ${iso(from)}::timestamptz`,
  );
  return Number(r?.n ?? 0);
}

/** Seasons whose time is over and whose prizes are not paid yet, oldest first. */
export async function dueSeasons(db: Exec, now: Date): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select id from battle_seasons where state = 'running' and ends_at <= ${iso(now)}::timestamptz order by ends_at`,
  );
  return found.map((r) => Number(r.id));
}

/** Ends a running season at `at` (an operator's "end now"): only a season that has started and not ended. */
export async function endSeasonAt(db: Exec, id: number, at: Date): Promise<boolean> {
  const r = await rows(
    db,
    sql`update battle_seasons set ends_at = ${iso(at)}::timestamptz
        where id = ${id} and state = 'running' and starts_at <= ${iso(at)}::timestamptz and ends_at > ${iso(at)}::timestamptz
        returning id`,
  );
  return r.length === 1;
}

/** Claims a due season for payment: one caller wins (the row lock makes racing callers wait and then find it paid). */
export async function claimPaid(tx: Exec, id: number, now: Date): Promise<SeasonRow | undefined> {
  const r = await one<RawSeason>(
    tx,
    sql`update battle_seasons set state = 'paid', settled_at = ${iso(now)}::timestamptz
        where id = ${id} and state = 'running' and ends_at <= ${iso(now)}::timestamptz
        returning ${SEASON_COLS}`,
  );
  return r ? seasonRow(r) : undefined;
}

/** Final places per market: every player with points, by points, then who reached them first, then id. */
export async function writeAwards(tx: Exec, season: SeasonRow): Promise<void> {
  await tx.execute(
    sql`insert into battle_awards (season_id, user_id, market, rank, points, prize_minor, coin)
        select season_id, user_id, market,
               row_number() over (partition by market order by points desc, reached_at asc, user_id asc),
               points, 0, ${season.coin}
        from battle_scores where season_id = ${season.id} and points > 0
        on conflict do nothing`,
  );
}

export async function awardsUpTo(tx: Exec, seasonId: number, lastPlace: number) {
  const found = await rows<{ user_id: string | number; market: string; rank: number; points: string | number }>(
    tx,
    sql`select user_id, market, rank, points from battle_awards
        where season_id = ${seasonId} and rank <= ${lastPlace} order by market, rank`,
  );
  return found.map((r) => ({
    userId: Number(r.user_id),
    market: r.market,
    rank: Number(r.rank),
    points: Number(r.points),
  }));
}

export async function setPrize(tx: Exec, seasonId: number, userId: number, prize: bigint): Promise<void> {
  await tx.execute(
    sql`update battle_awards set prize_minor = ${String(prize)}::bigint where season_id = ${seasonId} and user_id = ${userId}`,
  );
}

export async function setPaidTotals(tx: Exec, seasonId: number, total: bigint, count: number): Promise<void> {
  await tx.execute(
    sql`update battle_seasons set paid_total = ${String(total)}::bigint, paid_count = ${count} where id = ${seasonId}`,
  );
}

/** Adds to the day's counter of a capped source, up to `cap`: the points granted (the row stays locked). */
export async function takeDaily(
  tx: Exec,
  userId: number,
  day: string,
  source: string,
  wanted: number,
  cap: number,
): Promise<number> {
  await tx.execute(
    sql`insert into battle_daily (user_id, day, source, points) values (${userId}, ${day}, ${source}, 0)
        on conflict do nothing`,
  );
  const row = await one<{ points: string | number }>(
    tx,
    sql`select points from battle_daily where user_id = ${userId} and day = ${day} and source = ${source} for update`,
  );
  const grant = Math.max(0, Math.min(wanted, cap - Number(row?.points ?? 0)));
  if (grant > 0)
    await tx.execute(
      sql`update battle_daily set points = points + ${grant}
          where user_id = ${userId} and day = ${day} and source = ${source}`,
    );
  return grant;
}

/** Records a credit: false when one with the same ref exists (credited before). */
export async function insertEvent(
  tx: Exec,
  e: { seasonId: number; userId: number; source: string; points: number; ref: string | null; at: Date },
): Promise<boolean> {
  const r = await rows(
    tx,
    sql`insert into battle_events (season_id, user_id, source, points, ref, at)
        values (${e.seasonId}, ${e.userId}, ${e.source}, ${e.points}, ${e.ref}, ${iso(e.at)}::timestamptz)
        on conflict do nothing returning id`,
  );
  return r.length === 1;
}

/** Adds points to the player's season score; their market is the one they first scored from. */
export async function addScore(tx: Exec, seasonId: number, userId: number, points: number, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into battle_scores (season_id, user_id, market, points, reached_at)
        select ${seasonId}, ${userId}, coalesce((select country_code from users where id = ${userId}), 'vn'),
               ${points}, ${iso(at)}::timestamptz
        on conflict (season_id, user_id)
        do update set points = battle_scores.points + excluded.points, reached_at = excluded.reached_at`,
  );
}

export interface ScoreRow {
  userId: number;
  market: string;
  points: number;
  reachedAt: Date;
}

export async function scoreOf(db: Exec, seasonId: number, userId: number): Promise<ScoreRow | undefined> {
  const r = await one<{ user_id: string | number; market: string; points: string | number; reached_at: string | Date }>(
    db,
    sql`select user_id, market, points, reached_at from battle_scores where season_id = ${seasonId} and user_id = ${userId}`,
  );
  return r
    ? { userId: Number(r.user_id), market: r.market, points: Number(r.points), reachedAt: new Date(r.reached_at) }
    : undefined;
}

/** 1 + the players of the market ahead: more points, or as many reached earlier (or at once with a lower id). */
export async function rankOf(db: Exec, seasonId: number, s: ScoreRow): Promise<number> {
  const r = await one<{ n: string | number }>(
    db,
    sql`select count(*) as n from battle_scores
        where season_id = ${seasonId} and market = ${s.market} and points > 0
          and (points > ${s.points}
               or (points = ${s.points} and (reached_at, user_id) < (${iso(s.reachedAt)}::timestamptz, ${s.userId})))`,
  );
  return Number(r?.n ?? 0) + 1;
}

export async function playersOf(db: Exec, seasonId: number, market: string): Promise<number> {
  const r = await one<{ n: string | number }>(
    db,
    sql`select count(*) as n from battle_scores where season_id = ${seasonId} and market = ${market} and points > 0`,
  );
  return Number(r?.n ?? 0);
}

export async function standings(db: Exec, seasonId: number, market: string, offset: number, limit: number) {
  const found = await rows<{ user_id: string | number; points: string | number; username: string }>(
    db,
    sql`select s.user_id, s.points, u.username from battle_scores s join users u on u.id = s.user_id
        where s.season_id = ${seasonId} and s.market = ${market} and s.points > 0
        order by s.points desc, s.reached_at asc, s.user_id asc
        offset ${offset} limit ${limit}`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), points: Number(r.points), name: r.username }));
}

export async function marketOf(db: Exec, userId: number): Promise<string> {
  const r = await one<{ country_code: string }>(db, sql`select country_code from users where id = ${userId}`);
  return r?.country_code ?? 'vn';
}

/** The player's seasons, newest first: points, and the final place and prize once paid. */
export async function seasonsOf(db: Exec, userId: number, limit: number) {
  const found = await rows<{
    id: string | number;
    starts_at: string | Date;
    ends_at: string | Date;
    state: string;
    points: string | number;
    rank: number | null;
    prize: string | null;
  }>(
    db,
    sql`select b.id, b.starts_at, b.ends_at, b.state, s.points, a.rank, a.prize_minor::text as prize
        from battle_scores s join battle_seasons b on b.id = s.season_id
        left join battle_awards a on a.season_id = s.season_id and a.user_id = s.user_id
        where s.user_id = ${userId} and s.points > 0
        order by b.starts_at desc limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    state: r.state,
    points: Number(r.points),
    rank: r.rank === null ? null : Number(r.rank),
    prize: BigInt(r.prize ?? '0'),
  }));
}

export async function eventsOf(db: Exec, userId: number, seasonId: number, limit: number) {
  const found = await rows<{ id: string | number; source: string; points: string | number; at: string | Date }>(
    db,
    sql`select id, source, points, at from battle_events where user_id = ${userId} and season_id = ${seasonId}
        order by id desc limit ${limit}`,
  );
  return found.map((r) => ({ id: Number(r.id), source: r.source, points: Number(r.points), at: new Date(r.at) }));
}

/** Seasons for the console, newest first, with their players and points. */
export async function seasonList(db: Exec, offset: number, limit: number) {
  const found = await rows<RawSeason & { players: string | number; points: string | number | null }>(
    db,
    sql`select ${SEASON_COLS},
               (select count(*) from battle_scores s where s.season_id = b.id and s.points > 0) as players,
               (select coalesce(sum(points), 0) from battle_scores s where s.season_id = b.id) as points
        from battle_seasons b order by starts_at desc offset ${offset} limit ${limit}`,
  );
  return found.map((r) => ({ season: seasonRow(r), players: Number(r.players), points: Number(r.points ?? 0) }));
}

export async function seasonTotals(db: Exec, seasonId: number) {
  const r = await one<{ players: string | number; points: string | number | null }>(
    db,
    sql`select count(*) filter (where points > 0) as players, coalesce(sum(points), 0) as points
        from battle_scores where season_id = ${seasonId}`,
  );
  return { players: Number(r?.players ?? 0), points: Number(r?.points ?? 0) };
}

/** Every market's players down to `lastPlace` now (their accounts are made before the paying transaction). */
export async function likelyWinners(db: Exec, seasonId: number, lastPlace: number): Promise<number[]> {
  const found = await rows<{ user_id: string | number }>(
    db,
    sql`select user_id from (
          select user_id, row_number() over (partition by market order by points desc, reached_at asc, user_id asc) as r
          from battle_scores where season_id = ${seasonId} and points > 0) x where r <= ${lastPlace}`,
  );
  return found.map((r) => Number(r.user_id));
}
