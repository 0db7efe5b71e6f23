import { LOCALES } from '@arcadia/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import CataloguePage from './pages/catalogue-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const product = {
  id: 41,
  slug: 'starfall-saga',
  title: 'Starfall Saga',
  titles: { 'en-US': 'Starfall Saga', 'vi-VN': 'Sao Băng', 'th-TH': 'สตาร์ฟอล', 'xx-XX': 'not a locale' },
  descriptions: { 'en-US': 'A space RPG.', 'ja-JP': '宇宙RPG' },
  category_id: 'rpg',
  product_type: 'game',
  icon: '/task-art/starfall-saga/icon.svg',
  art: 'starfall-saga',
  markets: ['vn', 'th'],
  active: true,
  offers: 1,
  created_at: 1_790_000_000,
};

const offer = {
  id: 301,
  product_id: 41,
  parent_id: null,
  kind: 'cpl',
  title: 'Reach level 10',
  titles: { 'en-US': 'Reach level 10' },
  network: 'builtin',
  network_offer_id: null,
  markets: [],
  daily_cap: 500,
  user_daily_cap: 0,
  expire_days: 7,
  min_seconds: 0,
  starts_at: 1_899_999_960,
  ends_at: null,
  active: true,
  state: 'scheduled',
  steps: [
    {
      id: 9001,
      seq: 1,
      goal: 'level:10',
      titles: { 'en-US': 'Level 10' },
      reward_kc: '12.5',
      reward_token_coin: 'XGT',
      reward_token: '2',
    },
  ],
};

function serve() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let active = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/ops-api/catalogue/products')
        return envelope(0, {
          list: body.status === 'paused' ? [] : [product],
          has_more: false,
          categories: [
            { id: 'rpg', name: 'RPG' },
            { id: 'casual', name: 'Casual' },
          ],
        });
      if (url === '/ops-api/catalogue/product')
        return envelope(0, {
          product,
          offers: [{ ...offer, active, state: active ? offer.state : 'paused' }],
        });
      if (url === '/ops-api/catalogue/offers/status') {
        active = Boolean(body.active);
        return envelope(0, { ...offer, active });
      }
      if (url === '/ops-api/catalogue/offers/save')
        return body.steps ? envelope(0, { ...offer, id: 302 }) : envelope(4000, { steps: ['required'] });
      if (url === '/ops-api/catalogue/products/save') return envelope(0, { ...product, id: 42 });
      return envelope(4040, null);
    }),
  );
  return sent;
}

const bodyOf = (sent: ReturnType<typeof serve>, path: string) => sent.filter((s) => s.url.endsWith(path)).at(-1)?.body;
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

function start() {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
  const sent = serve();
  render(<CataloguePage />);
  return sent;
}

async function openProduct() {
  const open = await screen.findByTestId('ops-catalogue-open-41');
  await act(async () => {
    fireEvent.click(open);
  });
  return screen.findByTestId('ops-catalogue-offer-301');
}

