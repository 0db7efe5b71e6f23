import { randomBytes } from 'node:crypto';
import type { OfferKind, ProductType } from '@arcadia/contract/calls/task/index';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import {
  opsCatalogueOfferSave,
  opsCatalogueOfferStatus,
  opsCatalogueProductDetail,
  opsCatalogueProductSave,
  opsCatalogueProducts,
} from '@arcadia/contract/ops/index';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { asDb, type Db } from '../../db/client.ts';
import {
  type LocalizedText,
  taskAudits,
  taskCategories,
  taskCompletions,
  taskOfferSteps,
  taskOffers,
  taskProducts,
} from '../../db/schema/index.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import { areaOpsDeps, operatorOf } from '../ops/area-deps.ts';
import { writeAudit } from '../ops/audit.ts';
import { registerOpsCall } from '../ops/register-ops-call.ts';
import { artUrl } from './art.ts';
import { searchTextOf } from './catalogue-repo.ts';
import { forgetCachedCatalogue } from './catalogue-service.ts';

/**
 * The console's offer and product catalogue (docs/tasks.md "Console"): products with every offer and step, creating
 * and editing them, the offers' schedule, pausing and resuming. Each change is audited with before and after in the
 * transaction that writes it; once it commits, this process's catalogue caches are dropped (other processes show it
 * within TASK_CATALOGUE_CACHE_MS).
 */

const PAGE = 20;
const MAX_MINOR = 9_000_000_000_000_000_000n;

interface Operator {
  id: number;
  ip: string;
}
type Exec = Parameters<Parameters<typeof inTransaction>[1]>[0];
type ProductRow = typeof taskProducts.$inferSelect;
type OfferRow = typeof taskOffers.$inferSelect;
type StepRow = typeof taskOfferSteps.$inferSelect;
type ProductInput = z.output<typeof opsCatalogueProductSave.request>;
type OfferInput = z.output<typeof opsCatalogueOfferSave.request>;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const ART = /^\/task-art\/([a-z0-9][a-z0-9-]*)\/icon\.svg$/;
const texts = (v: Partial<Record<string, string>>): LocalizedText =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

function productView(p: ProductRow, offers: number) {
  return {
    id: p.id,
    slug: p.slug,
    title: localized(p.titles, 'en-US'),
    titles: p.titles,
    descriptions: p.descriptions,
    category_id: p.categoryId,
    product_type: p.productType as ProductType,
    icon: p.icon,
    art: ART.exec(p.icon)?.[1] ?? '',
    markets: p.markets,
    active: p.active,
    offers,
    created_at: seconds(p.createdAt) ?? 0,
  };
}

function stateOf(o: OfferRow, now: number) {
  if (!o.active) return 'paused' as const;
  if (o.startsAt && o.startsAt.getTime() > now) return 'scheduled' as const;
  if (o.endsAt && o.endsAt.getTime() <= now) return 'ended' as const;
  return 'live' as const;
}

function stepView(s: StepRow) {
  const token = s.rewardTokenCoin ? coinOf(s.rewardTokenCoin as CoinCode).decimals : 0;
  return {
    id: s.id,
    seq: s.seq,
    goal: s.goal,
    titles: s.titles,
    reward_kc: fromMinor(s.rewardKc, coinOf('KC').decimals),
    reward_token_coin: s.rewardTokenCoin,
    reward_token: fromMinor(s.rewardToken, token),
  };
}

function offerView(o: OfferRow, steps: StepRow[], now = Date.now()) {
  return {
    id: o.id,
    product_id: o.productId,
    parent_id: o.parentId,
    kind: o.kind as OfferKind,
    title: localized(o.titles, 'en-US'),
    titles: o.titles,
    network: o.network,
    network_offer_id: o.networkOfferId,
    markets: o.markets,
    daily_cap: o.dailyCap,
    user_daily_cap: o.userDailyCap,
    expire_days: o.expireDays,
    min_seconds: o.minSeconds,
    starts_at: seconds(o.startsAt),
    ends_at: seconds(o.endsAt),
    active: o.active,
    state: stateOf(o, now),
    steps: steps.map(stepView),
  };
}

async function offerCounts(db: Db | Exec, ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const found = await asDb(db)
    .select({ id: taskOffers.productId, n: sql<number>`count(*)::int` })
    .from(taskOffers)
    .where(inArray(taskOffers.productId, ids))
    .groupBy(taskOffers.productId);
  for (const r of found) counts.set(Number(r.id), Number(r.n));
  return counts;
}

