import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pageField, xosoDraw, xosoRegion } from './common.ts';

export const XOSO_RESULTS_PAGE = 7;

/** GET /xoso/results: a region's closed draws, newest day first, 7 a page, each with its full board and proof. */
export const xosoResults = defineCall({
  service: 'game',
  method: 'GET',
  path: '/xoso/results',
  auth: 'none',
  request: z.object({ region: xosoRegion, page: pageField }),
  response: z.object({ list: z.array(xosoDraw), has_more: z.boolean() }),
});
