import { SHARE_CODE_RE } from '@arcadia/contract/calls/share/common';
import { decodeStartParam } from '@arcadia/contract/calls/tg/start-param';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { guessGuard } from '../../lib/guess-guard.ts';
import { maskName } from '../../lib/mask-name.ts';
import { partnerBonusOf } from '../partner/repo.ts';
import * as repo from './repo.ts';
import { BIND_GUESSES, levelOf, type ShareSettings } from './settings.ts';

/**
 * The share and invite land (issue 18, docs/share.md): share codes and short links, the invite relation (bound at
 * registration or by a code within the bind window; never a self-invite or a cycle), rewards paid once per qualified
 * invitee through the ledger, levels, the weekly ranking and the bonus history.
 */

export interface ShareDeps {
  db: Db;
  settings: ShareSettings;
  origin: string;
  /** Injectable clock (tests move time to the next day or week). */
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const secs = (d: Date | string | null) => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));
const nowOf = (deps: ShareDeps) => deps.now?.() ?? new Date();
const amountText = (deps: ShareDeps, minor: bigint) => fromMinor(minor, deps.settings.decimals);

function termsOf(deps: ShareDeps) {
  const s = deps.settings;
  return {
    coin: s.coin,
    inviter_reward: amountText(deps, s.inviterReward),
    invitee_reward: amountText(deps, s.inviteeReward),
    max_per_day: s.maxPerDay,
    bind_days: s.bindDays,
  };
}

const shortLink = (origin: string, code: string) => `${origin}/r/${code}`;

/** Monday 00:00 UTC of the week holding `at` (or the week before). */
function weekStartOf(at: Date, which: 'current' | 'last' = 'current'): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - (sinceMonday + (which === 'last' ? 7 : 0)) * DAY_MS);
}

const utcDayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** A share_uid as it arrives (slug of /r/<code>, any case): the code, or undefined when it cannot be one. */
export function codeFromShareUid(raw: string | undefined | null): string | undefined {
  const code = raw?.trim().toUpperCase();
  return code && SHARE_CODE_RE.test(code) ? code : undefined;
}

// ---------------------------------------------------------------- settlement

interface SettleIds {
  issuance: number;
}

async function settleIds(deps: ShareDeps): Promise<SettleIds> {
  return { issuance: await accountId(deps.db, { system: 'issuance' }, deps.settings.coin) };
}

export type SettleResult = 'none' | 'pending' | 'refused' | 'waiting' | 'paid';

/**
 * Moves one invitee's settlement on, once, in one transaction that locks the invite row: a pending invitee who now
 * qualifies (bound phone + a paid task or recharge) gets the invitee reward and becomes `waiting`; a waiting one pays
 * the inviter (reward + level bonus) unless the inviter was already paid `max_per_day` times that UTC day, in which
 * case it waits for the next day. Ledger keys `share:invitee:<id>` and `share:inviter:<id>` make every payment
 * once-only even past the row lock; racing calls queue on the lock and find the work done.
 */
export async function settleInvitee(deps: ShareDeps, inviteeId: number): Promise<SettleResult> {
  const first = await repo.inviteOf(deps.db, inviteeId);
  if (!first) return 'none';
  if (first.status === 'paid' || first.status === 'refused') return first.status;
  const s = deps.settings;
  const ids = await settleIds(deps);
  const inviteeAccount = await accountId(deps.db, { userId: inviteeId }, s.coin);
  const inviterAccount = await accountId(deps.db, { userId: first.inviterId }, s.coin);
  await repo.ensureCode(deps.db, first.inviterId);
  const now = nowOf(deps);
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.inviteOf(tx, inviteeId, true);
    if (!row) return 'none';
    if (row.status === 'paid' || row.status === 'refused') return row.status;
    if (row.status === 'pending') {
      const q = await repo.qualifies(tx, inviteeId);
      if (!q.ok) return 'pending';
      const inviter = await repo.playerOf(tx, row.inviterId);
      if (repo.samePhone(inviter?.phone, q.phone)) {
        await repo.refuse(tx, inviteeId, 'same_phone');
        return 'refused';
      }
      if (s.inviteeReward > 0n)
        await move(
          tx,
          [
            {
              debitId: ids.issuance,
              creditId: inviteeAccount,
              coin: s.coin,
              amount: s.inviteeReward,
              kind: 'share_invitee',
            },
          ],
          { reference: `share_invite:${inviteeId}`, idempotencyKey: `share:invitee:${inviteeId}` },
        );
      await repo.markQualified(tx, inviteeId, s.coin, s.inviteeReward, now);
    }
    return payInviter(deps, tx, row.inviterId, inviteeId, ids.issuance, inviterAccount, now);
  });
}

