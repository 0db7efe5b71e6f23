import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type LocalizedText,
  taskAudits,
  taskCategories,
  taskCompletions,
  taskInits,
  taskOfferSteps,
  taskOffers,
  taskProducts,
  taskTakes,
} from '../../db/schema/index.ts';

/**
 * SQL of the task catalogue: categories, products, offers and steps, and (read-only) the caller's takes,
 * completions and audits. Every list is a page of an index: task_products_{pop,new,category_pop,type_pop}_idx.
 * Markets: an empty array means every market; an offer's empty array means "wherever its product runs".
 */

export type ProductRow = typeof taskProducts.$inferSelect;

/**
 * What a card or a library row shows: the title in the caller's locale (not the 13-locale JSON) and no descriptions or
 * search text, so the rows are small to send and to parse.
 */
const LISTED = {
  id: taskProducts.id,
  slug: taskProducts.slug,
  categoryId: taskProducts.categoryId,
  productType: taskProducts.productType,
  title: sql<string>`coalesce(${taskProducts.titles}->>${sql.placeholder('locale')}, ${taskProducts.titles}->>'en-US', '')`,
  icon: taskProducts.icon,
  markets: taskProducts.markets,
  rating: taskProducts.rating,
  popularity: taskProducts.popularity,
  createdAt: taskProducts.createdAt,
};
export type ListedProduct = Pick<
  ProductRow,
  'id' | 'slug' | 'categoryId' | 'productType' | 'icon' | 'markets' | 'rating' | 'popularity' | 'createdAt'
> & { title: string };

/**
 * An offer players see and take: active (not paused in the console) and inside its schedule, if it has one
 * (starts_at <= now < ends_at, by the database's clock).
 */
export const offerLive = sql`(${taskOffers.active} and (${taskOffers.startsAt} is null or ${taskOffers.startsAt} <= now())
  and (${taskOffers.endsAt} is null or ${taskOffers.endsAt} > now()))`;

/**
 * The popular and new orders are the hot path (home, recommend, search): one prepared statement per filter shape,
 * built once per process, so a page costs no query building. Parameters: locale, market, category, type, like,
 * kind, limit, offset.
 */
const preparedLists = new WeakMap<Db, Map<string, ReturnType<typeof buildListQuery>>>();

/** The product has an active top-level offer of `kind` running in `market` (values or placeholders). */
const hasOfferOfKind = (kind: unknown, market: unknown) => sql`exists (
  select 1 from ${taskOffers} where ${taskOffers.productId} = ${taskProducts.id} and ${taskOffers.parentId} is null
  and ${offerLive} and ${taskOffers.kind} = ${kind}
  and (cardinality(${taskOffers.markets}) = 0 or ${market} = any(${taskOffers.markets})))`;