describe('catalogue console page', () => {
  it('lists products, filters them, and shows an offer with steps, rewards, caps and schedule', async () => {
    const sent = start();
    const card = await screen.findByTestId('ops-catalogue-product-41');
    expect(card.textContent).toContain('#41 Starfall Saga');
    expect(card.textContent).toContain('VN, TH');
    fireEvent.change(screen.getByLabelText('Search by title or id'), { target: { value: 'star' } });
    fireEvent.change(screen.getByLabelText('Market (empty: all)'), { target: { value: 'TH' } });
    await screen.findByTestId('ops-catalogue-product-41');
    expect(bodyOf(sent, '/catalogue/products')).toEqual({ q: 'star', market: 'th', status: 'all', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('No products match.')).toBeTruthy();
    expect(bodyOf(sent, '/catalogue/products')?.status).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));

    const offerCard = await openProduct();
    expect(offerCard.textContent).toContain('Scheduled');
    expect(offerCard.textContent).toContain('level:10 · Level 10 · 12.5 KC + 2 XGT');
    expect(offerCard.textContent).toContain('500');
    expect(offerCard.textContent).toContain('7 days');
    expect(offerCard.textContent).toContain('Every market');
    expect(bodyOf(sent, '/catalogue/product')).toEqual({ product_id: 41 });

    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-catalogue-offer-toggle-301'));
    });
    expect(bodyOf(sent, '/offers/status')).toEqual({ offer_id: 301, active: false });
    expect((await screen.findByTestId('ops-catalogue-offer-301')).textContent).toContain('Paused');
  });

  it('adds an offer with its schedule and steps, only once the form is complete', async () => {
    const sent = start();
    await openProduct();
    fireEvent.click(screen.getByTestId('ops-catalogue-offer-new'));
    const form = screen.getByTestId('ops-catalogue-offer-form');
    const submit = screen.getByTestId('ops-catalogue-offer-create') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(form, 'Title (en-US, required)', 'Buy the starter pack');
    type(form, 'Markets', 'vn, ph');
    type(form, 'Daily cap (all players)', '100');
    type(form, 'Expires after', '3');
    type(form, 'Starts', '2030-01-02T10:00');
    type(form, 'Ends', '2030-01-01T10:00');
    type(form, 'Goal', 'purchase:1');
    type(form, 'Step title (en-US, required)', 'First purchase');
    type(form, 'Reward in KC', '40');
    expect(submit.disabled).toBe(true);
    expect(form.textContent).toContain('The end must come after the start');
    type(form, 'Ends', '2030-02-01T10:00');
    fireEvent.change(within(form).getByLabelText('Token reward coin'), { target: { value: 'XGT' } });
    expect(submit.disabled).toBe(true);
    type(form, 'Token amount', '1.5');
    expect(submit.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(bodyOf(sent, '/offers/save')).toEqual({
      product_id: 41,
      parent_id: null,
      kind: 'cpl',
      network: 'builtin',
      network_offer_id: null,
      min_seconds: 0,
      titles: { 'en-US': 'Buy the starter pack' },
      markets: ['vn', 'ph'],
      daily_cap: 100,
      user_daily_cap: 0,
      expire_days: 3,
      starts_at: Math.floor(new Date('2030-01-02T10:00').getTime() / 1000),
      ends_at: Math.floor(new Date('2030-02-01T10:00').getTime() / 1000),
      steps: [
        {
          goal: 'purchase:1',
          titles: { 'en-US': 'First purchase' },
          reward_kc: '40',
          reward_token_coin: 'XGT',
          reward_token: '1.5',
        },
      ],
    });
  });

  it('edits an offer with its current values, and creates a product keeping other locales on edit', async () => {
    const sent = start();
    await openProduct();
    fireEvent.click(screen.getByTestId('ops-catalogue-offer-edit-301'));
    const form = screen.getByTestId('ops-catalogue-offer-form');
    type(form, 'Daily cap (all players)', '50');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-catalogue-offer-create'));
    });
    expect(bodyOf(sent, '/offers/save')).toMatchObject({
      offer_id: 301,
      daily_cap: 50,
      starts_at: 1_899_999_960,
      ends_at: null,
      steps: [{ goal: 'level:10', reward_kc: '12.5', reward_token_coin: 'XGT', reward_token: '2' }],
    });

    const edit = screen.getByTestId('ops-catalogue-product-edit-form');
    type(edit, 'Title (en-US, required)', 'Starfall Saga II');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-catalogue-product-edit-create'));
    });
    expect(bodyOf(sent, '/products/save')).toMatchObject({
      product_id: 41,
      titles: { 'en-US': 'Starfall Saga II', 'vi-VN': 'Sao Băng', 'th-TH': 'สตาร์ฟอล' },
      descriptions: { 'en-US': 'A space RPG.', 'ja-JP': '宇宙RPG' },
      category_id: 'rpg',
      art: 'starfall-saga',
      markets: ['vn', 'th'],
      active: true,
    });

    const create = screen.getByTestId('ops-catalogue-product-form');
    const submit = screen.getByTestId('ops-catalogue-product-create') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(create, 'Title (en-US, required)', 'Moon Miner');
    type(create, 'Artwork', 'Bad Slug');
    expect(submit.disabled).toBe(true);
    type(create, 'Artwork', 'moon-miner');
    fireEvent.change(within(create).getByLabelText('Category'), { target: { value: 'casual' } });
    expect(submit.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(bodyOf(sent, '/products/save')).toEqual({
      titles: { 'en-US': 'Moon Miner' },
      descriptions: {},
      category_id: 'casual',
      product_type: 'game',
      art: 'moon-miner',
      markets: [],
      active: true,
    });
  });

  it('edits titles in every locale: a compact list beside the required en-US, keeping what it does not show', async () => {
    const sent = start();
    await openProduct();
    const edit = screen.getByTestId('ops-catalogue-product-edit-form');
    const others = within(edit).getByTestId('ops-catalogue-product-title-locales');
    expect(others.textContent).toBe('Other languages (2 of 12 filled)');
    expect(within(edit).queryByLabelText('Title · ko-KR')).toBeNull();
    fireEvent.click(others);
    for (const locale of LOCALES.filter((l) => l !== 'en-US'))
      expect(within(edit).getByLabelText(`Title · ${locale}`)).toBeTruthy();
    expect((within(edit).getByLabelText('Title · th-TH') as HTMLInputElement).value).toBe('สตาร์ฟอล');
    type(edit, 'Title · ko-KR', ' 스타폴 ');
    type(edit, 'Title · vi-VN', '');
    type(edit, 'Title · th-TH', 'สตาร์ฟอล 2');
    expect(others.textContent).toBe('Hide other languages (2 of 12 filled)');
    fireEvent.click(within(edit).getByTestId('ops-catalogue-product-description-locales'));
    type(edit, 'Description · es-MX', 'Un RPG espacial.');
    const save = screen.getByTestId('ops-catalogue-product-edit-create') as HTMLButtonElement;
    type(edit, 'Title (en-US, required)', ' ');
    expect(save.disabled).toBe(true);
    type(edit, 'Title (en-US, required)', 'Starfall Saga');
    await act(async () => {
      fireEvent.click(save);
    });
    // Every locale it holds, the one cleared dropped (players fall back to en-US), nothing the server would refuse.
    expect(bodyOf(sent, '/products/save')).toMatchObject({
      product_id: 41,
      titles: { 'en-US': 'Starfall Saga', 'th-TH': 'สตาร์ฟอล 2', 'ko-KR': '스타폴' },
      descriptions: { 'en-US': 'A space RPG.', 'ja-JP': '宇宙RPG', 'es-MX': 'Un RPG espacial.' },
    });
    expect(Object.keys(bodyOf(sent, '/products/save')?.titles as object).sort()).toEqual(['en-US', 'ko-KR', 'th-TH']);

    // An offer's step titles too, each step keeping its own texts.
    fireEvent.click(screen.getByTestId('ops-catalogue-offer-edit-301'));
    const form = screen.getByTestId('ops-catalogue-offer-form');
    fireEvent.click(within(form).getByTestId('ops-catalogue-step-1-title-locales'));
    type(form, 'Step title · ru-RU', 'Уровень 10');
    fireEvent.click(within(form).getByTestId('ops-catalogue-offer-title-locales'));
    type(form, 'Title · pt-BR', 'Chegue ao nível 10');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-catalogue-offer-create'));
    });
    expect(bodyOf(sent, '/offers/save')).toMatchObject({
      offer_id: 301,
      titles: { 'en-US': 'Reach level 10', 'pt-BR': 'Chegue ao nível 10' },
      steps: [{ goal: 'level:10', titles: { 'en-US': 'Level 10', 'ru-RU': 'Уровень 10' } }],
    });
  });
});
