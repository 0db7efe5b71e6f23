import { inArray, sql } from 'drizzle-orm';
import { artUrl } from '../services/task/art.ts';
import { searchTextOf } from '../services/task/catalogue-repo.ts';
import type { Db } from './client.ts';
import { taskCategories, taskOfferSteps, taskOffers, taskProducts } from './schema/index.ts';
import { SEED_PRODUCTS, type SeedProduct } from './seed-task-products.ts';
import {
  byLocale,
  CATEGORY_NAMES,
  OFFER_TITLES,
  type OfferTemplate,
  STEP_TITLES,
  type StepTemplate,
  type Texts13,
} from './seed-task-texts.ts';

/**
 * The demo task catalogue (issue 13): 8 categories, 47 products across the markets, 2-6 offers each (level, stage,
 * match and play-time offers, first-purchase bonuses, sub-offers under a parent, screenshot audits, install-and-open
 * downloads, daily check-ins), with KC rewards per step (tokens on some web3 steps). Offers and steps come from a
 * generator seeded by the product's slug, so every run makes the same catalogue. Idempotent: products whose slug
 * exists are left alone. Five bulk statements on an empty database.
 */

const CATEGORY_ORDER = ['rpg', 'casual', 'puzzle', 'strategy', 'action', 'sports', 'apps', 'web3'] as const;