async function stepsOf(db: Db | Exec, offerIds: number[]) {
  const byOffer = new Map<number, StepRow[]>();
  if (offerIds.length === 0) return byOffer;
  const steps = await asDb(db)
    .select()
    .from(taskOfferSteps)
    .where(inArray(taskOfferSteps.offerId, offerIds))
    .orderBy(asc(taskOfferSteps.offerId), asc(taskOfferSteps.seq));
  for (const s of steps) byOffer.set(s.offerId, [...(byOffer.get(s.offerId) ?? []), s]);
  return byOffer;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCatalogue(
  db: Db,
  input: { q?: string | undefined; market?: string | undefined; status: 'all' | 'active' | 'paused'; page: number },
) {
  const where: SQL[] = [];
  const q = input.q?.trim().toLowerCase();
  if (q) {
    const byTitle = sql`${taskProducts.searchText} like ${`%${likeEscape(q)}%`}`;
    where.push(/^\d{1,9}$/.test(q) ? (or(eq(taskProducts.id, Number(q)), byTitle) as SQL) : byTitle);
  }
  if (input.market)
    where.push(sql`(cardinality(${taskProducts.markets}) = 0 or ${input.market} = any(${taskProducts.markets}))`);
  if (input.status !== 'all') where.push(eq(taskProducts.active, input.status === 'active'));
  const found = await db
    .select()
    .from(taskProducts)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(taskProducts.id))
    .limit(PAGE + 1)
    .offset((input.page - 1) * PAGE);
  const shown = found.slice(0, PAGE);
  const counts = await offerCounts(
    db,
    shown.map((p) => p.id),
  );
  const categories = await db.select().from(taskCategories).orderBy(asc(taskCategories.sort), asc(taskCategories.id));
  return {
    list: shown.map((p) => productView(p, counts.get(p.id) ?? 0)),
    has_more: found.length > PAGE,
    categories: categories.map((c) => ({ id: c.id, name: localized(c.names, 'en-US') })),
  };
}

async function productWithOffers(db: Db | Exec, productId: number) {
  const [product] = await asDb(db).select().from(taskProducts).where(eq(taskProducts.id, productId)).limit(1);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const offers = await asDb(db)
    .select()
    .from(taskOffers)
    .where(eq(taskOffers.productId, productId))
    .orderBy(sql`${taskOffers.parentId} nulls first`, asc(taskOffers.sort), asc(taskOffers.id));
  const steps = await stepsOf(
    db,
    offers.map((o) => o.id),
  );
  const now = Date.now();
  return {
    product: productView(product, offers.length),
    offers: offers.map((o) => offerView(o, steps.get(o.id) ?? [], now)),
  };
}

export const catalogueProduct = (db: Db, productId: number) => productWithOffers(db, productId);

export async function saveProduct(db: Db, operator: Operator, input: ProductInput) {
  const titles = texts(input.titles);
  const descriptions = texts(input.descriptions);
  const markets = [...new Set(input.markets)];
  const saved = await inTransaction(db, async (tx) => {
    const [category] = await asDb(tx)
      .select({ id: taskCategories.id })
      .from(taskCategories)
      .where(eq(taskCategories.id, input.category_id));
    if (!category) throw fieldError({ category_id: ['No such category'] });
    const fields = {
      titles,
      descriptions,
      searchText: searchTextOf(titles),
      categoryId: input.category_id,
      productType: input.product_type,
      markets,
      active: input.active,
    };
    const art = (slug: string) => ({
      icon: artUrl(slug, 'icon'),
      images: [artUrl(slug, 'shot-1'), artUrl(slug, 'shot-2'), artUrl(slug, 'shot-3')],
    });
    if (input.product_id === undefined) {
      const base = (titles['en-US'] ?? 'product')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40);
      const slug = `${base || 'product'}-${randomBytes(3).toString('hex')}`;
      const [made] = await asDb(tx)
        .insert(taskProducts)
        .values({ ...fields, slug, ...art(input.art ?? slug) })
        .returning();
      if (!made) throw new Error('task product insert returned nothing');
      const after = productView(made, 0);
      await writeAudit(tx, {
        operatorId: operator.id,
        ip: operator.ip,
        action: 'catalogue.product_create',
        target: `task_product:${made.id}`,
        after,
      });
      return after;
    }
    const [before] = await asDb(tx)
      .select()
      .from(taskProducts)
      .where(eq(taskProducts.id, input.product_id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Product not found');
    const [changed] = await asDb(tx)
      .update(taskProducts)
      .set({ ...fields, ...(input.art ? art(input.art) : {}) })
      .where(eq(taskProducts.id, before.id))
      .returning();
    const offers = (await offerCounts(tx, [before.id])).get(before.id) ?? 0;
    const after = productView(changed as ProductRow, offers);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'catalogue.product_update',
      target: `task_product:${before.id}`,
      before: productView(before, offers),
      after,
    });
    return after;
  });
  forgetCachedCatalogue(db);
  return saved;
}

