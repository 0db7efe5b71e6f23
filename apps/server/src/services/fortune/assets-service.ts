import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { rows } from '../../ledger/sql.ts';
import type { PaymentMarkets } from '../payment/markets.ts';
import { currencyOf } from './access.ts';
import { lockedBonuses, recentBonuses } from './bonus-repo.ts';
import { bonusView } from './bonus-service.ts';
import { seconds, usdtMinor, usdtText } from './money-format.ts';
import { vipProfile } from './vip-service.ts';

const COIN = FORTUNE_COIN as CoinCode;

async function assetOf(db: Db, userId: number, now: Date) {
  const [cash, locked, vip] = await Promise.all([
    balanceOf(db, { userId }, COIN),
    lockedBonuses(db, userId),
    vipProfile(db, userId, now),
  ]);
  const claimable = vip.rewards.filter((r) => r.claimable).reduce((sum, r) => sum + usdtMinor(r.amount), 0n);
  return {
    coin: FORTUNE_COIN,
    cash: usdtText(cash),
    locked: usdtText(locked.reduce((sum, b) => sum + b.amount, 0n)),
    claimable: usdtText(claimable),
  };
}

export async function assetList(db: Db, markets: PaymentMarkets, userId: number, market: string, now = new Date()) {
  return { currency: currencyOf(markets, market), assets: [await assetOf(db, userId, now)] };
}

/** What a Fortune player sees on the asset page: Fortune's own moves, recharges, withdrawals (hold) and returns. */
const SHOWN = sql`(t.kind like 'fortune\\_%' or t.kind in ('recharge', 'recharge_refund', 'hold', 'refund'))`;

export async function assetDetail(db: Db, markets: PaymentMarkets, userId: number, market: string, now = new Date()) {
  const account = await accountId(db, { userId }, COIN);
  const movements = await rows<{
    id: string | number;
    kind: string;
    incoming: boolean;
    amount: string;
    at: Date | string;
  }>(
    db,
    sql`select t.id, t.kind, t.credit_account_id = ${account} as incoming, t.amount::text as amount, t.created_at as at
        from ledger_transfers t
        where (t.credit_account_id = ${account} or t.debit_account_id = ${account}) and ${SHOWN}
        order by t.id desc limit 30`,
  );
  return {
    currency: currencyOf(markets, market),
    asset: await assetOf(db, userId, now),
    bonuses: (await recentBonuses(db, userId)).map(bonusView),
    movements: movements.map((m) => ({
      id: Number(m.id),
      kind: m.kind,
      direction: m.incoming ? ('in' as const) : ('out' as const),
      amount: usdtText(BigInt(m.amount)),
      at: seconds(new Date(m.at)),
    })),
  };
}
