import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { playerPopup } from './common.ts';

/**
 * GET /popups/query: the main brand's popups aimed at this player now (market, how new they are), highest priority
 * first, at most two, each within its frequency cap; answering counts as showing them.
 */
export const popupsQuery = defineCall({
  service: 'popups',
  method: 'GET',
  path: '/popups/query',
  auth: 'required',
  request: z.object({}),
  response: z.object({ popups: z.array(playerPopup) }),
});
