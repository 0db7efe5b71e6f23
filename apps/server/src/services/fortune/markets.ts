import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortuneMarkets } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type FortuneMarketRow = typeof fortuneMarkets.$inferSelect;

/** What the games read per market: whether Fortune is open there, and its slot rules. */
export interface MarketRules {
  enabled: boolean;
  /** Shortest time between two paid slot spins, ms; 0 for none. */
  minSpinMs: number;
  autoplay: boolean;
  turbo: boolean;
}

/** A market nobody has set: closed, no spin-time floor, autoplay and turbo allowed (the table's defaults). */
const DEFAULT_RULES: Readonly<MarketRules> = { enabled: false, minSpinMs: 0, autoplay: true, turbo: true };

export function rulesOf(row: FortuneMarketRow | undefined): MarketRules {
  if (!row) return { ...DEFAULT_RULES };
  return { enabled: row.enabled, minSpinMs: row.minSpinMs, autoplay: row.autoplay, turbo: row.turbo };
}

/** The market's Fortune switch and game rules (the defaults when an operator never set it). */
export async function marketRules(db: Exec | Db, market: string): Promise<MarketRules> {
  const [row] = await (db as Db).select().from(fortuneMarkets).where(eq(fortuneMarkets.market, market));
  return rulesOf(row);
}

export async function marketRows(db: Db): Promise<FortuneMarketRow[]> {
  return db.select().from(fortuneMarkets);
}

/** The market's row locked for an update inside `tx`, made with the defaults first when it does not exist. */
export async function lockMarket(tx: Exec, market: string): Promise<FortuneMarketRow> {
  await (tx as Db).insert(fortuneMarkets).values({ market }).onConflictDoNothing();
  const [row] = await (tx as Db).select().from(fortuneMarkets).where(eq(fortuneMarkets.market, market)).for('update');
  return row as FortuneMarketRow;
}

export async function writeMarket(tx: Exec, market: string, rules: MarketRules, operatorId: number, now: Date) {
  const [row] = await (tx as Db)
    .update(fortuneMarkets)
    .set({ ...rules, updatedBy: operatorId, updatedAt: now })
    .where(eq(fortuneMarkets.market, market))
    .returning();
  return row as FortuneMarketRow;
}
