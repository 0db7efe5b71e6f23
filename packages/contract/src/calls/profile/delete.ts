import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, profileXid } from './common.ts';

/**
 * POST /profile/delete: deletes one of the player's profiles (its link then answers NOT_FOUND, its pictures are
 * removed). The last profile cannot be deleted: CONFLICT (`reason` last_profile). Deleting the shown profile shows
 * the one selected before it. Answers the profiles left.
 */
export const profileDelete = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/profile/delete',
  auth: 'required',
  request: z.object({ xid: profileXid }),
  response: z.object({ profiles: z.array(ownProfile), shown_xid: z.string() }),
});
