import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { seconds, usdtText } from '../fortune/money-format.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller } from '../ops/auth-service.ts';

/**
 * Fortune's agents in the operator console (permission `fortune.agents`): the application queue, decided with an
 * audit record in the decision's transaction; the self-referrals flagged; the commissions paid.
 */
const PAGE_SIZE = 50;

interface ApplicationRow {
  user_id: string | number;
  name: string;
  market: string | null;
  status: string;
  contact: string;
  channel: string;
  note: string;
  applications: number;
  applied_at: number;
  decided_at: number | null;
  decided_by: string | number | null;
  reason: string;
  inviter_id: string | number | null;
  inviter_is_agent: boolean;
  invitees: number;
  flagged_invitees: number;
}

const applicationSelect = sql`
  select a.user_id, u.username as name, p.market, a.status, a.contact, a.channel, a.note, a.applications,
         floor(extract(epoch from a.applied_at))::float8 as applied_at,
         floor(extract(epoch from a.decided_at))::float8 as decided_at,
         a.decided_by, a.reason, inv.inviter_id,
         exists (select 1 from fortune_agents pa where pa.user_id = inv.inviter_id and pa.status = 'approved')
           as inviter_is_agent,
         (select count(*) from fortune_invitees i where i.inviter_id = a.user_id)::int as invitees,
         (select count(*) from fortune_invitees i where i.inviter_id = a.user_id and i.flag_reason <> '')::int
           as flagged_invitees
  from fortune_agents a
  join users u on u.id = a.user_id
  left join fortune_players p on p.user_id = a.user_id
  left join fortune_invitees inv on inv.user_id = a.user_id`;

function applicationView(r: ApplicationRow) {
  return {
    user_id: Number(r.user_id),
    name: r.name,
    market: r.market ?? '',
    status: r.status as 'pending' | 'approved' | 'rejected',
    contact: r.contact,
    channel: r.channel,
    note: r.note,
    applications: Number(r.applications),
    applied_at: Number(r.applied_at),
    decided_at: r.decided_at === null ? null : Number(r.decided_at),
    decided_by: r.decided_by === null ? null : Number(r.decided_by),
    reason: r.reason,
    inviter_id: r.inviter_id === null ? null : Number(r.inviter_id),
    inviter_is_agent: r.inviter_is_agent === true,
    invitees: Number(r.invitees),
    flagged_invitees: Number(r.flagged_invitees),
  };
}

async function applicationOf(db: Exec | Db, userId: number) {
  const row = await one<ApplicationRow>(db, sql`${applicationSelect} where a.user_id = ${userId}`);
  return row ? applicationView(row) : undefined;
}

/** Pending applications oldest first (a queue); the other filters newest first. */
export async function listApplications(db: Db, status: 'pending' | 'approved' | 'rejected' | 'all', page: number) {
  const where = status === 'all' ? sql`` : sql`where a.status = ${status}`;
  const order = status === 'pending' ? sql`a.applied_at asc, a.user_id asc` : sql`a.applied_at desc, a.user_id desc`;
  const found = await rows<ApplicationRow>(
    db,
    sql`${applicationSelect} ${where} order by ${order} limit ${PAGE_SIZE + 1} offset ${(page - 1) * PAGE_SIZE}`,
  );
  return { list: found.slice(0, PAGE_SIZE).map(applicationView), has_more: found.length > PAGE_SIZE };
}

/** pending -> approved | rejected, once (a guarded update), with its audit record in the same transaction. */
export async function decideApplication(
  db: Db,
  caller: OpsCaller,
  input: { user_id: number; approve: boolean; reason: string },
  now = new Date(),
) {
  if (!input.approve && input.reason === '') throw fieldError({ reason: ['A rejection needs a reason'] });
  const application = await inTransaction(db, async (tx) => {
    const before = await applicationOf(tx, input.user_id);
    if (!before) throw new AppError('NOT_FOUND', 'This player has not applied.');
    const status = input.approve ? 'approved' : 'rejected';
    const updated = await rows<{ user_id: string }>(
      tx,
      sql`update fortune_agents set status = ${status}, decided_at = ${now.toISOString()}::timestamptz,
            decided_by = ${caller.operator.id}, reason = ${input.approve ? '' : input.reason}
          where user_id = ${input.user_id} and status = 'pending'
          returning user_id::text as user_id`,
    );
    if (updated.length === 0)
      throw new AppError('CONFLICT', 'This application was decided already.', {
        reason: 'decided',
        status: before.status,
      });
    const after = (await applicationOf(tx, input.user_id)) as ReturnType<typeof applicationView>;
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? 'fortune.agents.approve' : 'fortune.agents.reject',
      target: `user:${input.user_id}`,
      before: { status: before.status, applications: before.applications },
      after: { status: after.status, reason: after.reason, inviter_id: after.inviter_id },
    });
    return after;
  });
  return { application };
}

