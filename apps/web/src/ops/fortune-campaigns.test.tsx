import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import FortuneCampaignsPage from './pages/fortune-campaigns-page.tsx';
import { setToken } from './session.ts';

const giftCode = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  kind: 'operator',
  prize_kind: 'cash',
  amount_per_claim: '1.5',
  wager_multiplier: 0,
  claims: 3,
  max_claims: 100,
  markets: [],
  status: 'active',
  note: 'Tet campaign',
  expires_at: 1_900_000_000,
  created_at: 1_800_000_000,
  ended_at: null,
  operator_id: 7,
  creator_user_id: null,
  ...over,
});

const prize = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  titles: [
    { locale: 'en-US', text: `Drop ${id}` },
    { locale: 'vi-VN', text: `Thưởng ${id}` },
  ],
  amount: '2',
  winners: 50,
  claimed: 4,
  min_wager: '10',
  markets: ['vn'],
  starts_at: 1_800_000_000,
  ends_at: 1_900_000_000,
  created_at: 1_800_000_000,
  status: 'live',
  ...over,
});

afterEach(cleanUp);

describe('Fortune campaigns page', () => {
  it('creates a campaign of bonus codes, shows the new codes, and ends a code from the list', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    let codes = [giftCode('HAPPY2NEWS'), giftCode('STREAM8VNX', { kind: 'webcast', creator_user_id: 100001 })];
    const sent = serve({
      '/fortune/gift-codes': () => envelope(0, { list: codes, has_more: false }),
      '/fortune/gift-codes/create': () =>
        envelope(0, { status: 'done', approval_id: null, codes: ['ABCDEFGHJK', 'MNPQRSTUVW'], total: '1000' }),
      '/fortune/gift-codes/end': (body) => {
        codes = codes.map((c) => (c.code === body.code ? { ...c, status: 'ended' } : c));
        return envelope(0, { gift_code: codes[0], changed: true });
      },
      '/fortune/rt-prizes': () => envelope(0, { list: [], has_more: false }),
    });
    render(<FortuneCampaignsPage />);
    const streamer = await screen.findByTestId('ops-gift-code-STREAM8VNX');
    expect(within(streamer).getByText('Streamer')).toBeTruthy();
    expect(within(streamer).getByText('Player 100001')).toBeTruthy();
    expect(await screen.findByText('No drops yet.')).toBeTruthy();

    const form = screen.getByTestId('ops-gift-code-form');
    const create = screen.getByTestId('ops-gift-code-create') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    type('Number of codes', '2', form);
    type('Amount per claim (USDT)', '5', form);
    fireEvent.change(within(form).getByLabelText('Paid as'), { target: { value: 'bonus' } });
    type('Wagering (× amount)', '101', form);
    expect(within(form).getByText('A whole number from 1 to 100')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Wagering (× amount)', '20', form);
    type('Claims per code', '100', form);
    type('Markets', 'vn, BR', form);
    type('Note', 'Weekend', form);
    expect(create.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(create);
    });
    const [body] = sent['/fortune/gift-codes/create'] ?? [];
    expect(body).toMatchObject({
      count: 2,
      amount_per_claim: '5',
      prize_kind: 'bonus',
      wager_multiplier: 20,
      max_claims: 100,
      markets: ['vn', 'br'],
      note: 'Weekend',
    });
    expect(body?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const made = await screen.findByTestId('ops-gift-code-made');
    expect(made.textContent).toContain('ABCDEFGHJK');
    expect(made.textContent).toContain('1,000 USDT');
    // The list is asked again after the creation.
    expect((sent['/fortune/gift-codes'] ?? []).length).toBeGreaterThanOrEqual(2);

    await act(async () => {
      fireEvent.click(
        within(screen.getByTestId('ops-gift-code-HAPPY2NEWS')).getByRole('button', { name: 'End HAPPY2NEWS' }),
      );
    });
    expect(sent['/fortune/gift-codes/end']).toEqual([{ code: 'HAPPY2NEWS' }]);
    const ended = await screen.findByTestId('ops-gift-code-HAPPY2NEWS');
    expect(await within(ended).findByText('Ended')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Streamer' }));
    await screen.findByTestId('ops-gift-code-STREAM8VNX');
    expect((sent['/fortune/gift-codes'] ?? []).at(-1)).toEqual({ kind: 'webcast', status: 'all', page: 1 });
  });

  it('creates a drop with titles in two languages, shows the server’s field errors, and ends a live drop', async () => {
    setConsoleLocale('en-US');
    let prizes = [prize(1), prize(2, { status: 'ended' })];
    let refuse = true;
    const sent = serve({
      '/fortune/gift-codes': () => envelope(0, { list: [], has_more: false }),
      '/fortune/rt-prizes': () => envelope(0, { list: prizes, has_more: false }),
      '/fortune/rt-prizes/create': () =>
        refuse
          ? envelope(4000, { ends_at: ['A drop lasts at most 90 days'] })
          : envelope(0, { status: 'pending_approval', approval_id: 42, prize: null, total: '50' }),
      '/fortune/rt-prizes/end': (body) => {
        prizes = prizes.map((p) => (p.id === body.prize_id ? { ...p, status: 'ended' } : p));
        return envelope(0, { prize: prizes[0], changed: true });
      },
    });
    render(<FortuneCampaignsPage />);
    const live = await screen.findByTestId('ops-rt-prize-1');
    expect(within(live).getByText('4 / 50')).toBeTruthy();
    expect(within(screen.getByTestId('ops-rt-prize-2')).queryByRole('button')).toBeNull();

    const form = screen.getByTestId('ops-rt-prize-form');
    const create = screen.getByTestId('ops-rt-prize-create') as HTMLButtonElement;
    type('Title (English, required)', 'Lunch drop', form);
    type('Amount per winner (USDT)', '2.5', form);
    type('Winners', '20', form);
    type('Wagered today, at least (USDT)', '10', form);
    fireEvent.change(within(form).getByLabelText('Another language'), { target: { value: 'pt-BR' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a title' }));
    // An added title left empty keeps the form from sending.
    expect(create.disabled).toBe(true);
    type('Title (pt-BR)', 'Prêmio do almoço', form);
    expect(create.disabled).toBe(false);
    type('Ends', '2000-01-01T00:00', form);
    expect(within(form).getByText('Must end after it starts')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Starts', '2030-01-01T10:00', form);
    type('Ends', '2030-09-01T10:00', form);
    await act(async () => {
      fireEvent.click(create);
    });
    const [body] = sent['/fortune/rt-prizes/create'] ?? [];
    expect(body).toMatchObject({
      titles: [
        { locale: 'en-US', text: 'Lunch drop' },
        { locale: 'pt-BR', text: 'Prêmio do almoço' },
      ],
      amount: '2.5',
      winners: 20,
      min_wager: '10',
      markets: [],
      starts_at: Math.floor(new Date('2030-01-01T10:00').getTime() / 1000),
      ends_at: Math.floor(new Date('2030-09-01T10:00').getTime() / 1000),
    });
    expect((await within(form.parentElement as HTMLElement).findByRole('alert')).textContent).toContain(
      'ends_at: A drop lasts at most 90 days',
    );
    refuse = false;
    type('Ends', '2030-01-02T10:00', form);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(sent['/fortune/rt-prizes/create']).toHaveLength(2);
    // Above the four-eyes limit the drop waits for a second operator: the form says so.
    expect((await screen.findByTestId('ops-campaign-pending')).textContent).toBe(
      'It can pay 50 USDT, above the four-eyes limit: it is made once a second operator approves request 42 (Approvals).',
    );

    await act(async () => {
      fireEvent.click(within(screen.getByTestId('ops-rt-prize-1')).getByRole('button', { name: 'End Drop 1' }));
    });
    expect(sent['/fortune/rt-prizes/end']).toEqual([{ prize_id: 1 }]);
    expect(await within(await screen.findByTestId('ops-rt-prize-1')).findByText('Ended')).toBeTruthy();
  });
});
