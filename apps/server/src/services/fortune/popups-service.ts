import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortunePopups, fortunePopupViews } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { localized } from '../../lib/locale.ts';
import { findPlayer } from './access.ts';
import { vipLevelOf } from './vip-service.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** At most this many popups at once: more would bury the page. */
const AT_ONCE = 2;

type PopupRow = typeof fortunePopups.$inferSelect;
type ViewRow = typeof fortunePopupViews.$inferSelect;

interface Audience {
  market: string;
  vip: number;
  joinedAt: Date | undefined;
}

/** Whether a popup is aimed at this player (market, VIP range, how new) and its frequency cap lets it show now. */
export function popupFits(p: PopupRow, who: Audience, view: ViewRow | undefined, now: Date): boolean {
  if (p.markets.length > 0 && !p.markets.includes(who.market)) return false;
  if (who.vip < p.minVip || who.vip > p.maxVip) return false;
  if (p.newWithinDays > 0 && (!who.joinedAt || now.getTime() - who.joinedAt.getTime() > p.newWithinDays * DAY_MS))
    return false;
  if (!view) return true;
  return view.shows < p.maxShows && now.getTime() - view.lastShownAt.getTime() >= p.everyHours * HOUR_MS;
}

/** The popups to show this player now; each one answered counts as shown. */
export async function popupQuery(db: Db, userId: number, market: string, locale: string, now = new Date()) {
  const player = await findPlayer(db, userId);
  const who: Audience = {
    market: player?.market ?? market,
    vip: (await vipLevelOf(db, userId, now)).level.level,
    joinedAt: player?.registeredAt,
  };
  const live = await db
    .select()
    .from(fortunePopups)
    .where(and(eq(fortunePopups.active, true), lte(fortunePopups.startsAt, now), gt(fortunePopups.endsAt, now)))
    .orderBy(desc(fortunePopups.priority), desc(fortunePopups.id));
  const views = new Map(
    (await db.select().from(fortunePopupViews).where(eq(fortunePopupViews.userId, userId))).map((v) => [v.popupId, v]),
  );
  const shown = live.filter((p) => popupFits(p, who, views.get(p.id), now)).slice(0, AT_ONCE);
  if (shown.length > 0)
    await inTransaction(db, async (tx) => {
      for (const p of shown)
        await asDb(tx)
          .insert(fortunePopupViews)
          .values({ popupId: p.id, userId, shows: 1, lastShownAt: now })
          .onConflictDoUpdate({
            target: [fortunePopupViews.popupId, fortunePopupViews.userId],
            set: { shows: sql`${fortunePopupViews.shows} + 1`, lastShownAt: now },
          });
    });
  return {
    popups: shown.map((p) => ({
      id: p.id,
      title: localized(p.titles, locale),
      body: localized(p.bodies, locale),
      image: p.image,
      deep_link: p.deepLink,
    })),
  };
}