async function payInviter(
  deps: ShareDeps,
  tx: Exec,
  inviterId: number,
  inviteeId: number,
  issuance: number,
  inviterAccount: number,
  now: Date,
): Promise<SettleResult> {
  const s = deps.settings;
  await repo.lockInviter(tx, inviterId);
  const dayStart = utcDayStart(now);
  const paidToday = await repo.paidBetween(tx, inviterId, dayStart, new Date(dayStart.getTime() + DAY_MS));
  if (paidToday >= s.maxPerDay) return 'waiting';
  const level = levelOf(s.levels, await repo.activeCount(tx, inviterId));
  // An approved partner's bonus replaces the level bonus when larger (docs/partner.md).
  const bonus = Math.max(level.bonus_percent, await partnerBonusOf(tx, inviterId));
  const amount = (s.inviterReward * BigInt(100 + bonus)) / 100n;
  if (amount > 0n)
    await move(tx, [{ debitId: issuance, creditId: inviterAccount, coin: s.coin, amount, kind: 'share_inviter' }], {
      reference: `share_invite:${inviteeId}`,
      idempotencyKey: `share:inviter:${inviteeId}`,
    });
  await repo.markPaid(tx, inviteeId, amount, bonus, now);
  return 'paid';
}

/** The settlement job: every pending or waiting invitee (oldest first, `limit` per run), each once. */
export async function runShareJob(deps: ShareDeps, limit = 500, inviterId?: number) {
  const counts: Record<SettleResult, number> = { none: 0, pending: 0, refused: 0, waiting: 0, paid: 0 };
  for (const id of await repo.settleable(deps.db, limit, inviterId)) counts[await settleInvitee(deps, id)] += 1;
  return counts;
}

// ---------------------------------------------------------------- binding

interface BindInput {
  inviteeId: number;
  inviter: repo.Owner;
  source: 'link' | 'code' | 'tg';
  did: string | undefined;
}

type BindOutcome = 'bound' | 'refused' | 'already' | 'cycle';

