import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpEntry, pvpEntryIdField } from './common.ts';

/**
 * POST /pvp/leave: leaves the queue while still waiting; the stake goes back once. When the entry was matched in the
 * meantime it answers the entry as it is (status matched, with its match). NOT_FOUND for another player's entry.
 */
export const pvpLeave = defineCall({
  service: 'pvp',
  method: 'POST',
  path: '/pvp/leave',
  auth: 'required',
  request: z.object({ entry_id: pvpEntryIdField }),
  response: pvpEntry,
});
