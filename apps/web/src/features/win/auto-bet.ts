/**
 * win turbo, dice's auto-bet (docs/win.md): bets run one after another from the client, each its own call and wallet
 * round. Pure state so the rules are tested apart from the screen. Amounts are USDT minor units (bigint).
 */
export interface AutoSettings {
  /** Bets to place; 0 for no limit (until a stop or the Stop button). */
  count: number;
  base: bigint;
  /** Percent added to the stake after a win / a loss; 0 resets to the base stake. */
  onWinPercent: number;
  onLossPercent: number;
  /** Stop once the session's net result reaches +stopProfit / -stopLoss (0: no such stop). */
  stopProfit: bigint;
  stopLoss: bigint;
  min: bigint;
  max: bigint;
}

export interface AutoState {
  placed: number;
  stake: bigint;
  /** Net result of the session so far (wins minus stakes). */
  net: bigint;
  stopped: null | 'count' | 'profit' | 'loss' | 'balance' | 'user' | 'error';
}

export const startAuto = (s: AutoSettings): AutoState => ({ placed: 0, stake: s.base, net: 0n, stopped: null });

/** Grows a stake by `percent` %, kept within [min, max]. */
export function grow(stake: bigint, percent: number, base: bigint, min: bigint, max: bigint): bigint {
  const next = percent === 0 ? base : stake + (stake * BigInt(Math.round(percent * 100))) / 10_000n;
  return next < min ? min : next > max ? max : next;
}

/** The state after a bet of `state.stake` that paid `win` (0 for a loss), with what the balance is now. */
export function afterBet(s: AutoSettings, state: AutoState, win: bigint, balance: bigint): AutoState {
  const won = win > 0n;
  const net = state.net + win - state.stake;
  const placed = state.placed + 1;
  const stake = grow(state.stake, won ? s.onWinPercent : s.onLossPercent, s.base, s.min, s.max);
  let stopped: AutoState['stopped'] = null;
  if (s.stopProfit > 0n && net >= s.stopProfit) stopped = 'profit';
  else if (s.stopLoss > 0n && -net >= s.stopLoss) stopped = 'loss';
  else if (s.count > 0 && placed >= s.count) stopped = 'count';
  else if (stake > balance) stopped = 'balance';
  return { placed, stake, net, stopped };
}
