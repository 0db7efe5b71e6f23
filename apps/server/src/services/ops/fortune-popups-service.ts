import type { Locale } from '@arcadia/contract';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { checkPopupWindow, popupLocales, popupStatus } from '../../lib/popup-rules.ts';
import { seconds } from '../fortune/money-format.ts';
import {
  deactivatePopup,
  insertPopup,
  listPopups as listPopupRows,
  lockPopup,
  type PopupRow,
  showsOf,
} from '../fortune/popups-repo.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { checkMarkets } from './fortune-campaigns-service.ts';

/**
 * Fortune's popups in the console (issue 16): operators create them (texts per language, targeting, frequency cap,
 * window) and end them; each change is audited with before and after in its own transaction. Players get them
 * through general_popup_query (services/fortune/popups-service.ts).
 */
const PAGE_SIZE = 50;

/** The stored {locale: text} maps as one entry per language (en-US first, then as written). */
function textsOf(row: PopupRow) {
  return popupLocales(row.titles, row.bodies).map((locale) => ({
    locale: locale as Locale,
    title: row.titles[locale] ?? '',
    body: row.bodies[locale] ?? '',
  }));
}

function popupView(row: PopupRow, shows: number, now: Date) {
  return {
    id: row.id,
    texts: textsOf(row),
    image: row.image,
    deep_link: row.deepLink,
    markets: row.markets,
    min_vip: row.minVip,
    max_vip: row.maxVip,
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
  texts: { locale: Locale; title: string; body: string }[];
  image: string;
  deep_link: string;
  markets: string[];
  min_vip: number;
  max_vip: number;
  new_within_days: number;
  max_shows: number;
  every_hours: number;
  priority: number;
  starts_at: number;
  ends_at: number;
}

/** What the contract's schema cannot see alone: known markets, the VIP range's order, the window against now. */
function checkCreate(input: CreatePopupInput, now: Date): string[] {
  const markets = checkMarkets(input.markets);
  if (input.min_vip > input.max_vip) throw fieldError({ max_vip: ['Must be at least the lowest VIP level'] });
  checkPopupWindow(input.starts_at, input.ends_at, now);
  return markets;
}

export async function createPopup(deps: OpsDeps, caller: OpsCaller, input: CreatePopupInput, now = new Date()) {
  const markets = checkCreate(input, now);
  const row = await inTransaction(deps.db, async (tx) => {
    const made = await insertPopup(tx, {
      titles: Object.fromEntries(input.texts.map((t) => [t.locale, t.title])),
      bodies: Object.fromEntries(input.texts.map((t) => [t.locale, t.body])),
      image: input.image,
      deepLink: input.deep_link,
      markets,
      minVip: input.min_vip,
      maxVip: input.max_vip,
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
      action: 'fortune.popups.create',
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

/** Turns a popup off now (players are not shown it again), audited in the same transaction. */
export async function endPopup(deps: OpsDeps, caller: OpsCaller, popupId: number, now = new Date()) {
  const result = await inTransaction(deps.db, async (tx) => {
    const before = await lockPopup(tx, popupId);
    if (!before) throw new AppError('NOT_FOUND', 'No such popup.');
    const ended = await deactivatePopup(tx, popupId, now);
    if (!ended) return { row: before, changed: false };
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.popups.end',
      target: `popup:${popupId}`,
      before: state(before),
      after: state(ended),
    });
    return { row: ended, changed: true };
  });
  return { popup: popupView(result.row, await showsOf(deps.db, popupId), now), changed: result.changed };
}