export async function listFlagged(db: Db, page: number) {
  const found = await rows<{
    invitee_id: string | number;
    invitee_name: string;
    inviter_id: string | number;
    inviter_name: string;
    reason: string;
    campaign: string;
    package: string;
    joined_at: number;
    flagged_at: number;
  }>(
    db,
    sql`select i.user_id as invitee_id, iu.username as invitee_name, i.inviter_id, ru.username as inviter_name,
               i.flag_reason as reason, i.campaign, i.package,
               floor(extract(epoch from i.bound_at))::float8 as joined_at,
               floor(extract(epoch from i.flagged_at))::float8 as flagged_at
        from fortune_invitees i
        join users iu on iu.id = i.user_id
        join users ru on ru.id = i.inviter_id
        where i.flag_reason <> ''
        order by i.flagged_at desc, i.user_id desc
        limit ${PAGE_SIZE + 1} offset ${(page - 1) * PAGE_SIZE}`,
  );
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => ({
      invitee_id: Number(r.invitee_id),
      invitee_name: r.invitee_name,
      inviter_id: Number(r.inviter_id),
      inviter_name: r.inviter_name,
      reason: r.reason as 'same_device' | 'same_payout_account',
      campaign: r.campaign,
      package: r.package,
      joined_at: Number(r.joined_at),
      flagged_at: Number(r.flagged_at),
    })),
    has_more: found.length > PAGE_SIZE,
  };
}

export async function listCommissions(
  db: Db,
  input: { day?: string | undefined; user_id?: number | undefined; page: number },
) {
  const real = (day: string) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
  };
  if (input.day !== undefined && !real(input.day)) throw fieldError({ day: ['Not a calendar day'] });
  const filters = [
    input.day !== undefined ? sql`c.day = ${input.day}` : undefined,
    input.user_id !== undefined ? sql`c.user_id = ${input.user_id}` : undefined,
  ].filter((f) => f !== undefined);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const found = await rows<{
    user_id: string | number;
    name: string;
    day: string;
    role: string;
    direct_wager: string;
    sub_wager: string;
    month_volume: string;
    rate_bps: number;
    override_bps: number;
    direct: string;
    override: string;
    amount: string;
    active_invitees: number;
    settled_at: Date | string;
  }>(
    db,
    sql`select c.user_id, u.username as name, c.day::text as day, c.role, c.direct_wager::text as direct_wager,
               c.sub_wager::text as sub_wager, c.month_volume::text as month_volume, c.rate_bps, c.override_bps,
               c.direct::text as direct, c.override::text as override, c.amount::text as amount, c.active_invitees,
               c.settled_at
        from fortune_invite_commissions c join users u on u.id = c.user_id
        ${where}
        order by c.day desc, c.amount desc, c.user_id asc
        limit ${PAGE_SIZE + 1} offset ${(input.page - 1) * PAGE_SIZE}`,
  );
  const total = await one<{ total: string }>(
    db,
    sql`select coalesce(sum(c.amount), 0)::text as total from fortune_invite_commissions c ${where}`,
  );
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => ({
      user_id: Number(r.user_id),
      name: r.name,
      day: r.day,
      role: r.role as 'player' | 'agent',
      direct_wager: usdtText(BigInt(r.direct_wager)),
      sub_wager: usdtText(BigInt(r.sub_wager)),
      month_volume: usdtText(BigInt(r.month_volume)),
      rate_bps: Number(r.rate_bps),
      override_bps: Number(r.override_bps),
      direct: usdtText(BigInt(r.direct)),
      override: usdtText(BigInt(r.override)),
      amount: usdtText(BigInt(r.amount)),
      active_invitees: Number(r.active_invitees),
      settled_at: seconds(new Date(r.settled_at)),
    })),
    total: usdtText(BigInt(total?.total ?? '0')),
    has_more: found.length > PAGE_SIZE,
  };
}
