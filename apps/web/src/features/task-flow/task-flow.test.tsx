import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import OfferHistoryPage from './offer-history-page.tsx';
import type { History, OfferState } from './queries.ts';
import TaskDetailsPage from './task-details-page.tsx';

/** The task screen and the offer history at their hook boundary (./queries.ts replaced). */
type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  loggedIn: true,
  offer: {} as Hook,
  take: {} as Hook,
  audit: {} as Hook,
  history: {} as Hook,
  search: 'taskId=7&gameName=Dragon%20Quest',
  opened: [] as string[],
}));

vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useOfferQuery: () => hooks.offer,
  useTakeMutation: () => hooks.take,
  useSubmitAuditMutation: () => hooks.audit,
  useHistoryQuery: () => hooks.history,
  reportAction: () => {},
}));
vi.mock('../../app/router/route-context.ts', async (original) => ({
  ...(await original<object>()),
  useSearch: () => new URLSearchParams(hooks.search),
}));
vi.mock('../../hosts/open-external.ts', () => ({ openExternal: (url: string) => hooks.opened.push(url) }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (namespace: string) =>
  JSON.parse(readFileSync(join(I18N, namespace, 'en-US.json'), 'utf8')) as Messages;

const reward = { coin: 'KC', amount: '5000', usd: '0.5000' };
const step = (seq: number, status: string) => ({
  stepId: seq,
  seq,
  goal: `level:${seq * 5}`,
  title: `Reach level ${seq * 5}`,
  reward: { ...reward, token: null },
  status,
  reason: status === 'rejected' ? 'The screenshot does not show the level' : '',
});
function state(over: Partial<OfferState['offer']> = {}, extra: Partial<OfferState> = {}): OfferState {
  return {
    offer: {
      xbOfferId: 7,
      productId: 3,
      parentId: null,
      title: 'Reach the levels',
      kind: 'cpl',
      expired: 7,
      dailyCap: 0,
      subCount: 0,
      reward: { coin: 'KC', amount: '20000', usd: '2.0000' },
      steps: [step(1, 'open'), step(2, 'locked')] as OfferState['offer']['steps'],
      take: null,
      ...over,
    },
    done: false,
    completed: 0,
    total: 2,
    earned: '0',
    ...extra,
  } as OfferState;
}
const ready = (data: unknown) => ({
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  data,
  refetch: vi.fn(),
});

beforeAll(() => {
  addMessages('common', 'en-US', messages('common'));
  addMessages('tasks', 'en-US', messages('tasks'));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.loggedIn = true;
  hooks.search = 'taskId=7&gameName=Dragon%20Quest';
  hooks.opened = [];
  hooks.take = { isPending: false, mutateAsync: vi.fn(async () => ({ take: { link: 'https://net.test/c1' } })) };
  hooks.audit = { isPending: false, mutateAsync: vi.fn(async () => ({ auditId: 1, stepId: 1, status: 'pending' })) };
});
afterEach(cleanup);

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/task/details' } as const;
const show = (page: React.ReactNode) => render(<RouteContext.Provider value={ROUTE}>{page}</RouteContext.Provider>);

describe('task details', () => {
  it('shows the steps with rewards and starts the task, opening the tracking link', async () => {
    hooks.offer = ready(state());
    show(<TaskDetailsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dragon Quest');
    const steps = screen.getAllByTestId('task-step');
    expect(steps.map((s) => s.dataset.status)).toEqual(['open', 'locked']);
    expect(steps[0]?.textContent).toContain('Reach level 5');
    expect(steps[0]?.textContent).toContain('+5,000.00 KC');
    expect(screen.getByText('0 of 2 steps done')).toBeTruthy();
    fireEvent.click(screen.getByTestId('task-start'));
    await vi.waitFor(() => expect(hooks.opened).toEqual(['https://net.test/c1']));
    expect(screen.queryByTestId('task-verify')).toBeNull();
  });

  it('a taken task: open, check progress, the expiry countdown; done shows the reward', () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2 * 86400 + 3 * 3600 + 60;
    hooks.offer = ready(
      state({ take: { clickId: 'c1', takeTime: 1, expiresAt, link: 'https://net.test/c1', status: 'active' } }),
    );
    const { unmount } = show(<TaskDetailsPage />);
    expect(screen.getByTestId('task-expiry').textContent).toBe('Expires in 2 d 3 h');
    fireEvent.click(screen.getByTestId('task-verify'));
    expect((hooks.offer as { refetch: ReturnType<typeof vi.fn> }).refetch).toHaveBeenCalled();
    unmount();
    hooks.offer = ready(
      state(
        {
          steps: [step(1, 'done'), step(2, 'done')] as OfferState['offer']['steps'],
          take: { clickId: 'c1', takeTime: 1, expiresAt, link: '', status: 'done' },
        },
        { done: true, completed: 2, earned: '20000' },
      ),
    );
    show(<TaskDetailsPage />);
    expect(screen.getByTestId('task-done')).toBeTruthy();
    expect(screen.queryByTestId('task-start')).toBeNull();
    expect(screen.getByTestId('take-panel').textContent).toContain('+20,000.00 KC');
  });

  it('audit tasks: the screenshot form refuses other files and sends a PNG for review', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 86400;
    hooks.offer = ready(
      state({
        kind: 'audit',
        steps: [step(1, 'rejected')] as OfferState['offer']['steps'],
        take: { clickId: 'c9', takeTime: 1, expiresAt, link: '', status: 'active' },
      }),
    );
    show(<TaskDetailsPage />);
    expect(screen.getByText('The screenshot does not show the level')).toBeTruthy();
    fireEvent.click(screen.getByTestId('audit-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Add a screenshot first.');
    const input = screen.getByTestId('audit-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG, JPEG or WebP image.');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })] },
    });
    await screen.findByAltText('Screenshot preview');
    fireEvent.click(screen.getByTestId('audit-submit'));
    const send = (hooks.audit as { mutateAsync: ReturnType<typeof vi.fn> }).mutateAsync;
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ clickId: 'c9', stepId: 1 })));
    expect(String(send.mock.calls[0]?.[0].img)).toMatch(/^data:image\/png;base64,/);
  });

  it('loading, not found, error with retry, and visitors asked to log in', () => {
    hooks.offer = { isPending: true, isError: false, data: undefined, error: null };
    const { container, unmount } = show(<TaskDetailsPage />);
    expect(container.querySelector('[data-testid="task-step"]')).toBeNull();
    unmount();
    hooks.offer = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError('business', 'no', 404, 4040),
    };
    show(<TaskDetailsPage />);
    expect(screen.getByText('This task is not available')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.offer = { isPending: false, isError: true, data: undefined, error: new Error('down'), refetch };
    show(<TaskDetailsPage />);
    fireEvent.click(screen.getByTestId('task-retry'));
    expect(refetch).toHaveBeenCalled();
    cleanup();
    hooks.loggedIn = false;
    show(<TaskDetailsPage />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain('/user/login-home?backUrl=');
  });
});

