import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import { POPUPS_AT_ONCE, popupAimsAt, popupCapAllows } from '../../lib/popup-rules.ts';
import { countShow, livePopup, livePopups, type PopupRow, viewsOf } from './repo.ts';

/**
 * The main brand's popups (docs/rewards.md "Popups"): what a player is shown now, and one popup as the
 * /buildDialog/<id> page. The aim and frequency rules are Fortune's (lib/popup-rules.ts); the main brand aims by the
 * player's market (users.country_code) and how new they are.
 */
function playerView(p: PopupRow, locale: string) {
  return {
    id: p.id,
    title: localized(p.titles, locale),
    body: localized(p.bodies, locale),
    image: p.image,
    button: p.deepLink ? localized(p.buttons, locale) : '',
    deep_link: p.deepLink,
  };
}

/** The popups to show this player now; each one answered counts as shown. */
export async function popupsQuery(db: Db, userId: number, locale: string, now = new Date()) {
  const [player] = await db
    .select({ market: users.countryCode, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) return { popups: [] };
  const live = await livePopups(db, now);
  const views = await viewsOf(db, userId);
  const shown = live
    .filter((p) => popupAimsAt(p, player.market, player.joinedAt, now) && popupCapAllows(p, views.get(p.id), now))
    .slice(0, POPUPS_AT_ONCE);
  if (shown.length > 0)
    await inTransaction(db, async (tx) => {
      for (const p of shown) await countShow(tx, p.id, userId, now);
    });
  return { popups: shown.map((p) => playerView(p, locale)) };
}

/** One live popup, for its page; anything else is NOT_FOUND (an ended popup's link leads nowhere). */
export async function popupDetail(db: Db, id: number, locale: string, now = new Date()) {
  const row = await livePopup(db, id, now);
  if (!row) throw new AppError('NOT_FOUND', 'No such popup.');
  return { popup: playerView(row, locale) };
}
