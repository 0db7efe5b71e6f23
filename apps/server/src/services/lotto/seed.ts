import { quickPick } from '@arcadia/contract/games/lotto';
import { drawInstant, vietnamDay, XOSO_REGIONS } from '@arcadia/contract/games/xoso';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lottoDraws, xosoDraws } from '../../db/schema/index.ts';
import { transfer } from '../../ledger/ledger.ts';
import { TICKER } from '../fortune/seed.ts';
import { runLottoTick } from './job.ts';
import { closeLotto, lottoBuy, openLottoDraw, settleLotto } from './lotto-game.ts';
import { jobIds } from './money.ts';
import { COIN, type Terms } from './settings.ts';
import { closeXoso, makeXosoDraw, settleXoso, xosoBet } from './xoso-game.ts';

/**
 * lotto and xoso's demo data (docs/lotto.md): players of every market (the Fortune demo's, plus Budi and Ana) hold
 * game balance and bought lotto lines in three past draws (drawn and paid) and in the draw on sale now, and bet on
 * xoso in every region on each of the last three days (drawn and paid) and on today's draws. Every purchase goes
 * through the service a player's does and draws close and pay through the tick's own steps, so the ledger holds
 * exactly what the product would. Runs once: nothing is made when any lotto draw exists.
 */

const HOUR_MS = 3600_000;
const BUYERS = [...TICKER.map((p) => p.id), 100002, 100003];

/** A small deterministic generator, so the demo looks the same on every start. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (m: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % m;
  };
}

export async function seedLotto(db: Db, terms: Terms, now = new Date()) {
  if ((await db.select({ id: lottoDraws.id }).from(lottoDraws).limit(1)).length > 0) return;
  const ids = await jobIds(db);
  const deps = { db, terms, ids };
  for (const userId of BUYERS)
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId }, coin: COIN, amount: 60_000_000n, kind: 'issuance' }],
      { reference: 'demo-seed', idempotencyKey: `seed:lotto:${userId}` },
    );
  const pick = rng(2026);

  // Three past lotto draws, then the one on sale now.
  const period = terms.periodMs;
  for (let d = 3; d >= 1; d--) {
    const opensAt = new Date(now.getTime() - d * period - HOUR_MS);
    const draw = await openLottoDraw(db, terms, opensAt);
    if (!draw) return;
    for (const [i, userId] of BUYERS.entries()) {
      const lines = Array.from({ length: 1 + pick(3) }, () => quickPick(pick));
      const at = new Date(opensAt.getTime() + (i + 1) * 60_000);
      await lottoBuy(deps, userId, `seed-lotto-${draw.id}-${userId}`, { draw_id: draw.id, lines }, at);
    }
    await closeLotto(db, draw.id, draw.closesAt, { by: 'schedule' });
    await settleLotto(db, ids, draw.id, draw.closesAt);
  }
  const since = Math.min(HOUR_MS, Math.floor(period / 2));
  const open = await openLottoDraw(db, terms, new Date(now.getTime() - since));
  if (open)
    for (const [i, userId] of BUYERS.entries()) {
      const lines = Array.from({ length: 1 + pick(2) }, () => quickPick(pick));
      const at = new Date(open.opensAt.getTime() + ((i + 1) * since) / (BUYERS.length + 1));
      await lottoBuy(deps, userId, `seed-lotto-${open.id}-${userId}`, { draw_id: open.id, lines }, at);
    }

  // xoso: the last three days in every region, drawn and paid.
  const today = Date.parse(`${vietnamDay(now)}T00:00:00Z`);
  for (let d = 3; d >= 1; d--) {
    const day = new Date(today - d * 86_400_000).toISOString().slice(0, 10);
    for (const region of XOSO_REGIONS) {
      const draw = await makeXosoDraw(db, region, day);
      if (!draw) continue;
      const drawAt = drawInstant(region, day);
      for (const [i, userId] of BUYERS.entries()) {
        const at = new Date(drawAt.getTime() - (i + 2) * 20 * 60_000);
        const kind = i % 3 === 0 ? 'de' : 'lo';
        const stake = ['0.5', '1', '2', '0.2'][i % 4] as string;
        await xosoBet(
          deps,
          userId,
          `seed-xoso-${draw.id}-${userId}`,
          { draw_id: draw.id, kind, number: pick(100), stake },
          at,
        );
      }
      await closeXoso(db, draw.id, drawAt, { by: 'schedule' });
      await settleXoso(db, ids, draw.id, drawAt);
    }
  }
  // Today's (and the days ahead): made by the tick, with a few bets on those still on sale.
  await runLottoTick(db, ids, terms, now);
  const onSale = await db
    .select()
    .from(xosoDraws)
    .where(and(eq(xosoDraws.status, 'open'), gt(xosoDraws.drawAt, now)))
    .orderBy(asc(xosoDraws.drawAt))
    .limit(3);
  for (const draw of onSale)
    for (const [i, userId] of BUYERS.slice(0, 6).entries())
      await xosoBet(
        deps,
        userId,
        `seed-xoso-${draw.id}-${userId}`,
        { draw_id: draw.id, kind: i % 2 === 0 ? 'lo' : 'de', number: pick(100), stake: '0.5' },
        now,
      );
}
