import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import type { StepRow } from './catalogue-repo.ts';
import * as repo from './lifecycle-repo.ts';
import type { Conversion, OfferNetwork } from './networks/network.ts';
import { inTransaction, KC, payInTx, resolvePay, reverseInTx, type StepPay } from './reward-service.ts';

/**
 * Offer-network postbacks (issue 13): verify, then credit or reverse exactly once. Every callback is stored in
 * task_postbacks with its verdict: accepted, duplicate (a retry, answered the same way) or refused with a reason
 * (bad_signature, unknown_click, wrong_network, take_expired, market, too_fast, already_rewarded, daily_cap, ...).
 */

export interface PostbackDeps {
  db: Db;
  networks: Record<string, OfferNetwork>;
  now?: () => number;
  /** Scales offers' min_seconds (TASK_MIN_SECONDS_FACTOR, default 1; 0 turns the check off for e2e runs). */
  minSecondsFactor?: number;
}

type Verdict = 'accepted' | 'duplicate' | 'refused';
export interface PostbackOutcome {
  http: number;
  verdict: Verdict;
  reason: string;
}

export async function receivePostback(
  deps: PostbackDeps,
  networkId: string,
  params: Record<string, string>,
  headers: Record<string, string | string[] | undefined>,
): Promise<PostbackOutcome> {
  const network = deps.networks[networkId];
  if (!network) {
    await repo.recordPostback(deps.db, {
      network: networkId.slice(0, 32),
      txnId: '',
      params,
      verdict: 'refused',
      reason: 'unknown_network',
    });
    return { http: 404, verdict: 'refused', reason: 'unknown_network' };
  }
  const parsed = network.parse(params, headers);
  if (!parsed.ok) {
    await repo.recordPostback(deps.db, {
      network: networkId,
      txnId: parsed.txnId.slice(0, 80),
      params,
      verdict: 'refused',
      reason: parsed.reason,
    });
    // A bad signature is not ours to acknowledge; other refusals are final (the network must not retry them).
    return { http: parsed.reason === 'bad_signature' ? 403 : 200, verdict: 'refused', reason: parsed.reason };
  }
  const c = parsed.conversion;
  const result = c.reversal ? await reverse(deps, networkId, c) : await credit(deps, networkId, c);
  await repo.recordPostback(deps.db, {
    network: networkId,
    txnId: c.reversal ? `r:${c.txnId}` : c.txnId,
    params,
    verdict: result.verdict,
    reason: result.reason,
  });
  return { http: 200, ...result };
}

/** The step a conversion names: by seq, by goal, else the take's first step not yet paid. */
function pickStep(steps: StepRow[], named: Conversion['step'], paid: Set<number>): StepRow | undefined {
  if (named && 'seq' in named) return steps.find((s) => s.seq === named.seq);
  if (named && 'goal' in named) return steps.find((s) => s.goal === named.goal);
  return steps.find((s) => !paid.has(s.id));
}

export function payOf(userId: number, step: StepRow): StepPay {
  return {
    userId,
    kc: step.rewardKc,
    duration: step.goal.startsWith('minutes:'),
    token:
      step.rewardTokenCoin && step.rewardToken > 0n
        ? { coin: step.rewardTokenCoin as CoinCode, amount: step.rewardToken }
        : undefined,
  };
}

const startOfUtcDay = (ms: number) => new Date(Math.floor(ms / 86_400_000) * 86_400_000);
type Result = { verdict: Verdict; reason: string };
const refused = (reason: string): Result => ({ verdict: 'refused', reason });

