import type { StatementCategory } from '@arcadia/contract/calls/payment/statement';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { rows } from '../../ledger/sql.ts';

const ROW_LIMIT = 500;

/** The ledger's transfer kinds as the statement groups them; a kind not listed is "other". */
const CATEGORY_OF: Record<string, StatementCategory> = {
  cpl: 'tasks',
  task_reward: 'tasks',
  task_reversal: 'tasks',
  task_debt_repay: 'tasks',
  task_checkin: 'tasks',
  welfare: 'tasks',
  download: 'tasks',
  audit: 'tasks',
  action: 'tasks',
  reward: 'tasks',
  report_ev: 'tasks',
  recharge: 'recharge',
  deposit: 'recharge',
  recharge_refund: 'recharge',
  debt_repay: 'recharge',
  payment: 'recharge',
  withdraw: 'withdraw',
  withdrawal: 'withdraw',
  withdrawal_bounce: 'withdraw',
  hold: 'withdraw',
  refund: 'withdraw',
  swap: 'exchange',
  onchain_swap: 'exchange',
  offchain_swap: 'exchange',
  transfer_from_offchain_to_onchain: 'exchange',
  transfer: 'transfer',
  onchain_transfer: 'transfer',
  nft_transfer: 'transfer',
  xbnft_transfer: 'transfer',
  withdraw_fee: 'fees',
  swap_fee: 'fees',
  ops_adjust: 'adjustment',
  // Opening balances (the demo seed's grants).
  issuance: 'adjustment',
};

const categoryOf = (kind: string): StatementCategory => CATEGORY_OF[kind] ?? 'other';
const text = (coin: string, minor: bigint) => fromMinor(minor, coinOf(coin as CoinCode).decimals);
const seconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);

/**
 * Income and spending of a player over the last `days` from the ledger: totals per coin and category (summed in
 * SQL over every transfer of the period) and the newest transfers. A transfer between two of the player's own
 * accounts is neither.
 */
export async function statement(db: Db, userId: number, days: 7 | 30 | 90) {
  const to = new Date();
  const from = new Date(to.getTime() - days * 86_400_000);
  const mine = sql`(select t.id, t.created_at, t.coin, t.kind, t.amount, (c.user_id = ${userId}) as incoming
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      where (d.user_id = ${userId} or c.user_id = ${userId})
        and d.user_id is distinct from c.user_id
        and t.created_at >= ${from.toISOString()}::timestamptz) as mine`;
  const [totals, latest] = await Promise.all([
    rows<{ coin: string; kind: string; incoming: boolean; total: string; n: number }>(
      db,
      sql`select coin, kind, incoming, sum(amount)::text as total, count(*)::int as n
          from ${mine}
          group by coin, kind, incoming`,
    ),
    rows<{ id: string; at: Date | string; coin: string; kind: string; incoming: boolean; amount: string }>(
      db,
      sql`select id::text as id, created_at as at, coin, kind, incoming, amount::text as amount
          from ${mine}
          order by id desc
          limit ${ROW_LIMIT + 1}`,
    ),
  ]);

  type Sums = { income: bigint; spending: bigint; count: number };
  const byCoin = new Map<string, Map<StatementCategory, Sums>>();
  for (const row of totals) {
    const categories = byCoin.get(row.coin) ?? new Map<StatementCategory, Sums>();
    byCoin.set(row.coin, categories);
    const category = categoryOf(row.kind);
    const sums = categories.get(category) ?? { income: 0n, spending: 0n, count: 0 };
    if (row.incoming) sums.income += BigInt(row.total);
    else sums.spending += BigInt(row.total);
    sums.count += Number(row.n);
    categories.set(category, sums);
  }

  return {
    from: seconds(from),
    to: seconds(to),
    coins: [...byCoin.entries()]
      .map(([coin, categories]) => {
        const all = [...categories.values()];
        const income = all.reduce((sum, c) => sum + c.income, 0n);
        const spending = all.reduce((sum, c) => sum + c.spending, 0n);
        return {
          coin,
          income: text(coin, income),
          spending: text(coin, spending),
          net: text(coin, income - spending),
          categories: [...categories.entries()]
            .sort(([, a], [, b]) => (b.income + b.spending > a.income + a.spending ? 1 : -1))
            .map(([category, c]) => ({
              category,
              income: text(coin, c.income),
              spending: text(coin, c.spending),
              count: c.count,
            })),
        };
      })
      .sort((a, b) => a.coin.localeCompare(b.coin)),
    rows: latest.slice(0, ROW_LIMIT).map((row) => ({
      id: Number(row.id),
      at: seconds(row.at),
      coin: row.coin,
      category: categoryOf(row.kind),
      kind: row.kind,
      direction: row.incoming ? ('in' as const) : ('out' as const),
      amount: text(row.coin, BigInt(row.amount)),
    })),
    truncated: latest.length > ROW_LIMIT,
  };
}
