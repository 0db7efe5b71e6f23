import { LEDGER_KINDS } from '@arcadia/contract/calls/wallet/offchain-history';
import { REWARD_KINDS } from '../activity/reward-kinds.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The wallet history shows each ledger movement as one of the few kinds a player understands (LEDGER_KINDS, each
 * translated in the wallet's texts); the areas' own transfer kinds are named here. Every reward kind of
 * activity/reward-kinds.ts shows as a reward; a kind named nowhere shows as a transfer.
 */
const OWN_KINDS: Record<string, LedgerKind> = {
  hold: 'withdraw',
  withdrawal: 'withdraw',
  withdrawal_bounce: 'refund',
  recharge: 'deposit',
  recharge_refund: 'refund',
  offchain_swap: 'swap',
  onchain_swap: 'swap',
  giftcode_fund: 'payment',
  giftcode_return: 'refund',
  luckycode_ticket: 'payment',
  luckycode_refund: 'refund',
  lotto_ticket: 'payment',
  lotto_prize: 'reward',
  lotto_refund: 'refund',
  xoso_bet: 'payment',
  xoso_win: 'reward',
  xoso_refund: 'refund',
  battle_prize: 'reward',
  game_bet: 'payment',
  game_win: 'reward',
  game_refund: 'refund',
  fortune_webcast_fund: 'payment',
  fortune_webcast_return: 'refund',
  fortune_rt_prize: 'reward',
  fortune_invite_commission: 'reward',
  fortune_share_unlock: 'reward',
  rakeback: 'reward',
  level_up: 'reward',
  task_reversal: 'correction',
  task_debt_repay: 'correction',
  ops_adjust: 'correction',
};

export function displayKind(raw: string): LedgerKind {
  if ((LEDGER_KINDS as readonly string[]).includes(raw)) return raw as LedgerKind;
  if (REWARD_KINDS[raw]) return 'reward';
  return OWN_KINDS[raw] ?? 'transfer';
}

/** The raw kinds a history filter on `shown` matches (the kind itself and every kind shown as it). */
export function rawKindsOf(shown: LedgerKind): string[] {
  const raws = [...Object.keys(REWARD_KINDS), ...Object.keys(OWN_KINDS)].filter((raw) => displayKind(raw) === shown);
  return [shown, ...raws];
}
