import type { RewardSource } from '@arcadia/contract/calls/activity/rewards';

/**
 * Which ledger transfer kinds are rewards, and of which source: /reward reads the player's received rewards from
 * the ledger through this map. An area that pays a new kind of reward adds its kind here.
 */
export const REWARD_KINDS: Record<string, RewardSource> = {
  task_reward: 'task',
  task_duration: 'task',
  task_checkin: 'checkin',
  newbie_reward: 'newbie',
  share_inviter: 'invite',
  share_invitee: 'invite',
  giftcode_claim: 'giftcode',
  giftcode_campaign: 'giftcode',
  luckycode_prize: 'luckycode',
  pool_payout: 'pool',
  sudoku_daily: 'sudoku',
};

export const rewardKindList = (): string[] => Object.keys(REWARD_KINDS);
