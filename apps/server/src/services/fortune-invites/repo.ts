import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import {
  fortuneAgents,
  fortuneInviteCommissions,
  fortuneInviteDevices,
  fortuneInvitees,
  fortuneInviteLinks,
} from '../../db/schema/index.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';

/**
 * The invite tree's SQL (docs/fortune-invites.md). Wagers come from fortune_wager_days, which every game writes in
 * the transaction that settles a round on the ledger. A team is an inviter's direct invitees who are not flagged.
 */

export type LinkRow = typeof fortuneInviteLinks.$inferSelect;
export type AgentRow = typeof fortuneAgents.$inferSelect;
export type CommissionRow = typeof fortuneInviteCommissions.$inferSelect;

const COIN = FORTUNE_COIN;
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);
/** A moment as a query parameter (raw SQL gets no column type to map a Date by). */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** 00:00 UTC of a YYYY-MM-DD day, and of the day after it, whatever the session's time zone. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

// --- links ---------------------------------------------------------------------------------------------------

export async function linkByCode(db: Exec | Db, code: string): Promise<LinkRow | undefined> {
  const [row] = await asDb(db).select().from(fortuneInviteLinks).where(eq(fortuneInviteLinks.code, code));
  return row;
}

/** A once-only insert: undefined when the code is taken (draw again) or the owner has this link already. */
export async function insertLink(db: Exec | Db, row: typeof fortuneInviteLinks.$inferInsert) {
  const [inserted] = await asDb(db).insert(fortuneInviteLinks).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function linkOf(
  db: Exec | Db,
  userId: number,
  kind: 'personal' | 'agent',
  campaign: string,
  pkg: string,
): Promise<LinkRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(fortuneInviteLinks)
    .where(
      and(
        eq(fortuneInviteLinks.userId, userId),
        eq(fortuneInviteLinks.kind, kind),
        eq(fortuneInviteLinks.campaign, campaign),
        eq(fortuneInviteLinks.package, pkg),
      ),
    );
  return row;
}

/** An agent's links, newest first, with how many players joined through each. */
export async function agentLinks(db: Db, userId: number): Promise<(LinkRow & { invitees: number })[]> {
  const found = await db
    .select({ link: fortuneInviteLinks, invitees: sql<number>`count(${fortuneInvitees.userId})::int` })
    .from(fortuneInviteLinks)
    .leftJoin(fortuneInvitees, eq(fortuneInvitees.linkId, fortuneInviteLinks.id))
    .where(and(eq(fortuneInviteLinks.userId, userId), eq(fortuneInviteLinks.kind, 'agent')))
    .groupBy(fortuneInviteLinks.id)
    .orderBy(desc(fortuneInviteLinks.id));
  return found.map((r) => ({ ...r.link, invitees: Number(r.invitees) }));
}

export async function linkInvitees(db: Db, linkId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fortuneInvitees).where(eq(fortuneInvitees.linkId, linkId));
  return Number(row?.n ?? 0);
}

export async function agentLinkCount(db: Exec | Db, userId: number): Promise<number> {
  const [row] = await asDb(db)
    .select({ n: count() })
    .from(fortuneInviteLinks)
    .where(and(eq(fortuneInviteLinks.userId, userId), eq(fortuneInviteLinks.kind, 'agent')));
  return Number(row?.n ?? 0);
}

// --- devices and self-referrals --------------------------------------------------------------------------------

export async function rememberDevice(db: Exec | Db, userId: number, did: string): Promise<void> {
  await asDb(db).insert(fortuneInviteDevices).values({ userId, did }).onConflictDoNothing();
}

/** Devices of a player: those of Fortune's invite calls and registration, and those they logged in from. */
const devicesOf = (user: ReturnType<typeof sql>) =>
  sql`(select did from fortune_invite_devices where user_id = ${user}
       union select did from trusted_devices where user_id = ${user})`;

