import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { localized } from '../../lib/locale.ts';
import { POPUPS_AT_ONCE, popupAimsAt, popupCapAllows } from '../../lib/popup-rules.ts';
import { findPlayer } from './access.ts';
import { countShow, livePopups, type PopupRow, type PopupViewRow, viewsOf } from './popups-repo.ts';
import { vipLevelOf } from './vip-service.ts';

interface Audience {
  market: string;
  vip: number;
  joinedAt: Date | undefined;
}

/** Whether a popup is aimed at this player (market, VIP range, how new) and its frequency cap lets it show now. */
function popupFits(p: PopupRow, who: Audience, view: PopupViewRow | undefined, now: Date): boolean {
  if (!popupAimsAt(p, who.market, who.joinedAt, now)) return false;
  if (who.vip < p.minVip || who.vip > p.maxVip) return false;
  return popupCapAllows(p, view, now);
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
  const shown = live.filter((p) => popupFits(p, who, views.get(p.id), now)).slice(0, POPUPS_AT_ONCE);
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
