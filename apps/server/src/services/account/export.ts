import { COIN_CODES, type CoinCode } from '@arcadia/contract/calls/wallet/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountExports,
  paymentOrders,
  productSubmissions,
  profiles,
  sessions,
  taskTakes,
} from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { rows } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { deletionOf, deletionView } from './deletion.ts';
import { linkedLogins } from './logins.ts';
import { balancesOf } from './money.ts';
import type { AccountSettings } from './settings.ts';
import { requireUserRow } from './user-row.ts';

/**
 * account/export: what we hold about one player, as one JSON document. Every query is keyed on the player's id (their
 * ledger accounts for transfers), and nothing names anyone else: transfers carry their kind, not the reference that
 * may name the other side. Secrets stay out (password hash, session key hashes, device keys).
 */

/** The newest transfers an export carries; older ones are in the wallet statement. */
const EXPORT_MAX_TRANSFERS = 10_000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const maybeSeconds = (d: Date | null) => (d ? seconds(d) : null);
const isCoin = (code: string): code is CoinCode => (COIN_CODES as readonly string[]).includes(code);
const coinText = (coin: string, minor: bigint) =>
  isCoin(coin) ? fromMinor(minor, coinOf(coin).decimals) : String(minor);

/** Once per `exportEverySeconds`: the stamp is taken in one guarded upsert, so two exports at once give one. */
async function claimExport(db: Db, settings: AccountSettings, userId: number, now: Date) {
  const since = new Date(now.getTime() - settings.exportEverySeconds * 1000);
  const [claimed] = await db
    .insert(accountExports)
    .values({ userId, lastAt: now, count: 1 })
    .onConflictDoUpdate({
      target: accountExports.userId,
      set: { lastAt: now, count: sql`${accountExports.count} + 1` },
      setWhere: sql`${accountExports.lastAt} <= ${since.toISOString()}::timestamptz`,
    })
    .returning({ userId: accountExports.userId });
  if (claimed) return;
  const [last] = await db.select().from(accountExports).where(eq(accountExports.userId, userId));
  const retryAfter = last
    ? Math.max(1, Math.ceil((last.lastAt.getTime() + settings.exportEverySeconds * 1000 - now.getTime()) / 1000))
    : settings.exportEverySeconds;
  throw new AppError('RATE_LIMITED', 'You exported your data a short while ago: try again later.', {
    retry_after: retryAfter,
  });
}

/** When the player may export next (unix seconds; 0: now). */
export async function exportAvailableAt(db: Db, settings: AccountSettings, userId: number, now = new Date()) {
  const [last] = await db.select().from(accountExports).where(eq(accountExports.userId, userId));
  if (!last) return 0;
  const next = last.lastAt.getTime() + settings.exportEverySeconds * 1000;
  return next > now.getTime() ? Math.ceil(next / 1000) : 0;
}

async function transfersOf(db: Db, userId: number) {
  const found = await rows<{ id: string | number; coin: string; amount: string; kind: string; at: string | Date }>(
    db,
    sql`select t.id, t.coin, (case when c.user_id = ${userId} then t.amount else -t.amount end)::text as amount,
               t.kind, t.created_at as at
        from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id
        join ledger_accounts c on c.id = t.credit_account_id
        where d.user_id = ${userId} or c.user_id = ${userId}
        order by t.id desc limit ${EXPORT_MAX_TRANSFERS}`,
  );
  return found.map((t) => ({
    id: Number(t.id),
    coin: t.coin,
    amount: coinText(t.coin, BigInt(t.amount)),
    kind: t.kind,
    at: seconds(new Date(t.at)),
  }));
}

export async function exportData(db: Db, settings: AccountSettings, userId: number, now = new Date()) {
  const user = await requireUserRow(db, userId);
  await claimExport(db, settings, userId, now);
  const ownProfiles = await db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(asc(profiles.id));
  const ownSessions = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt));
  const takes = await db.select().from(taskTakes).where(eq(taskTakes.userId, userId)).orderBy(desc(taskTakes.takenAt));
  const products = await db
    .select()
    .from(productSubmissions)
    .where(eq(productSubmissions.userId, userId))
    .orderBy(desc(productSubmissions.id));
  return {
    generated_at: seconds(now),
    user: {
      user_id: user.id,
      username: user.username,
      user_login: user.userLogin,
      phone: user.phoneNumber,
      country_code: user.countryCode,
      intro: user.intro,
      head_url: user.headUrl,
      background_image: user.backgroundImage,
      frozen: !!user.frozenAt,
      created_at: seconds(user.createdAt),
    },
    logins: await linkedLogins(db, user),
    profiles: ownProfiles.map((p) => ({
      xid: p.xid,
      name: p.name,
      intro: p.intro,
      links: p.links,
      created_at: seconds(p.createdAt),
      deleted_at: maybeSeconds(p.deletedAt),
    })),
    sessions: ownSessions.map((s) => ({
      login_type: s.loginType,
      created_at: seconds(s.createdAt),
      last_seen_at: seconds(s.lastSeenAt),
      expires_at: seconds(s.expiresAt),
      revoked_at: maybeSeconds(s.revokedAt),
    })),
    balances: (await balancesOf(db, userId)).balances,
    transfers: await transfersOf(db, userId),
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind,
      status: o.status,
      market: o.market,
      channel: o.channel,
      currency: o.currency,
      fiat_cents: o.fiatCents.toString(),
      coin: o.coin,
      coin_amount: coinText(o.coin, o.coinAmount),
      created_at: seconds(o.createdAt),
    })),
    tasks: takes.map((t) => ({
      offer_id: t.offerId,
      status: t.status,
      market: t.market,
      taken_at: seconds(t.takenAt),
      expires_at: seconds(t.expiresAt),
    })),
    products: products.map((p) => ({
      submission_id: p.id,
      title: p.title,
      status: p.status,
      created_at: seconds(p.createdAt),
    })),
    deletion: deletionView(await deletionOf(db, userId)),
  };
}
