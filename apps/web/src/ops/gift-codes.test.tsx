import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import GiftCodesPage, { minusAmount, timesAmount } from './pages/gift-codes-page.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';
import { setToken } from './session.ts';

const FUTURE = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;

const giftCode = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  kind: 'campaign',
  coin: 'WH',
  split: 'fixed',
  total: '500',
  amount_per_claim: '5',
  claims: 3,
  max_claims: 100,
  claimed: '15',
  returned: '0',
  status: 'active',
  message: 'Happy Tet',
  note: 'Tet campaign',
  expires_at: FUTURE,
  created_at: 1_800_000_000,
  ended_at: null,
  operator_id: 7,
  creator_user_id: null,
  ...over,
});

const packet = giftCode('VN8PACKET2', {
  kind: 'packet',
  split: 'random',
  total: '88',
  amount_per_claim: null,
  claims: 2,
  max_claims: 8,
  claimed: '20.5',
  message: '',
  note: '',
  operator_id: null,
  creator_user_id: 100001,
});

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

/** Fills the campaign form with valid values. */
function fill(form: HTMLElement) {
  type('Number of codes', '2', form);
  fireEvent.change(within(form).getByLabelText('Coin'), { target: { value: 'USDT' } });
  type('Amount per claim', '2.5', form);
  type('Claims per code', '40', form);
  type('Message to players', '  Chúc mừng năm mới  ', form);
  type('Note (operators only)', 'Tet', form);
}

