import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpEntry, pvpMatchLine, pvpPageField } from './common.ts';

/** GET /pvp/my_matches: the caller's matches, newest first, 20 a page, and the caller's waiting entry if any. */
export const pvpMyMatches = defineCall({
  service: 'pvp',
  method: 'GET',
  path: '/pvp/my_matches',
  auth: 'required',
  request: z.object({ page: pvpPageField }),
  response: z.object({ list: z.array(pvpMatchLine), has_more: z.boolean(), waiting: z.nullable(pvpEntry) }),
});
