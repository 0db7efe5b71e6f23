import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import FortuneAgentsPage from './pages/fortune-agents-page.tsx';
import { setToken } from './session.ts';

const application = (userId: number, over: Record<string, unknown> = {}) => ({
  user_id: userId,
  name: `Player ${userId}`,
  market: 'vn',
  status: 'pending',
  contact: '@contact',
  channel: 'community',
  note: 'A Zalo group of 3,000 in Saigon',
  applications: 1,
  applied_at: 1_800_000_000,
  decided_at: null,
  decided_by: null,
  reason: '',
  inviter_id: null,
  inviter_is_agent: false,
  invitees: 0,
  flagged_invitees: 0,
  ...over,
});

const flaggedRow = (inviteeId: number, over: Record<string, unknown> = {}) => ({
  invitee_id: inviteeId,
  invitee_name: 'Quang',
  inviter_id: 100001,
  inviter_name: 'Linh Tran',
  reason: 'same_device',
  campaign: '',
  package: '',
  joined_at: 1_800_000_000,
  flagged_at: 1_800_000_100,
  ...over,
});

const commission = (userId: number, day: string, over: Record<string, unknown> = {}) => ({
  user_id: userId,
  name: `Inviter ${userId}`,
  day,
  role: 'agent',
  direct_wager: '1334.567894',
  sub_wager: '2000',
  month_volume: '10034.567894',
  rate_bps: 2_500,
  override_bps: 1_000,
  direct: '10.009259',
  override: '6',
  amount: '16.009259',
  active_invitees: 3,
  settled_at: 1_800_000_000,
  ...over,
});

const none = () => envelope(0, { list: [], has_more: false });
const list = (rows: unknown[]) => envelope(0, { list: rows, has_more: false });
const section = (name: string) => screen.getByRole('region', { name });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

afterEach(cleanUp);

