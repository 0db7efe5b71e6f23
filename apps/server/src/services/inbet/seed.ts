import { INBET_PAIRS, roundTimes } from '@arcadia/contract/games/inbet';
import type { FastifyInstance } from 'fastify';
import { inbetRounds } from '../../db/schema/index.ts';
import { openPosition, tick } from './service.ts';

const LINH = 100001;
const ROUNDS = 8;
const SIDES = ['up', 'down'] as const;
const AMOUNTS = ['1', '5', '2', '10'];

/**
 * Demo play for /inbet (docs/inbet.md): the engine is run over the last few windows on the sandbox feed, and the demo
 * player (funded by the studio's seed, a Fortune player) takes a real position in each BTC round through the wallet,
 * so the page opens with a chart, settled rounds and a history to verify. Once.
 */
export async function seedInbet(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('inbet') || !app.inbet.studio) return;
  const inbet = app.inbet;
  const [played] = await app.db.select({ id: inbetRounds.id }).from(inbetRounds).limit(1);
  if (played) return;
  const w = inbet.settings.windowMs;
  const current = Math.floor(Date.now() / w);
  for (let i = ROUNDS; i >= 1; i--) {
    const n = current - i;
    const at = new Date(roundTimes(n, w).opensAt + 1000);
    await tick(inbet, at);
    const pair = INBET_PAIRS[0]?.id as string;
    await openPosition(
      inbet,
      LINH,
      { pair, round: n, side: SIDES[i % 2] as 'up' | 'down', amount: AMOUNTS[i % AMOUNTS.length] as string },
      `seed-inbet-${n}`,
      at,
    ).catch(() => undefined);
  }
  await tick(inbet, new Date());
}
