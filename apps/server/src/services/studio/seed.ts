import type { FastifyInstance } from 'fastify';
import { studioSpins } from '../../db/schema/index.ts';
import { transfer } from '../../ledger/ledger.ts';
import { TICKER } from '../fortune/seed.ts';
import { launchGame } from '../game-wallet/launch.ts';
import { spin } from './retiger-service.ts';

const LINH = { id: 100001, market: 'vn' };
const SPINS_EACH = 12;
const LINE_BETS = ['0.1', '0.2', '0.5', '1'];

/**
 * Demo play for the lobby's ranking, the players' bet history and the verifier: the demo's Fortune players each play
 * a dozen real retiger spins through the studio and the wallet (fair seeds, ledger, wager records), once.
 */
export async function seedGames(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('studio')) return;
  const db = app.db;
  const [played] = await db.select({ id: studioSpins.id }).from(studioSpins).limit(1);
  if (played) return;
  for (const [i, p] of [LINH, ...TICKER].entries()) {
    await transfer(
      db,
      [
        {
          debit: { system: 'issuance' },
          credit: { userId: p.id },
          coin: 'USDT',
          amount: 30_000_000n,
          kind: 'recharge',
        },
      ],
      { reference: `seed:games:${p.id}`, idempotencyKey: `seed:games:${p.id}` },
    );
    const launch = await launchGame(db, app.gameProviders.inhouse, {
      userId: p.id,
      gameCode: 'retiger',
      market: p.market,
      lang: 'en-US',
      returnUrl: '/fortune',
    });
    for (let n = 0; n < SPINS_EACH; n++) {
      const lineBet = LINE_BETS[(i + n) % LINE_BETS.length] as string;
      await spin(app.studio, p.id, { token: launch.token, line_bet: lineBet }, `seed-${n}`).catch(() => undefined);
    }
  }
}
