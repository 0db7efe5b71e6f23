import { sql } from 'drizzle-orm';
import { type Exec, rows } from './sql.ts';

export interface LedgerCheckResult {
  ok: boolean;
  coins: { coin: string; sum: string; accounts: number }[];
  problems: string[];
}

/**
 * The ledger invariants (DESIGN.md section 7): per coin the balances sum to zero; no account that may
 * not go negative is negative; every balance equals its transfers (credits minus debits); every transfer
 * stays within one coin; every pending hold is covered by the pending account; every locked Fortune bonus is covered
 * by the bonus account; what active webcast gift codes and red packets still owe is covered by the escrow account; the game rounds'
 * stakes less refunds and wins equal the ledger's game transfers (the seamless wallet wrote both or neither).
 */
export async function checkLedger(db: Exec): Promise<LedgerCheckResult> {
  const problems: string[] = [];
  const sums = await rows<{ coin: string; sum: string; accounts: string | number }>(
    db,
    sql`select coin, sum(balance)::text as sum, count(*) as accounts from ledger_accounts group by coin order by coin`,
  );
  for (const s of sums) if (BigInt(s.sum) !== 0n) problems.push(`coin ${s.coin}: balances sum to ${s.sum}, not 0`);

  const negative = await rows<{ id: string; coin: string; balance: string }>(
    db,
    sql`select id::text, coin, balance::text from ledger_accounts where not allow_negative and balance < 0`,
  );
  for (const n of negative) problems.push(`account ${n.id} (${n.coin}) is negative: ${n.balance}`);

  const drift = await rows<{ id: string; balance: string; computed: string }>(
    db,
    sql`select a.id::text, a.balance::text, (coalesce(c.total, 0) - coalesce(d.total, 0))::text as computed
        from ledger_accounts a
        left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by 1) c on c.id = a.id
        left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by 1) d on d.id = a.id
        where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`,
  );
  for (const d of drift) problems.push(`account ${d.id}: balance ${d.balance} but transfers say ${d.computed}`);

  const crossCoin = await rows<{ id: string }>(
    db,
    sql`select t.id::text from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
        where d.coin <> t.coin or c.coin <> t.coin`,
  );
  for (const t of crossCoin) problems.push(`transfer ${t.id} crosses coins`);

  const holds = await rows<{ coin: string; held: string; pending: string }>(
    db,
    sql`select h.coin, sum(h.amount)::text as held, coalesce(max(a.balance), 0)::text as pending
        from ledger_holds h left join ledger_accounts a on a.system = 'pending' and a.coin = h.coin
        where h.status = 'pending' group by h.coin`,
  );
  for (const h of holds) {
    if (BigInt(h.held) !== BigInt(h.pending))
      problems.push(`coin ${h.coin}: holds ${h.held} but pending has ${h.pending}`);
  }
  const bonuses = await rows<{ coin: string; locked: string; account: string }>(
    db,
    sql`select a.coin, coalesce(b.locked, 0)::text as locked, a.balance::text as account
        from ledger_accounts a
        left join (select coin, sum(amount) as locked from fortune_bonuses where status = 'locked' group by coin) b
          on b.coin = a.coin
        where a.system = 'bonus'`,
  );
  for (const b of bonuses) {
    if (BigInt(b.locked) !== BigInt(b.account))
      problems.push(`coin ${b.coin}: locked bonuses ${b.locked} but the bonus account has ${b.account}`);
  }
  const escrow = await rows<{ coin: string; owed: string; account: string }>(
    db,
    sql`select a.coin, coalesce(g.owed, 0)::text as owed, a.balance::text as account
        from ledger_accounts a
        left join (select coin, sum(owed) as owed from (
                     select 'USDT' as coin, amount_per_claim * (max_claims - claims) as owed
                     from fortune_gift_codes where kind = 'webcast' and status = 'active'
                     union all
                     -- The main brand's red packets (services/giftcode): funded less paid, until they end.
                     select coin, total - claimed as owed from gift_codes where kind = 'packet' and status = 'active'
                   ) o group by coin) g on g.coin = a.coin
        where a.system = 'escrow'`,
  );
  for (const e of escrow) {
    if (BigInt(e.owed) !== BigInt(e.account))
      problems.push(`coin ${e.coin}: gift codes owe ${e.owed} but the escrow account has ${e.account}`);
  }
  const [games] = await rows<{ rounds: string; ledger: string }>(
    db,
    sql`select (select coalesce(sum(staked - refunded - won), 0) from game_rounds)::text as rounds,
               (select coalesce(sum(case kind when 'game_bet' then amount else -amount end), 0)
                from ledger_transfers where kind in ('game_bet', 'game_win', 'game_refund'))::text as ledger`,
  );
  if (games && BigInt(games.rounds) !== BigInt(games.ledger))
    problems.push(`game rounds net ${games.rounds} but the ledger's game transfers net ${games.ledger}`);
  return {
    ok: problems.length === 0,
    coins: sums.map((s) => ({ coin: s.coin, sum: s.sum, accounts: Number(s.accounts) })),
    problems,
  };
}
