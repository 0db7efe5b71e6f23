import { randomBytes } from 'node:crypto';
import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, desc, eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneShareHelps, fortuneShareLinks, users } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlay } from './access.ts';
import type { SystemIds } from './bonus-service.ts';
import { seconds, usdtText } from './money-format.ts';
import { maskName } from './money-service.ts';

const COIN = FORTUNE_COIN as CoinCode;
const HOUR_MS = 3600 * 1000;

/**
 * Share-to-unlock (get_pdd_share_data, docs/fortune.md): a cash target that SHARE.helpers friends fill, each adding the
 * same share (the last share is no harder to get than the first: GLI-19 s.5.1.8), within TTL; paid once when full.
 */
const SHARE = { target: 5_000_000n, helpers: 5, ttlHours: 48, everyHours: 24 } as const;

type LinkRow = typeof fortuneShareLinks.$inferSelect;

async function linkView(db: Db, link: LinkRow, origin: string) {
  const helps = await db
    .select({ name: users.username, amount: fortuneShareHelps.amount, at: fortuneShareHelps.createdAt })
    .from(fortuneShareHelps)
    .innerJoin(users, eq(users.id, fortuneShareHelps.helperUserId))
    .where(eq(fortuneShareHelps.linkId, link.id))
    .orderBy(desc(fortuneShareHelps.createdAt));
  const share = link.target / BigInt(SHARE.helpers);
  const left = link.target - link.progress;
  return {
    slug: link.slug,
    url: `${origin}/fortune?help=${link.slug}`,
    target: usdtText(link.target),
    progress: usdtText(link.progress),
    helpers_needed: left <= 0n ? 0 : Number((left + share - 1n) / share),
    status: expiredNow(link) ? ('expired' as const) : (link.status as 'open' | 'paid' | 'expired'),
    expires_at: seconds(link.expiresAt),
    helpers: helps.map((h) => ({ name: maskName(h.name), amount: usdtText(h.amount), at: seconds(h.at) })),
  };
}

const expiredNow = (link: LinkRow, now = new Date()) => link.status === 'open' && link.expiresAt <= now;

/** The player's newest link, opening one when none is open and the last was opened a day or more ago. */
export async function shareData(db: Db, userId: number, origin: string, now = new Date()) {
  await requirePlay(db, userId, now);
  const [last] = await db
    .select()
    .from(fortuneShareLinks)
    .where(eq(fortuneShareLinks.userId, userId))
    .orderBy(desc(fortuneShareLinks.id))
    .limit(1);
  const nextAt = last ? last.createdAt.getTime() + SHARE.everyHours * HOUR_MS : now.getTime();
  let link = last;
  if (!last || ((last.status !== 'open' || expiredNow(last, now)) && nextAt <= now.getTime())) {
    [link] = await db
      .insert(fortuneShareLinks)
      .values({
        slug: randomBytes(12).toString('base64url'),
        userId,
        target: SHARE.target,
        expiresAt: new Date(now.getTime() + SHARE.ttlHours * HOUR_MS),
        createdAt: now,
      })
      .returning();
  }
  return {
    link: link ? await linkView(db, link, origin) : null,
    next_link_at: Math.floor(Math.max(nextAt, now.getTime()) / 1000),
  };
}

/**
 * A friend's help: once per friend and link, never the owner's own, only while open; the help that fills the target
 * pays the owner in the same transaction. Racing helps cannot pass the target (a guarded update).
 */
export async function helpShare(
  db: Db,
  ids: SystemIds,
  helperId: number,
  slug: string,
  origin: string,
  now = new Date(),
) {
  await requirePlay(db, helperId, now);
  const [link] = await db.select().from(fortuneShareLinks).where(eq(fortuneShareLinks.slug, slug));
  if (!link) throw new AppError('NOT_FOUND', 'No such share link.');
  if (link.userId === helperId) throw new AppError('FORBIDDEN', 'Ask a friend: your own link needs their help.');
  const owner = await accountId(db, { userId: link.userId }, COIN);
  const share = link.target / BigInt(SHARE.helpers);
  const helped = await inTransaction(db, async (tx) => {
    // The link first: a help row's foreign key would otherwise share-lock it and racing helps deadlock.
    const [open] = await asDb(tx)
      .select()
      .from(fortuneShareLinks)
      .where(eq(fortuneShareLinks.id, link.id))
      .for('update');
    const first = await asDb(tx)
      .insert(fortuneShareHelps)
      .values({ linkId: link.id, helperUserId: helperId, amount: 0n, kind: 'help', createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (first.length === 0) return false;
    if (!open || open.status !== 'open' || open.expiresAt <= now || open.progress >= open.target)
      throw new AppError('CONFLICT', 'This link is closed.', { status: 'closed' });
    const left = open.target - open.progress;
    // The last share takes what is left (a target that does not divide evenly still fills with SHARE.helpers friends).
    const add = left < 2n * share ? left : share;
    const grown = { ...open, progress: open.progress + add };
    await asDb(tx).update(fortuneShareLinks).set({ progress: grown.progress }).where(eq(fortuneShareLinks.id, link.id));
    await asDb(tx)
      .update(fortuneShareHelps)
      .set({ amount: add })
      .where(and(eq(fortuneShareHelps.linkId, link.id), eq(fortuneShareHelps.helperUserId, helperId)));
    if (grown.progress === grown.target) {
      await asDb(tx)
        .update(fortuneShareLinks)
        .set({ status: 'paid', paidAt: now })
        .where(eq(fortuneShareLinks.id, link.id));
      await move(
        tx,
        [{ debitId: ids.house, creditId: owner, coin: COIN, amount: grown.target, kind: 'fortune_share_unlock' }],
        { reference: `fortune_share:${link.id}`, idempotencyKey: `fortune_share:${link.id}` },
      );
    }
    return true;
  });
  const [fresh] = await db.select().from(fortuneShareLinks).where(eq(fortuneShareLinks.id, link.id));
  return { link: await linkView(db, fresh as LinkRow, origin), helped };
}
