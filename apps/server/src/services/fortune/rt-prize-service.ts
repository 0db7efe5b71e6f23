import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import { findPlayer, requirePlay } from './access.ts';
import type { SystemIds } from './bonus-service.ts';
import { seconds, usdtText, utcDay } from './money-format.ts';
import { maskName } from './money-service.ts';
import {
  claimsOf,
  insertRtClaim,
  latestClaims,
  type RtPrizeRow,
  rtPrizeOf,
  runningPrizes,
  takePlace,
  wageredOn,
} from './rt-prize-repo.ts';

const COIN = FORTUNE_COIN as CoinCode;
const BILLBOARD_SIZE = 30;

/**
 * Real-time prize drops (docs/fortune.md, "Campaigns"): for a window, the first `winners` players of the drop's
 * markets who wagered `min_wager` today claim `amount` of cash from the house, once each. A claim takes the player's
 * row (primary key drop + player) and one place (guarded update) in the transaction that pays, so racing claims pay
 * exactly `winners` players, each once.
 */
interface Viewer {
  claimed: boolean;
  wageredToday: bigint;
  /** Registered and allowed to play (not excluded, market open). */
  mayPlay: boolean;
}

function prizeView(row: RtPrizeRow, locale: string, viewer: Viewer, now: Date) {
  const remaining = Math.max(0, row.winners - row.claimed);
  const running = row.startsAt <= now && row.endsAt > now;
  return {
    id: row.id,
    title: localized(row.titles, locale),
    amount: usdtText(row.amount),
    winners: row.winners,
    claimed: row.claimed,
    remaining,
    starts_at: seconds(row.startsAt),
    ends_at: seconds(row.endsAt),
    min_wager: usdtText(row.minWager),
    wagered_today: usdtText(viewer.wageredToday),
    claimed_by_me: viewer.claimed,
    can_claim: viewer.mayPlay && running && !viewer.claimed && remaining > 0 && viewer.wageredToday >= row.minWager,
  };
}

async function mayPlay(db: Db, userId: number, now: Date): Promise<boolean> {
  try {
    await requirePlay(db, userId, now);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** rt_prize_conf: the drops running now in the player's market (the request's market before they join). */
export async function rtPrizeConf(db: Db, userId: number, requestMarket: string, locale: string, now = new Date()) {
  const player = await findPlayer(db, userId);
  const prizes = await runningPrizes(db, player?.market ?? requestMarket, now);
  const [claims, wageredToday, allowed] = await Promise.all([
    claimsOf(
      db,
      userId,
      prizes.map((p) => p.id),
    ),
    wageredOn(db, userId, utcDay(now), FORTUNE_COIN),
    player ? mayPlay(db, userId, now) : Promise.resolve(false),
  ]);
  const mine = new Set(claims.map((c) => c.prizeId));
  return {
    prizes: prizes.map((p) => prizeView(p, locale, { claimed: mine.has(p.id), wageredToday, mayPlay: allowed }, now)),
  };
}

/** rt_prize_billboard: the latest claims across drops, names masked. */
export async function rtPrizeBillboard(db: Db) {
  const rows = await latestClaims(db, BILLBOARD_SIZE);
  return {
    items: rows.map((r) => ({
      prize_id: r.prizeId,
      name: maskName(r.name),
      amount: usdtText(r.amount),
      at: seconds(r.at),
    })),
  };
}

const isRunningIn = (row: RtPrizeRow, market: string, now: Date) =>
  row.startsAt <= now && row.endsAt > now && (row.markets.length === 0 || row.markets.includes(market));

/**
 * rt_prize_receive: pays the drop's amount to the player's cash, once. A repeat (or a racing twin) answers the
 * claim that was made; FORTUNE_WAGERING_NOT_MET below the day's requirement; FORTUNE_REWARD_NOT_CLAIMABLE once the
 * drop is not running for the player ('ended') or its places are taken ('sold_out').
 */
export async function receiveRtPrize(
  db: Db,
  ids: SystemIds,
  userId: number,
  prizeId: number,
  locale: string,
  now = new Date(),
) {
  const player = await requirePlay(db, userId, now);
  const prize = await rtPrizeOf(db, prizeId);
  if (!prize) throw new AppError('NOT_FOUND', 'No such prize.');
  const wageredToday = await wageredOn(db, userId, utcDay(now), FORTUNE_COIN);
  const [before] = await claimsOf(db, userId, [prizeId]);
  if (!before) {
    if (!isRunningIn(prize, player.market, now))
      throw new AppError('FORTUNE_REWARD_NOT_CLAIMABLE', 'This prize is not running.', { reason: 'ended' });
    if (wageredToday < prize.minWager)
      throw new AppError('FORTUNE_WAGERING_NOT_MET', undefined, {
        wagered: usdtText(wageredToday),
        min_wager: usdtText(prize.minWager),
      });
    const user = await accountId(db, { userId }, COIN);
    await inTransaction(db, async (tx) => {
      if (!(await insertRtClaim(tx, { prizeId, userId, amount: prize.amount, createdAt: now }))) return;
      const taken = await takePlace(tx, prizeId, now);
      if (!taken)
        throw new AppError('FORTUNE_REWARD_NOT_CLAIMABLE', 'Every prize of this drop is taken.', {
          reason: 'sold_out',
        });
      await move(
        tx,
        [{ debitId: ids.house, creditId: user, coin: COIN, amount: prize.amount, kind: 'fortune_rt_prize' }],
        {
          reference: `fortune_rt_prize:${prizeId}`,
          idempotencyKey: `fortune_rt_prize:${prizeId}:${userId}`,
        },
      );
    });
  }
  const [fresh, [claim]] = await Promise.all([rtPrizeOf(db, prizeId), claimsOf(db, userId, [prizeId])]);
  if (!fresh || !claim) throw new Error(`rt prize ${prizeId}: claim of ${userId} not found after it was made`);
  return {
    prize: prizeView(fresh, locale, { claimed: true, wageredToday, mayPlay: true }, now),
    amount: usdtText(claim.amount),
    cash: usdtText(await balanceOf(db, { userId }, COIN)),
  };
}
