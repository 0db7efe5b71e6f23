import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type GuessGuard, type GuessLimits, guessGuard as guard, NO_GUARD } from '../../lib/guess-guard.ts';

export { type GuessGuard, NO_GUARD };

/**
 * Red packet and gift code guesses (lib/guess-guard.ts): looking up or claiming a code that does not exist (or can
 * no longer be claimed) counts; 10 per player, 30 per IP, per 10 minutes.
 */
export const GIFTCODE_GUESSES: GuessLimits = {
  perUser: { max: 10, windowSeconds: 600 },
  perIp: { max: 30, windowSeconds: 600 },
};

export const guessGuard = (app: FastifyInstance, request: FastifyRequest, userId: number | undefined): GuessGuard =>
  guard(app, request, 'giftcode', userId, GIFTCODE_GUESSES);
