import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import type { fortuneGiftCodes } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { newGiftCode } from '../../lib/gift-code.ts';
import { requireNotFrozen } from '../user/require-not-frozen.ts';
import { requirePlay } from './access.ts';
import { bonusView, grantBonus, type SystemIds, systemIds } from './bonus-service.ts';
import type { GuessGuard } from './gift-guard.ts';
import {
  activeWebcastCount,
  claimsOfCreator,
  endCode,
  expiredActive,
  type GiftCodeRow,
  giftCodeOf,
  hasClaimed,
  insertGiftClaim,
  insertGiftCode,
  lockPlayer,
  takeClaim,
  webcastCodesOf,
} from './gift-repo.ts';
import { seconds, usdtMinor, usdtText } from './money-format.ts';
import { maskName } from './money-service.ts';

const COIN = FORTUNE_COIN as CoinCode;
const HOUR_MS = 3600 * 1000;

/**
 * Gift codes (docs/fortune.md, "Campaigns"): an operator's campaign code pays from the house (cash, or a locked
 * bonus); a streamer's webcast code is funded from the streamer's cash into `escrow` when made, pays each viewer from
 * there, and gives the unclaimed rest back when it ends. Each player claims a code once; claims never pass the
 * code's maximum (a guarded update), so racing claims pay exactly what the code holds.
 */
export const GIFT = {
  /** Days a gift-code bonus stays locked before it returns to the house. */
  bonusExpiresDays: 14,
  /** Webcast codes a streamer may have claimable at once. */
  maxActiveWebcast: 5,
  /** How often the expiry sweep runs. */
  sweepEveryMs: 60_000,
} as const;

export interface GiftIds extends SystemIds {
  escrow: number;
}

/** The house, bonus and escrow accounts' ids; resolve once, outside any money transaction. */
export async function giftIds(db: Db): Promise<GiftIds> {
  return { ...(await systemIds(db)), escrow: await accountId(db, { system: 'escrow' }, COIN) };
}

/** A fresh code (lib/gift-code.ts, shared with the main brand's red packets). */
export { newGiftCode };

type NewCode = Omit<typeof fortuneGiftCodes.$inferInsert, 'code'>;

/** Inserts a code under a fresh random name, drawing again on the (astronomically rare) collision. */
export async function insertFreshCode(tx: Exec | Db, row: NewCode): Promise<GiftCodeRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insertGiftCode(tx, { ...row, code: newGiftCode() });
    if (inserted) return inserted;
  }
  throw new Error('gift codes: five collisions in a row');
}

/** Whether `row` can be claimed now by a player of `market` (empty markets: every open market). */
const claimableIn = (row: GiftCodeRow | undefined, market: string, now: Date): row is GiftCodeRow =>
  !!row && row.status === 'active' && row.expiresAt > now && (row.markets.length === 0 || row.markets.includes(market));

/**
 * receive_gift_code: one transaction takes the player's claim (primary key code + player), one of the code's
 * claims (guarded update) and pays. Codes that do not exist for this player count as wrong guesses.
 */
export async function receiveGiftCode(
  db: Db,
  ids: GiftIds,
  userId: number,
  key: string,
  code: string,
  guard: GuessGuard,
  now = new Date(),
) {
  await guard.check();
  const player = await requirePlay(db, userId, now);
  const found = await giftCodeOf(db, code);
  // A retry of a claim that went through is answered below even once the code has ended.
  const claimedBefore = found ? await hasClaimed(db, code, userId) : false;
  if (!found || (!claimedBefore && !claimableIn(found, player.market, now))) {
    await guard.miss();
    throw new AppError('GIFT_CODE_INVALID', undefined, { reason: 'invalid' });
  }
  if (found.creatorUserId === userId)
    throw new AppError('GIFT_CODE_INVALID', 'Share your code with your viewers.', { reason: 'own_code' });
  const user = await accountId(db, { userId }, COIN);
  return onceOnly(db, { userId, key, scope: 'fortune/receive_gift_code', body: { code } }, async (tx) => {
    if (!(await insertGiftClaim(tx, { code, userId, amount: found.amountPerClaim, createdAt: now })))
      throw new AppError('GIFT_CODE_USED', undefined, { reason: 'claimed' });
    const taken = await takeClaim(tx, code, now);
    if (!taken) throw await refusalOf(tx, code);
    const bonus = await pay(tx, ids, taken, userId, user, now);
    return {
      code,
      kind: taken.kind as 'operator' | 'webcast',
      prize_kind: taken.prizeKind as 'cash' | 'bonus',
      amount: usdtText(taken.amountPerClaim),
      bonus: bonus ? bonusView(bonus) : null,
      cash: usdtText(await balanceOf(tx, { userId }, COIN)),
    };
  });
}

