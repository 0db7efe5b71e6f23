import { and, desc, eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { rechargeRebateCampaigns, rechargeRebateClaims } from '../../db/schema/index.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';

/** SQL of the recharge rebate (docs/payments.md "Recharge rebate"). */
export type CampaignRow = typeof rechargeRebateCampaigns.$inferSelect;

/** When a campaign stops counting recharges: its end, or when an operator ended it early. */
export const windowEndOf = (c: CampaignRow) =>
  c.endedEarlyAt && c.endedEarlyAt < c.endsAt ? c.endedEarlyAt : c.endsAt;

/**
 * The campaign a market's players see at `now`: the running one, else the next scheduled, else the latest ended.
 */
export async function campaignFor(db: Db, market: string, now: Date): Promise<CampaignRow | undefined> {
  const list = await db
    .select()
    .from(rechargeRebateCampaigns)
    .where(eq(rechargeRebateCampaigns.market, market))
    .orderBy(desc(rechargeRebateCampaigns.startsAt))
    .limit(20);
  const t = now.getTime();
  const running = list.find((c) => c.startsAt.getTime() <= t && t < windowEndOf(c).getTime());
  if (running) return running;
  const scheduled = list.filter((c) => c.startsAt.getTime() > t && !c.endedEarlyAt);
  if (scheduled.length > 0) return scheduled[scheduled.length - 1];
  return (
    list
      // An ended campaign players saw running (one ended before it started was never shown).
      .filter((c) => windowEndOf(c).getTime() <= t && windowEndOf(c) > c.startsAt)
      .sort((a, b) => windowEndOf(b).getTime() - windowEndOf(a).getTime())[0]
  );
}

export async function campaignById(db: Exec, id: number): Promise<CampaignRow | undefined> {
  const [row] = await asDb(db).select().from(rechargeRebateCampaigns).where(eq(rechargeRebateCampaigns.id, id));
  return row;
}

/**
 * USDT (minor units) the player recharged in the campaign's market inside its window: recharge orders of the main
 * brand still `paid` (a refunded order no longer counts) whose payment arrived between the start and the window's
 * end (the order's `paid` event; a late payment counts when it lands inside the window).
 */
export async function progressOf(db: Exec, userId: number, c: CampaignRow): Promise<bigint> {
  const row = await one<{ total: string }>(
    db,
    sql`select coalesce(sum(o.coin_amount), 0)::text as total from payment_orders o
        where o.user_id = ${userId} and o.kind = 'recharge' and o.brand = 'main' and o.status = 'paid'
          and o.market = ${c.market}
          and exists (select 1 from payment_order_events e where e.order_id = o.id and e.status = 'paid'
                      and e.at >= ${c.startsAt.toISOString()}::timestamptz
                      and e.at < ${windowEndOf(c).toISOString()}::timestamptz)`,
  );
  return BigInt(row?.total ?? '0');
}

export async function claimsOf(db: Db, campaignId: number, userId: number) {
  return db
    .select({ tier: rechargeRebateClaims.tier, kc: rechargeRebateClaims.kc })
    .from(rechargeRebateClaims)
    .where(and(eq(rechargeRebateClaims.campaignId, campaignId), eq(rechargeRebateClaims.userId, userId)));
}

/** The once-only claim row; false when the tier was paid before (or a racing twin holds it). */
export async function insertClaim(
  tx: Exec,
  row: { campaignId: number; userId: number; tier: number; kc: bigint; progress: bigint },
): Promise<boolean> {
  const inserted = await asDb(tx)
    .insert(rechargeRebateClaims)
    .values(row)
    .onConflictDoNothing()
    .returning({ tier: rechargeRebateClaims.tier });
  return inserted.length > 0;
}

/** Claims and KC paid per campaign, for the console. */
export async function claimTotals(db: Db, ids: number[]): Promise<Map<number, { claims: number; paid: bigint }>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ campaign_id: string | number; claims: string | number; paid: string }>(
    db,
    sql`select campaign_id, count(*) as claims, coalesce(sum(kc), 0)::text as paid from recharge_rebate_claims
        where campaign_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by campaign_id`,
  );
  return new Map(found.map((r) => [Number(r.campaign_id), { claims: Number(r.claims), paid: BigInt(r.paid) }]));
}

export async function listCampaigns(db: Db, page: number, size: number) {
  return db
    .select()
    .from(rechargeRebateCampaigns)
    .orderBy(desc(rechargeRebateCampaigns.startsAt), desc(rechargeRebateCampaigns.id))
    .limit(size + 1)
    .offset((page - 1) * size);
}

/** Serialises campaign creation per market (the overlap check and the insert), on both databases. */
export async function lockMarket(tx: Exec, market: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recharge-rebate:${market}`}))`);
}

/** Campaigns of the market whose window overlaps [start, end). */
export async function overlapping(tx: Exec, market: string, start: Date, end: Date): Promise<CampaignRow[]> {
  const found = await asDb(tx).select().from(rechargeRebateCampaigns).where(eq(rechargeRebateCampaigns.market, market));
  return found.filter((c) => c.startsAt < end && start < windowEndOf(c));
}