describe('Fortune agents page', () => {
  it('approves an application only once the confirm step is answered; a cancel sends nothing', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    let pending = [
      application(100208, { name: 'Aiman Hakim', market: 'my', inviter_id: 100001, inviter_is_agent: true }),
      application(300001, { name: 'Tuan', invitees: 4, flagged_invitees: 1 }),
    ];
    const sent = serve({
      '/fortune/agents': () => list(pending),
      '/fortune/agents/decide': (body) => {
        const decided = pending.find((a) => a.user_id === body.user_id);
        pending = pending.filter((a) => a.user_id !== body.user_id);
        return envelope(0, { application: { ...decided, status: 'approved', decided_at: 1_800_000_500 } });
      },
      '/fortune/agents/flagged': none,
      '/fortune/agents/commissions': () => envelope(0, { list: [], total: '0', has_more: false }),
    });
    render(<FortuneAgentsPage />);
    const aiman = await screen.findByTestId('ops-agent-100208');
    expect(within(aiman).getByRole('link', { name: 'Aiman Hakim (100208)' })).toBeTruthy();
    // The parent: approving makes Aiman the sub-agent of agent 100001.
    expect(within(aiman).getByText('(an agent: approving makes this player their sub-agent)')).toBeTruthy();
    expect(within(aiman).getByText('A Zalo group of 3,000 in Saigon')).toBeTruthy();
    const tuan = screen.getByTestId('ops-agent-300001');
    expect(within(tuan).getByText('Nobody: joined directly')).toBeTruthy();
    expect(within(tuan).getByText('4, of which 1 flagged')).toBeTruthy();
    expect(sent['/fortune/agents']).toEqual([{ status: 'pending', page: 1 }]);

    // Approve asks first; Cancel takes the question back and nothing is sent.
    await click(within(aiman).getByTestId('ops-agent-approve'));
    const question = within(aiman).getByTestId('ops-agent-confirm');
    expect(question.textContent).toContain(
      'Approve Aiman Hakim as an agent? Agent rates apply from today, and an approval cannot be undone.',
    );
    expect(document.activeElement).toBe(question);
    expect(within(aiman).queryByTestId('ops-agent-approve')).toBeNull();
    await click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(aiman).queryByTestId('ops-agent-confirm')).toBeNull();
    expect(sent['/fortune/agents/decide']).toBeUndefined();

    await click(within(aiman).getByTestId('ops-agent-approve'));
    await click(within(aiman).getByRole('button', { name: 'Yes, approve' }));
    expect(sent['/fortune/agents/decide']).toEqual([{ user_id: 100208, approve: true, reason: '' }]);
    // The queue is asked again: Aiman is no longer waiting, Tuan is.
    expect(await screen.findByTestId('ops-agent-300001')).toBeTruthy();
    expect(screen.queryByTestId('ops-agent-100208')).toBeNull();
    expect(sent['/fortune/agents']).toHaveLength(2);
  });

  it('rejects only with a reason, confirmed, and shows the server’s refusal when someone decided first', async () => {
    setConsoleLocale('en-US');
    let answer = () => envelope(4090, { reason: 'decided', status: 'approved' }, 409);
    const sent = serve({
      '/fortune/agents': () => list([application(300002, { name: 'Dao' })]),
      '/fortune/agents/decide': () => answer(),
      '/fortune/agents/flagged': none,
      '/fortune/agents/commissions': () => envelope(0, { list: [], total: '0', has_more: false }),
    });
    render(<FortuneAgentsPage />);
    const card = await screen.findByTestId('ops-agent-300002');
    const reject = within(card).getByTestId('ops-agent-reject') as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    type('Reason for rejecting', 'no', card);
    expect(reject.disabled).toBe(true);
    type('Reason for rejecting', '  Only a private chat of five friends  ', card);
    expect(reject.disabled).toBe(false);
    await click(reject);
    const question = within(card).getByTestId('ops-agent-confirm');
    expect(question.textContent).toContain(
      'Reject Dao’s application? They see your reason and may apply again 7 days later.',
    );
    // Emptying the reason while asked keeps the answer from being sent.
    type('Reason for rejecting', '', card);
    expect((within(question).getByRole('button', { name: 'Yes, reject' }) as HTMLButtonElement).disabled).toBe(true);
    type('Reason for rejecting', 'Only a private chat of five friends', card);
    await click(within(question).getByRole('button', { name: 'Yes, reject' }));
    expect(sent['/fortune/agents/decide']).toEqual([
      { user_id: 300002, approve: false, reason: 'Only a private chat of five friends' },
    ]);
    expect(within(card).getByRole('alert').textContent).toContain(
      'Someone else changed this first; reload to see the current state.',
    );
    // The queue was not asked again after a refusal; a second try goes through.
    expect(sent['/fortune/agents']).toHaveLength(1);
    answer = () => envelope(0, { application: application(300002, { status: 'rejected' }) });
    await click(within(card).getByTestId('ops-agent-reject'));
    await click(within(card).getByRole('button', { name: 'Yes, reject' }));
    expect(sent['/fortune/agents/decide']).toHaveLength(2);
    expect(sent['/fortune/agents']).toHaveLength(2);
  });

  it('filters the applications by status and shows what was decided', async () => {
    setConsoleLocale('en-US');
    const sent = serve({
      '/fortune/agents': (body) =>
        body.status === 'pending'
          ? none()
          : list([
              application(100001, {
                name: 'Linh Tran',
                status: 'approved',
                decided_at: 1_800_000_500,
                decided_by: 7,
              }),
              application(300003, {
                name: 'Vy',
                status: 'rejected',
                decided_at: 1_800_000_600,
                decided_by: 7,
                reason: 'Spam channel',
              }),
            ]),
      '/fortune/agents/flagged': none,
      '/fortune/agents/commissions': () => envelope(0, { list: [], total: '0', has_more: false }),
    });
    render(<FortuneAgentsPage />);
    expect(await within(section('Applications')).findByText('No applications waiting.')).toBeTruthy();
    await click(within(section('Applications')).getByRole('button', { name: 'All' }));
    expect(sent['/fortune/agents']?.at(-1)).toEqual({ status: 'all', page: 1 });
    const linh = await screen.findByTestId('ops-agent-100001');
    expect(within(linh).getByText('Approved')).toBeTruthy();
    expect(within(linh).getByText('Decided by operator')).toBeTruthy();
    expect(within(linh).queryByRole('button')).toBeNull();
    const vy = screen.getByTestId('ops-agent-300003');
    expect(within(vy).getByText('Reason given: Spam channel')).toBeTruthy();
    expect(within(vy).queryByTestId('ops-agent-approve')).toBeNull();
  });

  it('lists flagged self-referrals with why and through which link; an error offers a retry', async () => {
    setConsoleLocale('en-US');
    let fail = true;
    serve({
      '/fortune/agents': none,
      '/fortune/agents/flagged': () =>
        fail
          ? envelope(5000, null, 500)
          : list([
              flaggedRow(100202),
              flaggedRow(700123, {
                invitee_name: 'Second account',
                reason: 'same_payout_account',
                campaign: 'Telegram SEA',
                package: 'apk.sea-01',
              }),
            ]),
      '/fortune/agents/commissions': () => envelope(0, { list: [], total: '0', has_more: false }),
    });
    render(<FortuneAgentsPage />);
    const flagged = section('Flagged self-referrals');
    expect(within(flagged).getByText('Loading…')).toBeTruthy();
    const alert = await within(flagged).findByRole('alert');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    const quang = await within(flagged).findByTestId('ops-flagged-100202');
    expect(within(quang).getByRole('link', { name: 'Quang (100202)' })).toBeTruthy();
    expect(within(quang).getByRole('link', { name: 'Linh Tran (100001)' })).toBeTruthy();
    expect(within(quang).getByText('Same device')).toBeTruthy();
    expect(within(quang).getByText('Personal link')).toBeTruthy();
    const second = within(flagged).getByTestId('ops-flagged-700123');
    expect(within(second).getByText('Same payout account')).toBeTruthy();
    expect(within(second).getByText('Telegram SEA · apk.sea-01')).toBeTruthy();
    expect(within(flagged).queryByRole('alert')).toBeNull();
  });

  it('shows the commissions paid with their total, filtered by day and inviter, and says when there are none', async () => {
    setConsoleLocale('en-US');
    const sent = serve({
      '/fortune/agents': none,
      '/fortune/agents/flagged': none,
      '/fortune/agents/commissions': (body) =>
        body.user_id === 999
          ? envelope(0, { list: [], total: '0', has_more: false })
          : body.day
            ? envelope(0, { list: [commission(100001, '2026-11-24')], total: '16.009259', has_more: false })
            : envelope(0, {
                list: [
                  commission(100001, '2026-11-25'),
                  commission(100204, '2026-11-25', {
                    role: 'player',
                    rate_bps: 1_000,
                    override_bps: 0,
                    sub_wager: '0',
                    override: '0',
                    direct: '0.999999',
                    amount: '0.999999',
                  }),
                ],
                total: '1234.5',
                has_more: true,
              }),
    });
    render(<FortuneAgentsPage />);
    const commissions = section('Commissions paid');
    expect(await within(commissions).findByTestId('ops-commissions-total')).toBeTruthy();
    expect(within(commissions).getByTestId('ops-commissions-total').textContent).toBe('Total: 1,234.5 USDT');
    const agentRow = within(commissions).getByTestId('ops-commission-100001-2026-11-25');
    expect(within(agentRow).getByText('25% + 10%')).toBeTruthy();
    expect(within(agentRow).getByText('1,334.567894')).toBeTruthy();
    expect(within(agentRow).getByText('16.009259')).toBeTruthy();
    const playerRow = within(commissions).getByTestId('ops-commission-100204-2026-11-25');
    expect(within(playerRow).getByText('Player')).toBeTruthy();
    expect(within(playerRow).getByText('10%')).toBeTruthy();
    // More pages: the pager moves on.
    await click(within(commissions).getByRole('button', { name: 'Older' }));
    expect(sent['/fortune/agents/commissions']?.at(-1)).toEqual({ page: 2 });

    const filter = within(commissions).getByTestId('ops-commissions-filter');
    const show = within(filter).getByRole('button', { name: 'Show' }) as HTMLButtonElement;
    type('Inviter id', '1000a1', filter);
    expect(within(filter).getByText('A player id (digits only)')).toBeTruthy();
    expect(show.disabled).toBe(true);
    type('Inviter id', '100001', filter);
    type('Day', '2026-11-24', filter);
    expect(show.disabled).toBe(false);
    await click(show);
    expect(sent['/fortune/agents/commissions']?.at(-1)).toEqual({ day: '2026-11-24', user_id: 100001, page: 1 });
    expect(await within(commissions).findByText('Total: 16.009259 USDT')).toBeTruthy();
    expect(within(commissions).queryByTestId('ops-commission-100204-2026-11-25')).toBeNull();

    type('Day', '', filter);
    type('Inviter id', '999', filter);
    await click(show);
    expect(sent['/fortune/agents/commissions']?.at(-1)).toEqual({ user_id: 999, page: 1 });
    expect(await within(commissions).findByText('No commissions here.')).toBeTruthy();
    expect(within(commissions).getByTestId('ops-commissions-total').textContent).toBe('Total: 0 USDT');

    await click(within(filter).getByRole('button', { name: 'Clear' }));
    expect(sent['/fortune/agents/commissions']?.at(-1)).toEqual({ page: 1 });
    expect((within(filter).getByLabelText('Inviter id') as HTMLInputElement).value).toBe('');
    expect(await within(commissions).findByTestId('ops-commission-100001-2026-11-25')).toBeTruthy();
  });
});