/** True (as SQL) when the two players share a device. */
const sameDevice = (invitee: ReturnType<typeof sql>, inviter: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${devicesOf(invitee)} a where a.did <> '' and a.did in ${devicesOf(inviter)})`;

/** True (as SQL) when the two players saved the same payout account (channel and number). */
const samePayoutAccount = (invitee: ReturnType<typeof sql>, inviter: ReturnType<typeof sql>) =>
  sql`exists (select 1 from payment_accounts a join payment_accounts b on b.channel = a.channel and b.number = a.number
              where a.user_id = ${invitee} and b.user_id = ${inviter})`;

/** Why binding `invitee` to `inviter` would be a self-referral, or '' when it would not. */
export async function selfReferralReason(tx: Exec, invitee: number, inviter: number): Promise<string> {
  const row = await one<{ device: boolean; payout: boolean }>(
    tx,
    sql`select ${sameDevice(sql`${invitee}`, sql`${inviter}`)} as device,
               ${samePayoutAccount(sql`${invitee}`, sql`${inviter}`)} as payout`,
  );
  if (row?.device) return 'same_device';
  if (row?.payout) return 'same_payout_account';
  return '';
}

/**
 * Flags, before a day is settled, the invitees who wagered that day and share a device or a payout account with
 * their inviter (devices and accounts may have been added since they joined). Answers how many were flagged.
 */
export async function flagSelfReferrals(db: Db, day: string, now: Date): Promise<number> {
  let flagged = 0;
  const checks: [string, typeof sameDevice][] = [
    ['same_device', sameDevice],
    ['same_payout_account', samePayoutAccount],
  ];
  for (const [reason, test] of checks) {
    const done = await rows<{ user_id: string }>(
      db,
      sql`update fortune_invitees i set flag_reason = ${reason}, flagged_at = ${ts(now)}
          where i.flag_reason = ''
            and i.user_id in (select user_id from fortune_wager_days where day = ${day} and coin = ${COIN} and wagered > 0)
            and ${test(sql`i.user_id`, sql`i.inviter_id`)}
          returning i.user_id::text as user_id`,
    );
    flagged += done.length;
  }
  return flagged;
}

// --- invitees ------------------------------------------------------------------------------------------------

export async function insertInvitee(tx: Exec, row: typeof fortuneInvitees.$inferInsert): Promise<boolean> {
  const inserted = await asDb(tx)
    .insert(fortuneInvitees)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: fortuneInvitees.userId });
  return inserted.length > 0;
}

export interface InviteeListRow {
  user_id: number;
  name: string;
  joined_at: number;
  campaign: string;
  package: string;
  wagered: bigint;
  flag_reason: string;
  agent: boolean;
}

/** One page of an inviter's invitees, newest first, with what each wagered since joining. */
export async function inviteesPage(db: Db, inviterId: number, page: number, size: number) {
  const found = await rows<{
    user_id: string | number;
    name: string;
    joined_at: number;
    campaign: string;
    package: string;
    wagered: string;
    flag_reason: string;
    agent: boolean;
  }>(
    db,
    sql`select i.user_id, u.username as name, floor(extract(epoch from i.bound_at))::float8 as joined_at,
               i.campaign, i.package, i.flag_reason,
               coalesce((select sum(w.wagered) from fortune_wager_days w
                         where w.user_id = i.user_id and w.coin = ${COIN}), 0)::text as wagered,
               exists (select 1 from fortune_agents a where a.user_id = i.user_id and a.status = 'approved') as agent
        from fortune_invitees i join users u on u.id = i.user_id
        where i.inviter_id = ${inviterId}
        order by i.bound_at desc, i.user_id desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return found.map(
    (r): InviteeListRow => ({
      user_id: Number(r.user_id),
      name: r.name,
      joined_at: Number(r.joined_at),
      campaign: r.campaign,
      package: r.package,
      wagered: big(r.wagered),
      flag_reason: r.flag_reason,
      agent: r.agent === true,
    }),
  );
}

export interface TeamCounts {
  invitees: number;
  flagged: number;
  invitedToday: number;
  subAgents: number;
}

export async function teamCounts(db: Db, inviterId: number, today: string): Promise<TeamCounts> {
  const row = await one<{ invitees: number; flagged: number; today: number; sub_agents: number }>(
    db,
    sql`select count(*)::int as invitees,
               count(*) filter (where i.flag_reason <> '')::int as flagged,
               count(*) filter (where (i.bound_at at time zone 'UTC')::date = ${today}::date)::int as today,
               count(*) filter (where i.flag_reason = '' and exists (
                 select 1 from fortune_agents a where a.user_id = i.user_id and a.status = 'approved'))::int as sub_agents
        from fortune_invitees i where i.inviter_id = ${inviterId}`,
  );
  return {
    invitees: Number(row?.invitees ?? 0),
    flagged: Number(row?.flagged ?? 0),
    invitedToday: Number(row?.today ?? 0),
    subAgents: Number(row?.sub_agents ?? 0),
  };
}

// --- team wagers ---------------------------------------------------------------------------------------------

/** Who is in a team: an inviter's direct invitees, or the teams of an agent's sub-agents (one of them, or all). */
export type Team = { inviter: number } | { subAgentsOf: number; only?: number | undefined };

