import type { NewbieStepId } from '@arcadia/contract/calls/activity/newbie';
import type { RewardSource } from '@arcadia/contract/calls/activity/rewards';
import { type CoinCode, DEFAULT_COIN } from '@arcadia/contract/calls/wallet/common';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { prizeOf, type Terms } from '../luckycode/settings.ts';
import { sudokuRewardsFrom } from '../sudoku/service.ts';
import { checkinRewardsFrom } from '../task/checkin-service.ts';
import { NEWBIE_COIN, type NewbieDeps, newbieStatus } from './newbie-service.ts';
import { REWARD_KINDS, rewardKindList } from './reward-kinds.ts';
import { pendingAudits, rewardCredits, rewardTotals, taskRewardRange } from './rewards-repo.ts';

/**
 * The reward pages (docs/rewards.md). Received rewards are the ledger's credits of reward kinds to the player, so
 * the list can never disagree with the balance; pending ones are what the player earned and will be paid: journey
 * steps done but not claimed, and task steps under review.
 */

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const text = (coin: CoinCode, minor: bigint) => fromMinor(minor, coinOf(coin).decimals);

export async function receivedRewards(db: Db, userId: number, page: number, pageSize: number) {
  const kinds = rewardKindList();
  const rows = await rewardCredits(db, userId, kinds, (page - 1) * pageSize, pageSize + 1);
  const totals = await rewardTotals(db, userId, kinds);
  return {
    list: rows.slice(0, pageSize).map((r) => ({
      id: String(r.id),
      source: REWARD_KINDS[r.kind] as RewardSource,
      coin: r.coin as CoinCode,
      amount: text(r.coin as CoinCode, r.amount),
      at: seconds(r.at),
    })),
    has_more: rows.length > pageSize,
    totals: totals.map((t) => ({ coin: t.coin as CoinCode, amount: text(t.coin as CoinCode, BigInt(t.amount)) })),
  };
}

export async function pendingRewards(newbie: NewbieDeps, userId: number) {
  const journey = await newbieStatus(newbie, userId);
  const steps = journey.ended
    ? []
    : journey.steps
        .filter((s) => s.done && !s.claimed)
        .map((s) => ({
          id: `newbie:${s.id}`,
          source: 'newbie' as const,
          coin: NEWBIE_COIN,
          amount: s.reward,
          action: 'claim' as const,
          link: '/activity/newbie',
          at: journey.ends_at,
        }));
  const audits = (await pendingAudits(newbie.db, userId)).map((a) => ({
    id: `audit:${a.id}`,
    source: 'task' as const,
    coin: 'KC' as const,
    amount: text('KC', a.kc),
    action: 'wait' as const,
    link: '/offer/history',
    at: seconds(a.at),
  }));
  return { list: [...steps, ...audits] };
}

export interface CatalogueDeps {
  db: Db;
  settings: Pick<Settings, 'CHECKIN_REWARDS_KC' | 'INVITE_REWARD_COIN' | 'INVITE_REWARD_INVITER' | 'SUDOKU_REWARDS_KC'>;
  newbieRewards: Record<NewbieStepId, bigint>;
  luckycode: Pick<Terms, 'price' | 'cap' | 'minTickets' | 'prizeBps'>;
}

/** The smallest and largest of some amounts (bigints: Math.min and Math.max do not take them). */
function range(values: bigint[]) {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { min: sorted[0] ?? 0n, max: sorted.at(-1) ?? 0n };
}

/** Every way to earn, with what it pays now (from the configuration and the live task catalogue). */
export async function rewardCatalogue(deps: CatalogueDeps) {
  const kc = (minor: bigint) => text('KC', minor);
  const tasks = await taskRewardRange(deps.db);
  const checkin = range(checkinRewardsFrom(deps.settings));
  const newbie = range(Object.values(deps.newbieRewards));
  const inviteCoin = deps.settings.INVITE_REWARD_COIN as CoinCode;
  const lucky = deps.luckycode;
  const sudoku = range(Object.values(sudokuRewardsFrom(deps.settings)));
  return {
    list: [
      {
        source: 'task' as const,
        coin: 'KC' as const,
        min: kc(tasks.min),
        max: kc(tasks.max),
        cadence: 'per_task' as const,
        link: '/library',
      },
      {
        source: 'checkin' as const,
        coin: 'KC' as const,
        min: kc(checkin.min),
        max: kc(checkin.max),
        cadence: 'daily' as const,
        link: '/task/welfare',
      },
      {
        source: 'newbie' as const,
        coin: NEWBIE_COIN,
        min: kc(newbie.min),
        max: kc(newbie.max),
        cadence: 'once' as const,
        link: '/activity/newbie',
      },
      {
        source: 'invite' as const,
        coin: inviteCoin,
        min: deps.settings.INVITE_REWARD_INVITER,
        max: deps.settings.INVITE_REWARD_INVITER,
        cadence: 'per_invite' as const,
        link: '/share',
      },
      // What a red packet pays is up to its sender: "0" to "0" reads as "varies".
      {
        source: 'giftcode' as const,
        coin: DEFAULT_COIN,
        min: '0',
        max: '0',
        cadence: 'per_claim' as const,
        link: '/giftcode',
      },
      {
        source: 'luckycode' as const,
        coin: 'KC' as const,
        min: kc(prizeOf(lucky.price * BigInt(lucky.minTickets), lucky.prizeBps)),
        max: kc(prizeOf(lucky.price * BigInt(lucky.cap), lucky.prizeBps)),
        cadence: 'per_draw' as const,
        link: '/luckycode/land',
      },
      // A share of each period's fees, pro rata to the stake: it varies.
      {
        source: 'pool' as const,
        coin: 'USDT' as const,
        min: '0',
        max: '0',
        cadence: 'per_period' as const,
        link: '/pool',
      },
      {
        source: 'sudoku' as const,
        coin: 'KC' as const,
        min: kc(sudoku.min),
        max: kc(sudoku.max),
        cadence: 'daily' as const,
        link: '/sudgame/daily',
      },
    ],
  };
}
