import { eq } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { rechargeRebateCampaigns } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import {
  type CampaignRow,
  campaignById,
  claimTotals,
  listCampaigns,
  lockMarket,
  overlapping,
  windowEndOf,
} from './recharge-rebate-repo.ts';
import { PROGRESS_COIN, REBATE_COIN, type RebateDeps, stateOf, tierBonuses } from './recharge-rebate-service.ts';

/** The console's recharge rebate campaigns (permission payments.campaigns): list, create, end early; audited. */
const PAGE_SIZE = 50;
const MAX_DAYS = 92;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const usdtUnit = () => 10n ** BigInt(coinOf(PROGRESS_COIN).decimals);

function opsView(c: CampaignRow, totals: { claims: number; paid: bigint } | undefined, now: Date) {
  return {
    id: c.id,
    market: c.market,
    title: c.title,
    starts_at: unix(c.startsAt),
    ends_at: unix(c.endsAt),
    ended_early_at: c.endedEarlyAt ? unix(c.endedEarlyAt) : null,
    state: stateOf(c, now),
    tiers: c.tiers.map((t) => ({
      threshold: fromMinor(BigInt(t.threshold), coinOf(PROGRESS_COIN).decimals),
      percent_bps: t.bps,
      bonus: fromMinor(BigInt(t.kc), coinOf(REBATE_COIN).decimals),
    })),
    claims: totals?.claims ?? 0,
    paid: fromMinor(totals?.paid ?? 0n, coinOf(REBATE_COIN).decimals),
    operator_id: c.operatorId,
    created_at: unix(c.createdAt),
  };
}

export async function listRebates(deps: RebateDeps, page: number) {
  const now = deps.now?.() ?? new Date();
  const found = await listCampaigns(deps.db, page, PAGE_SIZE);
  const shown = found.slice(0, PAGE_SIZE);
  const totals = await claimTotals(
    deps.db,
    shown.map((c) => c.id),
  );
  return { list: shown.map((c) => opsView(c, totals.get(c.id), now)), has_more: found.length > PAGE_SIZE };
}

export interface CreateRebateInput {
  market: string;
  title: string;
  starts_at: number;
  ends_at: number;
  tiers: { threshold: string; percent_bps: number }[];
}

/** Tiers from the form: thresholds rising, percentages never falling, so every tier's bonus is positive. */
export function checkTiers(tiers: CreateRebateInput['tiers']) {
  const parsed = tiers.map((t) => ({ threshold: BigInt(t.threshold) * usdtUnit(), bps: t.percent_bps }));
  for (let i = 1; i < parsed.length; i++) {
    const a = parsed[i - 1] as { threshold: bigint; bps: number };
    const b = parsed[i] as { threshold: bigint; bps: number };
    if (b.threshold <= a.threshold) throw fieldError({ tiers: ['Each threshold must be above the one before'] });
    if (b.bps < a.bps) throw fieldError({ tiers: ['A higher tier cannot have a lower percentage'] });
  }
  return parsed;
}

export async function createRebate(deps: RebateDeps, caller: OpsCaller, input: CreateRebateInput) {
  const now = deps.now?.() ?? new Date();
  const start = new Date(input.starts_at * 1000);
  const end = new Date(input.ends_at * 1000);
  if (end <= start) throw fieldError({ ends_at: ['Must be after the start'] });
  if (end <= now) throw fieldError({ ends_at: ['Must be in the future'] });
  if (end.getTime() - start.getTime() > MAX_DAYS * 86_400_000)
    throw fieldError({ ends_at: [`A campaign runs at most ${MAX_DAYS} days`] });
  const parsed = checkTiers(input.tiers);
  const bonuses = tierBonuses(parsed, deps.kcPerUsdt);
  if (bonuses.some((b) => b <= 0n)) throw fieldError({ tiers: ['Each tier must pay at least 0.01 KC more'] });
  const tiers = parsed.map((t, i) => ({ threshold: String(t.threshold), bps: t.bps, kc: String(bonuses[i]) }));
  const row = await inTransaction(deps.db, async (tx) => {
    await lockMarket(tx, input.market);
    const clash = await overlapping(tx, input.market, start, end);
    if (clash.length > 0)
      throw new AppError('CONFLICT', `Campaign #${clash[0]?.id} of this market overlaps that window.`, {
        reason: 'overlap',
        campaign_id: clash[0]?.id,
      });
    const [made] = await asDb(tx)
      .insert(rechargeRebateCampaigns)
      .values({
        market: input.market,
        title: input.title,
        startsAt: start,
        endsAt: end,
        tiers,
        operatorId: caller.operator.id,
      })
      .returning();
    const campaign = made as CampaignRow;
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'recharge_rebates.create',
      target: `recharge_rebate:${campaign.id}`,
      before: null,
      after: { ...input, tiers },
    });
    return campaign;
  });
  return { campaign: opsView(row, undefined, now) };
}

export async function endRebate(deps: RebateDeps, caller: OpsCaller, campaignId: number) {
  const now = deps.now?.() ?? new Date();
  const result = await inTransaction(deps.db, async (tx) => {
    const before = await campaignById(tx, campaignId);
    if (!before) throw new AppError('NOT_FOUND', 'No such campaign.');
    await lockMarket(tx, before.market);
    if (windowEndOf(before) <= now) return { row: before, changed: false };
    const [after] = await asDb(tx)
      .update(rechargeRebateCampaigns)
      .set({ endedEarlyAt: now })
      .where(eq(rechargeRebateCampaigns.id, campaignId))
      .returning();
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'recharge_rebates.end',
      target: `recharge_rebate:${campaignId}`,
      before: { ends_at: unix(windowEndOf(before)) },
      after: { ended_early_at: unix(now) },
    });
    return { row: after as CampaignRow, changed: true };
  });
  const totals = await claimTotals(deps.db, [campaignId]);
  return { campaign: opsView(result.row, totals.get(campaignId), now), changed: result.changed };
}