describe('gift codes console page', () => {
  it('lists campaign codes and red packets with what they pay, and filters by kind and status', async () => {
    const sent = serve({
      '/gift-codes': () =>
        envelope(0, {
          list: [
            giftCode('WEMEETAGAN'),
            packet,
            giftCode('SAWASDEE26', { status: 'ended', claims: 100, claimed: '500', ended_at: 1_800_100_000 }),
            giftCode('BRSUERTE26', { claims: 100 }),
          ],
          has_more: true,
        }),
    });
    render(<GiftCodesPage />);
    const campaign = await screen.findByTestId('ops-gift-WEMEETAGAN');
    expect(within(campaign).getByText('Campaign')).toBeTruthy();
    expect(within(campaign).getByText('5 WH each')).toBeTruthy();
    expect(within(campaign).getByText('15 WH paid')).toBeTruthy();
    expect(within(campaign).getByText('Operator 7')).toBeTruthy();
    expect(within(campaign).getByText('“Happy Tet”')).toBeTruthy();
    expect(within(campaign).getByText('Active')).toBeTruthy();
    const red = screen.getByTestId('ops-gift-VN8PACKET2');
    expect(within(red).getByText('Red packet')).toBeTruthy();
    expect(within(red).getByText('88 WH, random split')).toBeTruthy();
    expect(within(red).getByText('Player 100001')).toBeTruthy();
    expect(within(red).getByText('2 / 8')).toBeTruthy();
    const ended = screen.getByTestId('ops-gift-SAWASDEE26');
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('ops-gift-BRSUERTE26')).getByText('All claimed')).toBeTruthy();
    expect(sent['/gift-codes']?.[0]).toEqual({ kind: 'all', status: 'all', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByTestId('ops-gift-WEMEETAGAN');
    expect(sent['/gift-codes']?.at(-1)).toEqual({ kind: 'all', status: 'all', page: 2 });
    // A filter goes back to the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Red packet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ended' }));
    await screen.findByTestId('ops-gift-WEMEETAGAN');
    expect(sent['/gift-codes']?.at(-1)).toEqual({ kind: 'packet', status: 'ended', page: 1 });
  });

  it('shows the empty list and a failed load with a retry', async () => {
    let fail = true;
    serve({
      '/gift-codes': () => (fail ? envelope(5000, null, 500) : envelope(0, { list: [], has_more: false })),
    });
    render(<GiftCodesPage />);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No codes here.')).toBeTruthy();
  });

  it('creates campaign codes only after the confirm step, asking for password and code again', async () => {
    let reauthed = false;
    const sent = serve({
      '/gift-codes': () => envelope(0, { list: [], has_more: false }),
      '/reauth': () => {
        reauthed = true;
        return envelope(0, { ok: true });
      },
      '/gift-codes/create': () =>
        reauthed
          ? envelope(0, { status: 'done', approval_id: null, codes: ['ABCDEFGHJK', 'MNPQRSTUVW'], total: '200' })
          : envelope(4030, { reason: 'reauth_required' }, 403),
    });
    render(
      <>
        <GiftCodesPage />
        <ReauthDialog />
      </>,
    );
    await screen.findByText('No codes here.');
    const form = screen.getByTestId('ops-gift-campaign-form');
    const create = screen.getByTestId('ops-gift-campaign-create') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fill(form);
    type('Number of codes', '501', form);
    expect(within(form).getByText('A whole number from 1 to 500')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Number of codes', '2', form);
    type('Amount per claim', '2.5.1', form);
    expect(within(form).getByText('An amount like 10 or 2.5')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Amount per claim', '2.5', form);
    expect(create.disabled).toBe(false);

    fireEvent.click(create);
    // Nothing is sent before the operator confirms what the house may pay.
    const confirm = await screen.findByTestId('ops-gift-confirm');
    expect(confirm.textContent).toContain('Create 2 codes of 2.5 USDT per claim, each claimable 40 times');
    expect(confirm.textContent).toContain('The house may pay up to 200 USDT.');
    expect(sent['/gift-codes/create']).toBeUndefined();
    // Cancel, then confirm.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('ops-gift-confirm')).toBeNull();
    fireEvent.click(create);
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-gift-confirm-yes'));
    });
    // The server wants a fresh password and code: the dialog asks, then the creation runs again.
    const dialog = await screen.findByTestId('ops-reauth');
    type('Password', 'hunter2hunter2', dialog);
    type('Authenticator code', '123456', dialog);
    await act(async () => {
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    const made = await screen.findByTestId('ops-gift-made');
    expect(made.textContent).toContain('2 codes created; they can pay 200 USDT at most.');
    expect(made.textContent).toContain('MNPQRSTUVW');
    expect(sent['/reauth']).toEqual([{ password: 'hunter2hunter2', code: '123456' }]);
    expect(sent['/gift-codes/create']).toHaveLength(2);
    const body = sent['/gift-codes/create']?.[1];
    expect(body).toMatchObject({
      count: 2,
      coin: 'USDT',
      amount_per_claim: '2.5',
      max_claims: 40,
      message: 'Chúc mừng năm mới',
      note: 'Tet',
    });
    expect(body?.expires_at).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    // The list is asked again after the creation.
    expect((sent['/gift-codes'] ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it('says when a campaign waits for a second operator, and shows the server’s field errors', async () => {
    let refuse = true;
    serve({
      '/gift-codes': () => envelope(0, { list: [], has_more: false }),
      '/gift-codes/create': () =>
        refuse
          ? envelope(4000, { expires_at: ['Must be in the future, within 366 days'] })
          : envelope(0, { status: 'pending_approval', approval_id: 42, codes: [], total: '200' }),
    });
    render(<GiftCodesPage />);
    await screen.findByText('No codes here.');
    const form = screen.getByTestId('ops-gift-campaign-form');
    fill(form);
    fireEvent.click(screen.getByTestId('ops-gift-campaign-create'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-gift-confirm-yes'));
    });
    expect((await within(form.parentElement as HTMLElement).findByRole('alert')).textContent).toContain(
      'expires_at: Must be in the future, within 366 days',
    );
    refuse = false;
    fireEvent.click(screen.getByTestId('ops-gift-campaign-create'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-gift-confirm-yes'));
    });
    expect((await screen.findByTestId('ops-gift-pending')).textContent).toBe(
      'They can pay 200 USDT, above the four-eyes limit: they are made once a second operator approves request 42 (Approvals).',
    );
    expect(screen.queryByTestId('ops-gift-made')).toBeNull();
  });

  it('ends a red packet after a confirm that names what goes back to its creator', async () => {
    let codes = [giftCode('WEMEETAGAN'), packet];
    const sent = serve({
      '/gift-codes': () => envelope(0, { list: codes, has_more: false }),
      '/gift-codes/end': (body) => {
        codes = codes.map((c) => (c.code === body.code ? { ...c, status: 'ended', returned: '67.5' } : c));
        return envelope(0, { gift_code: codes[1], changed: true });
      },
    });
    render(<GiftCodesPage />);
    const row = await screen.findByTestId('ops-gift-VN8PACKET2');
    fireEvent.click(within(row).getByRole('button', { name: 'End VN8PACKET2' }));
    const confirm = screen.getByTestId('ops-gift-end-confirm-VN8PACKET2');
    expect(confirm.textContent).toContain('End VN8PACKET2 now? Its unclaimed 67.5 WH goes back to player 100001.');
    expect(sent['/gift-codes/end']).toBeUndefined();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, end it' }));
    });
    expect(sent['/gift-codes/end']).toEqual([{ code: 'VN8PACKET2' }]);
    const ended = await screen.findByTestId('ops-gift-VN8PACKET2');
    expect(await within(ended).findByText('67.5 WH returned')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();

    // A campaign code's confirm says it stops; cancelling sends nothing.
    const campaign = screen.getByTestId('ops-gift-WEMEETAGAN');
    fireEvent.click(within(campaign).getByRole('button', { name: 'End WEMEETAGAN' }));
    expect(screen.getByTestId('ops-gift-end-confirm-WEMEETAGAN').textContent).toContain(
      'End WEMEETAGAN now? Nobody can claim it after.',
    );
    fireEvent.click(within(campaign).getByRole('button', { name: 'Cancel' }));
    expect(within(campaign).getByRole('button', { name: 'End WEMEETAGAN' })).toBeTruthy();
    expect(sent['/gift-codes/end']).toHaveLength(1);
  });

  it('counts amounts exactly, without floats', () => {
    expect(timesAmount('2.5', 80)).toBe('200');
    expect(timesAmount('0.1', 3)).toBe('0.3');
    expect(timesAmount('123456789.123456789', 1_000_000)).toBe('123456789123456.789');
    expect(minusAmount('88', '20.5')).toBe('67.5');
    expect(minusAmount('0.3', '0.1')).toBe('0.2');
    expect(minusAmount('5', '5')).toBe('0');
  });
});
