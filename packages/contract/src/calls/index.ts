import * as account from './account/index.ts';
import * as activity from './activity/index.ts';
import * as aichat from './aichat/index.ts';
import * as battle from './battle/index.ts';
import * as community from './community/index.ts';
import type { CallDef } from './define.ts';
import * as feedback from './feedback/index.ts';
import * as fortune from './fortune/index.ts';
import * as giftcode from './giftcode/index.ts';
import * as honor from './honor/index.ts';
import * as inbet from './inbet/index.ts';
import * as invest from './invest/index.ts';
import * as lotto from './lotto/index.ts';
import * as luckycode from './luckycode/index.ts';
import * as market from './market/index.ts';
import * as partner from './partner/index.ts';
import * as payment from './payment/index.ts';
import * as pet from './pet/index.ts';
import * as pool from './pool/index.ts';
import * as popups from './popups/index.ts';
import * as product from './product/index.ts';
import * as profile from './profile/index.ts';
import * as pvp from './pvp/index.ts';
import * as rechargeRebate from './recharge-rebate/index.ts';
import * as share from './share/index.ts';
import * as staking from './staking/index.ts';
import * as stats from './stats/index.ts';
import * as sudoku from './sudoku/index.ts';
import * as task from './task/index.ts';
import * as tg from './tg/index.ts';
import * as topup from './topup/index.ts';
import * as user from './user/index.ts';
import * as vote from './vote/index.ts';
import * as wallet from './wallet/index.ts';
import * as win from './win/index.ts';

export * from './define.ts';
export {
  account,
  activity,
  aichat,
  battle,
  community,
  feedback,
  fortune,
  giftcode,
  honor,
  inbet,
  invest,
  lotto,
  luckycode,
  market,
  partner,
  payment,
  pet,
  pool,
  popups,
  product,
  profile,
  pvp,
  rechargeRebate,
  share,
  staking,
  stats,
  sudoku,
  task,
  tg,
  topup,
  user,
  vote,
  wallet,
  win,
};

/** True for a call definition (areas also export constants and shared schemas next to their calls). */
export function isCallDef(value: unknown): value is CallDef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof CallDef, unknown>>;
  return (
    typeof v.service === 'string' &&
    (v.method === 'GET' || v.method === 'POST') &&
    typeof v.path === 'string' &&
    typeof v.request === 'object' &&
    v.request !== null &&
    typeof v.response === 'object' &&
    v.response !== null
  );
}

/** Every area of calls: adding an area here is what puts its calls in CALLS. */
export const CALL_AREAS = {
  activity,
  user,
  tg,
  wallet,
  feedback,
  aichat,
  stats,
  payment,
  task,
  fortune,
  pool,
  giftcode,
  luckycode,
  lotto,
  market,
  share,
  popups,
  account,
  product,
  profile,
  community,
  sudoku,
  partner,
  battle,
  honor,
  inbet,
  invest,
  win,
  rechargeRebate,
  topup,
  pet,
  pvp,
  vote,
  staking,
} as const;

/** Every call, for the server's registration checks and the generated bad-input suite. */
export const CALLS: readonly CallDef[] = Object.values(CALL_AREAS).flatMap((area) =>
  Object.values(area).filter(isCallDef),
);
