import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { inbetProof, inbetRound } from './common.ts';

/**
 * GET /inbet/verify: any closed round for the public verifier: its prices, result and, for a sandbox round, the
 * close tick's link with the chain's commitment and salt (games/inbet.ts verifyInbetRound recomputes the result).
 */
export const inbetVerify = defineCall({
  service: 'inbet',
  method: 'GET',
  path: '/inbet/verify',
  auth: 'none',
  request: z.object({ round: z.coerce.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ round: inbetRound, source: z.enum(['sandbox', 'binance']), proof: z.nullable(inbetProof) }),
});
