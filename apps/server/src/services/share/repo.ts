import { randomInt } from 'node:crypto';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@arcadia/contract/calls/share/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Exec, isUniqueViolation, one, rows } from '../../ledger/sql.ts';

/** SQL of the share area (docs/share.md). Ids of bigint columns come back as text and are read with Number(). */

function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

export async function codeOf(db: Exec, userId: number): Promise<string | undefined> {
  const row = await one<{ code: string }>(db, sql`select code from share_codes where user_id = ${userId}`);
  return row?.code;
}

/** The player's share code, made on first ask (a collision with another player's code draws again). */
export async function ensureCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const known = await codeOf(db, userId);
    if (known) return known;
    try {
      await db.execute(
        sql`insert into share_codes (user_id, code) values (${userId}, ${newShareCode()}) on conflict (user_id) do nothing`,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('share code: no free code after 8 draws');
}

export interface Owner {
  userId: number;
  username: string;
  phone: string | null;
  code: string;
}

export async function ownerOfCode(db: Exec, code: string): Promise<Owner | undefined> {
  const row = await one<{ user_id: string; username: string; phone_number: string | null; code: string }>(
    db,
    sql`select u.id::text as user_id, u.username, u.phone_number, c.code from share_codes c join users u on u.id = c.user_id
        where c.code = ${code}`,
  );
  return row
    ? { userId: Number(row.user_id), username: row.username, phone: row.phone_number, code: row.code }
    : undefined;
}

export async function playerOf(db: Exec, userId: number) {
  const row = await one<{ username: string; phone_number: string | null; created_at: string | Date }>(
    db,
    sql`select username, phone_number, created_at from users where id = ${userId}`,
  );
  return row ? { username: row.username, phone: row.phone_number, createdAt: new Date(row.created_at) } : undefined;
}

export async function rememberDevice(db: Exec, userId: number, did: string): Promise<void> {
  await db.execute(sql`insert into share_devices (user_id, did) values (${userId}, ${did}) on conflict do nothing`);
}

/** Whether the invitee's devices (and the device of this request) include one the inviter used. */
export async function sharesDevice(db: Exec, inviterId: number, inviteeId: number, did: string | undefined) {
  const row = await one<{ hit: number }>(
    db,
    sql`select 1 as hit from (
          select did from trusted_devices where user_id = ${inviterId}
          union select did from share_devices where user_id = ${inviterId}
        ) a
        where a.did in (
          select did from trusted_devices where user_id = ${inviteeId}
          union select did from share_devices where user_id = ${inviteeId}
          union select ${did ?? ''}::text
        ) and a.did <> ''
        limit 1`,
  );
  return Boolean(row);
}

/** The same phone written two ways (+84 912... and +84 0912...) compares equal: the last 9 digits. */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const tail = (p: string) => p.replace(/\D/g, '').slice(-9);
  return Boolean(a && b && tail(a).length >= 6 && tail(a) === tail(b));
}

/** True when `inviteeId` is `inviterId` or one of the inviter's own inviters, however far up (a cycle). */
export async function wouldCycle(db: Exec, inviterId: number, inviteeId: number): Promise<boolean> {
  if (inviterId === inviteeId) return true;
  const row = await one<{ hit: number }>(
    db,
    sql`with recursive up(id, depth) as (
          select inviter_id, 1 from share_invites where invitee_id = ${inviterId}
          union all
          select s.inviter_id, up.depth + 1 from share_invites s join up on s.invitee_id = up.id where up.depth < 64
        )
        select 1 as hit from up where id = ${inviteeId} limit 1`,
  );
  return Boolean(row);
}

export interface NewInvite {
  inviteeId: number;
  inviterId: number;
  source: 'link' | 'code' | 'tg';
  code: string;
  deviceId: string;
  refusedReason: 'same_device' | 'same_phone' | null;
  boundAt: Date;
}

/** Writes the relation once: false when the invitee already has an inviter. */
export async function insertInvite(db: Exec, v: NewInvite): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    db,
    sql`insert into share_invites (invitee_id, inviter_id, source, code, device_id, status, refused_reason, bound_at)
        values (${v.inviteeId}, ${v.inviterId}, ${v.source}, ${v.code}, ${v.deviceId},
                ${v.refusedReason ? 'refused' : 'pending'}, ${v.refusedReason}, ${v.boundAt.toISOString()}::timestamptz)
        on conflict (invitee_id) do nothing returning invitee_id::text as id`,
  );
  return inserted.length > 0;
}