function buildListQuery(
  db: Db,
  shape: { order: 'popular' | 'new'; category: boolean; type: boolean; keyword: boolean; kind: boolean },
) {
  const where: SQL[] = [
    eq(taskProducts.active, true),
    sql`(cardinality(${taskProducts.markets}) = 0 or ${sql.placeholder('market')} = any(${taskProducts.markets}))`,
  ];
  if (shape.category) where.push(sql`${taskProducts.categoryId} = ${sql.placeholder('category')}`);
  if (shape.type) where.push(sql`${taskProducts.productType} = ${sql.placeholder('type')}`);
  if (shape.keyword) where.push(sql`${taskProducts.searchText} like ${sql.placeholder('like')}`);
  if (shape.kind) where.push(hasOfferOfKind(sql.placeholder('kind'), sql.placeholder('market')));
  const name = `task_list_${shape.order}_${[shape.category, shape.type, shape.keyword, shape.kind].map(Number).join('')}`;
  return db
    .select(LISTED)
    .from(taskProducts)
    .where(and(...where))
    .orderBy(
      ...(shape.order === 'new'
        ? [desc(taskProducts.createdAt), asc(taskProducts.id)]
        : [desc(taskProducts.popularity), asc(taskProducts.id)]),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
function listQuery(db: Db, shape: Parameters<typeof buildListQuery>[1]) {
  const byShape = preparedLists.get(db) ?? new Map<string, ReturnType<typeof buildListQuery>>();
  preparedLists.set(db, byShape);
  const key = JSON.stringify(shape);
  const query = byShape.get(key) ?? buildListQuery(db, shape);
  byShape.set(key, query);
  return query;
}
export type OfferRow = typeof taskOffers.$inferSelect;
export type StepRow = typeof taskOfferSteps.$inferSelect;
export type CategoryRow = typeof taskCategories.$inferSelect;

/** What /game_tab/search matches: every title lower-cased, one a line. Writers of task_products use this. */
export function searchTextOf(titles: LocalizedText): string {
  return [...new Set(Object.values(titles).map((t) => t.toLowerCase()))].join('\n');
}

/** Escapes LIKE wildcards of a user's keyword. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const productInMarket = (market: string) =>
  sql`(cardinality(${taskProducts.markets}) = 0 or ${market} = any(${taskProducts.markets}))`;
const offerInMarket = (market: unknown) =>
  sql`(cardinality(${taskOffers.markets}) = 0 or ${market} = any(${taskOffers.markets}))`;

export type ProductOrder = 'popular' | 'new' | 'reward';

export interface ProductFilter {
  market: string;
  /** The title is answered in this locale (else en-US). */
  locale: string;
  categoryId?: string | undefined;
  productType?: string | undefined;
  /** Lower-cased keyword matched inside any title. */
  keyword?: string | undefined;
  /** Only products with an active top-level offer of this kind in the market. */
  offerKind?: string | undefined;
  order: ProductOrder;
  limit: number;
  offset: number;
}

/** Total KC the active steps of each product's offers in the market pay: one aggregate for the `reward` order. */
function rewardTotals(db: Db, market: string) {
  return db
    .select({
      productId: taskOffers.productId,
      kc: sql<string>`sum(${taskOfferSteps.rewardKc})`.as('kc'),
    })
    .from(taskOffers)
    .innerJoin(taskOfferSteps, eq(taskOfferSteps.offerId, taskOffers.id))
    .where(and(offerLive, offerInMarket(market)))
    .groupBy(taskOffers.productId)
    .as('reward_totals');
}

/**
 * One page of active products listed in a market, and (unless `withTotal` is false) how many match in all.
 * A product is listed where its own markets allow; its offers' markets only narrow what the product page shows
 * (every product keeps a top-level offer on its own markets: the seed's main offer has none of its own).
 * The page walks an index in order and stops at the page's end; the count is a second, plain scan.
 */
export async function listProducts(
  db: Db,
  f: ProductFilter,
  withTotal = true,
  /** Answers the count of all matches (the service may reuse a recent one). */
  countOf: (key: string, count: () => Promise<number>) => Promise<number> = (_key, count) => count(),
): Promise<{ rows: ListedProduct[]; total: number }> {
  const where: SQL[] = [eq(taskProducts.active, true), productInMarket(f.market)];
  if (f.categoryId) where.push(eq(taskProducts.categoryId, f.categoryId));
  if (f.productType) where.push(eq(taskProducts.productType, f.productType));
  if (f.keyword) where.push(sql`${taskProducts.searchText} like ${`%${likeEscape(f.keyword)}%`}`);
  if (f.offerKind) where.push(hasOfferOfKind(f.offerKind, f.market));
  const params = { locale: f.locale, market: f.market, limit: f.limit, offset: f.offset };
  let found: ListedProduct[];
  if (f.order === 'reward') {
    const totals = rewardTotals(db, f.market);
    found = (
      await db
        .select({ product: LISTED })
        .from(taskProducts)
        .leftJoin(totals, eq(totals.productId, taskProducts.id))
        .where(and(...where))
        .orderBy(sql`coalesce(${totals.kc}, 0) desc`, desc(taskProducts.popularity), asc(taskProducts.id))
        .limit(f.limit)
        .offset(f.offset)
        .prepare('task_list_reward')
        .execute(params)
    ).map((r) => r.product);
  } else {
    found = await listQuery(db, {
      order: f.order,
      category: !!f.categoryId,
      type: !!f.productType,
      keyword: !!f.keyword,
      kind: !!f.offerKind,
    }).execute({
      ...params,
      category: f.categoryId,
      type: f.productType,
      like: f.keyword ? `%${likeEscape(f.keyword)}%` : undefined,
      kind: f.offerKind,
    });
  }
  if (!withTotal) return { rows: found, total: found.length };
  if (f.offset === 0 && found.length < f.limit) return { rows: found, total: found.length };
  const key = JSON.stringify([f.market, f.categoryId, f.productType, f.keyword, f.offerKind]);
  const total = await countOf(key, async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(taskProducts)
      .where(and(...where));
    return Number(row?.total ?? 0);
  });
  // A count from a few seconds ago never claims fewer rows than this page shows.
  return { rows: found, total: found.length > 0 ? Math.max(total, f.offset + found.length) : total };
}

