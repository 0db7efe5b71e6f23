import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inbetPairField, inbetPosition, inbetRound } from './common.ts';

/**
 * GET /inbet/rounds: a pair's round taking positions, the round running, the last closed rounds (newest first), and
 * for a signed-in caller their positions in the open and running rounds and their USDT balance.
 */
export const inbetRounds = defineCall({
  service: 'inbet',
  method: 'GET',
  path: '/inbet/rounds',
  auth: 'optional',
  request: z.object({ pair: inbetPairField }),
  response: z.object({
    server_now: z.number(),
    open: inbetRound,
    live: z.nullable(inbetRound),
    recent: z.array(inbetRound),
    mine: z.array(inbetPosition),
    /** The caller's USDT balance (the game balance); null for a visitor. */
    balance: z.nullable(z.string()),
  }),
});
