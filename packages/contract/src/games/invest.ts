/**
 * Invest interest (docs/invest.md), shared by the server (what is paid) and the browser (the live counter):
 * simple interest accruing per second on a 365-day year, floored to the minor unit.
 *   interest = principal * apr_bps * seconds / (10_000 * 31_536_000)
 */
export const YEAR_SECONDS = 31_536_000n;

export function accruedInterest(principal: bigint, aprBps: number, seconds: number): bigint {
  if (principal <= 0n || aprBps <= 0 || seconds <= 0) return 0n;
  return (principal * BigInt(aprBps) * BigInt(Math.floor(seconds))) / (10_000n * YEAR_SECONDS);
}

/** The early-redemption penalty on a fixed position: penalty_bps of the principal, floored. */
export function earlyPenalty(principal: bigint, penaltyBps: number): bigint {
  return (principal * BigInt(penaltyBps)) / 10_000n;
}