interface StepValues {
  goal: string;
  titles: LocalizedText;
  rewardKc: bigint;
  rewardTokenCoin: string | null;
  rewardToken: bigint;
}

/** The steps' rewards in minor units; each wrong one is a field error named after its place (steps.0.reward_kc). */
function stepValuesOf(steps: OfferInput['steps']): StepValues[] {
  const errors: Record<string, string[]> = {};
  const out = steps.map((s, i): StepValues => {
    const kc = toMinor(s.reward_kc, coinOf('KC').decimals);
    if (kc === undefined || kc > MAX_MINOR) errors[`steps.${i}.reward_kc`] = ['At most 2 decimals'];
    let token = 0n;
    const coin = s.reward_token_coin ?? null;
    if (coin === 'KC') errors[`steps.${i}.reward_token_coin`] = ['KC is the main reward; pick another coin'];
    else if (coin) {
      const decimals = coinOf(coin).decimals;
      const amount = toMinor(s.reward_token ?? '', decimals);
      if (s.reward_token === undefined || amount === undefined || amount <= 0n || amount > MAX_MINOR)
        errors[`steps.${i}.reward_token`] = [`More than 0, at most ${decimals} decimals`];
      else token = amount;
    } else if (s.reward_token !== undefined && toMinor(s.reward_token, 18) !== 0n)
      errors[`steps.${i}.reward_token_coin`] = ['Name the coin of the token reward'];
    return { goal: s.goal, titles: texts(s.titles), rewardKc: kc ?? 0n, rewardTokenCoin: coin, rewardToken: token };
  });
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  return out;
}

const dateOf = (s: number | null) => (s === null ? null : new Date(s * 1000));

export async function saveOffer(db: Db, operator: Operator, input: OfferInput) {
  try {
    return await writeOffer(db, operator, input);
  } catch (error) {
    // The lock above makes this rare (another path writing the same id); still a field error, never a 500.
    if (input.network_offer_id && isUniqueViolation(error))
      throw fieldError({ network_offer_id: ['Another offer already has this id at the network'] });
    throw error;
  }
}

async function writeOffer(db: Db, operator: Operator, input: OfferInput) {
  if (input.starts_at !== null && input.ends_at !== null && input.ends_at <= input.starts_at)
    throw fieldError({ ends_at: ['Must be after starts_at'] });
  const steps = stepValuesOf(input.steps);
  const networkOfferId = input.network_offer_id ?? null;
  const parentId = input.parent_id ?? null;
  const saved = await inTransaction(db, async (tx) => {
    const [product] = await asDb(tx)
      .select({ id: taskProducts.id })
      .from(taskProducts)
      .where(eq(taskProducts.id, input.product_id));
    if (!product) throw fieldError({ product_id: ['No such product'] });
    if (parentId !== null) {
      const [parent] = await asDb(tx).select().from(taskOffers).where(eq(taskOffers.id, parentId));
      if (!parent || parent.productId !== product.id || parent.parentId !== null || parent.id === input.offer_id)
        throw fieldError({ parent_id: ['Must be a top-level offer of the same product'] });
    }
    if (networkOfferId !== null) {
      // Saves naming the same network offer id queue here, so the second one finds the first one's row (a field
      // error) instead of failing on the unique index (task_offers_network_uq).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`task_offer_network:${input.network}:${networkOfferId}`}))`,
      );
      const [taken] = await asDb(tx)
        .select({ id: taskOffers.id })
        .from(taskOffers)
        .where(
          and(
            eq(taskOffers.network, input.network),
            eq(taskOffers.networkOfferId, networkOfferId),
            input.offer_id === undefined ? undefined : ne(taskOffers.id, input.offer_id),
          ),
        );
      if (taken) throw fieldError({ network_offer_id: [`Offer ${taken.id} already has this id at the network`] });
    }
    const fields = {
      parentId,
      kind: input.kind,
      titles: texts(input.titles),
      network: input.network,
      networkOfferId,
      markets: [...new Set(input.markets)],
      dailyCap: input.daily_cap,
      userDailyCap: input.user_daily_cap,
      expireDays: input.expire_days,
      minSeconds: input.min_seconds,
      startsAt: dateOf(input.starts_at),
      endsAt: dateOf(input.ends_at),
    };
    if (input.offer_id === undefined) {
      const [made] = await asDb(tx)
        .insert(taskOffers)
        .values({ ...fields, productId: product.id, sort: (await offerCounts(tx, [product.id])).get(product.id) ?? 0 })
        .returning();
      if (!made) throw new Error('task offer insert returned nothing');
      const madeSteps = await asDb(tx)
        .insert(taskOfferSteps)
        .values(steps.map((s, i) => ({ ...s, offerId: made.id, seq: i + 1 })))
        .returning();
      const after = offerView(made, madeSteps);
      await writeAudit(tx, {
        operatorId: operator.id,
        ip: operator.ip,
        action: 'catalogue.offer_create',
        target: `task_offer:${made.id}`,
        after,
      });
      return after;
    }
    const [before] = await asDb(tx).select().from(taskOffers).where(eq(taskOffers.id, input.offer_id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Offer not found');
    if (before.productId !== product.id) throw fieldError({ product_id: ['An offer stays with its product'] });
    const beforeSteps = (await stepsOf(tx, [before.id])).get(before.id) ?? [];
    await removeSteps(
      tx,
      before.id,
      beforeSteps.filter((s) => s.seq > steps.length),
    );
    const [changed] = await asDb(tx).update(taskOffers).set(fields).where(eq(taskOffers.id, before.id)).returning();
    for (const [i, s] of steps.entries()) {
      const existing = beforeSteps.find((b) => b.seq === i + 1);
      if (existing) await asDb(tx).update(taskOfferSteps).set(s).where(eq(taskOfferSteps.id, existing.id));
      else
        await asDb(tx)
          .insert(taskOfferSteps)
          .values({ ...s, offerId: before.id, seq: i + 1 });
    }
    const after = offerView(changed as OfferRow, (await stepsOf(tx, [before.id])).get(before.id) ?? []);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'catalogue.offer_update',
      target: `task_offer:${before.id}`,
      before: offerView(before, beforeSteps),
      after,
    });
    return after;
  });
  forgetCachedCatalogue(db);
  return saved;
}