export interface InviteRow {
  inviteeId: number;
  inviterId: number;
  source: 'link' | 'code' | 'tg';
  status: 'pending' | 'waiting' | 'paid' | 'refused';
  boundAt: Date;
}

export async function inviteOf(db: Exec, inviteeId: number, lock = false): Promise<InviteRow | undefined> {
  const row = await one<{ invitee_id: string; inviter_id: string; source: string; status: string; bound_at: string }>(
    db,
    sql`select invitee_id::text, inviter_id::text, source, status, bound_at from share_invites
        where invitee_id = ${inviteeId} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) return undefined;
  return {
    inviteeId: Number(row.invitee_id),
    inviterId: Number(row.inviter_id),
    source: row.source as InviteRow['source'],
    status: row.status as InviteRow['status'],
    boundAt: new Date(row.bound_at),
  };
}

/** Bound phone plus a paid task completion or a paid recharge (docs/share.md, "Qualification"). */
export async function qualifies(db: Exec, userId: number) {
  const row = await one<{ phone: string | null; task: boolean; recharge: boolean }>(
    db,
    sql`select u.phone_number as phone,
          exists (select 1 from task_completions t where t.user_id = u.id and t.status = 'paid') as task,
          exists (select 1 from payment_orders p where p.user_id = u.id and p.kind = 'recharge' and p.status = 'paid') as recharge
        from users u where u.id = ${userId}`,
  );
  return { phone: row?.phone ?? null, ok: Boolean(row?.phone && (row.task || row.recharge)) };
}

export async function refuse(db: Exec, inviteeId: number, reason: 'same_device' | 'same_phone') {
  await db.execute(
    sql`update share_invites set status = 'refused', refused_reason = ${reason} where invitee_id = ${inviteeId}`,
  );
}

export async function markQualified(db: Exec, inviteeId: number, coin: string, amount: bigint, at: Date) {
  await db.execute(
    sql`update share_invites set status = 'waiting', qualified_at = ${at.toISOString()}::timestamptz, coin = ${coin},
          invitee_amount = ${String(amount)}::bigint
        where invitee_id = ${inviteeId}`,
  );
}

export async function markPaid(db: Exec, inviteeId: number, amount: bigint, bonusPercent: number, at: Date) {
  await db.execute(
    sql`update share_invites set status = 'paid', paid_at = ${at.toISOString()}::timestamptz,
          inviter_amount = ${String(amount)}::bigint, level_bonus_percent = ${bonusPercent}
        where invitee_id = ${inviteeId}`,
  );
}

/** Serialises one inviter's payouts (the daily cap counts them): locks the inviter's code row. */
export async function lockInviter(db: Exec, inviterId: number) {
  await db.execute(sql`select user_id from share_codes where user_id = ${inviterId} for update`);
}

export async function paidBetween(db: Exec, inviterId: number, from: Date, to: Date): Promise<number> {
  const row = await one<{ n: string }>(
    db,
    sql`select count(*)::text as n from share_invites where inviter_id = ${inviterId}
        and paid_at >= ${from.toISOString()}::timestamptz and paid_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Qualified invitees (waiting or paid): the count levels go by. */
export async function activeCount(db: Exec, inviterId: number): Promise<number> {
  const row = await one<{ n: string }>(
    db,
    sql`select count(*)::text as n from share_invites where inviter_id = ${inviterId} and status in ('waiting', 'paid')`,
  );
  return Number(row?.n ?? 0);
}

export async function counts(db: Exec, inviterId: number) {
  const row = await one<{ total: string; pending: string; active: string }>(
    db,
    sql`select count(*)::text as total,
          count(*) filter (where status = 'pending')::text as pending,
          count(*) filter (where status in ('waiting', 'paid'))::text as active
        from share_invites where inviter_id = ${inviterId}`,
  );
  return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0), active: Number(row?.active ?? 0) };
}