export async function productById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(taskProducts)
    .where(and(eq(taskProducts.id, id), eq(taskProducts.active, true)))
    .limit(1);
  return row;
}

export async function categoriesWithCounts(db: Db, market: string) {
  return db
    .select({
      id: taskCategories.id,
      names: taskCategories.names,
      count: sql<number>`count(${taskProducts.id})::int`,
    })
    .from(taskCategories)
    .leftJoin(
      taskProducts,
      and(eq(taskProducts.categoryId, taskCategories.id), eq(taskProducts.active, true), productInMarket(market)),
    )
    .groupBy(taskCategories.id)
    .orderBy(asc(taskCategories.sort), asc(taskCategories.id));
}

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(taskCategories).orderBy(asc(taskCategories.sort), asc(taskCategories.id));
}

export interface OfferWithSteps {
  offer: OfferRow;
  steps: StepRow[];
  subCount: number;
}

async function withSteps(db: Db, offers: OfferRow[], market: string, countSubs = true): Promise<OfferWithSteps[]> {
  if (offers.length === 0) return [];
  const ids = offers.map((o) => o.id);
  const steps = await db
    .select()
    .from(taskOfferSteps)
    .where(inArray(taskOfferSteps.offerId, ids))
    .orderBy(asc(taskOfferSteps.offerId), asc(taskOfferSteps.seq));
  const subs = countSubs
    ? await db
        .select({ parentId: taskOffers.parentId, count: sql<number>`count(*)::int` })
        .from(taskOffers)
        .where(and(inArray(taskOffers.parentId, ids), offerLive, offerInMarket(market)))
        .groupBy(taskOffers.parentId)
    : [];
  const subCount = new Map(subs.map((s) => [s.parentId, Number(s.count)]));
  const byOffer = new Map<number, StepRow[]>();
  for (const s of steps) byOffer.set(s.offerId, [...(byOffer.get(s.offerId) ?? []), s]);
  return offers.map((offer) => ({ offer, steps: byOffer.get(offer.id) ?? [], subCount: subCount.get(offer.id) ?? 0 }));
}

/** Every active offer (top-level and sub-offers) of these products in the market, with steps: for cards. */
export async function offersOfProducts(
  db: Db,
  productIds: number[],
  market: string,
  countSubs = true,
): Promise<OfferWithSteps[]> {
  if (productIds.length === 0) return [];
  const offers = await db
    .select()
    .from(taskOffers)
    .where(and(inArray(taskOffers.productId, productIds), offerLive, offerInMarket(market)))
    .orderBy(asc(taskOffers.productId), asc(taskOffers.sort), asc(taskOffers.id));
  return withSteps(db, offers, market, countSubs);
}

/** An offer's reward line, for cards: ids and amounts only (no titles to fetch and parse). */
export interface OfferRewardRow {
  productId: number;
  offerId: number;
  parentId: number | null;
  kind: string;
  rewardKc: bigint | null;
  rewardTokenCoin: string | null;
  rewardToken: bigint | null;
}

