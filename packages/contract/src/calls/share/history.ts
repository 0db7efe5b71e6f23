import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { INVITE_SOURCES, INVITE_STATUSES, pageField, pageSizeField, REFUSED_REASONS } from './common.ts';

export const inviteRow = z.object({
  /** Masked, first 2 and last 2 characters. */
  name: z.string(),
  source: z.enum(INVITE_SOURCES),
  status: z.enum(INVITE_STATUSES),
  refused_reason: z.nullable(z.enum(REFUSED_REASONS)),
  bound_at: z.number(),
  qualified_at: z.nullable(z.number()),
  /** What the caller earned for this invitee, or null until paid. */
  reward: z.nullable(z.string()),
});

/** GET /share/history: the caller's invitees, newest first (page=1, page_size=20). */
export const shareHistory = defineCall({
  service: 'share',
  method: 'GET',
  path: '/share/history',
  auth: 'required',
  request: z.object({ page: pageField, page_size: pageSizeField }),
  response: z.object({
    list: z.array(inviteRow),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  }),
});