/** Invitees whose settlement may move on: pending (may qualify) or waiting (inviter's reward due). */
export async function settleable(db: Exec, limit: number, inviterId?: number): Promise<number[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select invitee_id::text as id from share_invites where status in ('pending', 'waiting')
        ${inviterId ? sql`and inviter_id = ${inviterId}` : sql``}
        order by bound_at limit ${limit}`,
  );
  return found.map((r) => Number(r.id));
}

export async function historyPage(db: Exec, inviterId: number, limit: number, offset: number) {
  return rows<{
    username: string;
    source: string;
    status: string;
    refused_reason: string | null;
    bound_at: string;
    qualified_at: string | null;
    inviter_amount: string;
  }>(
    db,
    sql`select u.username, s.source, s.status, s.refused_reason, s.bound_at, s.qualified_at,
          s.inviter_amount::text as inviter_amount
        from share_invites s join users u on u.id = s.invitee_id
        where s.inviter_id = ${inviterId} order by s.bound_at desc, s.invitee_id desc limit ${limit} offset ${offset}`,
  );
}

/** Rewards the player received: as inviter (paid rows) and as invitee (their own qualified row). */
export async function bonusPage(db: Exec, userId: number, limit: number, offset: number) {
  const list = await rows<{ kind: string; username: string; amount: string; coin: string; bonus: number; at: string }>(
    db,
    sql`select * from (
          select 'inviter' as kind, u.username, s.inviter_amount::text as amount, s.coin, s.level_bonus_percent as bonus,
                 s.paid_at as at
          from share_invites s join users u on u.id = s.invitee_id
          where s.inviter_id = ${userId} and s.status = 'paid' and s.inviter_amount > 0
          union all
          select 'invitee', u.username, s.invitee_amount::text, s.coin, 0, s.qualified_at
          from share_invites s join users u on u.id = s.inviter_id
          where s.invitee_id = ${userId} and s.qualified_at is not null and s.invitee_amount > 0
        ) b order by at desc, kind limit ${limit} offset ${offset}`,
  );
  const total = await one<{ n: string; sum: string }>(
    db,
    sql`select count(*)::text as n, coalesce(sum(amount), 0)::text as sum from (
          select inviter_amount as amount from share_invites
          where inviter_id = ${userId} and status = 'paid' and inviter_amount > 0
          union all
          select invitee_amount from share_invites
          where invitee_id = ${userId} and qualified_at is not null and invitee_amount > 0
        ) b`,
  );
  return { list, total: Number(total?.n ?? 0), sum: BigInt(total?.sum ?? '0') };
}

/** Inviters by invitees qualified in [from, to), top `limit`; ties to whoever reached the count first. */
export async function weekRanking(db: Exec, from: Date, to: Date, limit: number) {
  return rows<{ inviter_id: string; username: string; invites: string; last_at: string }>(
    db,
    sql`select s.inviter_id::text as inviter_id, u.username, count(*)::text as invites, max(s.qualified_at) as last_at
        from share_invites s join users u on u.id = s.inviter_id
        where s.qualified_at >= ${from.toISOString()}::timestamptz and s.qualified_at < ${to.toISOString()}::timestamptz
          and s.status in ('waiting', 'paid')
        group by s.inviter_id, u.username
        order by count(*) desc, max(s.qualified_at) asc, s.inviter_id asc
        limit ${limit}`,
  );
}

/** The player's place in the week: 1 + inviters ahead (more invites, or as many reached sooner). */
export async function weekPlace(db: Exec, userId: number, from: Date, to: Date) {
  const mine = await one<{ invites: string; last_at: string | null }>(
    db,
    sql`select count(*)::text as invites, max(qualified_at) as last_at from share_invites
        where inviter_id = ${userId} and qualified_at >= ${from.toISOString()}::timestamptz
          and qualified_at < ${to.toISOString()}::timestamptz and status in ('waiting', 'paid')`,
  );
  const invites = Number(mine?.invites ?? 0);
  if (invites === 0 || !mine?.last_at) return { rank: null, invites: 0 };
  const lastAt = new Date(mine.last_at).toISOString();
  const ahead = await one<{ n: string }>(
    db,
    sql`select count(*)::text as n from (
          select inviter_id, count(*) as c, max(qualified_at) as l from share_invites
          where qualified_at >= ${from.toISOString()}::timestamptz and qualified_at < ${to.toISOString()}::timestamptz
            and status in ('waiting', 'paid') and inviter_id <> ${userId}
          group by inviter_id
        ) r where r.c > ${invites} or (r.c = ${invites} and (r.l < ${lastAt}::timestamptz
          or (r.l = ${lastAt}::timestamptz and r.inviter_id < ${userId})))`,
  );
  return { rank: Number(ahead?.n ?? 0) + 1, invites };
}

/** For the newbie journey's "first invite" step: any invitee of the player qualified. */
export async function hasQualifiedInvitee(db: Db, userId: number): Promise<boolean> {
  const row = await one<{ hit: number }>(
    db,
    sql`select 1 as hit from share_invites where inviter_id = ${userId} and status in ('waiting', 'paid') limit 1`,
  );
  return Boolean(row);
}
