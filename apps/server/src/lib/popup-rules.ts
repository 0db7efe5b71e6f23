import { fieldError } from './errors.ts';

/**
 * Rules both brands' popups share (Fortune's fortune_popups and the main brand's popups, docs/rewards.md "Popups"):
 * whom a popup is aimed at, its frequency cap, its status and the checks on a new popup's window.
 */
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DAY_S = 24 * 3600;
/** Longest window of a popup. */
const POPUP_MAX_DAYS = 90;
/** At most this many popups at once: more would bury the page. */
export const POPUPS_AT_ONCE = 2;

export interface PopupAim {
  markets: string[];
  newWithinDays: number;
  maxShows: number;
  everyHours: number;
  active: boolean;
  startsAt: Date;
  endsAt: Date;
}

export interface PopupShows {
  shows: number;
  lastShownAt: Date;
}

/** Whether the popup is aimed at a player of this market who joined at `joinedAt` (markets empty: all). */
export function popupAimsAt(p: PopupAim, market: string, joinedAt: Date | undefined, now: Date): boolean {
  if (p.markets.length > 0 && !p.markets.includes(market)) return false;
  if (p.newWithinDays > 0 && (!joinedAt || now.getTime() - joinedAt.getTime() > p.newWithinDays * DAY_MS)) return false;
  return true;
}

/** Whether the frequency cap lets the popup show to a player with these earlier shows now. */
export function popupCapAllows(p: PopupAim, view: PopupShows | undefined, now: Date): boolean {
  if (!view) return true;
  return view.shows < p.maxShows && now.getTime() - view.lastShownAt.getTime() >= p.everyHours * HOUR_MS;
}

export type PopupStatus = 'upcoming' | 'live' | 'ended' | 'inactive';

export function popupStatus(p: PopupAim, now: Date): PopupStatus {
  if (!p.active) return 'inactive';
  if (p.endsAt <= now) return 'ended';
  return p.startsAt > now ? 'upcoming' : 'live';
}

/** The locales a popup has texts in, en-US first, then as written. */
export function popupLocales(...maps: Record<string, string>[]): string[] {
  const locales = [...new Set(maps.flatMap((m) => Object.keys(m)))];
  locales.sort((a, b) => Number(b === 'en-US') - Number(a === 'en-US'));
  return locales;
}

/** A new popup's window (epoch seconds): after its start, in the future, at most POPUP_MAX_DAYS long. */
export function checkPopupWindow(startsAt: number, endsAt: number, now: Date): void {
  if (endsAt <= startsAt) throw fieldError({ ends_at: ['Must be after the start'] });
  if (endsAt <= Math.floor(now.getTime() / 1000)) throw fieldError({ ends_at: ['Must be in the future'] });
  if (endsAt - startsAt > POPUP_MAX_DAYS * DAY_S)
    throw fieldError({ ends_at: [`A popup runs at most ${POPUP_MAX_DAYS} days`] });
}
