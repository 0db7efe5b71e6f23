import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { formProblems } from './apply-form.tsx';
import PartnerPage from './partner-page.tsx';
import type { PartnerInfo, PartnerMe } from './queries.ts';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  info: {} as Record<string, unknown>,
  apply: {} as Record<string, unknown>,
  withdraw: {} as Record<string, unknown>,
}));
vi.mock('./queries.ts', () => ({
  useUserId: () => 1,
  usePartnerInfoQuery: () => hooks.info,
  useApplyMutation: () => hooks.apply,
  useWithdrawMutation: () => hooks.withdraw,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/partner' } as const;
const show = (page: ReactNode) => render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);
const loaded = (data: unknown): Hook => ({ isPending: false, isError: false, data, refetch: vi.fn() });
const mutation = (o: Hook = {}): Hook => ({
  isPending: false,
  isError: false,
  error: null,
  mutate: vi.fn(),
  reset: vi.fn(),
  ...o,
});

const terms: PartnerInfo['terms'] = {
  bonus_percent: 30,
  min_invitees: 5,
  creator_audience: '1k_10k',
  reapply_days: 7,
  coin: 'WH',
  inviter_reward: '10',
  partner_reward: '13',
  top_level_bonus: 50,
  channels: ['youtube', 'tiktok', 'other'],
  audiences: ['under_1k', '1k_10k', '10k_100k', '100k_plus'],
  markets: ['vn', 'th'],
};
const me: PartnerMe = {
  phone_bound: true,
  active_invitees: 2,
  joined_at: 1_767_225_600,
  market: 'th',
  eligible_by_invites: false,
  partner: null,
  application: null,
  can_apply: true,
  reapply_at: null,
};
const application = {
  application_id: 7,
  status: 'pending' as const,
  channel_type: 'youtube' as const,
  channel_link: 'https://youtube.com/@x',
  audience: '10k_100k' as const,
  market: 'th',
  pitch: 'A long enough pitch about my audience.',
  reason: '',
  created_at: 1_767_225_600,
  decided_at: null,
};

beforeAll(() => {
  for (const ns of ['common', 'partner']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.info = loaded({ terms, me });
  hooks.apply = mutation();
  hooks.withdraw = mutation();
});
afterEach(cleanup);

describe('the partner page', () => {
  it('shows loading, then a retry on failure', () => {
    hooks.info = { isPending: true, isError: false, data: undefined };
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-loading')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.info = { isPending: false, isError: true, data: undefined, refetch };
    show(<PartnerPage />);
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows a visitor the real terms and asks them to log in, with no form', () => {
    hooks.info = loaded({ terms, me: null });
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-hero').textContent).toContain('+30%');
    expect(screen.getByTestId('partner-hero').textContent).toContain('13.00 WH');
    expect(screen.getByText('At least 5 active invitees')).toBeTruthy();
    expect(screen.getByText('A creator reaching 1,000+ people')).toBeTruthy();
    expect(screen.getByText('Log in to see your own checklist and apply.')).toBeTruthy();
    expect(screen.queryByTestId('partner-form')).toBeNull();
  });

  it("shows the player's checklist, done and not yet", () => {
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-check-phone').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('partner-check-invitees').getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('partner-check-invitees').textContent).toContain('(you have 2)');
    expect(screen.getByTestId('partner-market')).toHaveProperty('value', 'th');
  });

  it('checks the form before sending, then sends the trimmed application', () => {
    const mutate = vi.fn();
    hooks.apply = mutation({ mutate });
    show(<PartnerPage />);
    fireEvent.click(screen.getByTestId('partner-apply'));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a link that starts with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Write 20 to 500 characters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TikTok' }));
    fireEvent.change(screen.getByTestId('partner-link'), { target: { value: ' https://tiktok.com/@me ' } });
    fireEvent.change(screen.getByTestId('partner-pitch'), {
      target: { value: '  I post game reviews every day for my fans.  ' },
    });
    fireEvent.click(screen.getByTestId('partner-apply'));
    expect(mutate).toHaveBeenCalledWith({
      channel_type: 'tiktok',
      channel_link: 'https://tiktok.com/@me',
      audience: '1k_10k',
      market: 'th',
      pitch: 'I post game reviews every day for my fans.',
    });
  });

  it('explains a refusal and shows field errors from the server', () => {
    hooks.apply = mutation({
      isError: true,
      error: new ApiError('business', 'Not eligible yet.', 200, 4090, { reason: 'not_eligible' }),
    });
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-apply-error').textContent).toBe(
      'You need 5 active invitees, or an audience of 1,000 people or more.',
    );
    cleanup();
    hooks.apply = mutation({
      isError: true,
      error: new ApiError('business', 'Invalid', 200, 4000, { channel_link: ['Must be an http or https link'] }),
    });
    show(<PartnerPage />);
    expect(screen.getByText('Must be an http or https link')).toBeTruthy();
  });

  it('shows a pending application with a withdraw button, and no form', () => {
    const mutate = vi.fn();
    hooks.withdraw = mutation({ mutate });
    hooks.info = loaded({ terms, me: { ...me, can_apply: false, application } });
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-status-pending')).toBeTruthy();
    expect(screen.queryByTestId('partner-form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    expect(mutate).toHaveBeenCalled();
  });

  it('shows a partner the bonus in force', () => {
    hooks.info = loaded({
      terms,
      me: {
        ...me,
        can_apply: false,
        partner: { bonus_percent: 30, since: 1_767_225_600 },
        application: { ...application, status: 'approved' },
      },
    });
    show(<PartnerPage />);
    expect(screen.getByTestId('partner-status-approved').textContent).toContain('You are a partner');
    expect(screen.getByTestId('partner-status-approved').textContent).toContain('+30%');
  });

  it('shows a rejection with its reason and when the form opens again', () => {
    hooks.info = loaded({
      terms,
      me: {
        ...me,
        can_apply: false,
        reapply_at: 1_767_830_400,
        application: { ...application, status: 'rejected', reason: 'Link broken' },
      },
    });
    show(<PartnerPage />);
    const card = screen.getByTestId('partner-status-rejected');
    expect(card.textContent).toContain('Reason: Link broken');
    expect(card.textContent).toMatch(/You can apply again from \d{4}-\d{2}-\d{2}/);
    expect(screen.queryByTestId('partner-form')).toBeNull();
  });

  it('flags links and pitches the server would refuse', () => {
    const ok = {
      channel_type: 'youtube',
      channel_link: 'https://a.example',
      audience: '1k_10k',
      market: 'vn',
      pitch: 'x'.repeat(20),
    } as const;
    expect(formProblems(ok)).toEqual({});
    expect(formProblems({ ...ok, channel_link: 'javascript:alert(1)' })).toEqual({ channel_link: 'link' });
    expect(formProblems({ ...ok, pitch: 'short' })).toEqual({ pitch: 'pitch' });
  });
});