/** The invitees (not flagged) of the team, as SQL of user ids. */
function teamMembers(team: Team) {
  if ('inviter' in team)
    return sql`(select user_id from fortune_invitees where inviter_id = ${team.inviter} and flag_reason = '')`;
  const only = team.only === undefined ? sql`` : sql`and si.user_id = ${team.only}`;
  return sql`(select i.user_id from fortune_invitees si
              join fortune_agents s on s.user_id = si.user_id and s.status = 'approved'
              join fortune_invitees i on i.inviter_id = si.user_id and i.flag_reason = ''
              where si.inviter_id = ${team.subAgentsOf} and si.flag_reason = '' ${only})`;
}

/** The team's wager and active members over days `from`..`to` (inclusive). */
export async function teamWager(db: Exec | Db, team: Team, from: string, to: string) {
  const row = await one<{ wager: string; active: number }>(
    db,
    sql`select coalesce(sum(w.wagered), 0)::text as wager, count(distinct w.user_id) filter (where w.wagered > 0)::int as active
        from fortune_wager_days w
        where w.coin = ${COIN} and w.day between ${from} and ${to} and w.user_id in ${teamMembers(team)}`,
  );
  return { wager: big(row?.wager), active: Number(row?.active ?? 0) };
}

export interface DayFigures {
  day: string;
  group: string;
  newInvitees: number;
  active: number;
  wager: bigint;
}

/** Per day (and per package or campaign): new invitees, active ones and their wager. */
export async function teamDays(
  db: Db,
  team: Team,
  from: string,
  to: string,
  groupBy?: 'package' | 'campaign',
): Promise<DayFigures[]> {
  const group = groupBy === 'package' ? sql`i.package` : groupBy === 'campaign' ? sql`i.campaign` : sql`''`;
  const members = teamMembers(team);
  // New invitees count flagged ones too (they did join); wagers only the team's.
  const joinedWhere =
    'inviter' in team ? sql`i.inviter_id = ${team.inviter}` : sql`i.user_id in ${teamInviteesAll(team)}`;
  const joined = await rows<{ day: string; grp: string; n: number }>(
    db,
    sql`select (i.bound_at at time zone 'UTC')::date::text as day, ${group} as grp, count(*)::int as n
        from fortune_invitees i
        where ${joinedWhere}
          and i.bound_at >= ${dayStart(from)} and i.bound_at < ${dayAfter(to)}
        group by 1, 2`,
  );
  const wagered = await rows<{ day: string; grp: string; active: number; wager: string }>(
    db,
    sql`select w.day::text as day, ${group} as grp,
               count(*) filter (where w.wagered > 0)::int as active, coalesce(sum(w.wagered), 0)::text as wager
        from fortune_wager_days w join fortune_invitees i on i.user_id = w.user_id
        where w.coin = ${COIN} and w.day between ${from} and ${to} and w.user_id in ${members}
        group by 1, 2`,
  );
  const out = new Map<string, DayFigures>();
  const at = (day: string, grp: string) => {
    const key = `${day}\u0000${grp}`;
    let f = out.get(key);
    if (!f) {
      f = { day, group: grp, newInvitees: 0, active: 0, wager: 0n };
      out.set(key, f);
    }
    return f;
  };
  for (const r of joined) at(r.day, r.grp).newInvitees += Number(r.n);
  for (const r of wagered) {
    const f = at(r.day, r.grp);
    f.active += Number(r.active);
    f.wager += big(r.wager);
  }
  return [...out.values()];
}

/** Every invitee of an agent's sub-agents (flagged ones too), as SQL of user ids. */
function teamInviteesAll(team: { subAgentsOf: number; only?: number | undefined }) {
  const only = team.only === undefined ? sql`` : sql`and si.user_id = ${team.only}`;
  return sql`(select i.user_id from fortune_invitees si
              join fortune_agents s on s.user_id = si.user_id and s.status = 'approved'
              join fortune_invitees i on i.inviter_id = si.user_id
              where si.inviter_id = ${team.subAgentsOf} and si.flag_reason = '' ${only})`;
}

export interface SubAgentFigures {
  user_id: number;
  name: string;
  approved_at: number;
  invitees: number;
  new_invitees: number;
  active: number;
  wager: bigint;
}

