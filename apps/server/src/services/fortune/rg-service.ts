import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { activeExclusion, findPlayer } from './access.ts';
import { exclusionView } from './exclusions.ts';
import { limitViews } from './limits.ts';
import { usdtText } from './money-format.ts';
import { fortuneNetSince, sessionStart, writeRealityCheck } from './rg-repo.ts';

/**
 * rg/status and rg/reality_check (UKGC RTS 13: reality checks with the session's time and net result). None of the
 * responsible-gambling calls needs an open market, a registration (except the reality check, kept on the player)
 * or the absence of an exclusion: a player can always see and tighten their controls.
 */

/** fortune_players.reality_check_minutes' default, shown before the player registers. */
const DEFAULT_REALITY_CHECK_MINUTES = 60;

/**
 * The session is the one the call came with, from its login (`sessions.created_at`); its net result is Fortune's
 * ledger movements since then (rg-repo.ts fortuneNetSince).
 */
export async function rgStatus(db: Db, userId: number, sessionKey: string, now = new Date()) {
  const [limits, exclusion, player, started] = await Promise.all([
    limitViews(db, userId, now),
    activeExclusion(db, userId, now),
    findPlayer(db, userId),
    sessionStart(db, sessionKey),
  ]);
  const startedAt = started ?? now;
  return {
    limits,
    exclusion: exclusion ? exclusionView(exclusion) : null,
    reality_check_minutes: player?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
    session: {
      started_at: Math.floor(startedAt.getTime() / 1000),
      net: usdtText(await fortuneNetSince(db, userId, startedAt)),
    },
  };
}

export async function setRealityCheck(db: Db, userId: number, minutes: number) {
  if (!(await writeRealityCheck(db, userId, minutes))) throw new AppError('FORTUNE_NOT_REGISTERED');
  return { reality_check_minutes: minutes };
}
