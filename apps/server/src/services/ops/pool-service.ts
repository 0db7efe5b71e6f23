import { POOL_COIN, STAKE_COIN, STAKE_DECIMALS } from '@arcadia/contract/calls/pool/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { closePeriod, type PoolDeps, runPoolJob } from '../pool/job.ts';
import { allPeriods, type PeriodRow, periodById, unpaidCount } from '../pool/repo.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller } from './auth-service.ts';

/**
 * The prize pool in the console (docs/pool.md, "Console"): every period with its funding and payouts, and settling
 * a period now (closing the open one early). Settling is audited in the transaction that closes the period; the
 * funding and payouts that follow are the job's own guarded steps, so settling twice pays nothing twice.
 */

const PAGE = 50;
const usdt = (minor: bigint) => fromMinor(minor, coinOf(POOL_COIN as CoinCode).decimals);
const kc = (minor: bigint) => fromMinor(minor, STAKE_DECIMALS);
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

async function view(deps: PoolDeps, p: PeriodRow) {
  return {
    id: p.id,
    status: p.status,
    starts_at: seconds(p.startsAt) as number,
    ends_at: seconds(p.endsAt) as number,
    closed_at: seconds(p.closedAt),
    share_bps: p.shareBps,
    fees_earned: usdt(p.feesEarned),
    house_earned: usdt(p.houseEarned),
    funded: usdt(p.funded),
    carried_in: usdt(p.carriedIn),
    paid: usdt(p.paid),
    dust: usdt(p.dust),
    total_counted: kc(p.totalCounted),
    holders: p.holders,
    unpaid: p.status === 'paying' ? await unpaidCount(deps.db, p.id) : 0,
    settled_at: seconds(p.settledAt),
  };
}

export async function listPeriods(deps: PoolDeps, page: number) {
  const found = await allPeriods(deps.db, PAGE + 1, (page - 1) * PAGE);
  const list = [];
  for (const p of found.slice(0, PAGE)) list.push(await view(deps, p));
  return {
    list,
    has_more: found.length > PAGE,
    pool_balance: usdt(await balanceOf(deps.db, { system: 'pool' }, POOL_COIN as CoinCode)),
    staked: kc(await balanceOf(deps.db, { system: 'pool' }, STAKE_COIN as CoinCode)),
  };
}

export async function settleNow(deps: PoolDeps, caller: OpsCaller, periodId: number, now = new Date()) {
  const found = await periodById(deps.db, periodId);
  if (!found) throw new AppError('NOT_FOUND', 'No such period.');
  if (found.status === 'settled') return { period: await view(deps, found), changed: false };
  const audit = {
    operatorId: caller.operator.id,
    ip: caller.ip,
    action: 'pool.settle',
    target: `pool_period:${periodId}`,
    before: { status: found.status },
  };
  if (found.status === 'open')
    await closePeriod(deps, periodId, now, (tx) =>
      writeAudit(tx, { ...audit, after: { status: 'closed', closed_at: seconds(now) } }),
    );
  else await writeAudit(deps.db, { ...audit, after: { status: 'resumed' } });
  await runPoolJob(deps, now, {}, true);
  const after = (await periodById(deps.db, periodId)) as PeriodRow;
  return { period: await view(deps, after), changed: true };
}