/** An agent's sub-agents with their teams' figures over `from`..`to`. */
export async function subAgents(db: Db, agentId: number, from: string, to: string): Promise<SubAgentFigures[]> {
  const found = await rows<{
    user_id: string | number;
    name: string;
    approved_at: number;
    invitees: number;
    new_invitees: number;
    active: number;
    wager: string;
  }>(
    db,
    sql`select s.user_id, u.username as name, floor(extract(epoch from s.decided_at))::float8 as approved_at,
               (select count(*) from fortune_invitees i where i.inviter_id = s.user_id)::int as invitees,
               (select count(*) from fortune_invitees i where i.inviter_id = s.user_id
                  and i.bound_at >= ${dayStart(from)} and i.bound_at < ${dayAfter(to)})::int as new_invitees,
               (select count(distinct w.user_id) from fortune_wager_days w join fortune_invitees i on i.user_id = w.user_id
                  where i.inviter_id = s.user_id and i.flag_reason = '' and w.coin = ${COIN}
                    and w.day between ${from} and ${to} and w.wagered > 0)::int as active,
               (select coalesce(sum(w.wagered), 0) from fortune_wager_days w join fortune_invitees i on i.user_id = w.user_id
                  where i.inviter_id = s.user_id and i.flag_reason = '' and w.coin = ${COIN}
                    and w.day between ${from} and ${to})::text as wager
        from fortune_invitees si
        join fortune_agents s on s.user_id = si.user_id and s.status = 'approved'
        join users u on u.id = s.user_id
        where si.inviter_id = ${agentId} and si.flag_reason = ''
        order by s.decided_at desc, s.user_id desc
        limit 200`,
  );
  return found.map((r) => ({
    user_id: Number(r.user_id),
    name: r.name,
    approved_at: Number(r.approved_at),
    invitees: Number(r.invitees),
    new_invitees: Number(r.new_invitees),
    active: Number(r.active),
    wager: big(r.wager),
  }));
}

/** Whether `subId` is one of `agentId`'s sub-agents. */
export async function isSubAgentOf(db: Db, agentId: number, subId: number): Promise<boolean> {
  const row = await one<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from fortune_invitees si join fortune_agents s on s.user_id = si.user_id
                       where si.user_id = ${subId} and si.inviter_id = ${agentId} and si.flag_reason = ''
                         and s.status = 'approved') as yes`,
  );
  return row?.yes === true;
}

// --- weekly rank ---------------------------------------------------------------------------------------------

export interface RankEntry {
  userId: number;
  name: string;
  wager: bigint;
  active: number;
}

/** Inviters by their teams' wager over `from`..`to`, highest first (ties: the earlier player first). */
export async function rankOf(db: Db, from: string, to: string, limit: number): Promise<RankEntry[]> {
  const found = await rows<{ user_id: string | number; name: string; wager: string; active: number }>(
    db,
    sql`select t.inviter_id as user_id, u.username as name, t.wager::text as wager, t.active
        from (select i.inviter_id, sum(w.wagered) as wager, count(distinct w.user_id) filter (where w.wagered > 0)::int as active
              from fortune_invitees i join fortune_wager_days w on w.user_id = i.user_id
              where i.flag_reason = '' and w.coin = ${COIN} and w.day between ${from} and ${to}
              group by i.inviter_id) t
        join users u on u.id = t.inviter_id
        where t.wager > 0
        order by t.wager desc, t.inviter_id asc
        limit ${limit}`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), name: r.name, wager: big(r.wager), active: Number(r.active) }));
}

/** The place `wager` takes for `userId` among every inviter's week: 1 + those ahead of it. */
export async function placeOf(db: Db, userId: number, wager: bigint, from: string, to: string): Promise<number> {
  const row = await one<{ ahead: number }>(
    db,
    sql`select count(*)::int as ahead from (
          select i.inviter_id, sum(w.wagered) as wager
          from fortune_invitees i join fortune_wager_days w on w.user_id = i.user_id
          where i.flag_reason = '' and w.coin = ${COIN} and w.day between ${from} and ${to}
          group by i.inviter_id) t
        where t.wager > ${String(wager)}::bigint or (t.wager = ${String(wager)}::bigint and t.inviter_id < ${userId})`,
  );
  return Number(row?.ahead ?? 0) + 1;
}

// --- agents --------------------------------------------------------------------------------------------------

export async function agentOf(db: Exec | Db, userId: number): Promise<AgentRow | undefined> {
  const [row] = await asDb(db).select().from(fortuneAgents).where(eq(fortuneAgents.userId, userId));
  return row;
}

/** Whether the player was an approved agent at `at` (approved before it). */
export async function agentAt(db: Exec | Db, userId: number, at: Date): Promise<boolean> {
  const row = await one<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from fortune_agents where user_id = ${userId} and status = 'approved'
                       and decided_at < ${ts(at)}) as yes`,
  );
  return row?.yes === true;
}

