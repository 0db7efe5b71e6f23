import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskProducts, topupMerchants, topupSandboxPackages } from '../../db/schema/index.ts';

/**
 * Demo merchants: three catalogue games sell in-game currency through the sandbox merchant, in every market
 * (docs/topup.md). Idempotent: existing merchants and packages are left as they are.
 */
const DEMO_MERCHANTS = [
  {
    id: 'mch_dragon',
    slug: 'dragon-realm',
    name: 'Dragon Realm Store',
    unit: 'diamonds',
    account: { pattern: '^\\d{6,12}$', label: 'Player ID', example: '10023456' },
    packages: [
      ['d60', 60, 0, 99],
      ['d300', 300, 30, 499],
      ['d980', 980, 110, 1499],
      ['d1980', 1980, 260, 2999],
    ],
  },
  {
    id: 'mch_shadow',
    slug: 'shadow-knights',
    name: 'Shadow Knights Shop',
    unit: 'gems',
    account: { pattern: '^SK-\\d{6,10}$', label: 'Knight ID', example: 'SK-1002345' },
    packages: [
      ['g100', 100, 0, 199],
      ['g520', 520, 40, 899],
      ['g1200', 1200, 150, 1999],
    ],
  },
  {
    id: 'mch_bubble',
    slug: 'bubble-pop-party',
    name: 'Bubble Pop Coins',
    unit: 'coins',
    account: { pattern: '^[a-z0-9_]{4,16}$', label: 'Username', example: 'bubble_fan' },
    packages: [
      ['c500', 500, 0, 99],
      ['c2800', 2800, 200, 499],
    ],
  },
] as const;

/** The development secret of a demo merchant (both sides of the sandbox read it from topup_merchants). */
export const demoMerchantSecret = (id: string) => `tsk_arcadia_development_${id}`;

export async function seedTopup(db: Db): Promise<void> {
  const games = await db
    .select({ id: taskProducts.id, slug: taskProducts.slug })
    .from(taskProducts)
    .where(
      inArray(
        taskProducts.slug,
        DEMO_MERCHANTS.map((m) => m.slug),
      ),
    );
  const idOf = new Map(games.map((g) => [g.slug, g.id]));
  for (const m of DEMO_MERCHANTS) {
    const productId = idOf.get(m.slug);
    if (!productId) continue;
    await db
      .insert(topupMerchants)
      .values({ id: m.id, name: m.name, productId, adapter: 'sandbox', secret: demoMerchantSecret(m.id) })
      .onConflictDoNothing();
    await db
      .insert(topupSandboxPackages)
      .values(
        m.packages.map(([sku, amount, bonus, cents], i) => ({
          merchantId: m.id,
          sku,
          name: bonus > 0 ? `${amount} + ${bonus} ${m.unit}` : `${amount} ${m.unit}`,
          amount,
          bonus,
          unit: m.unit,
          priceCents: cents,
          accountPattern: m.account.pattern,
          accountLabel: m.account.label,
          accountExample: m.account.example,
          sort: i,
        })),
      )
      .onConflictDoNothing();
  }
}
