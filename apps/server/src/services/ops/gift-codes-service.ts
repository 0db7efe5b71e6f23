import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type GiftFilter, type GiftRow, giftOf, listGifts } from '../giftcode/repo.ts';
import { coinText, endGiftCode, insertFreshGift } from '../giftcode/service.ts';
import { minorOf } from '../wallet/deps.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { type ApprovalKind, type ApprovalRow, aboveFourEyesLimit, requestApproval } from './four-eyes.ts';

/**
 * The main brand's gift codes in the console (docs/giftcodes.md, "Console"): campaign codes paid by the house,
 * created and ended here, and players' red packets, listed and ended (their rest goes back to the creator). Each
 * change is audited in its own transaction. A campaign that may pay more than OPS_FOUR_EYES_LIMIT_USD is not made
 * at once: the create call stores a request in the approvals queue, and the codes are made when a second operator
 * with `ledger.approve` approves it; until then nothing exists that a player could claim.
 */
const PAGE_SIZE = 50;
const DAY_S = 24 * 3600;
const MAX_CODE_DAYS = 366;
const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function opsGiftView(row: GiftRow) {
  const coin = row.coin as CoinCode;
  return {
    code: row.code,
    kind: row.kind as 'packet' | 'campaign',
    coin,
    split: row.split as 'fixed' | 'random',
    total: coinText(coin, row.total),
    amount_per_claim: row.split === 'fixed' ? coinText(coin, row.amountPerClaim) : null,
    claims: row.claims,
    max_claims: row.maxClaims,
    claimed: coinText(coin, row.claimed),
    returned: coinText(coin, row.returned),
    status: row.status as 'active' | 'ended',
    message: row.message,
    note: row.note,
    expires_at: seconds(row.expiresAt),
    created_at: seconds(row.createdAt),
    ended_at: row.endedAt ? seconds(row.endedAt) : null,
    operator_id: row.operatorId,
    creator_user_id: row.creatorUserId,
  };
}

export async function listCodes(deps: OpsDeps, input: Omit<GiftFilter, 'pageSize'>) {
  const found = await listGifts(deps.db, { ...input, pageSize: PAGE_SIZE });
  return { list: found.slice(0, PAGE_SIZE).map(opsGiftView), has_more: found.length > PAGE_SIZE };
}

export interface CampaignInput {
  count: number;
  coin: CoinCode;
  amount_per_claim: string;
  max_claims: number;
  expires_at: number;
  message: string;
  note: string;
}

const campaignTotal = (input: CampaignInput) =>
  minorOf(input.coin, input.amount_per_claim, 'amount_per_claim') * BigInt(input.max_claims) * BigInt(input.count);

async function makeCodes(tx: Exec, operatorId: number, input: CampaignInput, now: Date): Promise<string[]> {
  const perClaim = minorOf(input.coin, input.amount_per_claim, 'amount_per_claim');
  const made: string[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const row = await insertFreshGift(tx, {
      kind: 'campaign',
      operatorId,
      coin: input.coin,
      split: 'fixed',
      total: perClaim * BigInt(input.max_claims),
      amountPerClaim: perClaim,
      maxClaims: input.max_claims,
      message: input.message,
      note: input.note,
      expiresAt: new Date(input.expires_at * 1000),
      createdAt: now,
    });
    made.push(row.code);
  }
  return made;
}

/**
 * Makes `count` campaign codes and their audit record in one transaction; above the four-eyes limit, a request for
 * them instead (`status: 'pending_approval'`, no codes yet).
 */
export async function createCodes(deps: OpsDeps, caller: OpsCaller, input: CampaignInput, now = new Date()) {
  const at = nowSeconds(now);
  if (input.expires_at <= at + 60 || input.expires_at > at + MAX_CODE_DAYS * DAY_S)
    throw fieldError({ expires_at: [`Must be in the future, within ${MAX_CODE_DAYS} days`] });
  const total = campaignTotal(input);
  const clean = { ...input, amount_per_claim: coinText(input.coin, minorOf(input.coin, input.amount_per_claim)) };
  const record = { ...clean, total: coinText(input.coin, total) };
  if (await aboveFourEyesLimit(deps, input.coin, total)) {
    const approvalId = await inTransaction(deps.db, async (tx) => {
      const id = await requestApproval(tx, caller.operator.id, 'giftcode.campaign.create', clean);
      await writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'giftcode.campaign.create_requested',
        target: `approval:${id}`,
        before: null,
        after: { ...record, approval_id: id },
      });
      return id;
    });
    return { status: 'pending_approval' as const, approval_id: approvalId, codes: [], total: record.total };
  }
  const codes = await inTransaction(deps.db, async (tx) => {
    const made = await makeCodes(tx, caller.operator.id, clean, now);
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'giftcode.campaign.create',
      target: `gift_codes:${made[0]}+${made.length - 1}`,
      before: null,
      after: { ...record, codes: made },
    });
    return made;
  });
  return { status: 'done' as const, approval_id: null, codes, total: record.total };
}

/** A campaign above the limit: its codes are made when a second operator approves it. */
export const giftcodeCampaignApproval: ApprovalKind = {
  summary: (approval) => {
    const p = approval.payload as CampaignInput;
    return {
      user_id: null,
      coin: p.coin,
      amount: coinText(p.coin, campaignTotal(p)),
      direction: 'credit',
      reason: p.note || p.message,
    };
  },
  actions: { approved: 'giftcode.campaign.create_approved', refused: 'giftcode.campaign.create_refused' },
  target: (approval) => `approval:${approval.id}`,
  async prepare(_deps, approval: ApprovalRow) {
    const input = approval.payload as CampaignInput;
    return async (tx, now) => {
      if (input.expires_at <= nowSeconds(now) + 60)
        throw new AppError('CONFLICT', 'This campaign has expired while it waited: refuse it and create it again.', {
          reason: 'expired',
        });
      const codes = await makeCodes(tx, approval.requestedBy, input, now);
      return { transferIds: [], after: { codes, total: coinText(input.coin, campaignTotal(input)) } };
    };
  },
};

/** Ends a code now (a red packet's rest back to its creator), audited in the same transaction. */
export async function endCode(deps: OpsDeps, caller: OpsCaller, code: string, now = new Date()) {
  const found = await giftOf(deps.db, code);
  if (!found) throw new AppError('NOT_FOUND', 'No such gift code.');
  const ended = await endGiftCode(deps.db, found, now, async (tx: Exec, row) => {
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'giftcode.end',
      target: `gift_code:${code}`,
      before: { status: 'active', claims: row.claims, claimed: coinText(row.coin, row.claimed) },
      after: { status: row.status, claims: row.claims, returned: coinText(row.coin, row.returned) },
    });
  });
  const current = ended ?? ((await giftOf(deps.db, code)) as GiftRow);
  return { gift_code: opsGiftView(current), changed: !!ended };
}
