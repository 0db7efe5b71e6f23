import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { localized } from '../../lib/locale.ts';
import { findPlayer } from './access.ts';
import { countShow, livePopups, type PopupRow, type PopupViewRow, viewsOf } from './popups-repo.ts';
import { vipLevelOf } from './vip-service.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** At most this many popups at once: more would bury the page. */
const AT_ONCE = 2;

interface Audience {
  market: string;
  vip: number;
  joinedAt: Date | undefined;
}

/** Whether a popup is aimed at this player (market, VIP range, how new) and its frequency cap lets it show now. */
export function popupFits(p: PopupRow, who: Audience, view: PopupViewRow | undefined, now: Date): boolean {
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
  const live = await livePopups(db, now);
  const views = await viewsOf(db, userId);
  const shown = live.filter((p) => popupFits(p, who, views.get(p.id), now)).slice(0, AT_ONCE);
  if (shown.length > 0)
    await inTransaction(db, async (tx) => {
      for (const p of shown) await countShow(tx, p.id, userId, now);
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
