import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { one, rows } from '../../src/ledger/sql.ts';
import { sweepProductImages } from '../../src/services/product/images.ts';
import { call, newPlayer, type Player } from '../account/support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

/** Creators' products (issue 22): uploads, submissions and their caps, withdrawing, the console's review. */

// A small upload budget, so the limit is reached in a test; each test's players stay under it otherwise.
process.env.PRODUCT_UPLOADS_PER_HOUR = '8';

const BASE = '/svc/product/product';
const KEY_RE = /^product\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/;

async function png(width: number, height: number, hue = 200): Promise<string> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: hue % 255, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const upload = (t: TestApp, p: Player, role: 'icon' | 'screenshot', image: string) =>
  call(t, p, `${BASE}/upload_image`, { body: { role, image } });

async function pictures(t: TestApp, p: Player, shots = 2) {
  const icon = await upload(t, p, 'icon', await png(256, 256));
  expect(icon.code, JSON.stringify(icon)).toBe(0);
  const screenshots: string[] = [];
  for (let i = 0; i < shots; i += 1) {
    const shot = await upload(t, p, 'screenshot', await png(360, 640, i * 40));
    expect(shot.code, JSON.stringify(shot)).toBe(0);
    screenshots.push(shot.data.key);
  }
  return { icon: icon.data.key as string, screenshots };
}

const form = (o: Record<string, unknown>) => ({
  title: 'Sky Farm Tycoon',
  description: 'Grow a farm in the clouds.\nTrade with friends and build a floating village.',
  category: 'casual',
  link: 'https://skyfarm.example.com/play',
  ...o,
});

