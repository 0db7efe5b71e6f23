import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { formatClock } from './clock.ts';
import { PlayView } from './play-view.tsx';
import type { DailyPuzzle } from './queries.ts';
import { viewOf } from './sudgame-page.tsx';
import { useBoard } from './use-board.ts';

// Project Euler 96, grid 01, and its solution.
const GIVENS = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const SOLVED = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const givens = [...GIVENS].map(Number);

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ loggedIn: true, daily: {} as Hook, start: {} as Hook, submit: {} as Hook }));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useDailyQuery: () => hooks.daily,
  useStartMutation: () => hooks.start,
  useSubmitMutation: () => hooks.submit,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/sudgame/play' } as const;
const puzzle: DailyPuzzle = {
  id: 9,
  difficulty: 'hard',
  givens: GIVENS,
  reward: '20',
  solvers: 0,
  best_seconds: null,
  mine: { started_at: null, finished_at: null, seconds: null, rank: null, paid: '0' },
};

beforeAll(() => {
  for (const ns of ['common', 'sudgame']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  localStorage.clear();
  hooks.loggedIn = true;
  hooks.daily = {
    isPending: false,
    isError: false,
    data: { date: '2026-11-27', today: true, streak: 0, puzzles: [puzzle] },
  };
  hooks.start = { mutate: vi.fn(), data: { started_at: Math.floor(Date.now() / 1000) - 300 } };
  hooks.submit = { mutate: vi.fn(), isPending: false };
});
afterEach(cleanup);

describe('sudoku paths', () => {
  it('reads the view from /sudgame/*, and anything else is not a view', () => {
    expect(viewOf('daily')).toEqual({ name: 'daily' });
    expect(viewOf('play/2026-11-27/hard')).toEqual({ name: 'play', date: '2026-11-27', difficulty: 'hard' });
    expect(viewOf('rank/12')).toEqual({ name: 'rank', puzzleId: 12 });
    expect(viewOf('')).toBeUndefined();
    expect(viewOf('play/yesterday/hard')).toBeUndefined();
    expect(viewOf('rank/x')).toBeUndefined();
  });

  it('shows times as m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});

describe('the board', () => {
  it('keeps givens, toggles a digit, pencils notes, clears notes of peers, and undoes', () => {
    const { result } = renderHook(() => useBoard(1, givens));
    const free = givens.indexOf(0);
    const given = givens.findIndex(Boolean);
    act(() => result.current.select(given));
    act(() => result.current.input(9));
    expect(result.current.cells[given]).toBe(givens[given]);

    act(() => result.current.select(free + 1 === given ? free : free));
    act(() => result.current.toggleNotes());
    act(() => result.current.input(4));
    act(() => result.current.input(8));
    expect(result.current.notes[free]).toBe((1 << 4) | (1 << 8));
    act(() => result.current.toggleNotes());
    const peer = givens.findIndex((d, i) => d === 0 && i !== free && Math.floor(i / 9) === Math.floor(free / 9));
    act(() => result.current.select(peer));
    act(() => result.current.input(4));
    expect(result.current.cells[peer]).toBe(4);
    expect(result.current.notes[free]).toBe(1 << 8);
    act(() => result.current.input(4));
    expect(result.current.cells[peer]).toBe(0);
    act(() => result.current.undo());
    expect(result.current.cells[peer]).toBe(4);
  });

  it('continues a saved game, and ignores a saved game that changes a given', () => {
    const first = renderHook(() => useBoard(2, givens));
    act(() => first.result.current.select(0));
    act(() => first.result.current.input(4));
    first.unmount();
    expect(renderHook(() => useBoard(2, givens)).result.current.cells[0]).toBe(4);
    const tampered = [...givens];
    tampered[2] = 9;
    localStorage.setItem('sudoku:3', JSON.stringify({ cells: tampered, notes: new Array(81).fill(0) }));
    expect(renderHook(() => useBoard(3, givens)).result.current.cells[2]).toBe(3);
  });

  it('marks repeats and tells a complete grid', () => {
    localStorage.setItem('sudoku:4', JSON.stringify({ cells: [...SOLVED].map(Number), notes: new Array(81).fill(0) }));
    const { result } = renderHook(() => useBoard(4, givens));
    expect(result.current.complete).toBe(true);
    act(() => result.current.select(0));
    act(() => result.current.input(8));
    expect(result.current.bad.size).toBeGreaterThan(0);
    expect(result.current.complete).toBe(false);
  });
});

describe('/sudgame/play', () => {
  const show = () =>
    render(
      <RouteContext.Provider value={ROUTE}>
        <PlayView date="2026-11-27" difficulty="hard" />
      </RouteContext.Provider>,
    );

  it('starts the clock once and sends the grid when the last cell completes it', () => {
    const almost = [...SOLVED].map(Number);
    const last = givens.lastIndexOf(0);
    almost[last] = 0;
    localStorage.setItem('sudoku:9', JSON.stringify({ cells: almost, notes: new Array(81).fill(0) }));
    show();
    expect(hooks.start.mutate).toHaveBeenCalledWith(9);
    expect(screen.getByTestId('sudoku-clock').textContent).toMatch(/^5:0\d$/);
    fireEvent.click(screen.getByTestId(`cell-${last}`));
    fireEvent.click(screen.getByTestId(`key-${SOLVED[last]}`));
    expect(hooks.submit.mutate).toHaveBeenCalledOnce();
    expect((hooks.submit.mutate as ReturnType<typeof vi.fn>).mock.calls[0]?.[0]).toEqual({ puzzleId: 9, grid: SOLVED });
  });

  it('asks a visitor to log in, and shows a solved puzzle with its time and reward', () => {
    hooks.loggedIn = false;
    show();
    expect(screen.getByText('Log in to continue')).toBeTruthy();
    cleanup();
    hooks.loggedIn = true;
    const solved = { ...puzzle, mine: { started_at: 1, finished_at: 2, seconds: 412, rank: 3, paid: '20' } };
    hooks.daily = {
      isPending: false,
      isError: false,
      data: { date: '2026-11-27', today: true, streak: 1, puzzles: [solved] },
    };
    show();
    expect(screen.getByTestId('sudoku-result').textContent).toContain('Solved in 6:52');
    expect(screen.getByTestId('sudoku-result').textContent).toContain('+20 KC');
    expect(hooks.start.mutate).not.toHaveBeenCalled();
  });
});