/** Binds in one transaction, one bind at a time (an advisory lock), so two crossing binds cannot make a cycle. */
async function bind(deps: ShareDeps, input: BindInput, refuseSelf: boolean): Promise<BindOutcome> {
  const { inviteeId, inviter, did } = input;
  return inTransaction(deps.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7420118)`);
    if (await repo.inviteOf(tx, inviteeId)) return 'already';
    if (await repo.wouldCycle(tx, inviter.userId, inviteeId)) return 'cycle';
    const invitee = await repo.playerOf(tx, inviteeId);
    const reason = repo.samePhone(inviter.phone, invitee?.phone)
      ? 'same_phone'
      : (await repo.sharesDevice(tx, inviter.userId, inviteeId, did))
        ? 'same_device'
        : null;
    if (reason && refuseSelf) return 'refused';
    const made = await repo.insertInvite(tx, {
      inviteeId,
      inviterId: inviter.userId,
      source: input.source,
      code: inviter.code,
      deviceId: did ?? '',
      refusedReason: reason,
      boundAt: nowOf(deps),
    });
    if (!made) return 'already';
    return reason ? 'refused' : 'bound';
  });
}

/** /user/bind_share_code: a typed code, once, within the bind window; a self-invite is refused, not stored. */
export async function bindCode(
  deps: ShareDeps,
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  code: string,
  did: string | undefined,
) {
  const guard = guessGuard(app, request, 'share-bind', userId, BIND_GUESSES);
  await guard.check();
  if (await repo.inviteOf(deps.db, userId)) throw fieldError({ code: ['You have already bound an invite code'] });
  const me = await repo.playerOf(deps.db, userId);
  if (!me) throw new AppError('SESSION_INVALID');
  const until = me.createdAt.getTime() + deps.settings.bindDays * DAY_MS;
  if (nowOf(deps).getTime() > until)
    throw fieldError({ code: [`Codes can only be bound within ${deps.settings.bindDays} days of registering`] });
  const inviter = await repo.ownerOfCode(deps.db, code);
  if (!inviter) {
    await guard.miss();
    throw fieldError({ code: ['No player has this invite code'] });
  }
  if (inviter.userId === userId) throw fieldError({ code: ['This is your own invite code'] });
  if (did) await repo.rememberDevice(deps.db, userId, did);
  const outcome = await bind(deps, { inviteeId: userId, inviter, source: 'code', did }, true);
  if (outcome === 'already') throw fieldError({ code: ['You have already bound an invite code'] });
  if (outcome === 'cycle') throw fieldError({ code: ['This player joined through your invite'] });
  if (outcome === 'refused')
    throw fieldError({ code: ['An invite code from your own device or phone number cannot be bound'] });
  const row = await repo.inviteOf(deps.db, userId);
  return {
    inviter: { name: maskName(inviter.username), code: inviter.code },
    bound_at: secs(row?.boundAt ?? nowOf(deps)) as number,
  };
}

export interface RegisterInvite {
  /** The login call's invite_code (the web sends the share_uid it stored): a share code. */
  shareUid?: string | undefined;
  /** Telegram's start_param (from the call or inside init_data): `invite_<userId>` in its `from`. */
  startParam?: string | undefined;
  did?: string | undefined;
}

/** The inviter a Telegram start_param names (`from: invite_<userId>`, made by /tg/invite_url). */
async function tgInviter(deps: ShareDeps, startParam: string | undefined): Promise<repo.Owner | undefined> {
  const from = decodeStartParam(startParam)?.from;
  const id = /^invite_(\d{1,15})$/.exec(from ?? '')?.[1];
  if (!id) return undefined;
  const player = await repo.playerOf(deps.db, Number(id));
  if (!player) return undefined;
  const code = await repo.ensureCode(deps.db, Number(id));
  return { userId: Number(id), username: player.username, phone: player.phone, code };
}

/**
 * Called by the user and tg services right after they created a player: binds the inviter named by the share_uid or
 * the start_param. A self-invite is stored as refused (the inviter sees it, unpaid). Never fails the registration.
 */
export async function bindOnRegister(
  deps: ShareDeps,
  inviteeId: number,
  input: RegisterInvite,
): Promise<BindOutcome | 'none'> {
  if (input.did) await repo.rememberDevice(deps.db, inviteeId, input.did);
  const code = codeFromShareUid(input.shareUid);
  const fromLink = code ? await repo.ownerOfCode(deps.db, code) : undefined;
  const inviter = fromLink ?? (await tgInviter(deps, input.startParam));
  if (!inviter || inviter.userId === inviteeId) return 'none';
  return bind(deps, { inviteeId, inviter, source: fromLink ? 'link' : 'tg', did: input.did }, false);
}

// ---------------------------------------------------------------- reads

export async function myShare(deps: ShareDeps, userId: number) {
  const code = await repo.ensureCode(deps.db, userId);
  // The caller's invitees who qualified since, and the caller as an invitee, are settled before the figures.
  await runShareJob(deps, 50, userId);
  await settleInvitee(deps, userId);
  const now = nowOf(deps);
  const c = await repo.counts(deps.db, userId);
  const from = weekStartOf(now);
  const place = await repo.weekPlace(deps.db, userId, from, new Date(from.getTime() + 7 * DAY_MS));
  const bonus = await repo.bonusPage(deps.db, userId, 1, 0);
  const own = await repo.inviteOf(deps.db, userId);
  const inviter = own ? await repo.playerOf(deps.db, own.inviterId) : undefined;
  const me = await repo.playerOf(deps.db, userId);
  const until = me ? me.createdAt.getTime() + deps.settings.bindDays * DAY_MS : 0;
  return {
    code,
    link: shortLink(deps.origin, code),
    terms: termsOf(deps),
    level: levelOf(deps.settings.levels, c.active),
    invitees: c.total,
    pending: c.pending,
    week: { week_start: from.toISOString().slice(0, 10), invites: place.invites, rank: place.rank },
    bonus_total: amountText(deps, bonus.sum),
    inviter:
      own && inviter
        ? { name: maskName(inviter.username), source: own.source, bound_at: secs(own.boundAt) as number }
        : null,
    bind_until: !own && until > now.getTime() ? Math.floor(until / 1000) : null,
  };
}

export async function land(deps: ShareDeps, shareUid: string | undefined, loggedIn: boolean) {
  const code = codeFromShareUid(shareUid);
  const owner = code ? await repo.ownerOfCode(deps.db, code) : undefined;
  let inviter = null;
  if (owner) {
    const level = levelOf(deps.settings.levels, await repo.activeCount(deps.db, owner.userId));
    inviter = { name: maskName(owner.username), code: owner.code, level: level.level };
  }
  return { inviter, terms: termsOf(deps), logged_in: loggedIn };
}

export async function history(deps: ShareDeps, userId: number, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const list = await repo.historyPage(deps.db, userId, pageSize, offset);
  const { total } = await repo.counts(deps.db, userId);
  return {
    list: list.map((r) => ({
      name: maskName(r.username),
      source: r.source as 'link' | 'code' | 'tg',
      status: r.status as 'pending' | 'waiting' | 'paid' | 'refused',
      refused_reason: r.refused_reason as 'same_device' | 'same_phone' | null,
      bound_at: secs(r.bound_at) as number,
      qualified_at: secs(r.qualified_at),
      reward: r.status === 'paid' ? amountText(deps, BigInt(r.inviter_amount)) : null,
    })),
    page,
    page_size: pageSize,
    total,
    has_more: offset + list.length < total,
  };
}

export async function bonus(deps: ShareDeps, userId: number, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const b = await repo.bonusPage(deps.db, userId, pageSize, offset);
  return {
    list: b.list.map((r) => ({
      kind: r.kind as 'inviter' | 'invitee',
      name: maskName(r.username),
      amount: amountText(deps, BigInt(r.amount)),
      coin: r.coin,
      level_bonus_percent: Number(r.bonus),
      paid_at: secs(r.at) as number,
    })),
    total_amount: amountText(deps, b.sum),
    coin: deps.settings.coin,
    page,
    page_size: pageSize,
    total: b.total,
    has_more: offset + b.list.length < b.total,
  };
}

export async function levels(deps: ShareDeps, userId: number | undefined) {
  return {
    levels: deps.settings.levels.map((l) => ({
      level: l.level,
      min_active: l.minActive,
      bonus_percent: l.bonusPercent,
    })),
    terms: termsOf(deps),
    mine: userId ? levelOf(deps.settings.levels, await repo.activeCount(deps.db, userId)) : null,
  };
}

export async function weekRank(deps: ShareDeps, userId: number, which: 'current' | 'last') {
  const from = weekStartOf(nowOf(deps), which);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  const top = await repo.weekRanking(deps.db, from, to, deps.settings.rankSize);
  return {
    week_start: from.toISOString().slice(0, 10),
    list: top.map((r, i) => ({
      rank: i + 1,
      name: maskName(r.username),
      invites: Number(r.invites),
      me: Number(r.inviter_id) === userId,
    })),
    me: await repo.weekPlace(deps.db, userId, from, to),
  };
}