describe.each(DB_KINDS)('creator products (%s)', (kind) => {
  const t = useTestApp(kind);
  const creator = () => newPlayer(t, 730_000);
  const submit = (p: Player, body: object) => call(t, p, `${BASE}/submit`, { body });

  it("offers the catalogue's categories in the caller's language, with the limits", async () => {
    const p = await creator();
    const config = await call(t, p, `${BASE}/config`, { language: 'vi-VN' });
    expect(config.code).toBe(0);
    expect(config.data).toMatchObject({
      max_screenshots: 5,
      max_pending: 3,
      per_day: 5,
      pending: 0,
      submitted_today: 0,
    });
    expect(config.data.categories.map((c: { id: string }) => c.id)).toContain('casual');
    expect(config.data.categories.find((c: { id: string }) => c.id === 'rpg').name).not.toBe('');
    expect((await call(t, undefined, `${BASE}/config`)).code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('re-encodes an upload to WebP under product/, served by /img, and refuses what is not a picture', async () => {
    const p = await creator();
    const big = await upload(t, p, 'icon', await png(1024, 1024));
    expect(big.code, JSON.stringify(big)).toBe(0);
    expect(big.data.key).toMatch(KEY_RE);
    expect(big.data).toMatchObject({ url: `/img/${big.data.key}`, width: 512, height: 512 });
    const served = await t.app.inject({ method: 'GET', url: big.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Declared a PNG, but the bytes are text.
    const text = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>'.repeat(4)).toString('base64')}`;
    const fake = await upload(t, p, 'screenshot', text);
    expect(fake.status).toBe(400);
    expect(fake.data.image).toBeDefined();
    // A GIF is not accepted, whatever it says it is.
    const gif = `data:image/png;base64,${Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000').toString('base64')}`;
    expect((await upload(t, p, 'screenshot', gif)).status).toBe(400);
    // Past the pixel limit (8000 x 6000 = 48 megapixels) it is refused before decoding.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(t, p, 'screenshot', `data:image/png;base64,${bomb.toString('base64')}`);
    expect(refused.status, JSON.stringify(refused)).toBe(400);
    expect(refused.data.image).toBeDefined();
    // Past the size limit of a call, and not a data URL at all: schema errors.
    expect((await upload(t, p, 'screenshot', `data:image/png;base64,${'A'.repeat(900_001)}`)).status).toBe(400);
    expect((await upload(t, p, 'screenshot', 'https://example.com/a.png')).status).toBe(400);
    expect(
      (await call(t, p, `${BASE}/upload_image`, { body: { role: 'banner', image: await png(8, 8) } })).status,
    ).toBe(400);
    const stored = await rows(t.database.db, sql`select key from product_uploads where user_id = ${p.id}`);
    expect(stored).toHaveLength(1);
  });

  it('limits uploads per player and hour', async () => {
    const p = await creator();
    const image = await png(32, 32);
    const codes: number[] = [];
    for (let i = 0; i < 9; i += 1) codes.push((await upload(t, p, 'screenshot', image)).code);
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(0));
    expect(codes[8]).toBe(ErrorCode.RATE_LIMITED);
  });

  it('takes a submission for review, lists it, and refuses bad fields and pictures that are not its own', async () => {
    const p = await creator();
    const mine = await pictures(t, p, 2);
    const other = await creator();
    const theirs = await pictures(t, other, 1);

    const bad: [Record<string, unknown>, string][] = [
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: 'ftp://example.com/game' }, 'link'],
      [{ link: 'https://user:pw@example.com' }, 'link'],
      [{ title: 'x' }, 'title'],
      [{ description: 'short' }, 'description'],
      [{ description: 'Long enough text \u0007 with a bell' }, 'description'],
      [{ category: 'Not A Category' }, 'category'],
      [{ category: 'racing' }, 'category'],
      [{ icon: theirs.icon }, 'icon'],
      [{ icon: mine.screenshots[0] }, 'icon'],
      [{ screenshots: [theirs.screenshots[0]] }, 'screenshots'],
      [{ screenshots: [mine.icon] }, 'icon'],
      [{ screenshots: [mine.screenshots[0], mine.screenshots[0]] }, 'screenshots'],
      [{ screenshots: Array(6).fill(mine.screenshots[0]) }, 'screenshots'],
      [{ icon: 'product/2025-01/../../etc/passwd.webp' }, 'icon'],
    ];
    for (const [change, field] of bad) {
      const answer = await submit(p, form({ ...mine, ...change }));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.data[field], `${JSON.stringify(change)}: ${JSON.stringify(answer.data)}`).toBeDefined();
    }

    const made = await submit(p, form(mine));
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.submission).toMatchObject({
      title: 'Sky Farm Tycoon',
      category: 'casual',
      link: 'https://skyfarm.example.com/play',
      status: 'pending',
      reason: '',
      product_id: null,
      icon_url: `/img/${mine.icon}`,
      screenshot_urls: mine.screenshots.map((k) => `/img/${k}`),
      decided_at: null,
    });
    // Its pictures are taken now.
    const again = await submit(p, form(mine));
    expect(again.status).toBe(400);
    expect(again.data.icon).toBeDefined();

    const list = await call(t, p, `${BASE}/my_submissions`);
    expect(list.data).toMatchObject({ has_more: false, list: [{ submission_id: made.data.submission.submission_id }] });
    expect((await call(t, other, `${BASE}/my_submissions`)).data.list).toEqual([]);
    expect((await call(t, p, `${BASE}/my_submissions`, { query: { page: 0 } })).status).toBe(400);
  });

  it('caps submissions waiting at once and submissions a day; a withdrawal frees a place but not the day', async () => {
    const p = await creator();
    const made: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const pics = await pictures(t, p, 0);
      const answer = await submit(p, form({ ...pics, title: `Game ${i}` }));
      expect(answer.code, JSON.stringify(answer)).toBe(0);
      made.push(answer.data.submission.submission_id);
    }
    const fourth = await pictures(t, p, 0);
    expect(await submit(p, form(fourth))).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { reason: 'too_many_pending', max: 3 },
    });
    // Withdrawing: once; another player's is not found; a decided one cannot be withdrawn.
    const stranger = await creator();
    expect((await call(t, stranger, `${BASE}/withdraw`, { body: { submission_id: made[0] } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const taken = await call(t, p, `${BASE}/withdraw`, { body: { submission_id: made[0] } });
    expect(taken.data.submission).toMatchObject({ status: 'withdrawn' });
    expect(await call(t, p, `${BASE}/withdraw`, { body: { submission_id: made[0] } })).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: { reason: 'not_pending', status: 'withdrawn' },
    });
    expect((await call(t, p, `${BASE}/withdraw`, { body: { submission_id: -1 } })).status).toBe(400);
    expect((await submit(p, form(fourth))).code).toBe(0);
    await call(t, p, `${BASE}/withdraw`, { body: { submission_id: made[1] } });
    const fifthPics = await pictures(t, p, 0);
    expect((await submit(p, form(fifthPics))).code).toBe(0);
    await call(t, p, `${BASE}/withdraw`, { body: { submission_id: made[2] } });
    // Five today already: the sixth waits for tomorrow.
    const sixth = await pictures(t, p, 0);
    expect(await submit(p, form(sixth))).toMatchObject({ code: ErrorCode.RATE_LIMITED, data: { reason: 'per_day' } });
    expect((await call(t, p, `${BASE}/config`)).data).toMatchObject({ pending: 2, submitted_today: 5 });
  });

  it('racing submissions of one player still respect the cap', async () => {
    const p = await creator();
    const sets = [];
    for (let i = 0; i < 4; i += 1) sets.push(await pictures(t, p, 0));
    const answers = await Promise.all(sets.map((pics) => submit(p, form(pics))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(1);
  });

  it('sweeps pictures no submission uses a day after upload', async () => {
    const p = await creator();
    const used = await pictures(t, p, 1);
    expect((await submit(p, form(used))).code).toBe(0);
    const orphan = await upload(t, p, 'screenshot', await png(40, 40));
    const swept = await sweepProductImages(t.database.db, t.app.blobs, Date.now() + 25 * 3600 * 1000);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await t.app.blobs.get(orphan.data.key)).toBeUndefined();
    expect(await t.app.blobs.get(used.icon)).toBeDefined();
    expect(await t.app.blobs.get(used.screenshots[0] as string)).toBeDefined();
  });
});

