import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { productSubmissions, productUploads, taskCategories, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/** SQL of creators' products: uploads, submissions, and the catalogue categories they name. */

export type SubmissionRow = typeof productSubmissions.$inferSelect;
export type NewSubmission = typeof productSubmissions.$inferInsert;
export type UploadRow = typeof productUploads.$inferSelect;

export async function insertUpload(db: Db, row: typeof productUploads.$inferInsert): Promise<void> {
  await db.insert(productUploads).values(row);
}

export async function uploadsOf(db: Exec | Db, userId: number, keys: string[]): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return asDb(db)
    .select()
    .from(productUploads)
    .where(and(eq(productUploads.userId, userId), inArray(productUploads.key, keys)));
}

/** Keys among `keys` that a submission already shows (as its icon or a screenshot). */
export async function usedKeys(db: Exec | Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await asDb(db)
    .select({ icon: productSubmissions.iconKey, shots: productSubmissions.screenshotKeys })
    .from(productSubmissions)
    .where(
      or(
        inArray(productSubmissions.iconKey, keys),
        sql`jsonb_exists_any(${productSubmissions.screenshotKeys}, array[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
  const wanted = new Set(keys);
  return new Set(found.flatMap((r) => [r.icon, ...r.shots]).filter((k) => wanted.has(k)));
}

export async function categoryById(db: Exec | Db, id: string) {
  const [row] = await asDb(db).select().from(taskCategories).where(eq(taskCategories.id, id)).limit(1);
  return row;
}

export async function categories(db: Db) {
  return db.select().from(taskCategories).orderBy(asc(taskCategories.sort), asc(taskCategories.id));
}

/** Locks the creator's user row: racing submissions of one player count their caps one after the other. */
export async function lockCreator(tx: Exec, userId: number): Promise<string | undefined> {
  const [row] = await asDb(tx)
    .select({ market: users.countryCode })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.market;
}

export async function countsOf(db: Exec | Db, userId: number, since: Date) {
  const [row] = await asDb(db)
    .select({
      pending: sql<number>`count(*) filter (where ${productSubmissions.status} = 'pending')::int`,
      recent: sql<number>`count(*) filter (where ${productSubmissions.createdAt} > ${since.toISOString()}::timestamptz)::int`,
    })
    .from(productSubmissions)
    .where(eq(productSubmissions.userId, userId));
  return { pending: Number(row?.pending ?? 0), recent: Number(row?.recent ?? 0) };
}

export async function insertSubmission(tx: Exec, row: NewSubmission): Promise<SubmissionRow> {
  const [made] = await asDb(tx).insert(productSubmissions).values(row).returning();
  return made as SubmissionRow;
}

export async function submissionById(db: Exec | Db, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await asDb(db).select().from(productSubmissions).where(eq(productSubmissions.id, id)).limit(1);
  return row;
}

export async function submissionsOf(db: Db, userId: number, page: number, pageSize: number) {
  return db
    .select()
    .from(productSubmissions)
    .where(eq(productSubmissions.userId, userId))
    .orderBy(desc(productSubmissions.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** The review queue: one status, the oldest waiting first (decided ones newest first), with each creator's name. */
export async function reviewQueue(db: Db, status: string, page: number, pageSize: number) {
  return db
    .select({ submission: productSubmissions, username: users.username })
    .from(productSubmissions)
    .innerJoin(users, eq(users.id, productSubmissions.userId))
    .where(eq(productSubmissions.status, status))
    .orderBy(status === 'pending' ? asc(productSubmissions.id) : desc(productSubmissions.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** Moves a pending submission to `status` (the guarded update: of two racing decisions one wins). */
export async function decidePending(
  tx: Exec | Db,
  id: number,
  set: Partial<Pick<SubmissionRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'productId'>>,
  userId?: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await asDb(tx)
    .update(productSubmissions)
    .set(set)
    .where(
      and(
        eq(productSubmissions.id, id),
        eq(productSubmissions.status, 'pending'),
        ...(userId === undefined ? [] : [eq(productSubmissions.userId, userId)]),
      ),
    )
    .returning();
  return row;
}

export async function setProductId(tx: Exec, id: number, productId: number): Promise<SubmissionRow> {
  const [row] = await asDb(tx)
    .update(productSubmissions)
    .set({ productId })
    .where(eq(productSubmissions.id, id))
    .returning();
  return row as SubmissionRow;
}

/** Upload rows older than `before` whose picture no submission uses (their blobs are swept with them). */
export async function unusedUploadsBefore(db: Db, before: Date): Promise<string[]> {
  const old = await db
    .select({ key: productUploads.key })
    .from(productUploads)
    .where(lt(productUploads.createdAt, before))
    .limit(1000);
  const used = await usedKeys(
    db,
    old.map((r) => r.key),
  );
  return old.map((r) => r.key).filter((k) => !used.has(k));
}

export async function forgetUploads(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(productUploads).where(inArray(productUploads.key, keys));
}
