import * as z from 'zod/mini';
import { block, REPORT_REASONS } from '../../calls/community/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** One player's report of a post. */
export const moderationReport = z.object({
  reason: z.enum(REPORT_REASONS),
  /** The player's words: shown as text. */
  note: z.string(),
  reporter_user_id: z.number(),
  created_at: z.number(),
});

/** A reported post with its reports, as the moderation queue shows it (its blocks render as players see them). */
export const moderationItem = z.object({
  post_id: z.string(),
  title: z.string(),
  cover: z.nullable(z.string()),
  blocks: z.array(block),
  author_name: z.string(),
  author_xid: z.string(),
  author_user_id: z.number(),
  post_status: z.enum(['draft', 'published']),
  deleted: z.boolean(),
  hidden: z.boolean(),
  hidden_reason: z.nullable(z.enum(REPORT_REASONS)),
  hidden_note: z.string(),
  /** open: waiting for a decision; hidden / dismissed: decided. */
  status: z.enum(['open', 'hidden', 'dismissed']),
  reports: z.array(moderationReport),
  first_reported_at: z.number(),
  decided_at: z.nullable(z.number()),
  decided_by: z.nullable(z.number()),
});

/**
 * The moderation queue (docs/posts.md): reported posts grouped by post, 20 a page. `open` lists posts with reports
 * waiting, the oldest report first; `hidden` and `dismissed` the decided ones, the latest decision first.
 */
export const opsModerationReports = defineOpsCall({
  path: '/moderation/reports',
  permission: 'content.moderate',
  request: z.object({ status: z._default(z.enum(['open', 'hidden', 'dismissed']), 'open'), page: pageField }),
  response: z.object({ list: z.array(moderationItem), has_more: z.boolean() }),
});
