import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { registerHeadData } from '../../src/head/head-data.ts';
import { maskNickname } from '../../src/head/render-head.ts';

/** Server-rendered heads, fetched as a crawler would: plain HTML, no JavaScript. */

const ORIGIN = 'https://arcadia.test';
let app: FastifyInstance;
let database: Database;

registerHeadData('gift', async ({ code }) => (code === 'GIFT42' ? { senderNickname: 'NguyenVanA' } : undefined));
registerHeadData('product', async ({ productId }) =>
  productId === '7'
    ? { title: 'Dragon Quest <Legends>', description: 'A quest game', image: '/img/p7.png' }
    : undefined,
);

beforeAll(async () => {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { webDist: join(import.meta.dirname, 'fixture'), dataDir: 'memory://', publicOrigin: ORIGIN },
  );
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemo(database.db);
  app = await buildApp({ config, database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function html(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const meta = (body: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(body)?.[1];
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1]?.replaceAll('&amp;', '&');

describe('server-rendered head', () => {
  it('sets lang and dir from the locale segment', async () => {
    expect(await html('/th-TH/')).toContain('<html lang="th-TH" dir="ltr"');
    expect(await html('/ja-JP/wallet')).toContain('<html lang="ja-JP" dir="ltr"');
  });

  it('translates plain titles from the web common namespace', async () => {
    expect(titleOf(await html('/vi-VN/'))).toBe('Trang chủ');
    expect(titleOf(await html('/ru-RU/giftcode'))).toBe('Подарочные коды');
    expect(titleOf(await html('/zh-CN/user/feedback'))).toBe('意见反馈');
  });

  it('adds the product-name suffix on wallet, NFT, pool and library', async () => {
    expect(titleOf(await html('/en-US/wallet'))).toBe('Wallet - Arcadia');
    expect(titleOf(await html('/en-US/petV2'))).toBe('NFT Pets - Arcadia');
    expect(titleOf(await html('/vi-VN/pool'))).toBe('Quỹ thưởng - Arcadia');
    expect(titleOf(await html('/ja-JP/library'))).toBe('ライブラリ - Arcadia');
  });

  it('uses the username on a profile page, with a preview', async () => {
    const body = await html('/en-US/profile/100001');
    expect(titleOf(body)).toBe('Linh Tran');
    expect(meta(body, 'property', 'og:title')).toBe('Linh Tran');
    expect(titleOf(await html('/en-US/profile/999999'))).toBe('Profile');
  });

  it('shows the masked gift sender with the send-a-gift text', async () => {
    expect(maskNickname('NguyenVanA')).toBe('Ng***nA');
    const body = await html('/en-US/gift/GIFT42');
    expect(titleOf(body)).toBe('Ng***nA sent you a gift');
    expect(meta(body, 'property', 'og:title')).toBe('Ng***nA sent you a gift');
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(titleOf(await html('/vi-VN/gift/GIFT42'))).toBe('Ng***nA đã gửi cho bạn một món quà');
    expect(titleOf(await html('/en-US/gift/UNKNOWN'))).toBe('Gift');
  });

  it('uses a product title from its data, escaped, with Open Graph and Twitter tags', async () => {
    const body = await html('/en-US/products/7');
    expect(titleOf(body)).toBe('Dragon Quest &lt;Legends&gt;');
    expect(meta(body, 'property', 'og:description')).toBe('A quest game');
    expect(meta(body, 'property', 'og:image')).toBe(`${ORIGIN}/img/p7.png`);
    expect(meta(body, 'property', 'og:type')).toBe('article');
    expect(meta(body, 'name', 'twitter:image')).toBe(`${ORIGIN}/img/p7.png`);
    expect(canonical(body)).toBe(`${ORIGIN}/en-US/products/7`);
    expect(titleOf(await html('/en-US/products/8'))).toBe('Product');
    expect(titleOf(await html('/en-US/posts/3'))).toBe('Post');
  });

  it('gives share pages a preview with the locale share image', async () => {
    const body = await html('/pt-BR/share/land?share_uid=5');
    expect(meta(body, 'property', 'og:image')).toBe(`${ORIGIN}/resource/share/pt.png`);
    expect(meta(body, 'property', 'og:url')).toBe(`${ORIGIN}/pt-BR/share/land?share_uid=5`);
    expect(meta(body, 'property', 'og:locale')).toBe('pt_BR');
    const ko = await html('/ko-KR/share');
    expect(meta(ko, 'property', 'og:image')).toBe(`${ORIGIN}/resource/share/en.png`);
  });

  it('has no preview tags on ordinary pages', async () => {
    expect(await html('/en-US/wallet')).not.toContain('og:title');
  });

  it('sets canonical links where the manifest says, with task query parameters', async () => {
    expect(canonical(await html('/en-US/'))).toBe(`${ORIGIN}/en-US/`);
    expect(canonical(await html('/en-US/pool'))).toBe(`${ORIGIN}/en-US/pool`);
    expect(canonical(await html('/en-US/user/login-home?backUrl=x'))).toBe(`${ORIGIN}/en-US/user/login-home`);
    expect(canonical(await html('/en-US/task/welfare?productId=9&offerId=3&from=x'))).toBe(
      `${ORIGIN}/en-US/task/welfare?productId=9&offerId=3`,
    );
    expect(canonical(await html('/en-US/task/recharge?mchId=2&gameId=1'))).toBe(
      `${ORIGIN}/en-US/task/recharge?gameId=1&mchId=2`,
    );
    expect(canonical(await html('/en-US/giftcode'))).toBeUndefined();
  });

  it('lists alternate-language links for zh-CN, en-US and vi-VN', async () => {
    const body = await html('/th-TH/library');
    const alternates = [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ['zh-CN', `${ORIGIN}/zh-CN/library`],
      ['en-US', `${ORIGIN}/en-US/library`],
      ['vi-VN', `${ORIGIN}/vi-VN/library`],
    ]);
  });

  it('gives sub-brand and inbet pages their own icon, and the sub-brand its own install identity', async () => {
    const fortune = await html('/pt-BR/fortune/money');
    expect(fortune).toContain('<link rel="icon" href="/fortune/icon.svg"');
    expect(fortune).toContain('<link rel="manifest" href="/fortune/manifest.webmanifest"');
    expect(fortune).toContain('<link rel="apple-touch-icon" href="/fortune/apple-touch-icon.png"');
    expect(fortune).toContain('<meta name="theme-color" content="#12081f"');
    expect(fortune).toMatch(/<html lang="pt-BR" dir="ltr" class="fortune"/);
    const main = await html('/en-US/wallet');
    expect(main).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(main).not.toContain('class="fortune"');
    expect(await html('/en-US/inbet/money')).toContain('<link rel="icon" href="/resource/icons/inbet.svg"');
    expect(await html('/en-US/')).toContain('<link rel="icon" href="/icon.svg"');
  });

  it('redirects a bare path to the NEXT_LOCALE cookie, else vi-VN', async () => {
    const bare = await app.inject({ method: 'GET', url: '/wallet' });
    expect(bare.headers.location).toBe('/vi-VN/wallet');
    const chosen = await app.inject({ method: 'GET', url: '/wallet', headers: { cookie: 'a=1; NEXT_LOCALE=th-TH' } });
    expect(chosen.headers.location).toBe('/th-TH/wallet');
    const root = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'NEXT_LOCALE=ko-KR' } });
    expect(root.headers.location).toBe('/ko-KR/');
    const junk = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'NEXT_LOCALE=xx-XX' } });
    expect(junk.headers.location).toBe('/vi-VN/');
  });

  it('serves the bare root to a first visit, so the app can pick the locale of the open-app country', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.body).toContain('<html lang="vi-VN"');
  });

  it('answers unknown routes with the not-found title and no canonical', async () => {
    const body = await html('/fr-FR/no/such/page');
    expect(titleOf(body)).toBe('Page introuvable');
    expect(canonical(body)).toBeUndefined();
  });
});

describe('the operator console page', () => {
  it('answers every path under /ops with the console, never framed and never indexed', async () => {
    for (const url of ['/ops', '/ops/withdrawals', '/ops/players?q=100003']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Arcadia operator console');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // The players' pages keep the policy that lets Telegram frame the mini app.
    const player = await app.inject({ method: 'GET', url: '/vi-VN/' });
    expect(player.headers['content-security-policy']).toContain("frame-ancestors 'self' https://web.telegram.org");
  });

  it('answers a missing console asset 404 in the envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/ops/assets/missing-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBeGreaterThan(0);
  });
});