// --- commissions ---------------------------------------------------------------------------------------------

/**
 * Everyone who may earn for `day`: inviters of team members who wagered that day, and the agents above approved
 * sub-agents whose team wagered.
 */
export async function inviterCandidates(db: Db, day: string): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select i.inviter_id as id from fortune_invitees i
          join fortune_wager_days w on w.user_id = i.user_id and w.coin = ${COIN} and w.day = ${day} and w.wagered > 0
          where i.flag_reason = ''
        union
        select si.inviter_id as id from fortune_invitees si
          join fortune_agents s on s.user_id = si.user_id and s.status = 'approved'
          join fortune_invitees i on i.inviter_id = si.user_id and i.flag_reason = ''
          join fortune_wager_days w on w.user_id = i.user_id and w.coin = ${COIN} and w.day = ${day} and w.wagered > 0
          where si.flag_reason = ''
        order by id`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * The day's sub-agent wager of an agent: the teams of the sub-agents approved before the day ended (the override
 * is earned from the day a sub-agent is an agent).
 */
export async function subWagerOn(tx: Exec, agentId: number, day: string, dayEnd: Date): Promise<bigint> {
  const row = await one<{ wager: string }>(
    tx,
    sql`select coalesce(sum(w.wagered), 0)::text as wager
        from fortune_invitees si
        join fortune_agents s on s.user_id = si.user_id and s.status = 'approved' and s.decided_at < ${ts(dayEnd)}
        join fortune_invitees i on i.inviter_id = si.user_id and i.flag_reason = ''
        join fortune_wager_days w on w.user_id = i.user_id and w.coin = ${COIN} and w.day = ${day}
        where si.inviter_id = ${agentId} and si.flag_reason = ''`,
  );
  return big(row?.wager);
}

/** Claims (inviter, day) for this run: false when another run has it (or had it) already. */
export async function claimCommission(tx: Exec, userId: number, day: string, now: Date): Promise<boolean> {
  const inserted = await asDb(tx)
    .insert(fortuneInviteCommissions)
    .values({ userId, day, role: 'player', settledAt: now })
    .onConflictDoNothing()
    .returning({ userId: fortuneInviteCommissions.userId });
  return inserted.length > 0;
}

export async function setCommission(
  tx: Exec,
  userId: number,
  day: string,
  figures: Omit<typeof fortuneInviteCommissions.$inferInsert, 'userId' | 'day' | 'settledAt'>,
): Promise<void> {
  await asDb(tx)
    .update(fortuneInviteCommissions)
    .set(figures)
    .where(and(eq(fortuneInviteCommissions.userId, userId), eq(fortuneInviteCommissions.day, day)));
}

export async function commissionsOf(db: Db, userId: number, page: number, size: number): Promise<CommissionRow[]> {
  return db
    .select()
    .from(fortuneInviteCommissions)
    .where(eq(fortuneInviteCommissions.userId, userId))
    .orderBy(desc(fortuneInviteCommissions.day))
    .limit(size)
    .offset((page - 1) * size);
}

export async function commissionTotals(db: Db, userId: number) {
  const row = await one<{ n: number; amount: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount
        from fortune_invite_commissions where user_id = ${userId}`,
  );
  return { count: Number(row?.n ?? 0), amount: big(row?.amount) };
}

/** The inviter's settled days between `from` and `to`: day -> the row. */
export async function commissionDays(db: Db, userId: number, from: string, to: string) {
  const found = await rows<{ day: string; amount: string; override: string }>(
    db,
    sql`select day::text as day, amount::text as amount, override::text as override from fortune_invite_commissions
        where user_id = ${userId} and day between ${from} and ${to}`,
  );
  return new Map(found.map((r) => [r.day, { amount: big(r.amount), override: big(r.override) }]));
}

export async function settledDay(db: Db, day: string): Promise<boolean> {
  const row = await one<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from fortune_invite_days where day = ${day}) as yes`,
  );
  return row?.yes === true;
}

/** Marks the day finished with what it paid (every inviter's row is in by now). */
export async function markDaySettled(db: Db, day: string, now: Date): Promise<void> {
  await db.execute(
    sql`insert into fortune_invite_days (day, inviters, total, settled_at)
        select ${day}, count(*)::int, coalesce(sum(amount), 0), ${ts(now)}
        from fortune_invite_commissions where day = ${day}
        on conflict (day) do nothing`,
  );
}
