import { sql } from 'drizzle-orm';
import { type Exec, one, rows } from '../../ledger/sql.ts';

/** SQL of the partner programme (docs/partner.md). bigint columns come back as text and are read with Number(). */

export interface ApplicationRow {
  id: number;
  user_id: string | number;
  market: string;
  channel_type: string;
  channel_link: string;
  audience: string;
  pitch: string;
  status: string;
  reason: string;
  decided_by: string | number | null;
  created_at: string | Date;
  decided_at: string | Date | null;
}

export interface PlayerFacts {
  phone: string | null;
  market: string;
  joinedAt: Date;
  activeInvitees: number;
}

/** The facts eligibility reads: bound phone, market, join date and qualified invitees; `lock` holds the user row. */
export async function playerFacts(db: Exec, userId: number, lock = false): Promise<PlayerFacts | undefined> {
  const user = await one<{ phone_number: string | null; country_code: string | null; created_at: string | Date }>(
    db,
    lock
      ? sql`select phone_number, country_code, created_at from users where id = ${userId} for update`
      : sql`select phone_number, country_code, created_at from users where id = ${userId}`,
  );
  if (!user) return undefined;
  const count = await one<{ n: string }>(
    db,
    sql`select count(*)::text as n from share_invites where inviter_id = ${userId} and status in ('waiting', 'paid')`,
  );
  return {
    phone: user.phone_number,
    market: user.country_code ?? 'vn',
    joinedAt: new Date(user.created_at),
    activeInvitees: Number(count?.n ?? 0),
  };
}

export const latestApplication = (db: Exec, userId: number) =>
  one<ApplicationRow>(
    db,
    sql`select * from partner_applications where user_id = ${userId} order by created_at desc, id desc limit 1`,
  );

export const applicationById = (db: Exec, id: number) =>
  one<ApplicationRow>(db, sql`select * from partner_applications where id = ${id}`);

export async function partnerOf(db: Exec, userId: number) {
  const row = await one<{ bonus_percent: number; approved_at: string | Date }>(
    db,
    sql`select bonus_percent, approved_at from partners where user_id = ${userId}`,
  );
  return row ? { bonusPercent: Number(row.bonus_percent), approvedAt: new Date(row.approved_at) } : undefined;
}

/** The partner bonus percent in force for an inviter; 0 when they are not a partner (share/service.ts reads it). */
export async function partnerBonusOf(db: Exec, userId: number): Promise<number> {
  return (await partnerOf(db, userId))?.bonusPercent ?? 0;
}

export interface NewApplication {
  userId: number;
  market: string;
  channelType: string;
  channelLink: string;
  audience: string;
  pitch: string;
  createdAt: Date;
}

export async function insertApplication(db: Exec, a: NewApplication): Promise<ApplicationRow> {
  const row = await one<ApplicationRow>(
    db,
    sql`insert into partner_applications (user_id, market, channel_type, channel_link, audience, pitch, created_at)
        values (${a.userId}, ${a.market}, ${a.channelType}, ${a.channelLink}, ${a.audience}, ${a.pitch},
                ${a.createdAt.toISOString()})
        returning *`,
  );
  return row as ApplicationRow;
}

/** The guarded pending -> decided update: of racing callers, one gets the row, the others undefined. */
export async function decidePending(
  db: Exec,
  id: number,
  set: { status: string; reason: string; decidedBy: number | null; at: Date },
  userId?: number,
): Promise<ApplicationRow | undefined> {
  return one<ApplicationRow>(
    db,
    sql`update partner_applications
        set status = ${set.status}, reason = ${set.reason}, decided_by = ${set.decidedBy},
            decided_at = ${set.at.toISOString()}
        where id = ${id} and status = 'pending' ${userId === undefined ? sql`` : sql`and user_id = ${userId}`}
        returning *`,
  );
}

export async function insertPartner(
  db: Exec,
  p: { userId: number; applicationId: number; market: string; bonusPercent: number; at: Date },
) {
  await db.execute(
    sql`insert into partners (user_id, application_id, market, bonus_percent, approved_at)
        values (${p.userId}, ${p.applicationId}, ${p.market}, ${p.bonusPercent}, ${p.at.toISOString()})
        on conflict (user_id) do update set application_id = excluded.application_id, market = excluded.market,
          bonus_percent = excluded.bonus_percent, approved_at = excluded.approved_at`,
  );
}

export interface QueueRow extends ApplicationRow {
  username: string | null;
  joined_at: string | Date;
  phone_bound: boolean;
  active_invitees: string;
}

/** The console's queue: one status, oldest pending first (decided ones newest first), `size + 1` rows. */
export function applicationQueue(db: Exec, status: string, page: number, size: number) {
  const order = status === 'pending' ? sql`a.created_at asc, a.id asc` : sql`a.decided_at desc nulls last, a.id desc`;
  return rows<QueueRow>(
    db,
    sql`select a.*, u.username, u.created_at as joined_at, (u.phone_number is not null) as phone_bound,
          (select count(*) from share_invites s where s.inviter_id = a.user_id
             and s.status in ('waiting', 'paid'))::text as active_invitees
        from partner_applications a join users u on u.id = a.user_id
        where a.status = ${status}
        order by ${order}
        limit ${size + 1} offset ${(page - 1) * size}`,
  );
}
