import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { fieldError } from '../../lib/errors.ts';
import {
  type FortuneMarketRow,
  lockMarket,
  type MarketRules,
  marketRows,
  rulesOf,
  writeMarket,
} from '../fortune/markets.ts';
import { CURRENCIES } from '../payment/markets.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/** Fortune's switch and game rules per market (issue 16): the operator side of services/fortune/markets.ts. */

interface SetInput {
  market: string;
  enabled: boolean;
  min_spin_ms: number;
  autoplay: boolean;
  turbo: boolean;
}

/** The rules as the audit log keeps them (the wire names). */
const audited = (r: MarketRules) => ({
  enabled: r.enabled,
  min_spin_ms: r.minSpinMs,
  autoplay: r.autoplay,
  turbo: r.turbo,
});

function view(market: string, row: FortuneMarketRow | undefined, emails: Map<number, string>) {
  const rules = rulesOf(row);
  const by = row?.updatedBy ?? null;
  return {
    market,
    currency: CURRENCIES[market]?.code ?? '',
    ...audited(rules),
    // A row an operator never changed (made by a set that changed nothing) counts as never set.
    updated_at: row && by !== null ? Math.floor(row.updatedAt.getTime() / 1000) : null,
    updated_by: by,
    updated_by_email: by === null ? null : (emails.get(by) ?? ''),
  };
}

async function operatorEmails(db: Db): Promise<Map<number, string>> {
  const list = await db.select({ id: operators.id, email: operators.email }).from(operators);
  return new Map(list.map((o) => [o.id, o.email]));
}

/** Every market of CURRENCIES, in its order, with Fortune's switch and rules (defaults where never set). */
export async function listMarkets(deps: OpsDeps) {
  const [found, emails] = await Promise.all([marketRows(deps.db), operatorEmails(deps.db)]);
  const byMarket = new Map(found.map((row) => [row.market, row]));
  return { list: Object.keys(CURRENCIES).map((market) => view(market, byMarket.get(market), emails)) };
}

/**
 * Sets one market's switch and rules. The row is locked, so two operators at once make two ordered changes, each
 * audited with its own before and after in the same transaction; an unchanged market writes nothing.
 */
export async function setMarket(deps: OpsDeps, caller: OpsCaller, input: SetInput, now = new Date()) {
  if (!CURRENCIES[input.market]) throw fieldError({ market: ['Unknown market'] });
  const next: MarketRules = {
    enabled: input.enabled,
    minSpinMs: input.min_spin_ms,
    autoplay: input.autoplay,
    turbo: input.turbo,
  };
  const { row, changed } = await inTransaction(deps.db, async (tx) => {
    const current = await lockMarket(tx, input.market);
    const before = audited(rulesOf(current));
    if (JSON.stringify(before) === JSON.stringify(audited(next))) return { row: current, changed: false };
    const written = await writeMarket(tx, input.market, next, caller.operator.id, now);
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.markets.set',
      target: `market:${input.market}`,
      before,
      after: audited(next),
    });
    return { row: written, changed: true };
  });
  return { market: view(input.market, row, await operatorEmails(deps.db)), changed };
}