/** Every active offer of these products in the market, one row per step, in the products' offer order. */
const preparedRewards = new WeakMap<Db, ReturnType<typeof buildRewardsQuery>>();
function buildRewardsQuery(db: Db) {
  return db
    .select({
      productId: taskOffers.productId,
      offerId: taskOffers.id,
      parentId: taskOffers.parentId,
      kind: taskOffers.kind,
      rewardKc: taskOfferSteps.rewardKc,
      rewardTokenCoin: taskOfferSteps.rewardTokenCoin,
      rewardToken: taskOfferSteps.rewardToken,
    })
    .from(taskOffers)
    .leftJoin(taskOfferSteps, eq(taskOfferSteps.offerId, taskOffers.id))
    .where(
      and(
        sql`${taskOffers.productId} = any(${sql.placeholder('ids')}::int[])`,
        offerLive,
        offerInMarket(sql.placeholder('market')),
      ),
    )
    .orderBy(asc(taskOffers.productId), asc(taskOffers.sort), asc(taskOffers.id), asc(taskOfferSteps.seq))
    .prepare('task_offer_rewards');
}

/** Every active offer of these products in the market, one row per step, in the products' offer order (prepared). */
export async function offerRewardsOf(db: Db, productIds: number[], market: string): Promise<OfferRewardRow[]> {
  if (productIds.length === 0) return [];
  const query = preparedRewards.get(db) ?? buildRewardsQuery(db);
  preparedRewards.set(db, query);
  return query.execute({ ids: productIds, market });
}

/** The product's top-level offers in the market, with steps. */
export async function topOffersOf(db: Db, productId: number, market: string): Promise<OfferWithSteps[]> {
  const offers = await db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.productId, productId), isNull(taskOffers.parentId), offerLive, offerInMarket(market)))
    .orderBy(asc(taskOffers.sort), asc(taskOffers.id));
  return withSteps(db, offers, market);
}

export async function offerById(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.id, id), offerLive))
    .limit(1);
  return row;
}

/** Offers by id, active or not, in any market, with steps (what a take or history shows). */
export async function offersByIds(db: Db, ids: number[]): Promise<OfferWithSteps[]> {
  if (ids.length === 0) return [];
  const offers = await db.select().from(taskOffers).where(inArray(taskOffers.id, ids));
  return withSteps(db, offers, '', false);
}

export async function subOffersOf(db: Db, parentId: number, market: string): Promise<OfferWithSteps[]> {
  const offers = await db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.parentId, parentId), offerLive, offerInMarket(market)))
    .orderBy(asc(taskOffers.sort), asc(taskOffers.id));
  return withSteps(db, offers, market);
}

export type TakeRow = typeof taskTakes.$inferSelect;

/** The player's progress on these offers: takes, completions, audits (written by the task lifecycle). */
export async function progressOf(db: Db, userId: number, offerIds: number[]) {
  if (offerIds.length === 0) return { takes: [], completions: [], audits: [] };
  const takes = await db
    .select()
    .from(taskTakes)
    .where(and(eq(taskTakes.userId, userId), inArray(taskTakes.offerId, offerIds)));
  const completions = await db
    .select({
      stepId: taskCompletions.stepId,
      status: taskCompletions.status,
      reason: taskCompletions.reason,
      createdAt: taskCompletions.createdAt,
    })
    .from(taskCompletions)
    .where(and(eq(taskCompletions.userId, userId), inArray(taskCompletions.offerId, offerIds)))
    .orderBy(asc(taskCompletions.createdAt), asc(taskCompletions.id));
  const audits = await db
    .select({
      stepId: taskAudits.stepId,
      status: taskAudits.status,
      reason: taskAudits.reason,
      createdAt: taskAudits.createdAt,
    })
    .from(taskAudits)
    .where(and(eq(taskAudits.userId, userId), inArray(taskAudits.offerId, offerIds)))
    .orderBy(asc(taskAudits.createdAt), asc(taskAudits.id));
  return { takes, completions, audits };
}

/** /cpl/init: the player's market and device, for the lifecycle's fraud rules. */
export async function recordInit(
  db: Db,
  row: { userId: number; market: string; deviceId: string; env: Record<string, unknown> },
) {
  await db
    .insert(taskInits)
    .values({ ...row, initedAt: new Date() })
    .onConflictDoUpdate({
      target: taskInits.userId,
      set: { market: row.market, deviceId: row.deviceId, env: row.env, initedAt: new Date() },
    });
}
