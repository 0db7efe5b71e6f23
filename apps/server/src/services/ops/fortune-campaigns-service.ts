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
import { type ApprovalKind, type ApprovalRow, aboveFourEyesLimit, requestApproval } from './four-eyes.ts';

/**
 * Fortune's campaigns in the console (issue 16): operators' gift codes and real-time prize drops, created and ended
 * here, each change audited with before and after in its own transaction. Streamers' webcast codes are listed too
 * and may be ended (their rest goes back to the streamer).
 *
 * Four eyes: a campaign whose `total` (what it may pay at most) is worth more than OPS_FOUR_EYES_LIMIT_USD is not
 * made at once; the create call stores a request in the approvals queue (four-eyes.ts), and the codes or the drop
 * are made only when a second operator with `ledger.approve` approves it (approvals-service.ts): until then nothing
 * exists that a player could claim.
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

function checkExpiry(expiresAt: number, now: Date) {
  const at = nowSeconds(now);
  if (expiresAt <= at + 60 || expiresAt > at + MAX_CODE_DAYS * DAY_S)
    throw fieldError({ expires_at: [`Must be in the future, within ${MAX_CODE_DAYS} days`] });
}

const codesTotal = (input: CreateCodesInput) =>
  usdtMinor(input.amount_per_claim) * BigInt(input.max_claims) * BigInt(input.count);

/** Makes the campaign's codes in `tx`, owned by the operator who asked for them. */
async function makeCodes(tx: Exec, operatorId: number, input: CreateCodesInput, now: Date): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const row = await insertFreshCode(tx, {
      kind: 'operator',
      operatorId,
      prizeKind: input.prize_kind,
      amountPerClaim: usdtMinor(input.amount_per_claim),
      wagerMultiplier: input.wager_multiplier,
      maxClaims: input.max_claims,
      markets: input.markets,
      note: input.note,
      expiresAt: new Date(input.expires_at * 1000),
      createdAt: now,
    });
    made.push(row.code);
  }
  return made;
}

/**
 * Makes `count` random codes of one campaign and their audit record in one transaction; above the four-eyes limit,
 * a request for them instead (`status: 'pending_approval'`, no codes yet).
 */
export async function createCodes(deps: OpsDeps, caller: OpsCaller, rawInput: CreateCodesInput, now = new Date()) {
  const markets = checkMarkets(rawInput.markets);
  checkExpiry(rawInput.expires_at, now);
  if (rawInput.prize_kind === 'bonus' && rawInput.wager_multiplier < 1)
    throw fieldError({ wager_multiplier: ['A bonus needs a wagering multiplier of at least 1'] });
  const input: CreateCodesInput = {
    ...rawInput,
    markets,
    amount_per_claim: usdtText(usdtMinor(rawInput.amount_per_claim)),
    wager_multiplier: rawInput.prize_kind === 'bonus' ? rawInput.wager_multiplier : 0,
  };
  const total = codesTotal(input);
  const record = { ...rawInput, markets, wager_multiplier: input.wager_multiplier, total: usdtText(total) };
  if (await aboveFourEyesLimit(deps, 'USDT', total)) {
    const approvalId = await inTransaction(deps.db, async (tx) => {
      const id = await requestApproval(tx, caller.operator.id, 'fortune.gift_codes.create', input);
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'fortune.gift_codes.create_requested',
        target: `approval:${id}`,
        before: null,
        after: { ...record, approval_id: id },
      });
      return id;
    });
    return { status: 'pending_approval' as const, approval_id: approvalId, codes: [], total: usdtText(total) };
  }
  const codes = await inTransaction(deps.db, async (tx) => {
    const made = await makeCodes(tx, caller.operator.id, input, now);
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.gift_codes.create',
      target: `gift_codes:${made[0]}+${made.length - 1}`,
      before: null,
      after: { ...record, codes: made },
    });
    return made;
  });
  return { status: 'done' as const, approval_id: null, codes, total: usdtText(total) };
}