describe.each(DB_KINDS)('product reviews in the console (%s)', (kind) => {
  const t = useTestApp(kind);

  async function pendingSubmission(market = 'th') {
    const p = await newPlayer(t, 740_000, market);
    const pics = await pictures(t, p, 2);
    const made = await call(t, p, `${BASE}/submit`, { body: form({ ...pics, title: `Lantern Quest ${p.id}` }) });
    expect(made.code, JSON.stringify(made)).toBe(0);
    return { creator: p, id: made.data.submission.submission_id as number, pics };
  }

  it('approves a submission into the catalogue once, however many reviewers press at once', async () => {
    const reviewer = await signedInOperator(t, 'content');
    const { creator, id, pics } = await pendingSubmission('th');
    const queue = await opsCall(t.app, '/product-reviews', { status: 'pending' }, reviewer.token);
    expect(queue.body.code).toBe(0);
    expect(queue.body.data.list.find((s: { submission_id: number }) => s.submission_id === id)).toMatchObject({
      user_id: creator.id,
      username: creator.name,
      market: 'th',
      icon_url: `/img/${pics.icon}`,
    });

    const decide = () =>
      opsCall(t.app, '/product-reviews/decide', { submission_id: id, approve: true }, reviewer.token);
    const answers = await Promise.all([decide(), decide(), decide()]);
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 0))
      expect(lost.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'already_decided' } });
    const productId = won[0]?.body.data.submission.product_id as number;
    expect(productId).toBeGreaterThan(0);
    const products = await rows(t.database.db, sql`select id from task_products where slug = ${`creator-${id}`}`);
    expect(products).toHaveLength(1);

    // /products/<id>: the catalogue's detail call shows it, in the creator's market, with no task.
    const detail = await t.app.inject({
      method: 'POST',
      url: '/svc/task/cpl/product_detail',
      headers: signedHeaders({ extra: { 'Country-Code': 'th' } }),
      payload: { ProductId: productId },
    });
    const body = detail.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data.product).toMatchObject({
      productId,
      title: `Lantern Quest ${creator.id}`,
      icon: `/img/${pics.icon}`,
      imglist: pics.screenshots.map((k) => `/img/${k}`),
      category: 'casual',
      productType: 'game',
      markets: ['th'],
      store: { web: 'https://skyfarm.example.com/play' },
      available: true,
    });
    expect(body.data.offers).toEqual([]);

    const mine = await call(t, creator, `${BASE}/my_submissions`);
    expect(mine.data.list[0]).toMatchObject({ status: 'approved', product_id: productId });
    const audit = await one<{ operator_id: string | number; target: string }>(
      t.database.db,
      sql`select operator_id, target from operator_audit where action = 'product.approve' order by id desc limit 1`,
    );
    expect(audit).toEqual({ operator_id: expect.anything(), target: `product_submission:${id}` });
    expect(Number(audit?.operator_id)).toBe(reviewer.id);
    // The creator can no longer withdraw it.
    expect((await call(t, creator, `${BASE}/withdraw`, { body: { submission_id: id } })).code).toBe(ErrorCode.CONFLICT);
  });

  it('rejects with the reason the creator reads; a rejection needs a reason; unknown ids are not found', async () => {
    const reviewer = await signedInOperator(t, 'admin');
    const { creator, id } = await pendingSubmission('vn');
    const noReason = await opsCall(
      t.app,
      '/product-reviews/decide',
      { submission_id: id, approve: false },
      reviewer.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.reason).toBeDefined();
    const rejected = await opsCall(
      t.app,
      '/product-reviews/decide',
      { submission_id: id, approve: false, reason: 'The link does not open your game.' },
      reviewer.token,
    );
    expect(rejected.body.code, JSON.stringify(rejected.body)).toBe(0);
    expect(rejected.body.data.submission).toMatchObject({ status: 'rejected', product_id: null });
    const mine = await call(t, creator, `${BASE}/my_submissions`);
    expect(mine.data.list[0]).toMatchObject({ status: 'rejected', reason: 'The link does not open your game.' });
    expect(await rows(t.database.db, sql`select 1 from task_products where slug = ${`creator-${id}`}`)).toEqual([]);
    const unknown = await opsCall(
      t.app,
      '/product-reviews/decide',
      { submission_id: 2_000_000_000, approve: true },
      reviewer.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const filtered = await opsCall(t.app, '/product-reviews', { status: 'rejected' }, reviewer.token);
    expect(filtered.body.data.list.map((s: { submission_id: number }) => s.submission_id)).toContain(id);
  });

  it('refuses roles without products.review', async () => {
    const support = await signedInOperator(t, 'support');
    const answer = await opsCall(t.app, '/product-reviews', { status: 'pending' }, support.token);
    expect(answer.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { permission: 'products.review' } });
  });
});

