import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import PollPage from './poll-page.tsx';
import type { Poll, RoundDetail } from './queries.ts';
import VotePage from './vote-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({
  rounds: {} as Hook,
  round: {} as Hook,
  poll: {} as Hook,
  vote: { mutate: vi.fn(), isPending: false, isError: false } as Hook,
  stake: { mutate: vi.fn(), isPending: false, isError: false } as Hook,
  userId: 7,
}));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useVoteRounds: () => hooks.rounds,
  useVoteRound: () => hooks.round,
  useVoteStake: () => hooks.stake,
  usePoll: () => hooks.poll,
  usePollVote: () => hooks.vote,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const route = (path: string, splat?: string) =>
  ({ locale: 'en-US', route: undefined, params: splat ? { _splat: splat } : {}, path }) as never;
const now = 1_800_000_000;

const settled: RoundDetail = {
  round: {
    id: 3,
    market: 'vn',
    title: 'Game of the month',
    coin: 'USDT',
    min_stake: '1',
    reward_pool: '100',
    total_staked: '30',
    opens_at: now - 86_400,
    ends_at: now - 60,
    status: 'settled',
    winner_id: 11,
    mine: '20',
  },
  candidates: [
    { id: 10, name: 'Dice Rush', hue: 12, glyph: '⚄', staked: '10', voters: 1 },
    { id: 11, name: 'Lotto Star', hue: 45, glyph: '★', staked: '20', voters: 1 },
  ],
  my_stakes: [
    {
      id: 1,
      round_id: 3,
      round_title: 'Game of the month',
      candidate_id: 11,
      candidate_name: 'Lotto Star',
      amount: '20',
      status: 'returned',
      reward: '100',
      created_at: now - 3600,
    },
  ],
  now,
};

const poll = (voted: boolean): Poll => ({
  id: 5,
  market: 'vn',
  question: 'Which game next?',
  options: [
    { id: 1, label: 'Racing', votes: voted ? 3 : null },
    { id: 2, label: 'Puzzle', votes: voted ? 1 : null },
  ],
  ends_at: null,
  total_votes: voted ? 4 : null,
  my_option_id: voted ? 1 : null,
  ended: false,
});

beforeAll(() => {
  for (const ns of ['common', 'vote']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('/voteV2/<id>', () => {
  it('shows the winner, the returned stake and its reward, and no stake buttons once settled', async () => {
    hooks.round = { isPending: false, isError: false, data: settled };
    render(
      <RouteContext.Provider value={route('/voteV2/3', '3')}>
        <VotePage />
      </RouteContext.Provider>,
    );
    expect(await screen.findByText('Game of the month')).toBeTruthy();
    expect(screen.getAllByTestId('vote-candidate')).toHaveLength(2);
    expect(screen.getByText('· Winner')).toBeTruthy();
    expect(screen.queryByTestId('vote-choose')).toBeNull();
    const mine = screen.getByTestId('vote-my-stake');
    expect(mine.getAttribute('data-status')).toBe('returned');
    expect(screen.getByTestId('vote-reward').textContent).toContain('100');
  });

  it('opens the stake sheet on an open round', async () => {
    hooks.round = {
      isPending: false,
      isError: false,
      data: { ...settled, round: { ...settled.round, status: 'open', winner_id: null, ends_at: now + 7200 } },
    };
    render(
      <RouteContext.Provider value={route('/voteV2/3', '3')}>
        <VotePage />
      </RouteContext.Provider>,
    );
    expect((await screen.findAllByTestId('vote-choose')).length).toBe(2);
    expect(screen.getByText('2 h 0 min left', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('vote-choose')[1] as HTMLElement);
    expect(screen.getByTestId('vote-sheet').textContent).toContain('Stake on Lotto Star');
  });
});

describe('/vote/<id>', () => {
  it('offers the options before voting and the shares after', async () => {
    hooks.poll = { isPending: false, isError: false, data: { poll: poll(false) } };
    const view = render(
      <RouteContext.Provider value={route('/vote/5', '5')}>
        <PollPage />
      </RouteContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Racing' }));
    expect(hooks.vote.mutate).toHaveBeenCalledWith({ poll_id: 5, option_id: 1 });
    hooks.poll = { isPending: false, isError: false, data: { poll: poll(true) } };
    view.rerender(
      <RouteContext.Provider value={route('/vote/5', '5')}>
        <PollPage />
      </RouteContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Racing' })).toBeNull();
    expect(screen.getAllByTestId('vote-poll-share').map((e) => e.textContent)).toEqual(['75%', '25%']);
    expect(screen.getByTestId('vote-poll-total').textContent).toBe('4 votes');
  });
});