async function credit(deps: PostbackDeps, networkId: string, c: Conversion): Promise<Result> {
  const now = deps.now?.() ?? Date.now();
  const take = await repo.takeByClick(deps.db, c.clickId);
  if (!take) return refused('unknown_click');
  const found = await repo.offerWithSteps(deps.db, take.offerId);
  if (!found) return refused('unknown_offer');
  const { offer, steps } = found;
  if (offer.network !== networkId) return refused('wrong_network');
  const step = pickStep(steps, c.step, await repo.paidStepIdsOfTake(deps.db, take.clickId));
  if (!step) return refused('unknown_step');
  const pay = payOf(take.userId, step);
  const resolved = await resolvePay(deps.db, pay);

  return inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockTake(tx, c.clickId);
    if (!locked) return refused('unknown_click');
    if (await repo.completionByTxn(tx, networkId, c.txnId)) return { verdict: 'duplicate', reason: '' } as Result;
    if (locked.expiresAt.getTime() <= now) return refused('take_expired');
    if (offer.markets.length > 0 && !offer.markets.includes(locked.market)) return refused('market');
    if (now - locked.takenAt.getTime() < offer.minSeconds * 1000 * (deps.minSecondsFactor ?? 1))
      return refused('too_fast');
    if (await repo.paidStepBy(tx, step.id, locked.userId, locked.deviceId)) return refused('already_rewarded');
    const today = await repo.paidToday(tx, offer.id, locked.userId, startOfUtcDay(now));
    if (offer.dailyCap > 0 && today.all >= offer.dailyCap) return refused('daily_cap');
    if (offer.userDailyCap > 0 && today.mine >= offer.userDailyCap) return refused('user_daily_cap');
    const row = await repo.insertCompletion(tx, {
      clickId: locked.clickId,
      userId: locked.userId,
      offerId: offer.id,
      stepId: step.id,
      deviceId: locked.deviceId,
      network: networkId,
      networkTxnId: c.txnId,
      status: 'paid',
      amount: pay.kc,
      coin: KC,
      tokenCoin: pay.token?.coin ?? null,
      tokenAmount: pay.token?.amount ?? 0n,
    });
    if (!row) return refused('already_rewarded');
    await payInTx(tx, pay, resolved, `task:${networkId}:${c.txnId}`);
    const paid = await repo.paidStepIdsOfTake(tx, locked.clickId);
    if (steps.every((s) => paid.has(s.id))) await repo.setTakeStatus(tx, locked.clickId, 'done');
    return { verdict: 'accepted', reason: '' } as Result;
  });
}

/**
 * A chargeback. Out of order (it arrives before its conversion) it is recorded as a reversed completion holding the
 * transaction id, so the conversion arriving later is a duplicate and pays nothing.
 */
async function reverse(deps: PostbackDeps, networkId: string, c: Conversion): Promise<Result> {
  const take = await repo.takeByClick(deps.db, c.clickId);
  if (!take) return refused('unknown_click');
  const found = await repo.offerWithSteps(deps.db, take.offerId);
  if (!found) return refused('unknown_offer');
  const original = await repo.completionByTxn(deps.db, networkId, c.txnId);
  const step = original
    ? found.steps.find((s) => s.id === original.stepId)
    : pickStep(found.steps, c.step, await repo.paidStepIdsOfTake(deps.db, take.clickId));
  if (!step) return refused('unknown_step');
  const resolved = await resolvePay(deps.db, payOf(take.userId, step));
  const reason = c.reason || 'chargeback';

  return inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockTake(tx, c.clickId);
    if (!locked) return refused('unknown_click');
    const completion = await repo.completionByTxn(tx, networkId, c.txnId);
    if (!completion) {
      await repo.insertCompletion(tx, {
        clickId: locked.clickId,
        userId: locked.userId,
        offerId: locked.offerId,
        stepId: step.id,
        deviceId: locked.deviceId,
        network: networkId,
        networkTxnId: c.txnId,
        status: 'reversed',
        reason: `${reason} (before its conversion)`,
        reversedAt: new Date(),
      });
      return { verdict: 'accepted', reason: 'reversed_before_conversion' } as Result;
    }
    if (completion.status === 'reversed') return { verdict: 'duplicate', reason: '' } as Result;
    if (completion.status === 'paid') await reverseInTx(tx, completion, resolved, `task-rev:${networkId}:${c.txnId}`);
    await repo.markCompletion(tx, completion.id, { status: 'reversed', reason, reversedAt: new Date() });
    if (locked.status === 'done') await repo.setTakeStatus(tx, locked.clickId, 'active');
    return { verdict: 'accepted', reason: '' } as Result;
  });
}
