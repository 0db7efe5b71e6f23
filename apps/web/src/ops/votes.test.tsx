import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConsoleLocale } from './i18n.ts';
import VotesPage, { linesOf } from './pages/votes-page.tsx';
import { clearToken, setToken } from './session.ts';

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const round = {
  id: 7,
  market: 'th',
  title: 'Game of the month',
  coin: 'USDT',
  min_stake: '1',
  reward_pool: '20',
  total_staked: '35.5',
  opens_at: 1_795_000_000,
  ends_at: 1_795_086_400,
  status: 'open',
  winner_id: null,
  mine: '0',
};
const poll = {
  id: 3,
  market: 'th',
  question: 'Next event?',
  options: [
    { id: 1, label: 'Race', votes: 4 },
    { id: 2, label: 'Draw', votes: 9 },
  ],
  ends_at: null,
  total_votes: 13,
  my_option_id: null,
  ended: false,
};

function serve() {
  const created: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === '/ops-api/vote/rounds') return envelope(0, { list: [round], polls: [poll], has_more: false });
      if (url === '/ops-api/vote/rounds/create') {
        created.push(body);
        return envelope(0, { round: { ...round, id: 8, title: body.title } });
      }
      return envelope(4040, null);
    }),
  );
  return created;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
});

describe('votes console page', () => {
  it('lists rounds with their totals and polls with their counts', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    serve();
    render(<VotesPage />);
    const card = await screen.findByTestId('ops-vote-round-7');
    expect(card.textContent).toContain('35.5 USDT');
    expect(card.textContent).toContain('Open');
    expect(screen.getByTestId('ops-vote-poll-3').textContent).toContain('Draw9');
  });

  it('opens a round with one candidate per line, only once the form is complete', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    const created = serve();
    render(<VotesPage />);
    const form = await screen.findByTestId('ops-vote-round-form');
    const inputs = form.querySelectorAll('input');
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: 'th' } });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: 'Best game' } });
    const submit = screen.getByTestId('ops-vote-round-create');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(form.querySelector('textarea') as HTMLTextAreaElement, { target: { value: 'Dice\n\n Hi-Lo \n' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ market: 'th', title: 'Best game', min_stake: '1', reward_pool: '0' });
    const candidates = (created[0] as { candidates: { name: string }[] }).candidates;
    expect(candidates.map((c) => c.name)).toEqual(['Dice', 'Hi-Lo']);
  });

  it('reads one entry per line', () => {
    expect(linesOf(' a \n\nb\n')).toEqual(['a', 'b']);
  });
});
