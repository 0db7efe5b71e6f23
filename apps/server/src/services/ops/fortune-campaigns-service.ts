import type { Locale } from '@arcadia/contract';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type GiftCodeFilter, type GiftCodeRow, giftCodeOf, listGiftCodes } from '../fortune/gift-repo.ts';
import { endGiftCode, giftIds, insertFreshCode } from '../fortune/gift-service.ts';
import { seconds, usdtMinor, usdtText } from '../fortune/money-format.ts';
import { endRtPrize, insertRtPrize, listRtPrizes, lockRtPrize, type RtPrizeRow } from '../fortune/rt-prize-repo.ts';
import { CURRENCIES } from '../payment/markets.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';

/**
 * Fortune's campaigns in the console (issue 16): operators' gift codes and real-time prize drops, created and ended
 * here, each change audited with before and after in its own transaction. Streamers' webcast codes are listed too
 * and may be ended (their rest goes back to the streamer).
 *
 * Not yet behind four eyes: a campaign's `total` (what it may pay at most) can be above OPS_FOUR_EYES_LIMIT_USD and
 * still be created by one operator. When that is wanted, route such creations through the approvals queue as
 * ledger adjustments are (ledger-service.ts).
 */
const PAGE_SIZE = 50;
const DAY_S = 24 * 3600;
/** Longest life of a campaign code and of a drop's window. */
const MAX_CODE_DAYS = 366;
const MAX_DROP_DAYS = 90;

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

function giftCodeView(row: GiftCodeRow) {
  return {
    code: row.code,
    kind: row.kind as 'operator' | 'webcast',
    prize_kind: row.prizeKind as 'cash' | 'bonus',
    amount_per_claim: usdtText(row.amountPerClaim),
    wager_multiplier: row.wagerMultiplier,
    claims: row.claims,
    max_claims: row.maxClaims,
    markets: row.markets,
    status: row.status as 'active' | 'ended',
    note: row.note,
    expires_at: seconds(row.expiresAt),
    created_at: seconds(row.createdAt),
    ended_at: row.endedAt ? seconds(row.endedAt) : null,
    operator_id: row.operatorId,
    creator_user_id: row.creatorUserId,
  };
}

/** Markets must be ones the product knows; none means every market where Fortune is open. */
export function checkMarkets(markets: string[]): string[] {
  const unknown = markets.filter((m) => !CURRENCIES[m]);
  if (unknown.length > 0) throw fieldError({ markets: [`Unknown market: ${unknown.join(', ')}`] });
  return [...new Set(markets)];
}

export async function listCodes(deps: OpsDeps, input: Omit<GiftCodeFilter, 'pageSize'>) {
  const found = await listGiftCodes(deps.db, { ...input, pageSize: PAGE_SIZE });
  return { list: found.slice(0, PAGE_SIZE).map(giftCodeView), has_more: found.length > PAGE_SIZE };
}

interface CreateCodesInput {
  count: number;
  amount_per_claim: string;
  prize_kind: 'cash' | 'bonus';
  wager_multiplier: number;
  max_claims: number;
  markets: string[];
  expires_at: number;
  note: string;
}

/** Makes `count` random codes of one campaign and their audit record in one transaction. */
export async function createCodes(deps: OpsDeps, caller: OpsCaller, input: CreateCodesInput, now = new Date()) {
  const markets = checkMarkets(input.markets);
  const at = nowSeconds(now);
  if (input.expires_at <= at + 60 || input.expires_at > at + MAX_CODE_DAYS * DAY_S)
    throw fieldError({ expires_at: [`Must be in the future, within ${MAX_CODE_DAYS} days`] });
  if (input.prize_kind === 'bonus' && input.wager_multiplier < 1)
    throw fieldError({ wager_multiplier: ['A bonus needs a wagering multiplier of at least 1'] });
  const amount = usdtMinor(input.amount_per_claim);
  const wagerMultiplier = input.prize_kind === 'bonus' ? input.wager_multiplier : 0;
  const total = amount * BigInt(input.max_claims) * BigInt(input.count);
  const codes = await inTransaction(deps.db, async (tx) => {
    const made: string[] = [];
    for (let i = 0; i < input.count; i += 1) {
      const row = await insertFreshCode(tx, {
        kind: 'operator',
        operatorId: caller.operator.id,
        prizeKind: input.prize_kind,
        amountPerClaim: amount,
        wagerMultiplier,
        maxClaims: input.max_claims,
        markets,
        note: input.note,
        expiresAt: new Date(input.expires_at * 1000),
        createdAt: now,
      });
      made.push(row.code);
    }
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.gift_codes.create',
      target: `gift_codes:${made[0]}+${made.length - 1}`,
      before: null,
      after: { ...input, markets, wager_multiplier: wagerMultiplier, total: usdtText(total), codes: made },
    });
    return made;
  });
  return { codes, total: usdtText(total) };
}