describe.each(DB_KINDS)('demo creators (%s)', (kind) => {
  const t = useTestApp(kind);

  it('seeds one creator per market with a pending and an approved product, drawn here, once', async () => {
    const { SEED_CREATORS, seedProducts } = await import('../../src/services/product/seed.ts');
    const { MARKET_DIAL_CODES } = await import('../../src/services/user/markets.ts');
    await seedProducts(t.app);
    await seedProducts(t.app);
    expect(SEED_CREATORS.map((c) => c.market).sort()).toEqual(Object.keys(MARKET_DIAL_CODES).sort());
    const ids = SEED_CREATORS.map((c) => c.id);
    const counts = await rows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from product_submissions
          where user_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) group by status order by status`,
    );
    expect(counts).toEqual([
      { status: 'approved', n: SEED_CREATORS.length },
      { status: 'pending', n: SEED_CREATORS.length },
    ]);
    const vn = await one<{ product_id: number; icon_key: string; market: string }>(
      t.database.db,
      sql`select product_id, icon_key, market from product_submissions where user_id = 100950 and status = 'approved'`,
    );
    const detail = await t.app.inject({
      method: 'POST',
      url: '/svc/task/cpl/product_detail',
      headers: signedHeaders({ extra: { 'Country-Code': 'vn' } }),
      payload: { ProductId: vn?.product_id },
    });
    expect(detail.json().data.product).toMatchObject({ title: 'Phở Rush', available: true, markets: ['vn'] });
    const icon = await t.app.inject({ method: 'GET', url: `/img/${vn?.icon_key}?w=128&q=75&fm=webp` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
  });
});
