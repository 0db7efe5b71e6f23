import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { popups, popupViews } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type PopupRow = typeof popups.$inferSelect;
export type PopupViewRow = typeof popupViews.$inferSelect;

const liveAt = (now: Date) => and(eq(popups.active, true), lte(popups.startsAt, now), gt(popups.endsAt, now));

/** Active popups whose window holds `now`, highest priority first (newest first among equals). */
export async function livePopups(db: Db, now: Date): Promise<PopupRow[]> {
  return db.select().from(popups).where(liveAt(now)).orderBy(desc(popups.priority), desc(popups.id));
}

/** One popup if it is live now. */
export async function livePopup(db: Db, id: number, now: Date): Promise<PopupRow | undefined> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.id, id), liveAt(now)));
  return row;
}

/** How often, and when last, the player was shown each popup, by popup id. */
export async function viewsOf(db: Db, userId: number): Promise<Map<number, PopupViewRow>> {
  const found = await db.select().from(popupViews).where(eq(popupViews.userId, userId));
  return new Map(found.map((v) => [v.popupId, v]));
}

/** Counts one show of the popup to the player, now. */
export async function countShow(tx: Exec, popupId: number, userId: number, now: Date): Promise<void> {
  await asDb(tx)
    .insert(popupViews)
    .values({ popupId, userId, shows: 1, lastShownAt: now })
    .onConflictDoUpdate({
      target: [popupViews.popupId, popupViews.userId],
      set: { shows: sql`${popupViews.shows} + 1`, lastShownAt: now },
    });
}

/** Every show of a popup, across players. */
const showsTotal = sql<number>`coalesce((select sum(v.shows) from popup_views v
  where v.popup_id = ${popups.id}), 0)::int`.mapWith(Number);

export interface PopupWithShows {
  popup: PopupRow;
  shows: number;
}

/** Popups for the console, newest first, with their shows; one more than a page, so the caller knows if more follow. */
export async function listPopups(db: Db, page: number, pageSize: number): Promise<PopupWithShows[]> {
  return db
    .select({ popup: popups, shows: showsTotal })
    .from(popups)
    .orderBy(desc(popups.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function showsOf(db: Exec | Db, id: number): Promise<number> {
  const [row] = await asDb(db).select({ shows: showsTotal }).from(popups).where(eq(popups.id, id));
  return row?.shows ?? 0;
}

export async function insertPopup(tx: Exec | Db, row: typeof popups.$inferInsert): Promise<PopupRow> {
  const [inserted] = await asDb(tx).insert(popups).values(row).returning();
  return inserted as PopupRow;
}

/** Locks a popup's row (the console's end and its audit record see one state). */
export async function lockPopup(tx: Exec, id: number): Promise<PopupRow | undefined> {
  const [row] = await asDb(tx).select().from(popups).where(eq(popups.id, id)).for('update');
  return row;
}

/** Turns a popup off unless it was off or its window had closed; the row when it did. */
export async function deactivatePopup(tx: Exec, id: number, now: Date): Promise<PopupRow | undefined> {
  const [row] = await asDb(tx)
    .update(popups)
    .set({ active: false })
    .where(and(eq(popups.id, id), eq(popups.active, true), gt(popups.endsAt, now)))
    .returning();
  return row;
}
