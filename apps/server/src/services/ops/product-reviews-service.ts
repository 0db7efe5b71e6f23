import type { SubmissionStatus } from '@arcadia/contract/calls/product/common';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { intoCatalogue } from '../product/catalogue.ts';
import {
  categories,
  decidePending,
  reviewQueue,
  type SubmissionRow,
  setProductId,
  submissionById,
} from '../product/repo.ts';
import { submissionView } from '../product/service.ts';
import { findUserById } from '../user/repo.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * The console's product review queue (docs/creator-products.md, "Review"): approve puts the submission into the
 * catalogue (product/catalogue.ts: no offers, /products/<id> shows it) or reject with a reason, each audited in the
 * transaction of the decision. The guarded pending -> decided update is what one of two racing reviewers wins.
 */
const PAGE_SIZE = 20;
const REVIEW_LOCALE = 'en-US';

type Categories = Awaited<ReturnType<typeof categories>>;

function opsView(row: SubmissionRow, username: string, cats: Categories) {
  return { ...submissionView(row, cats, REVIEW_LOCALE), user_id: row.userId, username, market: row.market };
}

export async function listSubmissions(deps: OpsDeps, input: { status: SubmissionStatus; page: number }) {
  const found = await reviewQueue(deps.db, input.status, input.page, PAGE_SIZE);
  const cats = await categories(deps.db);
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => opsView(r.submission, r.username, cats)),
    has_more: found.length > PAGE_SIZE,
  };
}

export async function decideSubmission(
  deps: OpsDeps,
  caller: OpsCaller,
  input: { submission_id: number; approve: boolean; reason?: string | undefined },
  now = new Date(),
) {
  const reason = input.approve ? '' : (input.reason ?? '').trim();
  if (!input.approve && reason.length < 3) throw fieldError({ reason: ['Say why, in 3 to 300 characters'] });
  const found = await submissionById(deps.db, input.submission_id);
  if (!found) throw new AppError('NOT_FOUND', 'No such submission.');
  const decided = await inTransaction(deps.db, async (tx) => {
    const row = await decidePending(tx, found.id, {
      status: input.approve ? 'approved' : 'rejected',
      reason,
      decidedBy: caller.operator.id,
      decidedAt: now,
    });
    if (!row)
      throw new AppError('CONFLICT', 'This submission has already been decided.', {
        reason: 'already_decided',
        status: (await submissionById(tx, found.id))?.status ?? found.status,
      });
    const final = input.approve ? await setProductId(tx, row.id, await intoCatalogue(tx, row, now)) : row;
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.approve ? 'product.approve' : 'product.reject',
      target: `product_submission:${row.id}`,
      before: { status: 'pending', user_id: row.userId, title: row.title },
      after: { status: final.status, reason, product_id: final.productId },
    });
    return final;
  });
  const creator = await findUserById(deps.db, decided.userId);
  return { submission: opsView(decided, creator?.username ?? '', await categories(deps.db)) };
}
