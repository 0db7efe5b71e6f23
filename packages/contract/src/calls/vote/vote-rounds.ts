import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { poll, voteRound } from './common.ts';

/** GET /vote/rounds: the voting rounds of the caller's market (or `market`), newest first, and its polls. */
export const voteRounds = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/vote/rounds',
  auth: 'optional',
  request: z.object({ market: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) }),
  response: z.object({ rounds: z.array(voteRound), polls: z.array(poll), now: z.number() }),
});
