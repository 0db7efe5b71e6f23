import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inviteRewardTerms, shareLevel, shareLevelState } from './common.ts';

/** GET /share/levels: the configured level table, the reward terms and (logged in) the caller's level. */
export const shareLevels = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/levels',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    levels: z.array(shareLevel),
    terms: inviteRewardTerms,
    mine: z.nullable(shareLevelState),
  }),
});
