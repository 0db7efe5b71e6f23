import { and, count, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { giftCodeClaims, giftCodeParts, giftCodes, users } from '../../db/schema/index.ts';
import { type Exec, one } from '../../ledger/sql.ts';

/** SQL of the main brand's gift codes (service.ts holds the rules). */

export type GiftRow = typeof giftCodes.$inferSelect;
export type NewGift = Omit<typeof giftCodes.$inferInsert, 'code'>;

export async function giftOf(db: Exec | Db, code: string): Promise<GiftRow | undefined> {
  const [row] = await asDb(db).select().from(giftCodes).where(eq(giftCodes.code, code));
  return row;
}

/** A once-only insert: undefined when the code exists already (a CSPRNG collision: draw again). */
export async function insertGift(tx: Exec | Db, row: typeof giftCodes.$inferInsert): Promise<GiftRow | undefined> {
  const [inserted] = await asDb(tx).insert(giftCodes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertParts(tx: Exec, code: string, parts: bigint[]): Promise<void> {
  // Chunks keep each statement's parameters well under the drivers' limits.
  for (let i = 0; i < parts.length; i += 500) {
    const chunk = parts.slice(i, i + 500).map((amount, j) => ({ code, seq: i + j + 1, amount }));
    await asDb(tx).insert(giftCodeParts).values(chunk);
  }
}

/** Locks the creator's user row: their creations run one at a time, so the active-packet cap holds under races. */
export async function lockCreator(tx: Exec, userId: number): Promise<void> {
  await asDb(tx).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The creator's red packets that can still be claimed. */
export async function activePackets(tx: Exec | Db, userId: number, now: Date): Promise<number> {
  const [row] = await asDb(tx)
    .select({ n: count() })
    .from(giftCodes)
    .where(
      and(
        eq(giftCodes.creatorUserId, userId),
        eq(giftCodes.kind, 'packet'),
        eq(giftCodes.status, 'active'),
        gt(giftCodes.expiresAt, now),
        lt(giftCodes.claims, giftCodes.maxClaims),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Takes the next claim of a code still active and unexpired, unless every claim is taken: one guarded update, so
 * racing claims queue on the row and never pass max_claims. Adds the claim's amount (part `claims` of a random
 * split, else the fixed amount) to `claimed`; answers the claim's place and amount, or undefined.
 */
export async function takeClaim(
  tx: Exec,
  code: string,
  now: Date,
): Promise<{ seq: number; amount: bigint; row: GiftRow } | undefined> {
  const part = (seq: SQL) =>
    sql`(case when ${giftCodes.split} = 'random'
          then (select p.amount from ${giftCodeParts} p where p.code = ${giftCodes.code} and p.seq = ${seq})
          else ${giftCodes.amountPerClaim} end)`;
  const [row] = await asDb(tx)
    .update(giftCodes)
    .set({
      claims: sql`${giftCodes.claims} + 1`,
      claimed: sql`${giftCodes.claimed} + ${part(sql`${giftCodes.claims} + 1`)}`,
    })
    .where(
      and(
        eq(giftCodes.code, code),
        eq(giftCodes.status, 'active'),
        gt(giftCodes.expiresAt, now),
        lt(giftCodes.claims, giftCodes.maxClaims),
      ),
    )
    .returning();
  if (!row) return undefined;
  const amount =
    row.split === 'random'
      ? (
          await one<{ amount: string }>(
            tx,
            sql`select amount::text as amount from gift_code_parts where code = ${code} and seq = ${row.claims}`,
          )
        )?.amount
      : String(row.amountPerClaim);
  if (amount === undefined) throw new Error(`gift code ${code}: part ${row.claims} is missing`);
  return { seq: row.claims, amount: BigInt(amount), row };
}

/** The player's claim of a code; false when they claimed it before (or a racing twin holds it). */
export async function insertClaim(tx: Exec, claim: typeof giftCodeClaims.$inferInsert): Promise<boolean> {
  const inserted = await asDb(tx)
    .insert(giftCodeClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ code: giftCodeClaims.code });
  return inserted.length > 0;
}

export async function claimOf(db: Exec | Db, code: string, userId: number) {
  const [row] = await asDb(db)
    .select()
    .from(giftCodeClaims)
    .where(and(eq(giftCodeClaims.code, code), eq(giftCodeClaims.userId, userId)));
  return row;
}

/** Ends an active code unless someone did first; a packet's unclaimed rest is recorded as returned. */
export async function endGift(tx: Exec, code: string, now: Date): Promise<GiftRow | undefined> {
  const [row] = await asDb(tx)
    .update(giftCodes)
    .set({
      status: 'ended',
      endedAt: now,
      returned: sql`case when ${giftCodes.kind} = 'packet' then ${giftCodes.total} - ${giftCodes.claimed} else 0 end`,
    })
    .where(and(eq(giftCodes.code, code), eq(giftCodes.status, 'active')))
    .returning();
  return row;
}

/** Active codes past their expiry: anyone's, or one creator's. */
export async function expiredActive(db: Db, now: Date, creatorUserId?: number, limit = 200): Promise<GiftRow[]> {
  const mine = creatorUserId === undefined ? undefined : eq(giftCodes.creatorUserId, creatorUserId);
  return db
    .select()
    .from(giftCodes)
    .where(and(eq(giftCodes.status, 'active'), lte(giftCodes.expiresAt, now), mine))
    .orderBy(giftCodes.expiresAt)
    .limit(limit);
}

export async function createdBy(db: Db, userId: number, page: number, pageSize: number): Promise<GiftRow[]> {
  return db
    .select()
    .from(giftCodes)
    .where(and(eq(giftCodes.creatorUserId, userId), eq(giftCodes.kind, 'packet')))
    .orderBy(desc(giftCodes.createdAt), desc(giftCodes.code))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

const nameOf = sql<string>`coalesce(nullif(${users.username}, ''), 'player')`;

/** The player's claims with each code's sender name (null for campaigns). */
export async function claimedBy(db: Db, userId: number, page: number, pageSize: number) {
  return db
    .select({
      code: giftCodeClaims.code,
      amount: giftCodeClaims.amount,
      at: giftCodeClaims.createdAt,
      kind: giftCodes.kind,
      coin: giftCodes.coin,
      message: giftCodes.message,
      sender: sql<string | null>`case when ${giftCodes.creatorUserId} is null then null else ${nameOf} end`,
    })
    .from(giftCodeClaims)
    .innerJoin(giftCodes, eq(giftCodes.code, giftCodeClaims.code))
    .leftJoin(users, eq(users.id, giftCodes.creatorUserId))
    .where(eq(giftCodeClaims.userId, userId))
    .orderBy(desc(giftCodeClaims.createdAt), desc(giftCodeClaims.code))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** The latest claims of a code with the claimers' names. */
export async function recentClaims(db: Db, code: string, limit = 20) {
  return db
    .select({ name: nameOf, amount: giftCodeClaims.amount, at: giftCodeClaims.createdAt })
    .from(giftCodeClaims)
    .innerJoin(users, eq(users.id, giftCodeClaims.userId))
    .where(eq(giftCodeClaims.code, code))
    .orderBy(desc(giftCodeClaims.seq))
    .limit(limit);
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: nameOf }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'player';
}

export interface GiftFilter {
  kind: 'all' | 'packet' | 'campaign';
  status: 'all' | 'active' | 'ended';
  page: number;
  pageSize: number;
}

/** Codes for the console, newest first; one more than a page, so the caller knows whether more follow. */
export async function listGifts(db: Db, filter: GiftFilter): Promise<GiftRow[]> {
  const where: SQL[] = [];
  if (filter.kind !== 'all') where.push(eq(giftCodes.kind, filter.kind));
  if (filter.status !== 'all') where.push(eq(giftCodes.status, filter.status));
  return db
    .select()
    .from(giftCodes)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(giftCodes.createdAt), desc(giftCodes.code))
    .limit(filter.pageSize + 1)
    .offset((filter.page - 1) * filter.pageSize);
}
