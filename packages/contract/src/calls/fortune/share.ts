import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { usdtText } from './common.ts';

export const shareLink = z.object({
  slug: z.string(),
  /** Where friends open it: /fortune?help=<slug> on this origin. */
  url: z.string(),
  target: usdtText,
  progress: usdtText,
  /** Friends still needed to fill it; each adds the same share, so the last is no harder than the first. */
  helpers_needed: z.number(),
  status: z.enum(['open', 'paid', 'expired']),
  expires_at: z.number(),
  helpers: z.array(z.object({ name: z.string(), amount: usdtText, at: z.number() })),
});

/**
 * GET /fortune/get_pdd_share_data: the player's share-to-unlock link: a cash target that friends fill by helping
 * (each once), paid to the player's cash when full, before it expires. Opens a new link when none is open and the
 * last one is a day old.
 */
export const fortuneGetPddShareData = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/get_pdd_share_data',
  auth: 'required',
  request: z.object({}),
  response: z.object({ link: z.nullable(shareLink), next_link_at: z.number() }),
});

/**
 * POST /fortune/share/help: a friend helps fill a link (once per friend and link; not their own); the owner is paid
 * when it is full. Answers the link as the friend sees it.
 */
export const fortuneShareHelp = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/share/help',
  auth: 'required',
  request: z.object({ slug: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/, 'must be a share link id')) }),
  response: z.object({ link: shareLink, helped: z.boolean() }),
});
