import { PAYMENT_MARKETS } from '@arcadia/contract/calls/payment/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rechargeRebateCampaigns } from '../../db/schema/index.ts';
import { rows } from '../../ledger/sql.ts';
import { checkTiers } from './recharge-rebate-ops.ts';
import { tierBonuses } from './recharge-rebate-service.ts';

const DAY_MS = 86_400_000;
/** An operator writes a campaign's name in its market's language; the demo does the same. */
const TITLES: Record<string, [string, string]> = {
  vn: ['Hoàn tiền nạp tuần này', 'Hoàn tiền nạp tuần trước'],
  id: ['Rabat isi ulang minggu ini', 'Rabat isi ulang minggu lalu'],
  br: ['Cashback de recarga da semana', 'Cashback de recarga da semana passada'],
  th: ['เงินคืนการเติมเงินประจำสัปดาห์', 'เงินคืนการเติมเงินสัปดาห์ที่แล้ว'],
  mx: ['Reembolso por recarga de la semana', 'Reembolso por recarga de la semana pasada'],
  ru: ['Кешбэк за пополнение на этой неделе', 'Кешбэк за пополнение прошлой недели'],
  my: ['Rebat tambah nilai minggu ini', 'Rebat tambah nilai minggu lepas'],
};
const DEMO_REBATE_TIERS = [
  { threshold: '10', percent_bps: 300 },
  { threshold: '50', percent_bps: 500 },
  { threshold: '200', percent_bps: 800 },
];

/**
 * Demo campaigns: in every market one running this week (started a day ago, ends in six days) and one that ended
 * last week. Idempotent: a market that has campaigns gets none.
 */
export async function seedRechargeRebates(db: Db, kcPerUsdt = 1000, now = new Date()): Promise<void> {
  const parsed = checkTiers(DEMO_REBATE_TIERS);
  const bonuses = tierBonuses(parsed, kcPerUsdt);
  const tiers = parsed.map((t, i) => ({ threshold: String(t.threshold), bps: t.bps, kc: String(bonuses[i]) }));
  const have = await rows<{ market: string }>(db, sql`select distinct market from recharge_rebate_campaigns`);
  const seeded = new Set(have.map((r) => r.market));
  const fresh = PAYMENT_MARKETS.filter((m) => !seeded.has(m)).flatMap((market) => [
    {
      market,
      title: TITLES[market]?.[1] ?? 'Last week’s recharge rebate',
      startsAt: new Date(now.getTime() - 9 * DAY_MS),
      endsAt: new Date(now.getTime() - 2 * DAY_MS),
      tiers,
    },
    {
      market,
      title: TITLES[market]?.[0] ?? 'Weekly recharge rebate',
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 6 * DAY_MS),
      tiers,
    },
  ]);
  if (fresh.length > 0) await db.insert(rechargeRebateCampaigns).values(fresh);
}
