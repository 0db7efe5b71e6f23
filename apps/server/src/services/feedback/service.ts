import type { feedback as calls, ParsedRequestOf } from '@arcadia/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findByIdempotencyKey, insertFeedback } from './repo.ts';

type SubmitInput = ParsedRequestOf<typeof calls.submit>;

interface SubmitContext {
  userId: number;
  ip: string | undefined;
  idempotencyKey: string | undefined;
}

/** Stores a feedback report with its app environment. A retry with the same key answers the first id. */
export async function submitFeedback(db: Db, input: SubmitInput, ctx: SubmitContext): Promise<{ id: string }> {
  const key = ctx.idempotencyKey ? `${ctx.userId}:${ctx.idempotencyKey}` : null;
  if (key) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return sameOrConflict(existing, input);
  }
  const id = await insertFeedback(db, {
    userId: ctx.userId > 0 ? ctx.userId : null,
    category: input.category,
    content: input.content,
    contact: input.contact?.trim() || null,
    page: input.page ?? null,
    env: input.env,
    ip: ctx.ip ?? null,
    idempotencyKey: key,
    images: input.images,
  });
  if (id) return { id };
  // Lost a race with the same key: answer what the winner stored.
  const winner = key ? await findByIdempotencyKey(db, key) : undefined;
  if (!winner) throw new AppError('INTERNAL');
  return sameOrConflict(winner, input);
}

function sameOrConflict(existing: { id: string; content: string; category: string }, input: SubmitInput) {
  if (existing.content !== input.content || existing.category !== input.category) {
    throw new AppError('IDEMPOTENCY_MISMATCH');
  }
  return { id: existing.id };
}
