import { Header } from '@arcadia/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fortuneExclusions, fortuneMarkets, fortunePlayers } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { CURRENCIES, DEFAULT_MARKET, type PaymentMarkets, rateText } from '../payment/markets.ts';

export type FortunePlayer = typeof fortunePlayers.$inferSelect;

/** The caller's market: the Country-Code header when it names a market we know, else the default. */
export function requestMarket(request: FastifyRequest): string {
  const raw = request.headers[Header.COUNTRY_CODE.toLowerCase()];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase();
  return header && CURRENCIES[header] ? header : DEFAULT_MARKET;
}

/** The market's currency and its rate (fiat per USDT), as every Fortune answer shows it. */
export function currencyOf(markets: PaymentMarkets, market: string) {
  const c = markets.currency(market);
  return { market, code: c.code, symbol: c.symbol, decimals: c.decimals, rate: rateText(markets.rateE4(market)) };
}

export async function marketEnabled(db: Exec | Db, market: string): Promise<boolean> {
  const [row] = await (db as Db).select().from(fortuneMarkets).where(eq(fortuneMarkets.market, market));
  return row?.enabled === true;
}

export async function findPlayer(db: Db, userId: number): Promise<FortunePlayer | undefined> {
  const [row] = await db.select().from(fortunePlayers).where(eq(fortunePlayers.userId, userId));
  return row;
}

/** The time-out or self-exclusion in force now, the one ending last. */
export async function activeExclusion(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(fortuneExclusions)
    .where(and(eq(fortuneExclusions.userId, userId), gt(fortuneExclusions.endsAt, now)));
  return rows.sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())[0];
}

/** A registered player; FORTUNE_NOT_REGISTERED otherwise. */
export async function requirePlayer(db: Db, userId: number): Promise<FortunePlayer> {
  const player = await findPlayer(db, userId);
  if (!player) throw new AppError('FORTUNE_NOT_REGISTERED');
  return player;
}

/**
 * What every call that plays or deposits needs: a registered player, in a market where Fortune is open, with no
 * time-out or self-exclusion in force (FORTUNE_EXCLUDED carries `ends_at`, seconds).
 */
export async function requirePlay(db: Db, userId: number, now = new Date()): Promise<FortunePlayer> {
  const player = await requirePlayer(db, userId);
  if (!(await marketEnabled(db, player.market))) throw new AppError('FORTUNE_NOT_AVAILABLE');
  const exclusion = await activeExclusion(db, userId, now);
  if (exclusion)
    throw new AppError('FORTUNE_EXCLUDED', undefined, {
      kind: exclusion.kind,
      ends_at: Math.floor(exclusion.endsAt.getTime() / 1000),
    });
  return player;
}