function rng(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface StepPlan {
  tpl: StepTemplate;
  n?: number;
  goal: string;
  /** Whole KC. */
  kc: number;
  token?: { coin: string; amount: bigint };
}

interface OfferPlan {
  key: string;
  tpl: OfferTemplate;
  kind: 'cpl' | 'audit' | 'download' | 'welfare';
  parentKey?: string;
  markets?: string[];
  expireDays: number;
  dailyCap?: number;
  userDailyCap?: number;
  minSeconds: number;
  network?: 'builtin' | 'ayet';
  steps: StepPlan[];
}

const level = (n: number, kc: number): StepPlan => ({ tpl: 'level', n, goal: `level:${n}`, kc });

function mainOffer(p: SeedProduct, rand: () => number, scale: (kc: number) => number): OfferPlan {
  const base = { key: 'main', kind: 'cpl' as const, expireDays: 14 + Math.floor(rand() * 3) * 8, minSeconds: 300 };
  switch (p.category) {
    case 'rpg':
      return { ...base, tpl: 'levels', steps: [level(5, scale(200)), level(10, scale(600)), level(20, scale(1800))] };
    case 'strategy':
      return {
        ...base,
        tpl: 'levels',
        steps: [5, 8, 12].map((n, i) => ({
          tpl: 'townhall',
          n,
          goal: `townhall:${n}`,
          kc: scale([400, 1200, 3000][i] ?? 0),
        })),
      };
    case 'puzzle':
      return {
        ...base,
        tpl: 'stages',
        steps: [20, 50, 100].map((n, i) => ({
          tpl: 'stage',
          n,
          goal: `stage:${n}`,
          kc: scale([150, 500, 1500][i] ?? 0),
        })),
      };
    case 'casual':
      return rand() < 0.5
        ? {
            ...base,
            tpl: 'stages',
            steps: [10, 30, 60].map((n, i) => ({
              tpl: 'stage',
              n,
              goal: `stage:${n}`,
              kc: scale([120, 400, 1200][i] ?? 0),
            })),
          }
        : {
            ...base,
            tpl: 'playtime',
            steps: [30, 120, 300].map((n, i) => ({
              tpl: 'minutes',
              n,
              goal: `minutes:${n}`,
              kc: scale([150, 500, 1200][i] ?? 0),
            })),
          };
    case 'action':
    case 'sports':
      return {
        ...base,
        tpl: 'matches',
        steps: [3, 10, 25].map((n, i) => ({ tpl: 'wins', n, goal: `wins:${n}`, kc: scale([200, 700, 1800][i] ?? 0) })),
      };
    case 'apps': {
      const third: StepPlan =
        p.slug === 'learnly'
          ? { tpl: 'lessons', n: 5, goal: 'lessons:5', kc: scale(900) }
          : p.slug === 'ridego'
            ? { tpl: 'rides', n: 2, goal: 'rides:2', kc: scale(1500) }
            : p.slug === 'payzo-wallet'
              ? { tpl: 'deposit', goal: 'deposit:1', kc: scale(2500) }
              : { tpl: 'order', goal: 'order:1', kc: scale(2000) };
      return {
        ...base,
        tpl: 'app_start',
        steps: [
          { tpl: 'register', goal: 'register', kc: scale(150) },
          { tpl: 'profile', goal: 'profile', kc: scale(250) },
          third,
        ],
      };
    }
    case 'web3':
      return {
        ...base,
        tpl: 'web3_start',
        steps: [
          { tpl: 'wallet', goal: 'wallet', kc: scale(200) },
          { tpl: 'swap', goal: 'swap:1', kc: scale(800), token: { coin: 'XGT', amount: 50_000_000n } },
          { tpl: 'hold', n: 7, goal: 'hold:7', kc: scale(1500), token: { coin: 'XGT', amount: 200_000_000n } },
        ],
      };
  }
}

/** 2-6 offers: the main one, then a pick of the others the product's kind allows. */
function planOffers(p: SeedProduct): OfferPlan[] {
  const rand = rng(`offers:${p.slug}`);
  const factor = 0.8 + rand() * 0.7;
  const scale = (kc: number) => Math.max(10, Math.round((kc * factor) / 10) * 10);
  const plans: OfferPlan[] = [mainOffer(p, rand, scale)];
  const game = p.type === 'game';
  if (game && (p.category === 'rpg' || p.category === 'strategy') && rand() < 0.7) {
    const goal = p.category === 'rpg' ? 'level' : 'townhall';
    const ns = p.category === 'rpg' ? [30, 40, 50] : [15, 18, 20];
    plans.push({
      key: 'advanced',
      tpl: 'advanced',
      kind: 'cpl',
      parentKey: 'main',
      expireDays: 30,
      minSeconds: 3600,
      steps: [ns[0] as number, ns[1] as number].map((n, i) => ({
        tpl: goal,
        n,
        goal: `${goal}:${n}`,
        kc: scale([4000, 7000][i] ?? 0),
      })),
    });
    if (rand() < 0.6)
      plans.push({
        key: 'elite',
        tpl: 'elite',
        kind: 'cpl',
        parentKey: 'main',
        expireDays: 45,
        minSeconds: 7200,
        steps: [{ tpl: goal, n: ns[2] as number, goal: `${goal}:${ns[2]}`, kc: scale(12000) }],
      });
  }
  if ((game || p.type === 'web3') && rand() < 0.6) {
    // Purchases run where payments do; some only in part of the product's markets.
    const narrowed = p.markets.length > 3 && rand() < 0.5 ? p.markets.slice(0, Math.ceil(p.markets.length / 2)) : [];
    plans.push({
      key: 'purchase',
      tpl: 'purchase',
      kind: 'cpl',
      markets: narrowed,
      expireDays: 7,
      dailyCap: 500,
      minSeconds: 120,
      network: rand() < 0.4 ? 'ayet' : 'builtin',
      steps: [{ tpl: 'purchase', goal: 'purchase:1', kc: scale(5000) }],
    });
  }
  if (game && p.category !== 'apps' && rand() < 0.5) {
    const n = p.category === 'rpg' || p.category === 'strategy' ? 15 : 12;
    plans.push({
      key: 'audit',
      tpl: 'audit',
      kind: 'audit',
      expireDays: 14,
      minSeconds: 0,
      steps:
        p.category === 'rpg' && rand() < 0.5
          ? [{ tpl: 'screenshot_guild', goal: 'screenshot:guild', kc: scale(700) }]
          : [{ tpl: 'screenshot_level', n, goal: `screenshot:level:${n}`, kc: scale(900) }],
    });
  }
  if (p.type === 'app' || rand() < 0.45)
    plans.push({
      key: 'download',
      tpl: 'download',
      kind: 'download',
      expireDays: 3,
      minSeconds: 30,
      dailyCap: p.type === 'app' ? 2000 : 0,
      network: rand() < 0.3 ? 'ayet' : 'builtin',
      steps: [
        { tpl: 'install', goal: 'install', kc: scale(100) },
        { tpl: 'open', n: 3, goal: 'open:3', kc: scale(200) },
      ],
    });
  if (rand() < 0.35)
    plans.push({
      key: 'welfare',
      tpl: 'welfare',
      kind: 'welfare',
      expireDays: 7,
      userDailyCap: 1,
      minSeconds: 0,
      steps: [1, 3, 7].map((n, i) => ({ tpl: 'checkin', n, goal: `checkin:${n}`, kc: [20, 60, 150][i] ?? 0 })),
    });
  if (plans.length < 2)
    plans.push({
      key: 'download',
      tpl: 'download',
      kind: 'download',
      expireDays: 3,
      minSeconds: 30,
      steps: [
        { tpl: 'install', goal: 'install', kc: scale(100) },
        { tpl: 'open', n: 3, goal: 'open:3', kc: scale(200) },
      ],
    });
  return plans.slice(0, 6);
}

function storeOf(p: SeedProduct, rand: () => number) {
  const pkg = `com.arcadia.demo.${p.slug.replaceAll('-', '')}`;
  if (p.type === 'web3') return { web: `https://t.me/${p.slug.replaceAll('-', '_')}_bot` };
  return {
    android: `https://play.google.com/store/apps/details?id=${pkg}`,
    ios: `https://apps.apple.com/app/id${6400000000 + Math.floor(rand() * 99999999)}`,
  };
}

function titlesOf(p: SeedProduct): Record<string, string> {
  const titles = byLocale([
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
    p.name,
  ]);
  return { ...titles, ...p.names };
}

const AYET_SUFFIX: Record<string, number> = { main: 0, purchase: 1, download: 2, audit: 3, welfare: 4 };

const networkOfferId = (p: SeedProduct, plan: OfferPlan, index: number) =>
  (plan.network ?? 'builtin') === 'ayet'
    ? String(700000 + index * 10 + (AYET_SUFFIX[plan.key] ?? 9))
    : `${p.slug}.${plan.key}`;

export async function seedTask(db: Db): Promise<void> {
  await db
    .insert(taskCategories)
    .values(CATEGORY_ORDER.map((id, i) => ({ id, sort: i + 1, names: byLocale(CATEGORY_NAMES[id] as Texts13) })))
    .onConflictDoNothing();
  await insertProducts(
    db,
    SEED_PRODUCTS.map((p, index) => ({ p, index })),
  );
}

/**
 * A catalogue of `count` products for load tests (bench): the demo products again under new slugs
 * (`<slug>-x<n>`, "<Name> <n>"), each with its own offers from the generator. Idempotent like seedTask.
 */
export async function seedTaskScale(db: Db, count: number): Promise<void> {
  await seedTask(db);
  const clones = Array.from({ length: count }, (_, i) => {
    const base = SEED_PRODUCTS[i % SEED_PRODUCTS.length] as SeedProduct;
    const n = i + 1;
    const p: SeedProduct = {
      ...base,
      slug: `${base.slug}-x${n}`,
      name: `${base.name} ${n}`,
      ...(base.names
        ? { names: Object.fromEntries(Object.entries(base.names).map(([k, v]) => [k, `${v} ${n}`])) }
        : {}),
    };
    return { p, index: 1000 + i };
  });
  for (let i = 0; i < clones.length; i += 200) await insertProducts(db, clones.slice(i, i + 200));
  // Fresh statistics, so the planner sees the catalogue's real size before the load starts.
  await db.execute(sql`analyze task_products, task_offers, task_offer_steps`);
}

async function insertProducts(db: Db, wanted: { p: SeedProduct; index: number }[]): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ slug: taskProducts.slug })
        .from(taskProducts)
        .where(
          inArray(
            taskProducts.slug,
            wanted.map(({ p }) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const fresh = wanted.filter(({ p }) => !existing.has(p.slug));
  if (fresh.length === 0) return;

  const now = Date.now();
  const inserted = await db
    .insert(taskProducts)
    .values(
      fresh.map(({ p }) => {
        const rand = rng(`product:${p.slug}`);
        const titles = titlesOf(p);
        const popularity = Math.round(500 + rand() ** 2 * 99_500);
        return {
          slug: p.slug,
          categoryId: p.category,
          productType: p.type,
          titles,
          descriptions: byLocale(p.desc),
          searchText: searchTextOf(titles),
          icon: artUrl(p.slug, 'icon'),
          images: [artUrl(p.slug, 'shot-1'), artUrl(p.slug, 'shot-2'), artUrl(p.slug, 'shot-3')],
          markets: p.markets,
          store: storeOf(p, rand),
          rating: 38 + Math.floor(rand() * 12),
          popularity,
          createdAt: new Date(now - Math.floor(rand() * 180) * 86_400_000 - Math.floor(rand() * 86_400_000)),
        };
      }),
    )
    .returning({ id: taskProducts.id, slug: taskProducts.slug });
  const productId = new Map(inserted.map((r) => [r.slug, r.id]));

  const plans = fresh.map(({ p, index }) => ({ p, index, offers: planOffers(p) }));
  const offerRow = (p: SeedProduct, index: number, plan: OfferPlan, sort: number, parentId: number | null) => ({
    productId: productId.get(p.slug) as number,
    parentId,
    kind: plan.kind,
    titles: byLocale(OFFER_TITLES[plan.tpl]),
    network: plan.network ?? 'builtin',
    networkOfferId: networkOfferId(p, plan, index),
    markets: plan.markets ?? [],
    dailyCap: plan.dailyCap ?? 0,
    userDailyCap: plan.userDailyCap ?? 0,
    expireDays: plan.expireDays,
    minSeconds: plan.minSeconds,
    sort,
  });
  const offerKey = (network: string, id: string | null) => `${network}|${id}`;
  const offerIds = new Map<string, number>();
  const remember = (rows: { id: number; network: string; networkOfferId: string | null }[]) => {
    for (const r of rows) offerIds.set(offerKey(r.network, r.networkOfferId), r.id);
  };
  const returning = { id: taskOffers.id, network: taskOffers.network, networkOfferId: taskOffers.networkOfferId };
  remember(
    await db
      .insert(taskOffers)
      .values(
        plans.flatMap(({ p, index, offers }) =>
          offers.flatMap((plan, sort) => (plan.parentKey ? [] : [offerRow(p, index, plan, sort, null)])),
        ),
      )
      .returning(returning),
  );
  const idOf = (p: SeedProduct, index: number, plan: OfferPlan) =>
    offerIds.get(offerKey(plan.network ?? 'builtin', networkOfferId(p, plan, index))) as number;
  const subs = plans.flatMap(({ p, index, offers }) =>
    offers.flatMap((plan, sort) => {
      const parent = offers.find((o) => o.key === plan.parentKey);
      return parent ? [offerRow(p, index, plan, sort, idOf(p, index, parent))] : [];
    }),
  );
  if (subs.length > 0) remember(await db.insert(taskOffers).values(subs).returning(returning));

  await db.insert(taskOfferSteps).values(
    plans.flatMap(({ p, index, offers }) =>
      offers.flatMap((plan) =>
        plan.steps.map((s, i) => ({
          offerId: idOf(p, index, plan),
          seq: i + 1,
          goal: s.goal,
          titles: byLocale(STEP_TITLES[s.tpl], s.n),
          rewardKc: BigInt(s.kc) * 100n,
          rewardTokenCoin: s.token?.coin ?? null,
          rewardToken: s.token?.amount ?? 0n,
        })),
      ),
    ),
  );
}
