import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { COIN_CODES, DEFAULT_COIN } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor, maxMinorOf } from '../../ledger/coins.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newGiftCode } from '../../lib/gift-code.ts';
import { maskName } from '../../lib/mask-name.ts';
import { requireNotFrozen } from '../user/require-not-frozen.ts';
import { minorOf } from '../wallet/deps.ts';
import type { GuessGuard } from './guard.ts';
import { SHARE_IMAGE, type ShareText } from './messages.ts';
import {
  activePackets,
  claimedBy,
  claimOf,
  createdBy,
  endGift,
  expiredActive,
  type GiftRow,
  giftOf,
  insertClaim,
  insertGift,
  insertParts,
  lockCreator,
  type NewGift,
  recentClaims,
  takeClaim,
  userName,
} from './repo.ts';
import type { GiftSettings } from './settings.ts';
import { randomSplit } from './split.ts';

/**
 * Gift codes and red packets of the main brand (docs/giftcodes.md). A player's red packet is funded from their
 * balance into `escrow` when made (ledger key giftcode_fund:<code>), pays each claimer from there
 * (giftcode_claim:<code>:<user>) and gives the unclaimed rest back when it ends (giftcode_return:<code>). An
 * operator's campaign code pays each claimer from the house. Every claim is one transaction: the guarded update of
 * the code, the claim row (one per player) and the transfer.
 */

export interface GiftDeps {
  db: Db;
  settings: GiftSettings;
  shareText: ShareText;
}

const HOUR_MS = 3600 * 1000;
const PAGE_SIZE = 20;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Coin units of `minor` as the wire carries them. */
export const coinText = (coin: string, minor: bigint) => fromMinor(minor, coinOf(coin as CoinCode).decimals);

/** The coins a red packet can hold: every wallet coin an in-app transfer moves (wallet/offchain_transfer). */
const GIFT_COINS: readonly CoinCode[] = COIN_CODES;

/** active / exhausted / ended as players see it (an expired code not swept yet is ended already). */
function statusOf(row: GiftRow, now: Date): 'active' | 'exhausted' | 'ended' {
  if (row.status === 'ended' || row.expiresAt <= now) return 'ended';
  return row.claims >= row.maxClaims ? 'exhausted' : 'active';
}

function createdView(row: GiftRow, now: Date) {
  const coin = row.coin as CoinCode;
  return {
    code: row.code,
    coin,
    split: row.split as 'fixed' | 'random',
    total: coinText(coin, row.total),
    amount_per_claim: row.split === 'fixed' ? coinText(coin, row.amountPerClaim) : null,
    claims: row.claims,
    max_claims: row.maxClaims,
    claimed: coinText(coin, row.claimed),
    returned: coinText(coin, row.returned),
    message: row.message,
    status: statusOf(row, now),
    expires_at: seconds(row.expiresAt),
    created_at: seconds(row.createdAt),
  };
}

/** Inserts a code under a fresh random name, drawing again on the (astronomically rare) collision. */
export async function insertFreshGift(tx: Exec | Db, row: NewGift): Promise<GiftRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insertGift(tx, { ...row, code: newGiftCode() });
    if (inserted) return inserted;
  }
  throw new Error('gift codes: five collisions in a row');
}

/** giftcode/config: the create form's coins (with the player's balances), limits and expiry choices. */
export async function giftConfig(deps: GiftDeps, userId: number, now = new Date()) {
  const coins = [];
  for (const coin of GIFT_COINS) {
    const c = coinOf(coin);
    coins.push({
      coin,
      name: c.name,
      decimals: c.decimals,
      balance: coinText(coin, await balanceOf(deps.db, { userId }, coin)),
    });
  }
  return {
    coins,
    default_coin: DEFAULT_COIN,
    max_claims: deps.settings.maxClaims,
    max_active: deps.settings.maxActive,
    active: await activePackets(deps.db, userId, now),
    expiry_hours: [1, 6, 24, 72, 168],
  };
}

export interface CreateInput {
  coin: CoinCode;
  split: 'fixed' | 'random';
  amount: string;
  claims: number;
  expires_in_hours: number;
  message: string;
}

/** The amounts of a packet: what it is funded with, each fixed claim, a random split's parts. Field errors. */
export function packetTerms(input: CreateInput, settings: GiftSettings) {
  if (input.claims > settings.maxClaims)
    throw fieldError({ claims: [`At most ${settings.maxClaims} people per red packet`] });
  const amount = minorOf(input.coin, input.amount);
  const total = input.split === 'fixed' ? amount * BigInt(input.claims) : amount;
  if (total > maxMinorOf(input.coin))
    throw fieldError({ amount: [`At most ${coinOf(input.coin).maxAmount} ${input.coin} in one red packet`] });
  if (input.split === 'random' && total < BigInt(input.claims))
    throw fieldError({
      amount: [`Too small to split among ${input.claims}: at least ${coinText(input.coin, BigInt(input.claims))}`],
    });
  return { total, perClaim: input.split === 'fixed' ? amount : 0n };
}