/** Why the guarded update took nothing: every claim was taken, or the code ended meanwhile. */
async function refusalOf(tx: Exec, code: string): Promise<AppError> {
  const row = await giftCodeOf(tx, code);
  if (row && row.claims >= row.maxClaims) return new AppError('GIFT_CODE_USED', undefined, { reason: 'exhausted' });
  return new AppError('GIFT_CODE_INVALID', undefined, { reason: 'invalid' });
}

/** Pays one claim: a webcast code from escrow, an operator's cash code from the house, a bonus code as a bonus. */
async function pay(tx: Exec, ids: GiftIds, row: GiftCodeRow, userId: number, user: number, now: Date) {
  const amount = row.amountPerClaim;
  if (row.kind === 'operator' && row.prizeKind === 'bonus') {
    const bonus = await grantBonus(
      tx,
      ids,
      {
        userId,
        amount,
        wagerMultiplier: row.wagerMultiplier,
        expiresDays: GIFT.bonusExpiresDays,
        source: 'gift_code',
        sourceRef: `${row.code}:${userId}`,
      },
      now,
    );
    if (!bonus) throw new Error(`gift code ${row.code}: bonus granted twice to ${userId}`);
    return bonus;
  }
  const [debitId, kind] =
    row.kind === 'webcast' ? [ids.escrow, 'fortune_gift_webcast'] : [ids.house, 'fortune_gift_code'];
  await move(tx, [{ debitId, creditId: user, coin: COIN, amount, kind }], {
    reference: `fortune_gift:${row.code}`,
    idempotencyKey: `fortune_gift_claim:${row.code}:${userId}`,
  });
  return undefined;
}

/** What a webcast code gave back when it ended (nothing while it runs). */
const returnedOf = (row: GiftCodeRow) =>
  row.status === 'ended' ? row.amountPerClaim * BigInt(row.maxClaims - row.claims) : 0n;

function webcastView(row: GiftCodeRow) {
  const status = row.status === 'ended' ? 'ended' : row.claims >= row.maxClaims ? 'exhausted' : 'active';
  return {
    code: row.code,
    amount_per_claim: usdtText(row.amountPerClaim),
    funded: usdtText(row.amountPerClaim * BigInt(row.maxClaims)),
    claims: row.claims,
    max_claims: row.maxClaims,
    status: status as 'active' | 'exhausted' | 'ended',
    expires_at: seconds(row.expiresAt),
    created_at: seconds(row.createdAt),
    returned: usdtText(returnedOf(row)),
  };
}

export interface WebcastInput {
  amount_per_claim: string;
  claims: number;
  expires_in_hours: number;
}

/**
 * Moves `amount x claims` from the creator's cash into escrow and records the code, in the caller's transaction
 * (INSUFFICIENT_BALANCE rolls both back). `code` is for demo data only; players always get a random one.
 */
export async function fundWebcastCode(
  tx: Exec,
  ids: GiftIds,
  creator: { userId: number; account: number },
  terms: { amount: bigint; claims: number; expiresAt: Date; code?: string },
  now: Date,
): Promise<GiftCodeRow | undefined> {
  const row: NewCode = {
    kind: 'webcast',
    creatorUserId: creator.userId,
    prizeKind: 'cash',
    amountPerClaim: terms.amount,
    maxClaims: terms.claims,
    expiresAt: terms.expiresAt,
    createdAt: now,
  };
  const made = terms.code ? await insertGiftCode(tx, { ...row, code: terms.code }) : await insertFreshCode(tx, row);
  if (!made) return undefined;
  await move(
    tx,
    [
      {
        debitId: creator.account,
        creditId: ids.escrow,
        coin: COIN,
        amount: terms.amount * BigInt(terms.claims),
        kind: 'fortune_webcast_fund',
      },
    ],
    { reference: `fortune_gift:${made.code}`, idempotencyKey: `fortune_webcast_fund:${made.code}` },
  );
  return made;
}

