import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpEntry, pvpEntryIdField } from './common.ts';

/** GET /pvp/entry: the caller's queue entry, polled while waiting until it is matched. NOT_FOUND for others'. */
export const pvpEntryGet = defineCall({
  service: 'pvp',
  method: 'GET',
  path: '/pvp/entry',
  auth: 'required',
  request: z.object({ entry_id: pvpEntryIdField }),
  response: pvpEntry,
});
