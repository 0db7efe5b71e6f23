import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listOf, onePageCntField, pageField, taskCard, taskRequest } from './common.ts';

/**
 * POST /game_tab/search (keyword, page, one_page_cnt): task cards whose title in any locale contains the keyword
 * (trimmed, 1-64 characters, case-insensitive), most played first, in the caller's market.
 */
export const taskSearch = defineCall({
  service: 'task',
  method: 'POST',
  path: '/game_tab/search',
  auth: 'optional',
  request: taskRequest({
    keyword: z.string().check(z.trim(), z.minLength(1, 'Type something to search'), z.maxLength(64)),
    page: pageField,
    one_page_cnt: onePageCntField,
  }),
  response: listOf(taskCard),
});