/**
 * webcast_giftcode/create: once per Idempotency-Key (a repeat answers the same code), within the active-code cap;
 * refused to a frozen player (FORBIDDEN, account_frozen) as transfers are.
 */
export async function createWebcastCode(
  db: Db,
  ids: GiftIds,
  userId: number,
  key: string,
  input: WebcastInput,
  now = new Date(),
) {
  await requirePlay(db, userId, now);
  // A code pays other players: a frozen player's money does not leave that way either.
  await requireNotFrozen(db, userId);
  const account = await accountId(db, { userId }, COIN);
  const terms = {
    amount: usdtMinor(input.amount_per_claim),
    claims: input.claims,
    expiresAt: new Date(now.getTime() + input.expires_in_hours * HOUR_MS),
  };
  return onceOnly(db, { userId, key, scope: 'fortune/webcast_giftcode/create', body: input }, async (tx) => {
    await lockPlayer(tx, userId);
    if ((await activeWebcastCount(tx, userId, now)) >= GIFT.maxActiveWebcast)
      throw new AppError('CONFLICT', `At most ${GIFT.maxActiveWebcast} active codes at once.`, {
        reason: 'too_many_codes',
        max: GIFT.maxActiveWebcast,
      });
    const made = (await fundWebcastCode(tx, ids, { userId, account }, terms, now)) as GiftCodeRow;
    return { gift_code: webcastView(made), cash: usdtText(await balanceOf(tx, { userId }, COIN)) };
  });
}

/** webcast_giftcode/query: the streamer's codes (their expired ones settled first) and the latest claimers. */
export async function webcastQuery(db: Db, ids: GiftIds, userId: number, now = new Date()) {
  await sweepGiftCodes(db, ids, now, userId);
  const [codes, claims] = await Promise.all([webcastCodesOf(db, userId), claimsOfCreator(db, userId)]);
  return {
    codes: codes.map(webcastView),
    claimers: claims.map((c) => ({
      code: c.code,
      name: maskName(c.name),
      amount: usdtText(c.amount),
      at: seconds(c.at),
    })),
  };
}

/**
 * Ends a code now, once: a webcast code's unclaimed rest goes from escrow back to its streamer in the same
 * transaction (ledger key per code). `audit` runs in that transaction too (the console's record). Undefined when the
 * code had ended already.
 */
export async function endGiftCode(
  db: Db,
  ids: GiftIds,
  code: GiftCodeRow,
  now = new Date(),
  audit?: (tx: Exec, ended: GiftCodeRow) => Promise<void>,
): Promise<GiftCodeRow | undefined> {
  const creator =
    code.kind === 'webcast' && code.creatorUserId !== null
      ? await accountId(db, { userId: code.creatorUserId }, COIN)
      : undefined;
  return inTransaction(db, async (tx) => {
    const ended = await endCode(tx, code.code, now);
    if (!ended) return undefined;
    const rest = ended.kind === 'webcast' ? returnedOf(ended) : 0n;
    if (rest > 0n && creator !== undefined)
      await move(
        tx,
        [{ debitId: ids.escrow, creditId: creator, coin: COIN, amount: rest, kind: 'fortune_webcast_return' }],
        {
          reference: `fortune_gift:${ended.code}`,
          idempotencyKey: `fortune_webcast_return:${ended.code}`,
        },
      );
    await audit?.(tx, ended);
    return ended;
  });
}

/** Ends every code past its expiry (one streamer's, or everyone's for the periodic sweep); answers how many. */
export async function sweepGiftCodes(db: Db, ids: GiftIds, now = new Date(), creatorUserId?: number): Promise<number> {
  let ended = 0;
  for (const code of await expiredActive(db, now, creatorUserId)) if (await endGiftCode(db, ids, code, now)) ended += 1;
  return ended;
}
