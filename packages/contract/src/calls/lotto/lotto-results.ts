import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { lottoDraw, pageField } from './common.ts';

export const LOTTO_RESULTS_PAGE = 10;

/** GET /lotto/results: closed lotto draws, newest first, 10 a page, with numbers, tiers and proofs. */
export const lottoResults = defineCall({
  service: 'game',
  method: 'GET',
  path: '/lotto/results',
  auth: 'none',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(lottoDraw), has_more: z.boolean() }),
});
