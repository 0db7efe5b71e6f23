import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { winRounds } from '../../db/schema/index.ts';
import { transfer } from '../../ledger/ledger.ts';
import { cashoutHilo, guessHilo, rollDice, startHilo, type WinDeps } from './service.ts';

/** The demo players of the main brand (db/seed.ts): Linh (vn), Budi (id), Ana (br). */
const PLAYERS = [100001, 100002, 100003];
const ROLLS = [
  { amount: '0.5', chance_bp: 5000, side: 'under' as const },
  { amount: '1', chance_bp: 2500, side: 'over' as const },
  { amount: '0.2', chance_bp: 9000, side: 'under' as const },
  { amount: '0.1', chance_bp: 1000, side: 'over' as const },
  { amount: '2', chance_bp: 6600, side: 'under' as const },
  { amount: '0.5', chance_bp: 4950, side: 'over' as const },
];

/**
 * Demo play for /win/history and the verifier: each demo player gets 20 USDT and plays six dice rolls and two hi-lo
 * chains through the real service and wallet (fair seeds, ledger, wager records), once.
 */
export async function seedWin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('win')) return;
  const db = app.db;
  const deps: WinDeps = { ...app.win, spacingMs: 0 };
  for (const userId of PLAYERS) {
    const [played] = await db.select({ id: winRounds.id }).from(winRounds).where(eq(winRounds.userId, userId)).limit(1);
    if (played) continue;
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'USDT', amount: 20_000_000n, kind: 'recharge' }],
      { reference: `seed:win:${userId}`, idempotencyKey: `seed:win:${userId}` },
    );
    for (const [n, roll] of ROLLS.entries())
      await rollDice(deps, userId, roll, `seed-win-dice-${n}`).catch(() => undefined);
    for (let n = 0; n < 2; n++) {
      const started = await startHilo(deps, userId, { amount: '1' }, `seed-win-hilo-${n}`).catch(() => undefined);
      let round = started?.round;
      for (let step = 0; round?.status === 'playing' && step < n + 1; step++) {
        const card = round.draws[round.draws.length - 1]?.value ?? 0;
        const rank = (card % 13) + 1;
        round = (await guessHilo(deps, userId, { id: round.id, step, guess: rank <= 7 ? 'higher' : 'lower' })).round;
      }
      if (round?.status === 'playing') await cashoutHilo(deps, userId, { id: round.id });
    }
  }
}
