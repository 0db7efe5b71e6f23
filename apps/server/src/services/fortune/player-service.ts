import { FORTUNE_COIN, type FortuneGame } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneMarkets, fortunePlayers } from '../../db/schema/index.ts';
import { balanceOf, inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentMarkets } from '../payment/markets.ts';
import { activeExclusion, currencyOf, findPlayer, marketEnabled } from './access.ts';
import { lockedBonuses } from './bonus-repo.ts';
import { seconds, usdtText } from './money-format.ts';
import { vipLevelOf } from './vip-service.ts';

const COIN = FORTUNE_COIN as CoinCode;

/** What the player service needs from the games: chances left now, and a seed pair started at registration. */
export interface PlayerDeps {
  db: Db;
  markets: PaymentMarkets;
  chancesLeft: (db: Db, userId: number, game: FortuneGame, now: Date) => Promise<number>;
  startSeedPair: (db: Db, userId: number, clientSeed: string | undefined) => Promise<void>;
}

/**
 * What joining asks of the invites (services/fortune-invites): `prepare` before the player row (an unknown invite
 * code is refused there), `bind` in the transaction that inserts it.
 */
export interface JoinHook {
  prepare(): Promise<void>;
  bind(tx: Exec, userId: number, now: Date): Promise<void>;
}

/** The markets an operator opened Fortune in. */
export async function availableCountries(deps: PlayerDeps, market: string) {
  const open = await deps.db.select().from(fortuneMarkets).where(eq(fortuneMarkets.enabled, true));
  const markets = open.map((m) => m.market).sort();
  return {
    markets: markets.map((m) => currencyOf(deps.markets, m)),
    current: market,
    available: markets.includes(market),
  };
}

/** The home's snapshot; for a visitor who has not joined, the market's state and zero balances. */
export async function query(deps: PlayerDeps, userId: number, market: string, now = new Date()) {
  const player = await findPlayer(deps.db, userId);
  const home = player?.market ?? market;
  const [available, cash, locked, vip, exclusion] = await Promise.all([
    marketEnabled(deps.db, home),
    balanceOf(deps.db, { userId }, COIN),
    lockedBonuses(deps.db, userId),
    vipLevelOf(deps.db, userId, now),
    activeExclusion(deps.db, userId, now),
  ]);
  const chances = async (game: FortuneGame) => (player ? deps.chancesLeft(deps.db, userId, game, now) : 0);
  return {
    available,
    registered: !!player,
    currency: currencyOf(deps.markets, home),
    cash: usdtText(cash),
    locked: usdtText(locked.reduce((sum, b) => sum + b.amount, 0n)),
    vip_level: vip.level.level,
    chances: { lucky_spin: await chances('lucky_spin'), free_lottery: await chances('free_lottery') },
    exclusion: exclusion
      ? { kind: exclusion.kind as 'timeout' | 'self_exclusion', ends_at: seconds(exclusion.endsAt) }
      : null,
    reality_check_minutes: player?.realityCheckMinutes ?? 60,
  };
}

/**
 * Joins Fortune in the caller's market, where it is open; the player confirmed their age. A repeat keeps the first
 * registration (and its market, and whoever invited them). `join` binds an invitee to their inviter in the
 * transaction that inserts the player.
 */
export async function register(
  deps: PlayerDeps,
  userId: number,
  market: string,
  input: { client_seed?: string | undefined },
  now = new Date(),
  join?: JoinHook,
) {
  if (!(await findPlayer(deps.db, userId))) {
    if (!(await marketEnabled(deps.db, market))) throw new AppError('FORTUNE_NOT_AVAILABLE');
    await join?.prepare();
    const inserted = await inTransaction(deps.db, async (tx) => {
      const rows = await asDb(tx)
        .insert(fortunePlayers)
        .values({ userId, market, ageConfirmedAt: now, registeredAt: now })
        .onConflictDoNothing()
        .returning();
      if (rows.length > 0) await join?.bind(tx, userId, now);
      return rows;
    });
    if (inserted.length > 0) await deps.startSeedPair(deps.db, userId, input.client_seed);
  }
  return query(deps, userId, market, now);
}
