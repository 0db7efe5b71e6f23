import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ANA } from '../wallet/helpers.ts';

/** Ana's task-service calls and the catalogue's untaken offers, for the earn specs and the console spec. */

export type Offer = { xbOfferId: number; kind: string; title: string; steps: { status: string }[] };

/** A call as the player, with the replay guard's TS and a fresh NONCE. */
async function asAna(request: APIRequestContext, path: string, data: object, country = 'vn', base = '') {
  const answer = await request.post(`${base}/svc/task${path}`, {
    data,
    headers: {
      'User-Id': String(ANA.userId),
      'User-Secret-Key': ANA.secretKey,
      'Country-Code': country,
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: Math.random().toString(36).slice(2, 7).padEnd(5, '0'),
    },
  });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body).slice(0, 200)).toBe(0);
  return body.data;
}

/** Offers of the kind in the market that Ana has not taken yet, from the catalogue (the demo seed's are random). */
export async function freshOffers(
  request: APIRequestContext,
  kind: string,
  country = 'vn',
  base = '',
): Promise<Offer[]> {
  const found: Offer[] = [];
  const products = await asAna(request, '/cpl/product_list', { page: 1, one_page_cnt: 50 }, country, base);
  for (const p of products.list as { productId: number }[]) {
    const detail = await asAna(request, '/cpl/product_detail', { ProductId: p.productId }, country, base);
    for (const o of detail.offers as (Offer & { take: unknown })[])
      if (o.kind === kind && !o.take && o.steps.length > 0 && o.steps.every((s) => s.status !== 'done')) found.push(o);
    if (found.length >= 4) break;
  }
  expect(found.length).toBeGreaterThan(0);
  return found;
}

/** Picks a screenshot for the open audit form: a real PNG, drawn by the browser. */
export async function attachAuditScreenshot(page: Page) {
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 200;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#3366ff';
    ctx.fillRect(0, 0, 120, 200);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  });
  await page
    .getByTestId('audit-file')
    .setInputFiles({ name: 'level.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
}