/**
 * giftcode/create: once per Idempotency-Key (a repeat answers the same packet), within the active-packet cap (the
 * creator's user row is locked, so racing creations count right); refused to a frozen account as transfers are.
 */
export async function createPacket(deps: GiftDeps, userId: number, key: string, input: CreateInput, now = new Date()) {
  const { db, settings } = deps;
  await requireNotFrozen(db, userId);
  const terms = packetTerms(input, settings);
  const parts = input.split === 'random' ? randomSplit(terms.total, input.claims) : [];
  const account = await accountId(db, { userId }, input.coin);
  const escrow = await accountId(db, { system: 'escrow' }, input.coin);
  return onceOnly(db, { userId, key, scope: 'giftcode/create', body: input }, async (tx) => {
    await lockCreator(tx, userId);
    if ((await activePackets(tx, userId, now)) >= settings.maxActive)
      throw new AppError('CONFLICT', `At most ${settings.maxActive} red packets open at once.`, {
        reason: 'too_many_codes',
        max: settings.maxActive,
      });
    const row = await fundPacket(tx, { account, escrow }, userId, input, terms, parts, now);
    return { gift: createdView(row, now), balance: coinText(input.coin, await balanceOf(tx, { userId }, input.coin)) };
  });
}

/**
 * Records a packet and moves its total from the creator into escrow, in the caller's transaction
 * (INSUFFICIENT_BALANCE rolls both back). `code` is for demo data only; players always get a random one.
 */
export async function fundPacket(
  tx: Exec,
  ids: { account: number; escrow: number },
  userId: number,
  input: Omit<CreateInput, 'amount'>,
  terms: { total: bigint; perClaim: bigint },
  parts: bigint[],
  now: Date,
  code?: string,
): Promise<GiftRow> {
  const row: NewGift = {
    kind: 'packet',
    creatorUserId: userId,
    coin: input.coin,
    split: input.split,
    total: terms.total,
    amountPerClaim: terms.perClaim,
    maxClaims: input.claims,
    message: input.message,
    expiresAt: new Date(now.getTime() + input.expires_in_hours * HOUR_MS),
    createdAt: now,
  };
  const made = code ? await insertGift(tx, { ...row, code }) : await insertFreshGift(tx, row);
  if (!made) throw new Error(`gift code ${code} exists`);
  if (parts.length > 0) await insertParts(tx, made.code, parts);
  await move(
    tx,
    [{ debitId: ids.account, creditId: ids.escrow, coin: input.coin, amount: terms.total, kind: 'giftcode_fund' }],
    { reference: `giftcode:${made.code}`, idempotencyKey: `giftcode_fund:${made.code}` },
  );
  return made;
}

/**
 * giftcode/claim: one transaction takes the code's next claim (guarded update), records the player's claim (primary
 * key code + player: a second claim rolls the first step back) and pays. Unknown or dead codes count as guesses.
 */
export async function claimGift(
  deps: GiftDeps,
  userId: number,
  key: string,
  code: string,
  guard: GuessGuard,
  now = new Date(),
) {
  const { db } = deps;
  await guard.check();
  const found = await giftOf(db, code);
  // A retry of a claim that went through is answered (by onceOnly) even once the code has ended.
  const claimedBefore = found ? !!(await claimOf(db, code, userId)) : false;
  if (!found || (!claimedBefore && found.status === 'ended') || (!claimedBefore && found.expiresAt <= now)) {
    await guard.miss();
    throw new AppError('GIFT_CODE_INVALID', undefined, { reason: 'invalid' });
  }
  if (found.creatorUserId === userId)
    throw new AppError('GIFT_CODE_INVALID', 'Share your red packet with friends: it is for them.', {
      reason: 'own_code',
    });
  const coin = found.coin as CoinCode;
  const user = await accountId(db, { userId }, coin);
  const from = await accountId(db, { system: found.kind === 'packet' ? 'escrow' : 'house' }, coin);
  return onceOnly(db, { userId, key, scope: 'giftcode/claim', body: { code } }, async (tx) => {
    const taken = await takeClaim(tx, code, now);
    if (!taken) throw await refusalOf(tx, code, userId, now);
    if (!(await insertClaim(tx, { code, userId, seq: taken.seq, amount: taken.amount, createdAt: now })))
      throw new AppError('GIFT_CODE_USED', undefined, { reason: 'claimed' });
    await move(
      tx,
      [
        {
          debitId: from,
          creditId: user,
          coin,
          amount: taken.amount,
          kind: found.kind === 'packet' ? 'giftcode_claim' : 'giftcode_campaign',
        },
      ],
      { reference: `giftcode:${code}`, idempotencyKey: `giftcode_claim:${code}:${userId}` },
    );
    return {
      code,
      kind: found.kind as 'packet' | 'campaign',
      coin,
      amount: coinText(coin, taken.amount),
      balance: coinText(coin, await balanceOf(tx, { userId }, coin)),
    };
  });
}

