import { PG_INT_MAX } from '@arcadia/contract';
import {
  HOME_TABS,
  type Offer,
  type ProductSummary,
  type ProductType,
  type Reward,
  type Step,
  type StepStatus,
  TASK_MARKETS,
  type TakeStatus,
  type TaskCard,
} from '@arcadia/contract/calls/task/index';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/index.ts';
import { coinOf, formatUsdt, fromMinor, usdtValueE8 } from '../../ledger/coins.ts';
import { currentPrices } from '../../ledger/prices.ts';
import { AppError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import * as repo from './catalogue-repo.ts';

/** What every catalogue call knows about its caller. */
export interface CatalogueContext {
  locale: string;
  market: string;
  /** 0 for visitors. */
  userId: number;
}

export interface CatalogueDeps {
  db: Db;
  /** Clock, for take expiry (tests move it). */
  now?: () => number;
  /**
   * How long category counts and list totals are reused, ms (TASK_CATALOGUE_CACHE_MS, default 30 s; 0 in tests that
   * change the catalogue). They change only when operators change the catalogue; pages themselves are never cached.
   */
  cacheMs?: number;
}

const countWith = (deps: CatalogueDeps) => (key: string, count: () => Promise<number>) =>
  cached(deps, `total:${key}`, count);

/** A small per-process cache of values that may be a few seconds stale, keyed per database. */
const shortCache = new WeakMap<Db, Map<string, { at: number; value: unknown }>>();
async function cached<T>(deps: CatalogueDeps, key: string, load: () => Promise<T>): Promise<T> {
  const ttl = deps.cacheMs ?? 30_000;
  if (ttl <= 0) return load();
  const byKey = shortCache.get(deps.db) ?? new Map<string, { at: number; value: unknown }>();
  shortCache.set(deps.db, byKey);
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as T;
  const value = await load();
  if (byKey.size > 5000) byKey.clear();
  byKey.set(key, { at: Date.now(), value });
  return value;
}

/**
 * Drops this process's cached catalogue answers (recommend pages, category counts, totals): the console calls it
 * after an edit commits, so this server shows the change at once; other servers within TASK_CATALOGUE_CACHE_MS.
 */
export function forgetCachedCatalogue(db: Db): void {
  shortCache.delete(db);
}

const KC: CoinCode = 'KC';

// USD prices move slowly; one read per few seconds keeps list calls at two queries.
const PRICE_TTL_MS = 5_000;
const priceCache = new WeakMap<Db, { at: number; prices: Map<CoinCode, bigint> }>();
async function pricesOf(db: Db): Promise<Map<CoinCode, bigint>> {
  const hit = priceCache.get(db);
  if (hit && Date.now() - hit.at < PRICE_TTL_MS) return hit.prices;
  const prices = await currentPrices(db);
  priceCache.set(db, { at: Date.now(), prices });
  return prices;
}

function isCoin(code: string | null): code is CoinCode {
  if (!code) return false;
  try {
    coinOf(code as CoinCode);
    return true;
  } catch {
    return false;
  }
}

/** Sums KC and token rewards of steps and prices them. */
class RewardSum {
  kc = 0n;
  tokens = new Map<CoinCode, bigint>();
  add(step: Pick<repo.StepRow, 'rewardKc' | 'rewardTokenCoin' | 'rewardToken'>) {
    this.kc += step.rewardKc;
    if (isCoin(step.rewardTokenCoin) && step.rewardToken > 0n)
      this.tokens.set(step.rewardTokenCoin, (this.tokens.get(step.rewardTokenCoin) ?? 0n) + step.rewardToken);
  }
  usdE8(prices: Map<CoinCode, bigint>): bigint {
    let total = valueE8(KC, this.kc, prices);
    for (const [coin, amount] of this.tokens) total += valueE8(coin, amount, prices);
    return total;
  }
  out(prices: Map<CoinCode, bigint>): Reward {
    return { coin: KC, amount: fromMinor(this.kc, coinOf(KC).decimals), usd: usd(this.usdE8(prices)) };
  }
}

const valueE8 = (coin: CoinCode, minor: bigint, prices: Map<CoinCode, bigint>) =>
  usdtValueE8(minor, coinOf(coin).decimals, prices.get(coin) ?? coinOf(coin).defaultPriceE8);
const usd = (e8: bigint) => formatUsdt(e8, 4);

function stepRewardOut(step: repo.StepRow, prices: Map<CoinCode, bigint>) {
  const token =
    isCoin(step.rewardTokenCoin) && step.rewardToken > 0n
      ? {
          coin: step.rewardTokenCoin,
          amount: fromMinor(step.rewardToken, coinOf(step.rewardTokenCoin).decimals),
          usd: usd(valueE8(step.rewardTokenCoin, step.rewardToken, prices)),
        }
      : null;
  return {
    coin: KC,
    amount: fromMinor(step.rewardKc, coinOf(KC).decimals),
    usd: usd(valueE8(KC, step.rewardKc, prices)),
    token,
  };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

// ---------------------------------------------------------------------------------------------------------------
// Cards

interface CardFacts {
  mainOfferId: number;
  topLevel: number;
  offerCount: number;
  reward: RewardSum;
}

/** Card facts per product; with `kind`, the main offer is the product's first top-level offer of that kind. */
function factsOf(rewards: repo.OfferRewardRow[], kind?: string): Map<number, CardFacts> {
  const facts = new Map<number, CardFacts>();
  const counted = new Set<number>();
  for (const r of rewards) {
    let f = facts.get(r.productId);
    if (!f) {
      f = { mainOfferId: 0, topLevel: 0, offerCount: 0, reward: new RewardSum() };
      facts.set(r.productId, f);
    }
    if (!counted.has(r.offerId)) {
      counted.add(r.offerId);
      f.offerCount++;
      if (r.parentId === null) {
        f.topLevel++;
        if (!f.mainOfferId && (!kind || r.kind === kind)) f.mainOfferId = r.offerId;
      }
    }
    if (r.rewardKc !== null)
      f.reward.add({ rewardKc: r.rewardKc, rewardTokenCoin: r.rewardTokenCoin, rewardToken: r.rewardToken ?? 0n });
  }
  return facts;
}

function buildCards(
  products: repo.ListedProduct[],
  facts: Map<number, CardFacts>,
  prices: Map<CoinCode, bigint>,
): TaskCard[] {
  const cards: TaskCard[] = [];
  for (const p of products) {
    const f = facts.get(p.id);
    // A product none of whose top-level offers runs in the market has nothing to open there.
    if (!f?.mainOfferId) continue;
    cards.push({
      productId: p.id,
      title: p.title,
      xbOfferId: f.mainOfferId,
      productType: p.productType as ProductType,
      reward: f.reward.out(prices),
      icon: p.icon,
      category: p.categoryId,
      taskType: f.topLevel > 1 ? 'product' : 'task',
    });
  }
  return cards;
}

async function factsOfProducts(deps: CatalogueDeps, ctx: CatalogueContext, products: repo.ListedProduct[]) {
  const ids = [...new Set(products.map((p) => p.id))];
  return factsOf(await repo.offerRewardsOf(deps.db, ids, ctx.market));
}

async function cardsOf(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  products: repo.ListedProduct[],
): Promise<TaskCard[]> {
  if (products.length === 0) return [];
  const facts = await factsOfProducts(deps, ctx, products);
  return buildCards(products, facts, await pricesOf(deps.db));
}

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

type RecommendInput = {
  catelog_id?: string | undefined;
  page: number;
  one_page_cnt: number;
  strategy?: string | undefined;
};

/**
 * The home catalogue's pages are the same for every player of a market and language: one answer per cache period
 * (CatalogueDeps.cacheMs, 30 s) serves them all. The unfiltered first page with the category counts was the slow
 * one (p99 79 ms at half peak, bench/TASKS.md): its popular products carry the most offers and steps.
 */
export function recommend(deps: CatalogueDeps, ctx: CatalogueContext, input: RecommendInput) {
  const key = ['recommend', ctx.market, ctx.locale, input.catelog_id ?? '', input.page, input.one_page_cnt];
  return cached(deps, [...key, input.strategy ?? ''].join(':'), () => recommendNow(deps, ctx, input));
}

async function recommendNow(deps: CatalogueDeps, ctx: CatalogueContext, input: RecommendInput) {
  const { rows, total } = await repo.listProducts(
    deps.db,
    {
      market: ctx.market,
      locale: ctx.locale,
      categoryId: input.catelog_id,
      order: 'popular',
      ...pageOf(input.page, input.one_page_cnt),
    },
    true,
    countWith(deps),
  );
  const categories =
    input.strategy === 'rcmd_strategy_category' ? await categoriesOf(deps, ctx) : ([] as CategoryOut[]);
  return {
    list: await cardsOf(deps, ctx, rows),
    total,
    page: input.page,
    has_more: input.page * input.one_page_cnt < total,
    categories,
  };
}

type CategoryOut = { id: string; name: string; count: number };
async function categoriesOf(deps: CatalogueDeps, ctx: CatalogueContext): Promise<CategoryOut[]> {
  const rows = await cached(deps, `categories:${ctx.market}`, () => repo.categoriesWithCounts(deps.db, ctx.market));
  return rows.map((c) => ({ id: c.id, name: localized(c.names, ctx.locale), count: Number(c.count) }));
}

export async function search(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  input: { keyword: string; page: number; one_page_cnt: number },
) {
  const keyword = input.keyword.trim().toLowerCase();
  const { rows, total } = await repo.listProducts(
    deps.db,
    {
      market: ctx.market,
      locale: ctx.locale,
      keyword,
      order: 'popular',
      ...pageOf(input.page, input.one_page_cnt),
    },
    true,
    countWith(deps),
  );
  return {
    list: await cardsOf(deps, ctx, rows),
    total,
    page: input.page,
    has_more: input.page * input.one_page_cnt < total,
  };
}

/** Tab names by locale (the categories' names come from task_categories). */
const TAB_NAMES: Record<string, LocalizedText> = {
  hot: {
    'en-US': 'Hot',
    'vi-VN': 'Hot',
    'pt-BR': 'Em alta',
    'id-ID': 'Populer',
    'th-TH': 'มาแรง',
    'ms-MY': 'Popular',
    'ru-RU': 'Популярное',
    'es-MX': 'Populares',
    'zh-CN': '热门',
    'fr-FR': 'Populaires',
    'ja-JP': '人気',
    'ko-KR': '인기',
    'tr-TR': 'Popüler',
  },
  new: {
    'en-US': 'New',
    'vi-VN': 'Mới',
    'pt-BR': 'Novos',
    'id-ID': 'Baru',
    'th-TH': 'ใหม่',
    'ms-MY': 'Baharu',
    'ru-RU': 'Новинки',
    'es-MX': 'Nuevos',
    'zh-CN': '最新',
    'fr-FR': 'Nouveautés',
    'ja-JP': '新着',
    'ko-KR': '신규',
    'tr-TR': 'Yeni',
  },
};

const HOME_CARDS = 10;

export async function homepage(deps: CatalogueDeps, ctx: CatalogueContext, input: { tablist?: string[] | undefined }) {
  const wanted = input.tablist ? [...new Set(input.tablist)] : [...HOME_TABS];
  const categories = new Map((await repo.allCategories(deps.db)).map((c) => [c.id, c]));
  const pages: { id: string; name: string; rows: repo.ListedProduct[] }[] = [];
  for (const id of wanted) {
    const filter: repo.ProductFilter = {
      market: ctx.market,
      locale: ctx.locale,
      order: 'popular',
      limit: HOME_CARDS,
      offset: 0,
    };
    if (id === 'new') filter.order = 'new';
    else if (id === 'apps') filter.productType = 'app';
    else if (id === 'web3') filter.productType = 'web3';
    else if (id !== 'hot') filter.categoryId = id;
    const names = TAB_NAMES[id] ?? categories.get(id)?.names;
    const { rows } = await repo.listProducts(deps.db, filter, false);
    pages.push({ id, name: names ? localized(names, ctx.locale) : id, rows });
  }
  // One read of offers and steps for every tab's products.
  const facts = await factsOfProducts(
    deps,
    ctx,
    pages.flatMap((p) => p.rows),
  );
  const prices = await pricesOf(deps.db);
  const tabs = pages.map((p) => ({ id: p.id, name: p.name, cards: buildCards(p.rows, facts, prices) }));
  return { tabs };
}

// ---------------------------------------------------------------------------------------------------------------
// Library

export async function productList(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  input: {
    type?: string | undefined;
    page: number;
    one_page_cnt: number;
    category?: string | undefined;
    market?: string | undefined;
    sort: 'popular' | 'new' | 'reward';
    kind?: string | undefined;
  },
) {
  const market = input.market ?? ctx.market;
  const { rows, total } = await repo.listProducts(
    deps.db,
    {
      market,
      locale: ctx.locale,
      productType: input.type,
      categoryId: input.category,
      offerKind: input.kind,
      order: input.sort,
      ...pageOf(input.page, input.one_page_cnt),
    },
    true,
    countWith(deps),
  );
  const facts = factsOf(
    await repo.offerRewardsOf(
      deps.db,
      rows.map((p) => p.id),
      market,
    ),
    input.kind,
  );
  const prices = await pricesOf(deps.db);
  const list: ProductSummary[] = [];
  for (const p of rows) {
    const f = facts.get(p.id);
    list.push({
      productId: p.id,
      slug: p.slug,
      title: p.title,
      icon: p.icon,
      category: p.categoryId,
      productType: p.productType as ProductType,
      rating: p.rating / 10,
      markets: p.markets,
      xbOfferId: f?.mainOfferId ?? 0,
      offerCount: f?.offerCount ?? 0,
      reward: (f?.reward ?? new RewardSum()).out(prices),
      createdAt: seconds(p.createdAt),
    });
  }
  return { list, total, page: input.page, has_more: input.page * input.one_page_cnt < total };
}

// ---------------------------------------------------------------------------------------------------------------
// Offers with the caller's progress

type Progress = Awaited<ReturnType<typeof repo.progressOf>>;

function stepStatuses(steps: repo.StepRow[], progress: Progress | undefined): { status: StepStatus; reason: string }[] {
  const out: { status: StepStatus; reason: string }[] = [];
  let opened = false;
  for (const step of steps) {
    let status: StepStatus | undefined;
    let reason = '';
    if (progress) {
      // The latest word on the step wins: a paid completion, then a pending review, then a refusal.
      const completions = progress.completions.filter((c) => c.stepId === step.id);
      const audits = progress.audits.filter((a) => a.stepId === step.id);
      const lastAudit = audits.at(-1);
      const lastCompletion = completions.at(-1);
      if (completions.some((c) => c.status === 'paid')) status = 'done';
      else if (lastAudit?.status === 'pending' || completions.some((c) => c.status === 'pending_audit'))
        status = 'pending_audit';
      else if (lastAudit?.status === 'rejected' || lastCompletion?.status === 'rejected') {
        status = 'rejected';
        reason = lastAudit?.status === 'rejected' ? lastAudit.reason : (lastCompletion?.reason ?? '');
      } else if (lastCompletion?.status === 'reversed') {
        status = 'rejected';
        reason = lastCompletion.reason || 'reversed';
      }
    }
    if (!status) {
      status = opened ? 'locked' : 'open';
      opened = true;
    }
    out.push({ status, reason });
  }
  return out;
}

function takeOut(take: repo.TakeRow | undefined, now: number) {
  if (!take) return null;
  const expiresAt = seconds(take.expiresAt);
  const status: TakeStatus =
    take.status === 'active' && expiresAt * 1000 <= now ? 'expired' : (take.status as TakeStatus);
  return { clickId: take.clickId, takeTime: seconds(take.takenAt), expiresAt, link: take.link, status };
}

async function offersOut(deps: CatalogueDeps, ctx: CatalogueContext, offers: repo.OfferWithSteps[]): Promise<Offer[]> {
  const prices = await pricesOf(deps.db);
  const progress =
    ctx.userId > 0
      ? await repo.progressOf(
          deps.db,
          ctx.userId,
          offers.map((o) => o.offer.id),
        )
      : undefined;
  const now = deps.now?.() ?? Date.now();
  return offers.map(({ offer, steps, subCount }) => {
    const statuses = stepStatuses(steps, progress);
    const total = new RewardSum();
    for (const s of steps) total.add(s);
    const outSteps: Step[] = steps.map((s, i) => ({
      stepId: s.id,
      seq: s.seq,
      goal: s.goal,
      title: localized(s.titles, ctx.locale),
      reward: stepRewardOut(s, prices),
      status: statuses[i]?.status ?? 'locked',
      reason: statuses[i]?.reason ?? '',
    }));
    return {
      xbOfferId: offer.id,
      productId: offer.productId,
      parentId: offer.parentId,
      title: localized(offer.titles, ctx.locale),
      kind: offer.kind as Offer['kind'],
      expired: offer.expireDays,
      dailyCap: offer.dailyCap,
      subCount,
      reward: total.out(prices),
      steps: outSteps,
      take: progress
        ? takeOut(
            progress.takes.find((t) => t.offerId === offer.id),
            now,
          )
        : null,
    };
  });
}

const inMarket = (markets: string[], market: string) => markets.length === 0 || markets.includes(market);

export async function productDetail(deps: CatalogueDeps, ctx: CatalogueContext, productId: number) {
  const p = await repo.productById(deps.db, productId);
  if (!p) throw new AppError('NOT_FOUND', 'Product not found');
  const available = inMarket(p.markets, ctx.market);
  const offers = available ? await repo.topOffersOf(deps.db, p.id, ctx.market) : [];
  const categories = await repo.allCategories(deps.db);
  const total = new RewardSum();
  for (const o of offers) for (const s of o.steps) total.add(s);
  const prices = await pricesOf(deps.db);
  return {
    product: {
      productId: p.id,
      slug: p.slug,
      title: localized(p.titles, ctx.locale),
      desc: localized(p.descriptions, ctx.locale),
      imglist: p.images,
      ImageUrl: p.images[0] ?? p.icon,
      icon: p.icon,
      category: p.categoryId,
      categoryName: localized(categories.find((c) => c.id === p.categoryId)?.names, ctx.locale),
      productType: p.productType as ProductType,
      rating: p.rating / 10,
      markets: p.markets,
      store: p.store,
      reward: total.out(prices),
      available,
    },
    offers: await offersOut(deps, ctx, offers),
  };
}

/** These offers (any market) with steps, their status and the caller's take: for the lifecycle's answers. */
export async function offerViews(deps: CatalogueDeps, ctx: CatalogueContext, offerIds: number[]): Promise<Offer[]> {
  return offersOut(deps, ctx, await repo.offersByIds(deps.db, offerIds));
}

export async function listSon(deps: CatalogueDeps, ctx: CatalogueContext, parentId: number) {
  const parent = await repo.offerById(deps.db, parentId);
  if (!parent) throw new AppError('NOT_FOUND', 'Offer not found');
  const product = await repo.productById(deps.db, parent.productId);
  if (!product) throw new AppError('NOT_FOUND', 'Offer not found');
  const offers = inMarket(product.markets, ctx.market) ? await repo.subOffersOf(deps.db, parentId, ctx.market) : [];
  return { list: await offersOut(deps, ctx, offers) };
}

// ---------------------------------------------------------------------------------------------------------------
// Init

export async function init(
  deps: CatalogueDeps,
  ctx: CatalogueContext,
  input: { deviceId: string; env: Record<string, unknown>; deeplinkOfferId?: number | undefined },
) {
  if (ctx.userId > 0)
    await repo.recordInit(deps.db, {
      userId: ctx.userId,
      market: ctx.market,
      deviceId: input.deviceId,
      env: input.env,
    });
  let deeplink: number | undefined;
  if (input.deeplinkOfferId && Number.isSafeInteger(input.deeplinkOfferId) && input.deeplinkOfferId <= PG_INT_MAX) {
    const offer = await repo.offerById(deps.db, input.deeplinkOfferId);
    if (offer) deeplink = offer.id;
  }
  return {
    initSuccess: true as const,
    market: ctx.market,
    markets: [...TASK_MARKETS],
    ...(deeplink ? { deeplink_offer_task_id: deeplink } : {}),
  };
}
