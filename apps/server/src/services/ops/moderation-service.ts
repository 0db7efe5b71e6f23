import type { ReportReason } from '@arcadia/contract/calls/community/common';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { postReports, posts, profiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * The moderation queue (docs/posts.md "Moderation"): players' reports of posts, grouped by post. A moderator hides
 * the post (its author still sees it, with the reason) or dismisses the reports; either closes every open report
 * of the post in one transaction with its audit record. The post row is locked first, so two moderators deciding
 * at once give one decision and one CONFLICT.
 */

const PAGE_SIZE = 20;
type QueueStatus = 'open' | 'hidden' | 'dismissed';
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Post ids with reports in `status`, a page of them: open ones oldest report first, decided ones latest first. */
async function reportedPostIds(db: Db, status: QueueStatus, page: number): Promise<number[]> {
  const first = sql<Date>`min(${postReports.createdAt})`;
  const decided = sql<Date>`max(${postReports.decidedAt})`;
  const rows = await db
    .select({ postId: postReports.postId })
    .from(postReports)
    .where(eq(postReports.status, status))
    .groupBy(postReports.postId)
    .orderBy(status === 'open' ? asc(first) : desc(decided), asc(postReports.postId))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return rows.map((r) => r.postId);
}

export async function listReports(deps: OpsDeps, input: { status: QueueStatus; page: number }) {
  const ids = await reportedPostIds(deps.db, input.status, input.page);
  const shown = ids.slice(0, PAGE_SIZE);
  if (shown.length === 0) return { list: [], has_more: false };
  const found = await deps.db
    .select({ post: posts, profile: profiles })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.profileId))
    .where(inArray(posts.id, shown));
  const reports = await deps.db
    .select()
    .from(postReports)
    .where(and(inArray(postReports.postId, shown), eq(postReports.status, input.status)))
    .orderBy(asc(postReports.createdAt), asc(postReports.id));
  const byId = new Map(found.map((row) => [row.post.id, row]));
  const list = shown.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const mine = reports.filter((r) => r.postId === id);
    const decided = mine.find((r) => r.decidedAt);
    const { post, profile } = row;
    return [
      {
        post_id: post.xid,
        title: post.title,
        cover: post.coverKey || null,
        blocks: post.blocks,
        author_name: profile.name,
        author_xid: profile.xid,
        author_user_id: post.userId,
        post_status: post.status as 'draft' | 'published',
        deleted: post.deletedAt !== null,
        hidden: post.hiddenAt !== null,
        hidden_reason: post.hiddenAt && post.hiddenReason ? (post.hiddenReason as ReportReason) : null,
        hidden_note: post.hiddenNote,
        status: input.status,
        reports: mine.map((r) => ({
          reason: r.reason,
          note: r.note,
          reporter_user_id: r.userId,
          created_at: seconds(r.createdAt),
        })),
        first_reported_at: seconds(mine[0]?.createdAt ?? post.createdAt),
        decided_at: decided?.decidedAt ? seconds(decided.decidedAt) : null,
        decided_by: decided?.operatorId ?? null,
      },
    ];
  });
  return { list, has_more: ids.length > PAGE_SIZE };
}

export interface DecideInput {
  post_id: string;
  action: 'hide' | 'dismiss';
  reason?: ReportReason | undefined;
  note: string;
}

/** Hides the post or dismisses its open reports, audited in the same transaction. */
export async function decide(deps: OpsDeps, caller: OpsCaller, input: DecideInput, now = new Date()) {
  if (input.action === 'hide' && !input.reason) throw fieldError({ reason: ['Say why the post is hidden'] });
  const status = input.action === 'hide' ? ('hidden' as const) : ('dismissed' as const);
  const note = input.note.trim();
  return inTransaction(deps.db, async (tx) => {
    const db = asDb(tx);
    const [post] = await db.select().from(posts).where(eq(posts.xid, input.post_id)).for('update');
    if (!post) throw new AppError('NOT_FOUND', 'No such post.');
    const closed = await db
      .update(postReports)
      .set({ status, decidedAt: now, operatorId: caller.operator.id })
      .where(and(eq(postReports.postId, post.id), eq(postReports.status, 'open')))
      .returning({ reason: postReports.reason });
    if (closed.length === 0)
      throw new AppError('CONFLICT', 'No report of this post is waiting: someone decided already.', {
        reason: 'already_decided',
      });
    if (input.action === 'hide')
      await db
        .update(posts)
        .set({ hiddenAt: now, hiddenReason: input.reason ?? 'other', hiddenNote: note })
        .where(and(eq(posts.id, post.id), isNull(posts.hiddenAt)));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: `moderation.${input.action}`,
      target: `post:${post.xid}`,
      before: { hidden: post.hiddenAt !== null, open_reports: closed.length },
      after: {
        hidden: input.action === 'hide' || post.hiddenAt !== null,
        ...(input.action === 'hide' ? { reason: input.reason, note } : {}),
        reports: closed.map((r) => r.reason),
      },
    });
    return { status, reports_closed: closed.length };
  });
}