/** A gift-code campaign above the limit: its codes are made when a second operator approves it. */
export const giftCodesApproval: ApprovalKind = {
  summary: (approval) => {
    const p = approval.payload as CreateCodesInput;
    return { user_id: null, coin: 'USDT', amount: usdtText(codesTotal(p)), direction: 'credit', reason: p.note };
  },
  actions: { approved: 'fortune.gift_codes.create_approved', refused: 'fortune.gift_codes.create_refused' },
  target: (approval) => `approval:${approval.id}`,
  async prepare(_deps, approval: ApprovalRow) {
    const input = approval.payload as CreateCodesInput;
    return async (tx, now) => {
      if (input.expires_at <= nowSeconds(now) + 60)
        throw new AppError('CONFLICT', 'This campaign has expired while it waited: refuse it and create it again.', {
          reason: 'expired',
        });
      const codes = await makeCodes(tx, approval.requestedBy, input, now);
      return { transferIds: [], after: { codes, total: usdtText(codesTotal(input)) } };
    };
  },
};

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

const prizeTotal = (input: CreatePrizeInput) => usdtMinor(input.amount) * BigInt(input.winners);

function makePrize(tx: Exec, input: CreatePrizeInput, now: Date): Promise<RtPrizeRow> {
  return insertRtPrize(tx, {
    titles: Object.fromEntries(input.titles.map((t) => [t.locale, t.text])),
    amount: usdtMinor(input.amount),
    winners: input.winners,
    minWager: usdtMinor(input.min_wager),
    markets: input.markets,
    startsAt: new Date(input.starts_at * 1000),
    endsAt: new Date(input.ends_at * 1000),
    createdAt: now,
  });
}

/** Makes a drop and its audit record; above the four-eyes limit, a request for it instead (`prize: null`). */
export async function createPrize(deps: OpsDeps, caller: OpsCaller, rawInput: CreatePrizeInput, now = new Date()) {
  const markets = checkMarkets(rawInput.markets);
  if (rawInput.ends_at <= rawInput.starts_at) throw fieldError({ ends_at: ['Must be after the start'] });
  if (rawInput.ends_at <= nowSeconds(now)) throw fieldError({ ends_at: ['Must be in the future'] });
  if (rawInput.ends_at - rawInput.starts_at > MAX_DROP_DAYS * DAY_S)
    throw fieldError({ ends_at: [`A drop lasts at most ${MAX_DROP_DAYS} days`] });
  const input = { ...rawInput, markets };
  const total = prizeTotal(input);
  if (await aboveFourEyesLimit(deps, 'USDT', total)) {
    const approvalId = await inTransaction(deps.db, async (tx) => {
      const id = await requestApproval(tx, caller.operator.id, 'fortune.rt_prizes.create', input);
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'fortune.rt_prizes.create_requested',
        target: `approval:${id}`,
        before: null,
        after: { ...input, total: usdtText(total), approval_id: id },
      });
      return id;
    });
    return { status: 'pending_approval' as const, approval_id: approvalId, prize: null, total: usdtText(total) };
  }
  const row = await inTransaction(deps.db, async (tx) => {
    const made = await makePrize(tx, input, now);
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'fortune.rt_prizes.create',
      target: `rt_prize:${made.id}`,
      before: null,
      after: { ...input, total: usdtText(total) },
    });
    return made;
  });
  return { status: 'done' as const, approval_id: null, prize: prizeView(row, now), total: usdtText(total) };
}

/** A drop above the limit: it is made when a second operator approves it (a start already past opens it at once). */
export const rtPrizeApproval: ApprovalKind = {
  summary: (approval) => {
    const p = approval.payload as CreatePrizeInput;
    const title = p.titles.find((t) => t.locale === 'en-US')?.text ?? '';
    return { user_id: null, coin: 'USDT', amount: usdtText(prizeTotal(p)), direction: 'credit', reason: title };
  },
  actions: { approved: 'fortune.rt_prizes.create_approved', refused: 'fortune.rt_prizes.create_refused' },
  target: (approval) => `approval:${approval.id}`,
  async prepare(_deps, approval: ApprovalRow) {
    const input = approval.payload as CreatePrizeInput;
    return async (tx, now) => {
      if (input.ends_at <= nowSeconds(now))
        throw new AppError('CONFLICT', 'This drop has ended while it waited: refuse it and create it again.', {
          reason: 'expired',
        });
      const row = await makePrize(tx, input, now);
      return { transferIds: [], after: { rt_prize_id: row.id, total: usdtText(prizeTotal(input)) } };
    };
  },
};

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
