import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winRoundIdField, winRoundView } from './common.ts';

/**
 * GET /win/round: any finished round by id, for the public verifier (no player named; a server seed only once its
 * pair is rotated). Limited per IP: ids are sequential.
 */
export const winRound = defineCall({
  service: 'game',
  method: 'GET',
  path: '/win/round',
  auth: 'none',
  request: z.object({ id: winRoundIdField }),
  response: z.object({ round: winRoundView }),
});