const codeState = (row: GiftCodeRow) => ({ status: row.status, claims: row.claims, ended_at: row.endedAt });

/** Ends a code now (a webcast code's rest back to its streamer), audited in the same transaction. */
export async function endCode(deps: OpsDeps, caller: OpsCaller, code: string, now = new Date()) {
  const found = await giftCodeOf(deps.db, code);
  if (!found) throw new AppError('NOT_FOUND', 'No such gift code.');
  const ended = await endGiftCode(deps.db, await giftIds(deps.db), found, now, async (tx: Exec, row) => {
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.gift_codes.end',
      target: `gift_code:${code}`,
      before: { status: 'active', claims: row.claims, ended_at: null },
      after: codeState(row),
    });
  });
  const current = ended ?? ((await giftCodeOf(deps.db, code)) as GiftCodeRow);
  return { gift_code: giftCodeView(current), changed: !!ended };
}

function prizeStatus(row: RtPrizeRow, now: Date): 'upcoming' | 'live' | 'ended' {
  if (row.endsAt <= now) return 'ended';
  return row.startsAt > now ? 'upcoming' : 'live';
}

function prizeView(row: RtPrizeRow, now: Date) {
  return {
    id: row.id,
    titles: Object.entries(row.titles).map(([locale, text]) => ({ locale: locale as Locale, text })),
    amount: usdtText(row.amount),
    winners: row.winners,
    claimed: row.claimed,
    min_wager: usdtText(row.minWager),
    markets: row.markets,
    starts_at: seconds(row.startsAt),
    ends_at: seconds(row.endsAt),
    created_at: seconds(row.createdAt),
    status: prizeStatus(row, now),
  };
}

export async function listPrizes(deps: OpsDeps, page: number, now = new Date()) {
  const found = await listRtPrizes(deps.db, page, PAGE_SIZE);
  return { list: found.slice(0, PAGE_SIZE).map((row) => prizeView(row, now)), has_more: found.length > PAGE_SIZE };
}

interface CreatePrizeInput {
  titles: { locale: Locale; text: string }[];
  amount: string;
  winners: number;
  min_wager: string;
  markets: string[];
  starts_at: number;
  ends_at: number;
}

export async function createPrize(deps: OpsDeps, caller: OpsCaller, input: CreatePrizeInput, now = new Date()) {
  const markets = checkMarkets(input.markets);
  if (input.ends_at <= input.starts_at) throw fieldError({ ends_at: ['Must be after the start'] });
  if (input.ends_at <= nowSeconds(now)) throw fieldError({ ends_at: ['Must be in the future'] });
  if (input.ends_at - input.starts_at > MAX_DROP_DAYS * DAY_S)
    throw fieldError({ ends_at: [`A drop lasts at most ${MAX_DROP_DAYS} days`] });
  const row = await inTransaction(deps.db, async (tx) => {
    const made = await insertRtPrize(tx, {
      titles: Object.fromEntries(input.titles.map((t) => [t.locale, t.text])),
      amount: usdtMinor(input.amount),
      winners: input.winners,
      minWager: usdtMinor(input.min_wager),
      markets,
      startsAt: new Date(input.starts_at * 1000),
      endsAt: new Date(input.ends_at * 1000),
      createdAt: now,
    });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.rt_prizes.create',
      target: `rt_prize:${made.id}`,
      before: null,
      after: { ...input, markets, total: usdtText(made.amount * BigInt(made.winners)) },
    });
    return made;
  });
  return { prize: prizeView(row, now) };
}

const window = (row: RtPrizeRow) => ({ starts_at: seconds(row.startsAt), ends_at: seconds(row.endsAt) });

/** Closes a drop's window now; claims made stay paid. Audited in the same transaction. */
export async function endPrize(deps: OpsDeps, caller: OpsCaller, prizeId: number, now = new Date()) {
  const result = await inTransaction(deps.db, async (tx) => {
    const before = await lockRtPrize(tx, prizeId);
    if (!before) throw new AppError('NOT_FOUND', 'No such prize.');
    const ended = await endRtPrize(tx, prizeId, now);
    if (!ended) return { row: before, changed: false };
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.rt_prizes.end',
      target: `rt_prize:${prizeId}`,
      before: window(before),
      after: window(ended),
    });
    return { row: ended, changed: true };
  });
  return { prize: prizeView(result.row, now), changed: result.changed };
}
