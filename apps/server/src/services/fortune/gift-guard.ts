import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type GuessGuard, type GuessLimits, guessGuard as guard } from '../../lib/guess-guard.ts';

export type { GuessGuard };

/** Fortune's gift-code guesses (lib/guess-guard.ts): 10 wrong codes per player, 30 per IP, per 10 minutes. */
export const GIFT_GUESSES: GuessLimits = {
  perUser: { max: 10, windowSeconds: 600 },
  perIp: { max: 30, windowSeconds: 600 },
};

export const guessGuard = (app: FastifyInstance, request: FastifyRequest, userId: number): GuessGuard =>
  guard(app, request, 'fortune-gift', userId, GIFT_GUESSES);
