import type { Locale } from '@arcadia/contract';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { checkPopupWindow, popupLocales, popupStatus } from '../../lib/popup-rules.ts';
import {
  deactivatePopup,
  insertPopup,
  listPopups as listPopupRows,
  lockPopup,
  type PopupRow,
  showsOf,
} from '../popups/repo.ts';
import { isMarket } from '../user/markets.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * The main brand's popups in the console (docs/rewards.md "Popups"): operators create them (texts and a button per
 * language, targeting, frequency cap, window) and end them; each change is audited with before and after in its
 * own transaction. The rules are Fortune's popups' (lib/popup-rules.ts); players get them through /popups/query
 * and /popups/detail (services/popups/).
 */
const PAGE_SIZE = 50;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function textsOf(row: PopupRow) {
  return popupLocales(row.titles, row.bodies).map((locale) => ({
    locale: locale as Locale,
    title: row.titles[locale] ?? '',
    body: row.bodies[locale] ?? '',
    button: row.buttons[locale] ?? '',
  }));
}

function popupView(row: PopupRow, shows: number, now: Date) {
  return {
    id: row.id,
    texts: textsOf(row),
    image: row.image,
    deep_link: row.deepLink,
    markets: row.markets,
    new_within_days: row.newWithinDays,
    max_shows: row.maxShows,
    every_hours: row.everyHours,
    priority: row.priority,
    starts_at: seconds(row.startsAt),
    ends_at: seconds(row.endsAt),
    created_at: seconds(row.createdAt),
    operator_id: row.operatorId,
    shows,
    status: popupStatus(row, now),
  };
}

export async function listPopups(deps: OpsDeps, page: number, now = new Date()) {
  const found = await listPopupRows(deps.db, page, PAGE_SIZE);
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => popupView(r.popup, r.shows, now)),
    has_more: found.length > PAGE_SIZE,
  };
}

interface CreatePopupInput {
  texts: { locale: Locale; title: string; body: string; button: string }[];
  image: string;
  deep_link: string;
  markets: string[];
  new_within_days: number;
  max_shows: number;
  every_hours: number;
  priority: number;
  starts_at: number;
  ends_at: number;
}

/** What the contract's schema cannot see alone: known markets, button and link together, the window against now. */
function checkCreate(input: CreatePopupInput, now: Date): string[] {
  const unknown = input.markets.filter((m) => !isMarket(m));
  if (unknown.length > 0) throw fieldError({ markets: [`Unknown market: ${unknown.join(', ')}`] });
  const english = input.texts.find((t) => t.locale === 'en-US');
  if (input.deep_link && !english?.button) throw fieldError({ texts: ['A button link needs an English button text'] });
  if (!input.deep_link && input.texts.some((t) => t.button))
    throw fieldError({ deep_link: ['A button text needs a link'] });
  checkPopupWindow(input.starts_at, input.ends_at, now);
  return [...new Set(input.markets)];
}

export async function createPopup(deps: OpsDeps, caller: OpsCaller, input: CreatePopupInput, now = new Date()) {
  const markets = checkCreate(input, now);
  const row = await inTransaction(deps.db, async (tx) => {
    const made = await insertPopup(tx, {
      titles: Object.fromEntries(input.texts.map((t) => [t.locale, t.title])),
      bodies: Object.fromEntries(input.texts.map((t) => [t.locale, t.body])),
      buttons: Object.fromEntries(input.texts.filter((t) => t.button).map((t) => [t.locale, t.button])),
      image: input.image,
      deepLink: input.deep_link,
      markets,
      newWithinDays: input.new_within_days,
      maxShows: input.max_shows,
      everyHours: input.every_hours,
      priority: input.priority,
      active: true,
      startsAt: new Date(input.starts_at * 1000),
      endsAt: new Date(input.ends_at * 1000),
      operatorId: caller.operator.id,
      createdAt: now,
    });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'popups.create',
      target: `popup:${made.id}`,
      before: null,
      after: { ...input, markets },
    });
    return made;
  });
  return { popup: popupView(row, 0, now) };
}

const state = (row: PopupRow) => ({
  active: row.active,
  starts_at: seconds(row.startsAt),
  ends_at: seconds(row.endsAt),
});

/** Turns a popup off now (players are not shown it again, its page answers not found), audited in one transaction. */
export async function endPopup(deps: OpsDeps, caller: OpsCaller, popupId: number, now = new Date()) {
  const result = await inTransaction(deps.db, async (tx) => {
    const before = await lockPopup(tx, popupId);
    if (!before) throw new AppError('NOT_FOUND', 'No such popup.');
    const ended = await deactivatePopup(tx, popupId, now);
    if (!ended) return { row: before, changed: false };
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'popups.end',
      target: `popup:${popupId}`,
      before: state(before),
      after: state(ended),
    });
    return { row: ended, changed: true };
  });
  return { popup: popupView(result.row, await showsOf(deps.db, popupId), now), changed: result.changed };
}
