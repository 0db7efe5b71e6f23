import * as z from 'zod/mini';
import { partnerApplication, partnerStatus } from '../../calls/partner/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** An application as reviewers see it: the player's view plus who sent it and the player's facts. */
export const opsPartnerApplication = z.extend(partnerApplication, {
  user_id: z.number(),
  username: z.string(),
  joined_at: z.number(),
  phone_bound: z.boolean(),
  active_invitees: z.number(),
});

/**
 * The partner applications queue (docs/partner.md): applications of one status, 20 a page, the oldest pending
 * first (decided ones newest first), each with the player's invitees and join date.
 */
export const opsPartners = defineOpsCall({
  path: '/partners',
  permission: 'partners.review',
  request: z.object({ status: z._default(partnerStatus, 'pending'), page: pageField }),
  response: z.object({ list: z.array(opsPartnerApplication), has_more: z.boolean() }),
});
