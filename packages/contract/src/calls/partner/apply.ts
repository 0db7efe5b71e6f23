import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import {
  partnerApplication,
  partnerAudience,
  partnerChannel,
  partnerLinkField,
  partnerMarket,
  partnerPitchField,
} from './common.ts';

/**
 * POST /partner/apply: applies to the programme. PHONE_BINDING_REQUIRED without a bound phone; CONFLICT
 * `not_eligible` with fewer than PARTNER_MIN_INVITEES active invitees and an audience under the creator threshold;
 * CONFLICT `already_partner`, `pending` (one open application at a time) or `cooldown` (`reapply_at`) after a
 * rejection within PARTNER_REAPPLY_DAYS. RATE_LIMITED past PARTNER_APPLY_PER_DAY attempts.
 */
export const partnerApply = defineCall({
  service: 'share',
  method: 'POST',
  path: '/partner/apply',
  auth: 'required',
  request: z.object({
    channel_type: partnerChannel,
    channel_link: partnerLinkField,
    audience: partnerAudience,
    market: partnerMarket,
    pitch: partnerPitchField,
  }),
  response: z.object({ application: partnerApplication }),
});