/** Steps dropped from the end of an offer: only those no completion or audit names (their history stays whole). */
async function removeSteps(tx: Exec, offerId: number, gone: StepRow[]) {
  if (gone.length === 0) return;
  const ids = gone.map((s) => s.id);
  const [completed] = await asDb(tx)
    .select({ stepId: taskCompletions.stepId })
    .from(taskCompletions)
    .where(inArray(taskCompletions.stepId, ids))
    .limit(1);
  const [audited] = await asDb(tx)
    .select({ stepId: taskAudits.stepId })
    .from(taskAudits)
    .where(inArray(taskAudits.stepId, ids))
    .limit(1);
  const used = completed?.stepId ?? audited?.stepId;
  if (used !== undefined) {
    const seq = gone.find((s) => s.id === used)?.seq;
    throw fieldError({ steps: [`Step ${seq} was completed or audited: it cannot be removed`] });
  }
  await asDb(tx)
    .delete(taskOfferSteps)
    .where(and(eq(taskOfferSteps.offerId, offerId), gt(taskOfferSteps.seq, Math.min(...gone.map((s) => s.seq)) - 1)));
}

export async function setOfferActive(db: Db, operator: Operator, input: { offer_id: number; active: boolean }) {
  const changed = await inTransaction(db, async (tx) => {
    // A row lock: two operators toggling at once write one audit record each, in order.
    const [before] = await asDb(tx).select().from(taskOffers).where(eq(taskOffers.id, input.offer_id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Offer not found');
    if (before.active === input.active) return before;
    const [after] = await asDb(tx)
      .update(taskOffers)
      .set({ active: input.active })
      .where(eq(taskOffers.id, before.id))
      .returning();
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: input.active ? 'catalogue.offer_resume' : 'catalogue.offer_pause',
      target: `task_offer:${before.id}`,
      before: { active: before.active },
      after: { active: input.active },
    });
    return after as OfferRow;
  });
  forgetCachedCatalogue(db);
  return offerView(changed, (await stepsOf(db, [changed.id])).get(changed.id) ?? []);
}

/** The catalogue's console calls (permission catalogue.manage), mounted with the task service. */
export function registerCatalogueOps(app: FastifyInstance) {
  const deps = areaOpsDeps(app);
  registerOpsCall(app, deps, opsCatalogueProducts, (input) => listCatalogue(app.db, input));
  registerOpsCall(app, deps, opsCatalogueProductDetail, (input) => catalogueProduct(app.db, input.product_id));
  registerOpsCall(app, deps, opsCatalogueProductSave, (input, caller) =>
    saveProduct(app.db, operatorOf(caller), input),
  );
  registerOpsCall(app, deps, opsCatalogueOfferSave, (input, caller) => saveOffer(app.db, operatorOf(caller), input));
  registerOpsCall(app, deps, opsCatalogueOfferStatus, (input, caller) =>
    setOfferActive(app.db, operatorOf(caller), input),
  );
}
