import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pageField, xosoBet } from './common.ts';

export const XOSO_BETS_PAGE = 20;

/** GET /xoso/my_bets: the caller's bets, newest first, 20 a page, each with its draw's outcome. */
export const xosoMyBets = defineCall({
  service: 'game',
  method: 'GET',
  path: '/xoso/my_bets',
  auth: 'required',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(xosoBet), has_more: z.boolean() }),
});