/** Why the guarded update took nothing: this player has it, every claim is taken, or the code died meanwhile. */
async function refusalOf(tx: Exec, code: string, userId: number, now: Date): Promise<AppError> {
  if (await claimOf(tx, code, userId)) return new AppError('GIFT_CODE_USED', undefined, { reason: 'claimed' });
  const row = await giftOf(tx, code);
  if (row && row.status === 'active' && row.expiresAt > now && row.claims >= row.maxClaims)
    return new AppError('GIFT_CODE_USED', undefined, { reason: 'exhausted' });
  return new AppError('GIFT_CODE_INVALID', undefined, { reason: 'invalid' });
}

/** giftcode/detail: the public face of a code (/gift/<code>); unknown codes count as guesses. */
export async function giftDetail(
  deps: GiftDeps,
  code: string,
  viewer: number | undefined,
  locale: string,
  guard: GuessGuard,
  now = new Date(),
) {
  const { db } = deps;
  await guard.check();
  const row = await giftOf(db, code);
  if (!row) {
    await guard.miss();
    throw new AppError('GIFT_CODE_INVALID', undefined, { reason: 'invalid' });
  }
  const coin = row.coin as CoinCode;
  const nickname = row.creatorUserId === null ? '' : maskName(await userName(db, row.creatorUserId));
  const mine = viewer ? await claimOf(db, code, viewer) : undefined;
  const recent = await recentClaims(db, code);
  const status = statusOf(row, now);
  const left = status === 'ended' ? 0n : row.total - row.claimed;
  return {
    code: row.code,
    kind: row.kind as 'packet' | 'campaign',
    coin,
    split: row.split as 'fixed' | 'random',
    nickname,
    share_text: deps.shareText(locale, { name: nickname || 'Arcadia' }),
    share_img: SHARE_IMAGE,
    message: row.message,
    total: coinText(coin, row.total),
    amount_left: coinText(coin, left),
    claims: row.claims,
    max_claims: row.maxClaims,
    status,
    expires_at: seconds(row.expiresAt),
    is_mine: viewer !== undefined && row.creatorUserId === viewer,
    my_claim: mine ? { amount: coinText(coin, mine.amount), claimed_at: seconds(mine.createdAt) } : null,
    recent: recent.map((c) => ({ name: maskName(c.name), amount: coinText(coin, c.amount), at: seconds(c.at) })),
  };
}

/** giftcode/history: the player's packets (their expired ones settled first) or their claims. */
export async function giftHistory(
  deps: GiftDeps,
  userId: number,
  tab: 'created' | 'claimed',
  page: number,
  now = new Date(),
) {
  const { db } = deps;
  if (tab === 'created') {
    await sweepGifts(db, now, userId);
    const found = await createdBy(db, userId, page, PAGE_SIZE);
    return {
      created: found.slice(0, PAGE_SIZE).map((row) => createdView(row, now)),
      claimed: [],
      has_more: found.length > PAGE_SIZE,
    };
  }
  const found = await claimedBy(db, userId, page, PAGE_SIZE);
  return {
    created: [],
    claimed: found.slice(0, PAGE_SIZE).map((c) => ({
      code: c.code,
      kind: c.kind as 'packet' | 'campaign',
      coin: c.coin as CoinCode,
      amount: coinText(c.coin, c.amount),
      sender: c.sender === null ? '' : maskName(c.sender),
      message: c.message,
      claimed_at: seconds(c.at),
    })),
    has_more: found.length > PAGE_SIZE,
  };
}

/**
 * Ends a code now, once (a guarded update): a red packet's unclaimed rest goes from escrow back to its creator in
 * the same transaction (ledger key per code). `audit` runs in that transaction too (the console's record).
 * Undefined when the code had ended already.
 */
export async function endGiftCode(
  db: Db,
  code: GiftRow,
  now = new Date(),
  audit?: (tx: Exec, ended: GiftRow) => Promise<void>,
): Promise<GiftRow | undefined> {
  const coin = code.coin as CoinCode;
  const accounts =
    code.kind === 'packet' && code.creatorUserId !== null
      ? {
          creator: await accountId(db, { userId: code.creatorUserId }, coin),
          escrow: await accountId(db, { system: 'escrow' }, coin),
        }
      : undefined;
  return inTransaction(db, async (tx) => {
    const ended = await endGift(tx, code.code, now);
    if (!ended) return undefined;
    if (ended.returned > 0n && accounts)
      await move(
        tx,
        [
          {
            debitId: accounts.escrow,
            creditId: accounts.creator,
            coin,
            amount: ended.returned,
            kind: 'giftcode_return',
          },
        ],
        { reference: `giftcode:${ended.code}`, idempotencyKey: `giftcode_return:${ended.code}` },
      );
    await audit?.(tx, ended);
    return ended;
  });
}

/** The expiry job: ends every code past its expiry (one creator's, or everyone's); answers how many it ended. */
export async function sweepGifts(db: Db, now = new Date(), creatorUserId?: number): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await expiredActive(db, now, creatorUserId);
    let round = 0;
    for (const code of due) if (await endGiftCode(db, code, now)) round += 1;
    ended += round;
    // A full batch may have more behind it; a batch another process ended (round 0) leaves it to that process.
    if (due.length < 200 || round === 0) return ended;
  }
}