describe('offer history', () => {
  const page: History = {
    list: [
      {
        id: 1,
        productId: 3,
        productTitle: 'Dragon Quest',
        icon: '/task-art/dragon/icon.svg',
        xbOfferId: 7,
        offerTitle: 'Reach the levels',
        stepTitle: 'Reach level 5',
        status: 'reversed',
        reason: 'chargeback',
        reward,
        token: null,
        at: 1_764_000_000,
      },
    ],
    total: 1,
    page: 1,
    has_more: false,
    summary: {
      xb_cpl_contribute_sum: '5000',
      xb_duration_contribute_sum: '0',
      xb_base_contribute: '0',
      xb_base_usd: '0',
      all_reward_usd: '0',
      token_amount: '0',
      token_reward_usd: '0',
      token_coin: '',
      token_logo: '',
      debt: '1200',
    },
  };
  it('shows the ledger summary, the debt and each completion with its status', () => {
    hooks.history = { ...ready({ pages: [page] }), hasNextPage: false };
    show(<OfferHistoryPage />);
    expect(screen.getByTestId('offer-summary').textContent).toContain('Owed after reversals');
    const row = screen.getByTestId('offer-history-row');
    expect(row.textContent).toContain('Dragon Quest');
    expect(row.textContent).toContain('Reversed');
    expect(row.textContent).toContain('chargeback');
  });
  it('empty and visitor states', () => {
    hooks.history = { ...ready({ pages: [{ ...page, list: [], total: 0 }] }), hasNextPage: false };
    show(<OfferHistoryPage />);
    expect(screen.getByText('No completed tasks yet')).toBeTruthy();
    cleanup();
    hooks.loggedIn = false;
    show(<OfferHistoryPage />);
    expect(screen.queryByTestId('offer-summary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
