import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type FeedbackEnv, feedback, feedbackImages } from '../../db/schema/index.ts';

export interface NewFeedback {
  userId: number | null;
  category: string;
  content: string;
  contact: string | null;
  page: string | null;
  env: FeedbackEnv;
  ip: string | null;
  idempotencyKey: string | null;
  images: string[];
}

export async function findByIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(feedback).where(eq(feedback.idempotencyKey, key)).limit(1);
  return row;
}

/** Inserts the feedback and its screenshots in one transaction; a duplicate key inserts nothing. */
export async function insertFeedback(db: Db, input: NewFeedback): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        userId: input.userId,
        category: input.category,
        content: input.content,
        contact: input.contact,
        page: input.page,
        env: input.env,
        ip: input.ip,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing()
      .returning({ id: feedback.id });
    if (!row) return undefined;
    if (input.images.length > 0) {
      await tx
        .insert(feedbackImages)
        .values(input.images.map((dataUrl, position) => ({ feedbackId: row.id, position, dataUrl })));
    }
    return row.id;
  });
}

export async function feedbackWithImages(db: Db, id: string) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  if (!row) return undefined;
  const images = await db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, id));
  return { ...row, images: images.sort((a, b) => a.position - b.position).map((i) => i.dataUrl) };
}
