import { type AgentTier, INVITES } from './settings.ts';

export type InviterRole = 'player' | 'agent';

/** What one inviter's day is made of: their direct team's wager, their sub-agents' teams' and the month so far. */
export interface CommissionBasis {
  role: InviterRole;
  directWager: bigint;
  subWager: bigint;
  monthVolume: bigint;
}

export interface Commission {
  tier: number;
  rateBps: number;
  overrideBps: number;
  direct: bigint;
  override: bigint;
  amount: bigint;
}

const BPS2 = 100_000_000n;

/** The agent tier a month's team wager reaches. */
export function agentTierFor(volume: bigint): AgentTier {
  let reached = INVITES.agentTiers[0] as AgentTier;
  for (const tier of INVITES.agentTiers) if (volume >= tier.minVolume) reached = tier;
  return reached;
}

/** The tier above, or undefined at the top. */
export function nextAgentTier(volume: bigint): AgentTier | undefined {
  return INVITES.agentTiers.find((t) => t.minVolume > volume);
}

/**
 * commission = floor(direct wager x house edge x rate) + floor(sub-agents' teams' wager x house edge x override),
 * each rounded down once on the day's sum (bps x bps / 10^8), so the house never pays a fraction of a minor unit.
 */
export function commissionOf(basis: CommissionBasis, houseEdgeBps: number = INVITES.houseEdgeBps): Commission {
  const agent = basis.role === 'agent';
  const tier = agent ? agentTierFor(basis.monthVolume) : undefined;
  const rateBps = tier ? tier.rateBps : INVITES.playerRateBps;
  const overrideBps = agent ? INVITES.overrideBps : 0;
  const edge = BigInt(houseEdgeBps);
  const direct = (basis.directWager * edge * BigInt(rateBps)) / BPS2;
  const override = agent ? (basis.subWager * edge * BigInt(overrideBps)) / BPS2 : 0n;
  return { tier: tier?.tier ?? 0, rateBps, overrideBps, direct, override, amount: direct + override };
}
