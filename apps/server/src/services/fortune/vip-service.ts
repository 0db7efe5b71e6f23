import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import type { SystemIds } from './bonus-service.ts';
import { usdtText, utcDay } from './money-format.ts';
import { VIP, type VipLevel, vipLevelFor } from './settings.ts';
import { claimsOf, insertClaim, wageredBetween } from './vip-repo.ts';

const COIN = FORTUNE_COIN as CoinCode;
const DAY_MS = 24 * 3600 * 1000;
/** How many closed rakeback periods stay claimable. */
const RAKEBACK_PERIODS_KEPT = 4;

const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** Monday (UTC) of the week holding `d`. */
export function weekStart(d: Date): string {
  const day = utcDay(d);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function vipConf() {
  return {
    window_days: VIP.windowDays,
    house_edge_bps: VIP.houseEdgeBps,
    period: VIP.period,
    levels: VIP.levels.map((l) => ({
      level: l.level,
      wager: usdtText(l.wager),
      level_up_reward: usdtText(l.levelUpReward),
      rakeback_bps: l.rakebackBps,
    })),
  };
}

export async function vipLevelOf(db: Db, userId: number, now = new Date()) {
  const today = utcDay(now);
  const wagered = await wageredBetween(db, userId, addDays(today, 1 - VIP.windowDays), addDays(today, 1));
  return { level: vipLevelFor(wagered), wagered };
}

const rakebackOf = (wagered: bigint, level: VipLevel) =>
  (wagered * BigInt(VIP.houseEdgeBps) * BigInt(level.rakebackBps)) / 100_000_000n;

interface Reward {
  kind: 'level_up' | 'rakeback';
  ref: string;
  amount: bigint;
  claimable: boolean;
  claimed: boolean;
}

/**
 * Every reward the player has or had: level-up rewards of each level reached (once per level, ever), and the
 * rakeback of the last closed periods at the player's current level.
 */
async function rewardsOf(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ level: VipLevel; wagered: bigint; rewards: Reward[] }> {
  const { level, wagered } = await vipLevelOf(db, userId, now);
  const claimed = new Map((await claimsOf(db, userId)).map((c) => [`${c.kind}:${c.ref}`, c.amount]));
  const rewards: Reward[] = [];
  for (const l of VIP.levels) {
    if (l.levelUpReward <= 0n) continue;
    const paid = claimed.get(`level_up:${l.level}`);
    if (paid !== undefined || l.level <= level.level)
      rewards.push({
        kind: 'level_up',
        ref: String(l.level),
        amount: paid ?? l.levelUpReward,
        claimable: paid === undefined,
        claimed: paid !== undefined,
      });
  }
  const current = weekStart(now);
  for (let i = 1; i <= RAKEBACK_PERIODS_KEPT; i += 1) {
    const from = addDays(current, -7 * i);
    const paid = claimed.get(`rakeback:${from}`);
    const amount = paid ?? rakebackOf(await wageredBetween(db, userId, from, addDays(from, 7)), level);
    if (amount > 0n)
      rewards.push({ kind: 'rakeback', ref: from, amount, claimable: paid === undefined, claimed: !!paid });
  }
  rewards.sort((a, b) => Number(b.claimable) - Number(a.claimable));
  return { level, wagered, rewards };
}

const rewardView = (r: Reward) => ({ ...r, amount: usdtText(r.amount) });

export async function vipProfile(db: Db, userId: number, now = new Date()) {
  const { level, wagered, rewards } = await rewardsOf(db, userId, now);
  const next = VIP.levels[level.level + 1];
  return {
    level: level.level,
    wagered: usdtText(wagered),
    next_level_wager: next ? usdtText(next.wager) : null,
    rewards: rewards.map(rewardView),
  };
}

/** Pays one reward to cash, once: a repeat answers it as claimed; anything not on the list is refused. */
export async function receiveVipReward(
  db: Db,
  ids: SystemIds,
  userId: number,
  input: { kind: 'level_up' | 'rakeback'; ref: string },
  now = new Date(),
) {
  const { rewards } = await rewardsOf(db, userId, now);
  const reward = rewards.find((r) => r.kind === input.kind && r.ref === input.ref);
  if (!reward) throw new AppError('FORTUNE_REWARD_NOT_CLAIMABLE');
  if (reward.claimable) {
    const user = await accountId(db, { userId }, COIN);
    await inTransaction(db, async (tx) => {
      const first = await insertClaim(tx, {
        userId,
        kind: reward.kind,
        ref: reward.ref,
        coin: COIN,
        amount: reward.amount,
      });
      if (!first) return;
      await move(
        tx,
        [{ debitId: ids.house, creditId: user, coin: COIN, amount: reward.amount, kind: `fortune_vip_${reward.kind}` }],
        { reference: `fortune_vip:${userId}`, idempotencyKey: `fortune_vip:${userId}:${reward.kind}:${reward.ref}` },
      );
    });
  }
  return {
    reward: rewardView({ ...reward, claimable: false, claimed: true }),
    cash: usdtText(await balanceOf(db, { userId }, COIN)),
  };
}
