import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /fortune/general_popup_query: the popups operators aimed at this player now (market, VIP level, how new they
 * are), highest priority first, within each popup's frequency cap; answering counts as showing them.
 */
export const fortuneGeneralPopupQuery = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/general_popup_query',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    popups: z.array(
      z.object({ id: z.number(), title: z.string(), body: z.string(), image: z.string(), deep_link: z.string() }),
    ),
  }),
});
