import { ErrorCode, LOCALES, PG_INT_MAX } from '@arcadia/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  taskAudits,
  taskCompletions,
  taskInits,
  taskOfferSteps,
  taskOffers,
  taskProducts,
  taskTakes,
} from '../../src/db/schema/index.ts';
import { seedTask } from '../../src/db/seed-task.ts';
import { SEED_PRODUCTS } from '../../src/db/seed-task-products.ts';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

const PLAYER = 100001;

interface CallOptions {
  user?: number;
  lang?: string;
  country?: string;
}

async function call(t: TestApp, path: string, body: unknown, options: CallOptions = {}) {
  const extra: Record<string, string> = { language: options.lang ?? 'en-US' };
  if (options.country) extra['Country-Code'] = options.country;
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/task${path}`,
    headers: signedHeaders({ ...(options.user ? { userId: options.user } : {}), extra }),
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

async function ok(t: TestApp, path: string, body: unknown, options: CallOptions = {}) {
  const r = await call(t, path, body, options);
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  expect(r.body.code).toBe(0);
  return r.body.data;
}

type Card = { productId: number; title: string; xbOfferId: number; category: string; productType: string };

const productOf = async (t: TestApp, slug: string) =>
  (await t.database.db.select().from(taskProducts).where(eq(taskProducts.slug, slug)))[0] as {
    id: number;
    markets: string[];
  };

/** Every card of a recommend list, page by page. */
async function allCards(t: TestApp, body: object, options: CallOptions) {
  const out: Card[] = [];
  for (let page = 1; page < 20; page++) {
    const data = await ok(t, '/game_tab/recommend', { ...body, page, one_page_cnt: 50 }, options);
    out.push(...data.list);
    if (!data.has_more) break;
  }
  return out;
}

describe.each(DB_KINDS)('task catalogue (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('demo seed', () => {
    it('holds 40+ products of 2-6 offers with steps, all 13 locales, and runs twice without change', async () => {
      const db = t.database.db;
      const count = async () =>
        (
          await rows<{ p: number; o: number; s: number }>(
            db,
            sql`select (select count(*)::int from task_products) p, (select count(*)::int from task_offers) o,
                (select count(*)::int from task_offer_steps) s`,
          )
        )[0];
      const before = await count();
      expect(before?.p).toBe(SEED_PRODUCTS.length);
      expect(before?.p).toBeGreaterThanOrEqual(40);
      await seedTask(db);
      expect(await count()).toEqual(before);

      const perProduct = await rows<{ n: number }>(
        db,
        sql`select count(o.id)::int n from task_products p left join task_offers o on o.product_id = p.id group by p.id`,
      );
      for (const r of perProduct) {
        expect(r.n).toBeGreaterThanOrEqual(2);
        expect(r.n).toBeLessThanOrEqual(6);
      }
      const kinds = await rows<{ kind: string }>(db, sql`select distinct kind from task_offers order by kind`);
      expect(kinds.map((k) => k.kind)).toEqual(['audit', 'cpl', 'download', 'welfare']);
      const subs = await rows<{ n: number }>(
        db,
        sql`select count(*)::int n from task_offers where parent_id is not null`,
      );
      expect(subs[0]?.n).toBeGreaterThan(0);
      const stepless = await rows<{ id: number }>(
        db,
        sql`select o.id from task_offers o where not exists (select 1 from task_offer_steps s where s.offer_id = o.id)`,
      );
      expect(stepless).toEqual([]);

      const products = await db.select().from(taskProducts);
      for (const p of products) {
        expect(Object.keys(p.descriptions).sort()).toEqual([...LOCALES].sort());
        expect(Object.keys(p.titles).sort()).toEqual([...LOCALES].sort());
        for (const text of Object.values(p.descriptions)) expect(text.length).toBeGreaterThan(10);
        expect(p.images.length).toBeGreaterThanOrEqual(2);
        expect(p.icon).toBe(`/task-art/${p.slug}/icon.svg`);
      }
      // Descriptions are translated, not copied.
      const dragon = products.find((p) => p.slug === 'dragon-realm');
      expect(new Set(Object.values(dragon?.descriptions ?? {})).size).toBe(LOCALES.length);
      const steps = await db.select().from(taskOfferSteps);
      expect(steps.map((s) => s.goal)).toEqual(expect.arrayContaining(['level:10', 'purchase:1', 'minutes:30']));
      for (const s of steps) expect(Object.keys(s.titles)).toHaveLength(LOCALES.length);
    });

    it('gives every task market products, and some only to ru, uz and kz', async () => {
      for (const market of ['vn', 'th', 'id', 'ph', 'my', 'br', 'mx', 'ru', 'uz', 'kz']) {
        const data = await ok(t, '/game_tab/recommend', { page: 1, one_page_cnt: 5 }, { country: market });
        expect(data.total, market).toBeGreaterThanOrEqual(15);
      }
      const taiga = await productOf(t, 'taiga-chronicles');
      expect(taiga.markets).toEqual(['ru', 'uz', 'kz']);
    });
  });

  describe('/game_tab/homepage', () => {
    it('answers every tab with localized names and cards of the market', async () => {
      const data = await ok(t, '/game_tab/homepage', {}, { lang: 'vi-VN', country: 'vn' });
      expect(data.tabs.map((tab: { id: string }) => tab.id)).toEqual([
        'hot',
        'new',
        'rpg',
        'casual',
        'puzzle',
        'strategy',
        'apps',
        'web3',
      ]);
      const byId = Object.fromEntries(data.tabs.map((tab: { id: string }) => [tab.id, tab]));
      expect(byId.rpg.name).toBe('Nhập vai');
      expect(byId.new.name).toBe('Mới');
      expect(byId.puzzle.name).toBe('Giải đố');
      for (const tab of data.tabs) expect(tab.cards.length).toBeGreaterThan(0);
      for (const card of byId.rpg.cards) expect(card.category).toBe('rpg');
      for (const card of byId.web3.cards) expect(card.productType).toBe('web3');
      for (const card of byId.apps.cards) expect(card.productType).toBe('app');
      const card = byId.hot.cards[0];
      expect(card).toMatchObject({
        productId: expect.any(Number),
        xbOfferId: expect.any(Number),
        reward: { coin: 'KC', amount: expect.stringMatching(/^\d+(\.\d+)?$/), usd: expect.any(String) },
        icon: expect.stringMatching(/^\/task-art\/.+\/icon\.svg$/),
      });
      expect(['product', 'task']).toContain(card.taskType);
      // hot is most played first.
      const ids: number[] = byId.hot.cards.map((c: Card) => c.productId);
      const pops = await rows<{ id: number; popularity: number }>(
        t.database.db,
        sql`select id, popularity from task_products`,
      );
      const pop = new Map(pops.map((p) => [p.id, p.popularity]));
      const values = ids.map((id) => pop.get(id) ?? 0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Vietnamese title where one exists.
      const pho = await productOf(t, 'pho-master');
      const cards = data.tabs.flatMap((tab: { cards: Card[] }) => tab.cards);
      const phoCard = cards.find((c: Card) => c.productId === pho.id);
      if (phoCard) expect(phoCard.title).toBe('Vua Phở');
    });

    it('answers only the tabs asked for, in their order', async () => {
      const data = await ok(t, '/game_tab/homepage', { tablist: ['web3', 'hot'] });
      expect(data.tabs.map((tab: { id: string }) => tab.id)).toEqual(['web3', 'hot']);
      expect(data.tabs[1].name).toBe('Hot');
    });

    it('keeps products of other markets off the tabs', async () => {
      const taiga = await productOf(t, 'taiga-chronicles');
      const vn = await ok(t, '/game_tab/homepage', { tablist: ['rpg'] }, { country: 'vn' });
      expect(vn.tabs[0].cards.map((c: Card) => c.productId)).not.toContain(taiga.id);
      const ru = await ok(t, '/game_tab/homepage', { tablist: ['rpg'] }, { country: 'ru', lang: 'ru-RU' });
      const card = ru.tabs[0].cards.find((c: Card) => c.productId === taiga.id);
      expect(card?.title).toBe('Хроники Тайги');
      expect(ru.tabs[0].name).toBe('Ролевые');
    });
  });

  describe('/game_tab/recommend', () => {
    it('pages through the market with total and has_more', async () => {
      const first = await ok(t, '/game_tab/recommend', { page: 1, one_page_cnt: 7 }, { country: 'ph' });
      expect(first.list).toHaveLength(7);
      expect(first.page).toBe(1);
      expect(first.has_more).toBe(true);
      expect(first.categories).toEqual([]);
      const all = await allCards(t, {}, { country: 'ph' });
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((c) => c.productId)).size).toBe(first.total);
      const lastPage = Math.ceil(first.total / 7);
      const last = await ok(t, '/game_tab/recommend', { page: lastPage, one_page_cnt: 7 }, { country: 'ph' });
      expect(last.has_more).toBe(false);
      expect(last.list).toHaveLength(first.total - (lastPage - 1) * 7);
      const past = await ok(t, '/game_tab/recommend', { page: lastPage + 3, one_page_cnt: 7 }, { country: 'ph' });
      expect(past).toMatchObject({ list: [], total: first.total, has_more: false });
      // Only products running in ph.
      const inPh = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int n from task_products where active and (cardinality(markets) = 0 or 'ph' = any(markets))`,
      );
      expect(first.total).toBe(inPh[0]?.n);
    });

    it('filters by category and answers category counts with rcmd_strategy_category', async () => {
      const data = await ok(
        t,
        '/game_tab/recommend',
        { page: 1, one_page_cnt: 50, strategy: 'rcmd_strategy_category' },
        { country: 'br', lang: 'pt-BR' },
      );
      const categories = data.categories as { id: string; name: string; count: number }[];
      expect(categories.map((c) => c.id)).toEqual([
        'rpg',
        'casual',
        'puzzle',
        'strategy',
        'action',
        'sports',
        'apps',
        'web3',
      ]);
      expect(categories.find((c) => c.id === 'puzzle')?.name).toBe('Quebra-cabeça');
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(data.total);
      for (const c of categories) {
        const one = await allCards(t, { catelog_id: c.id }, { country: 'br' });
        expect(one, c.id).toHaveLength(c.count);
        for (const card of one) expect(card.category).toBe(c.id);
      }
      const unknown = await ok(t, '/game_tab/recommend', { catelog_id: 'nope', page: 1, one_page_cnt: 5 });
      expect(unknown).toMatchObject({ list: [], total: 0, has_more: false });
    });

    it('takes the market from envContext before the Country-Code header', async () => {
      const taiga = await productOf(t, 'taiga-chronicles');
      const viaHeader = await allCards(t, {}, { country: 'vn' });
      expect(viaHeader.map((c) => c.productId)).not.toContain(taiga.id);
      const viaEnv = await allCards(t, { envContext: { country: 'KZ' } }, { country: 'vn' });
      expect(viaEnv.map((c) => c.productId)).toContain(taiga.id);
      const pho = await productOf(t, 'pho-master');
      expect(viaEnv.map((c) => c.productId)).not.toContain(pho.id);
    });
  });

  describe('/game_tab/search', () => {
    it('finds a product by its title in another locale, case-insensitively and trimmed', async () => {
      const jade = await productOf(t, 'jade-dynasty-saga');
      const zh = await ok(t, '/game_tab/search', { keyword: '翡翠王朝', page: 1, one_page_cnt: 10 }, { country: 'vn' });
      expect(zh.list.map((c: Card) => c.productId)).toEqual([jade.id]);
      expect(zh.list[0].title).toBe('Jade Dynasty Saga');
      expect(zh.total).toBe(1);
      const vi = await ok(t, '/game_tab/search', { keyword: 'ngọc triều', page: 1 }, { country: 'vn', lang: 'vi-VN' });
      expect(vi.list[0]?.title).toBe('Ngọc Triều Truyền Kỳ');
      const upper = await ok(t, '/game_tab/search', { keyword: '  DRAGON  ', page: 1 }, { country: 'vn' });
      expect(upper.list.map((c: Card) => c.title)).toContain('Dragon Realm');
    });

    it('pages results, answers empty results and treats % and _ literally', async () => {
      const page1 = await ok(t, '/game_tab/search', { keyword: 'a', page: 1, one_page_cnt: 4 }, { country: 'vn' });
      expect(page1.list).toHaveLength(4);
      expect(page1.total).toBeGreaterThan(4);
      expect(page1.has_more).toBe(true);
      const page2 = await ok(t, '/game_tab/search', { keyword: 'a', page: 2, one_page_cnt: 4 }, { country: 'vn' });
      const ids1 = page1.list.map((c: Card) => c.productId);
      for (const c of page2.list) expect(ids1).not.toContain(c.productId);
      for (const keyword of ['zzqx nothing', '%', '_', '\\']) {
        const none = await ok(t, '/game_tab/search', { keyword, page: 1 }, { country: 'vn' });
        expect(none, keyword).toMatchObject({ list: [], total: 0, page: 1, has_more: false });
      }
    });

    it('searches only the market', async () => {
      const vn = await ok(t, '/game_tab/search', { keyword: 'taiga', page: 1 }, { country: 'vn' });
      expect(vn.total).toBe(0);
      const ru = await ok(t, '/game_tab/search', { keyword: 'тайги', page: 1 }, { country: 'ru', lang: 'ru-RU' });
      expect(ru.list.map((c: Card) => c.title)).toEqual(['Хроники Тайги']);
    });
  });

  describe('/cpl/product_list', () => {
    it('lists web3 products', async () => {
      const data = await ok(t, '/cpl/product_list', { type: 'web3' }, { country: 'vn' });
      expect(data.list.length).toBeGreaterThan(0);
      for (const p of data.list) {
        expect(p.productType).toBe('web3');
        expect(p.offerCount).toBeGreaterThan(0);
        expect(p.xbOfferId).toBeGreaterThan(0);
      }
      expect(data).toMatchObject({ page: 1, has_more: false, total: data.list.length });
    });

    it('sorts by new and by reward, filters by category and market', async () => {
      const fresh = await ok(t, '/cpl/product_list', { sort: 'new', one_page_cnt: 50 });
      const times: number[] = fresh.list.map((p: { createdAt: number }) => p.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const rich = await ok(t, '/cpl/product_list', { sort: 'reward', one_page_cnt: 50 });
      const amounts: number[] = rich.list.map((p: { reward: { amount: string } }) => Number(p.reward.amount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(amounts[0]).toBeGreaterThan(amounts.at(-1) ?? 0);
      const puzzles = await ok(t, '/cpl/product_list', { category: 'puzzle', market: 'kz' }, { country: 'vn' });
      const matryoshka = await productOf(t, 'matryoshka-match');
      expect(puzzles.list.map((p: { productId: number }) => p.productId)).toContain(matryoshka.id);
      for (const p of puzzles.list) {
        expect(p.category).toBe('puzzle');
        expect(p.markets.length === 0 || p.markets.includes('kz')).toBe(true);
      }
    });
  });

  describe('/cpl/product_detail', () => {
    it('shows a visitor the product, localized, with offers and steps but no take', async () => {
      const dragon = await productOf(t, 'dragon-realm');
      const data = await ok(t, '/cpl/product_detail', { ProductId: dragon.id }, { lang: 'fr-FR', country: 'br' });
      expect(data.product).toMatchObject({
        productId: dragon.id,
        slug: 'dragon-realm',
        title: 'Dragon Realm',
        category: 'rpg',
        categoryName: 'RPG',
        productType: 'game',
        available: true,
        ImageUrl: '/task-art/dragon-realm/shot-1.svg',
      });
      expect(data.product.desc).toMatch(/dragons/);
      expect(data.product.desc).toMatch(/guilde/);
      expect(data.product.imglist).toHaveLength(3);
      expect(data.product.rating).toBeGreaterThanOrEqual(3.8);
      expect(data.offers.length).toBeGreaterThan(0);
      for (const offer of data.offers) {
        expect(offer.parentId).toBeNull();
        expect(offer.take).toBeNull();
        expect(offer.steps.length).toBeGreaterThan(0);
        expect(offer.steps.map((s: { status: string }) => s.status)).toEqual(
          offer.steps.map((_: unknown, i: number) => (i === 0 ? 'open' : 'locked')),
        );
      }
      const main = data.offers[0];
      expect(main.steps[1]).toMatchObject({ goal: 'level:10', title: 'Atteignez le niveau 10' });
      expect(main.steps[1].reward).toMatchObject({ coin: 'KC', token: null });
      const sum = main.steps.reduce((s: number, x: { reward: { amount: string } }) => s + Number(x.reward.amount), 0);
      expect(Number(main.reward.amount)).toBeCloseTo(sum, 2);
      // Every USD value uses the same KC price (the wallet's latest).
      const price = Number(main.reward.usd) / sum;
      expect(price).toBeGreaterThan(0);
      for (const s of main.steps) expect(Number(s.reward.usd)).toBeCloseTo(Number(s.reward.amount) * price, 3);
    });

    it('falls back to en-US for a locale a product lacks, and for an unknown language', async () => {
      const [row] = await t.database.db
        .insert(taskProducts)
        .values({
          slug: 'only-english',
          categoryId: 'casual',
          productType: 'game',
          titles: { 'en-US': 'Only English' },
          descriptions: { 'en-US': 'Written in English only.' },
          searchText: 'only english',
          icon: '/task-art/only-english/icon.svg',
        })
        .returning({ id: taskProducts.id });
      const id = row?.id as number;
      const [offer] = await t.database.db
        .insert(taskOffers)
        .values({ productId: id, kind: 'cpl', titles: { 'en-US': 'Play' }, expireDays: 3 })
        .returning({ id: taskOffers.id });
      await t.database.db
        .insert(taskOfferSteps)
        .values({ offerId: offer?.id as number, seq: 1, goal: 'open', titles: { 'en-US': 'Open' }, rewardKc: 1000n });
      for (const lang of ['ja-JP', 'xx-XX']) {
        const data = await ok(t, '/cpl/product_detail', { ProductId: id }, { lang });
        expect(data.product.title).toBe('Only English');
        expect(data.product.desc).toBe('Written in English only.');
        expect(data.offers[0].title).toBe('Play');
        expect(data.offers[0].reward.amount).toBe('10');
      }
      await t.database.db.update(taskProducts).set({ active: false }).where(eq(taskProducts.id, id));
      const gone = await call(t, '/cpl/product_detail', { ProductId: id });
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);
    });

    it('keeps offers of other markets out, and says when the product does not run in the market', async () => {
      const narrowed = await rows<{ id: number; product_id: number; markets: string[] }>(
        t.database.db,
        sql`select o.id, o.product_id, o.markets from task_offers o where cardinality(o.markets) > 0 order by o.id limit 1`,
      );
      const offer = narrowed[0];
      expect(offer).toBeDefined();
      if (!offer) return;
      const product = (await t.database.db.select().from(taskProducts).where(eq(taskProducts.id, offer.product_id)))[0];
      const outside = (product?.markets ?? []).find((m) => !offer.markets.includes(m)) as string;
      const inside = offer.markets[0] as string;
      const seen = async (country: string) =>
        (await ok(t, '/cpl/product_detail', { ProductId: offer.product_id }, { country })).offers.map(
          (o: { xbOfferId: number }) => o.xbOfferId,
        );
      expect(await seen(inside)).toContain(offer.id);
      expect(await seen(outside)).not.toContain(offer.id);

      const taiga = await productOf(t, 'taiga-chronicles');
      const vn = await ok(t, '/cpl/product_detail', { ProductId: taiga.id }, { country: 'vn' });
      expect(vn.product.available).toBe(false);
      expect(vn.offers).toEqual([]);
    });

    it('answers 404 for a product that does not exist', async () => {
      const r = await call(t, '/cpl/product_detail', { ProductId: PG_INT_MAX });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(ErrorCode.NOT_FOUND);
    });

    it("shows a logged-in player each step's status and the take", async () => {
      const db = t.database.db;
      const shadow = await productOf(t, 'shadow-knights');
      const before = await ok(t, '/cpl/product_detail', { ProductId: shadow.id }, { user: PLAYER });
      const main = before.offers.find((o: { steps: unknown[] }) => o.steps.length >= 3);
      expect(main.take).toBeNull();
      const [s1, s2, s3] = main.steps as { stepId: number }[];
      const takenAt = new Date(Date.now() - 3600_000);
      await db.insert(taskTakes).values({
        clickId: 'click-catalogue-test-000000001',
        userId: PLAYER,
        offerId: main.xbOfferId,
        market: 'vn',
        link: 'https://track.example/c/1',
        takenAt,
        expiresAt: new Date(takenAt.getTime() + 7 * 86_400_000),
      });
      await db.insert(taskCompletions).values({
        clickId: 'click-catalogue-test-000000001',
        userId: PLAYER,
        offerId: main.xbOfferId,
        stepId: s1?.stepId as number,
        network: 'builtin',
        networkTxnId: 'catalogue-test-1',
        status: 'paid',
        amount: 100n,
      });
      await db.insert(taskAudits).values({
        clickId: 'click-catalogue-test-000000001',
        userId: PLAYER,
        offerId: main.xbOfferId,
        stepId: s2?.stepId as number,
        status: 'rejected',
        reason: 'The screenshot does not show level 10',
      });
      const after = await ok(t, '/cpl/product_detail', { ProductId: shadow.id }, { user: PLAYER });
      const offer = after.offers.find((o: { xbOfferId: number }) => o.xbOfferId === main.xbOfferId);
      expect(offer.take).toEqual({
        clickId: 'click-catalogue-test-000000001',
        takeTime: Math.floor(takenAt.getTime() / 1000),
        expiresAt: Math.floor(takenAt.getTime() / 1000) + 7 * 86_400,
        link: 'https://track.example/c/1',
        status: 'active',
      });
      expect(offer.steps.map((s: { status: string }) => s.status)).toEqual(['done', 'rejected', 'open']);
      expect(offer.steps[1].reason).toBe('The screenshot does not show level 10');

      // A new audit after the refusal is pending; the third step stays open.
      await db.insert(taskAudits).values({
        clickId: 'click-catalogue-test-000000001',
        userId: PLAYER,
        offerId: main.xbOfferId,
        stepId: s2?.stepId as number,
        status: 'pending',
      });
      const pending = await ok(t, '/cpl/product_detail', { ProductId: shadow.id }, { user: PLAYER });
      const again = pending.offers.find((o: { xbOfferId: number }) => o.xbOfferId === main.xbOfferId);
      expect(again.steps.map((s: { status: string }) => s.status)).toEqual(['done', 'pending_audit', 'open']);
      expect(s3).toBeDefined();

      // An expired take reads as expired; another player and a visitor see none of it.
      await db
        .update(taskTakes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(taskTakes.userId, PLAYER), eq(taskTakes.offerId, main.xbOfferId)));
      const expired = await ok(t, '/cpl/product_detail', { ProductId: shadow.id }, { user: PLAYER });
      expect(expired.offers.find((o: { xbOfferId: number }) => o.xbOfferId === main.xbOfferId).take.status).toBe(
        'expired',
      );
      for (const other of [await ok(t, '/cpl/product_detail', { ProductId: shadow.id }, { user: 100002 }), before]) {
        const o = other.offers.find((x: { xbOfferId: number }) => x.xbOfferId === main.xbOfferId);
        expect(o.take).toBeNull();
        expect(o.steps.map((s: { status: string }) => s.status)).toEqual(['open', 'locked', 'locked']);
      }
    });
  });

  describe('/cpl/list_son', () => {
    it("answers a parent's sub-offers, as many as its subCount says", async () => {
      const parents = await rows<{ parent_id: number; product_id: number; n: number }>(
        t.database.db,
        sql`select parent_id, min(product_id) product_id, count(*)::int n from task_offers where parent_id is not null
            group by parent_id order by parent_id limit 1`,
      );
      const parent = parents[0];
      expect(parent).toBeDefined();
      if (!parent) return;
      const detail = await ok(t, '/cpl/product_detail', { ProductId: parent.product_id }, { country: 'vn' });
      const top = detail.offers.find((o: { xbOfferId: number }) => o.xbOfferId === parent.parent_id);
      expect(top.subCount).toBe(parent.n);
      const data = await ok(t, '/cpl/list_son', { parent_id: parent.parent_id, from: 'product' }, { lang: 'ko-KR' });
      expect(data.list).toHaveLength(parent.n);
      for (const o of data.list) {
        expect(o.parentId).toBe(parent.parent_id);
        expect(o.productId).toBe(parent.product_id);
        expect(o.steps.length).toBeGreaterThan(0);
        expect(o.title).toMatch(/목표/);
      }
      const none = await ok(t, '/cpl/list_son', { parent_id: data.list[0].xbOfferId });
      expect(none.list).toEqual([]);
      const unknown = await call(t, '/cpl/list_son', { parent_id: PG_INT_MAX });
      expect(unknown.status).toBe(404);
    });
  });

  describe('/cpl/init', () => {
    it('answers visitors, records a player’s market and device, and echoes a deep-linked offer that exists', async () => {
      const visitor = await ok(t, '/cpl/init', {});
      expect(visitor.initSuccess).toBe(true);
      expect(visitor.markets).toEqual(
        expect.arrayContaining(['ru', 'ph', 'uz', 'kz', 'vn', 'th', 'id', 'my', 'br', 'mx']),
      );
      expect(visitor.deeplink_offer_task_id).toBeUndefined();

      const [offer] = await t.database.db.select({ id: taskOffers.id }).from(taskOffers).limit(1);
      const data = await ok(
        t,
        '/cpl/init',
        {
          user_id: PLAYER,
          envContext: { country: 'th', did: 'device-abc-123', deeplink_offer_task_id: String(offer?.id) },
        },
        { user: PLAYER, country: 'vn' },
      );
      expect(data).toMatchObject({ initSuccess: true, market: 'th', deeplink_offer_task_id: offer?.id });
      const [row] = await t.database.db.select().from(taskInits).where(eq(taskInits.userId, PLAYER));
      expect(row).toMatchObject({ market: 'th', deviceId: 'device-abc-123' });
      const missing = await ok(
        t,
        '/cpl/init',
        { envContext: { deeplink_offer_task_id: PG_INT_MAX } },
        { user: PLAYER },
      );
      expect(missing.deeplink_offer_task_id).toBeUndefined();
      expect(missing.market).toBe('vn');
    });
  });

  describe('bad input', () => {
    const cases: [string, object, string][] = [
      ['/game_tab/homepage', { tablist: ['nope'] }, 'tablist.0'],
      ['/game_tab/homepage', { tablist: [] }, 'tablist'],
      ['/game_tab/homepage', { tablist: 'hot' }, 'tablist'],
      ['/game_tab/recommend', { page: 0 }, 'page'],
      ['/game_tab/recommend', { page: '1' }, 'page'],
      ['/game_tab/recommend', { page: 1.5 }, 'page'],
      ['/game_tab/recommend', { one_page_cnt: 51 }, 'one_page_cnt'],
      ['/game_tab/recommend', { one_page_cnt: 0 }, 'one_page_cnt'],
      ['/game_tab/recommend', { catelog_id: 'Not A Category' }, 'catelog_id'],
      ['/game_tab/recommend', { strategy: 'rcmd_everything' }, 'strategy'],
      ['/game_tab/recommend', { envContext: { country: 'vnm' } }, 'envContext.country'],
      ['/game_tab/recommend', { envContext: 'vn' }, 'envContext'],
      ['/game_tab/recommend', { user_id: -1 }, 'user_id'],
      ['/game_tab/recommend', { userId: 'me' }, 'userId'],
      ['/game_tab/search', {}, 'keyword'],
      ['/game_tab/search', { keyword: '' }, 'keyword'],
      ['/game_tab/search', { keyword: '    ' }, 'keyword'],
      ['/game_tab/search', { keyword: 'x'.repeat(65) }, 'keyword'],
      ['/game_tab/search', { keyword: 42 }, 'keyword'],
      ['/game_tab/search', { keyword: 'ok', page: -2 }, 'page'],
      ['/cpl/product_list', { type: 'casino' }, 'type'],
      ['/cpl/product_list', { sort: 'cheapest' }, 'sort'],
      ['/cpl/product_list', { market: 'us' }, 'market'],
      ['/cpl/product_list', { category: '' }, 'category'],
      ['/cpl/product_detail', {}, 'ProductId'],
      ['/cpl/product_detail', { ProductId: 0 }, 'ProductId'],
      ['/cpl/product_detail', { ProductId: '12' }, 'ProductId'],
      ['/cpl/product_detail', { ProductId: PG_INT_MAX + 1 }, 'ProductId'],
      ['/cpl/product_detail', { ProductId: 1, envContext: { did: 'x'.repeat(200) } }, 'envContext.did'],
      ['/cpl/list_son', {}, 'parent_id'],
      ['/cpl/list_son', { parent_id: -4 }, 'parent_id'],
      ['/cpl/list_son', { parent_id: 1, from: 'y'.repeat(40) }, 'from'],
      ['/cpl/init', { envContext: { deeplink_offer_task_id: 'abc' } }, 'envContext.deeplink_offer_task_id'],
      ['/cpl/init', { envContext: { deeplink_offer_task_id: PG_INT_MAX + 1 } }, 'envContext.deeplink_offer_task_id'],
    ];
    it.each(cases)('%s %j gives a field error on %s', async (path, body, field) => {
      const r = await call(t, path, { page: 1, ...body }, { user: PLAYER });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(ErrorCode.VALIDATION);
      expect(Object.keys(r.body.data)).toContain(field);
    });

    it('answers a body that is not an object with 400, never 500', async () => {
      for (const path of ['/game_tab/recommend', '/cpl/product_detail', '/cpl/init']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/svc/task${path}`,
          headers: { ...signedHeaders(), 'content-type': 'application/json' },
          payload: '[1,2]',
        });
        expect(response.statusCode, path).toBe(400);
      }
    });
  });

  describe('artwork', () => {
    it('draws the same SVG for a slug every time, with a long cache', async () => {
      const get = (url: string) => t.app.inject({ method: 'GET', url });
      const a = await get('/task-art/dragon-realm/icon.svg');
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(a.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(a.body).toMatch(/^<svg /);
      expect(a.body).toContain('>DR<');
      expect((await get('/task-art/dragon-realm/icon.svg')).body).toBe(a.body);
      expect((await get('/task-art/gem-cascade/icon.svg')).body).not.toBe(a.body);
      for (const shot of ['shot-1', 'shot-2', 'shot-3']) {
        const r = await get(`/task-art/dragon-realm/${shot}.svg`);
        expect(r.statusCode).toBe(200);
        expect(r.body).toContain('Dragon Realm');
      }
      for (const bad of [
        '/task-art/dragon-realm/shot-4.svg',
        '/task-art/dragon-realm/icon.png',
        '/task-art/..%2F/icon.svg',
      ]) {
        expect((await get(bad)).statusCode, bad).toBe(404);
      }
      // Every seeded picture is one the route draws.
      const products = await t.database.db.select().from(taskProducts);
      for (const p of products.slice(0, 5))
        for (const url of [p.icon, ...p.images]) expect((await get(url)).statusCode, url).toBe(200);
    });
  });
});
