import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Checkin } from './queries.ts';
import WelfarePage from './welfare-page.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ loggedIn: true, state: {} as Hook, checkin: {} as Hook }));
vi.mock('./queries.ts', () => ({
  useLoggedIn: () => hooks.loggedIn,
  useCheckinQuery: () => hooks.state,
  useCheckinMutation: () => hooks.checkin,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const state = (today: boolean, streak: number): Checkin => ({
  today,
  streak,
  day: today ? streak : streak + 1,
  days: ['10', '10', '20', '20', '30', '30', '70'].map((kc, i) => ({
    day: i + 1,
    kc,
    claimed: i + 1 <= (today ? streak : streak),
  })),
  resetIn: 5 * 3600,
});
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/task/welfare' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <WelfarePage />
    </RouteContext.Provider>,
  );

beforeAll(() => {
  for (const ns of ['common', 'tasks']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.loggedIn = true;
  hooks.state = { isPending: false, isError: false, data: state(false, 2), refetch: vi.fn() };
  hooks.checkin = {
    isPending: false,
    mutateAsync: vi.fn(async () => ({ ...state(true, 3), paid: '20', already: false })),
  };
});
afterEach(cleanup);

describe('welfare page', () => {
  it('shows the 7-day cycle with the claimed days and checks in', async () => {
    show();
    const days = screen.getAllByTestId('checkin-day');
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.dataset.claimed)).toEqual(['true', 'true', 'false', 'false', 'false', 'false', 'false']);
    expect(days[2]?.dataset.today).toBe('true');
    expect(screen.getByText('2-day streak')).toBeTruthy();
    fireEvent.click(screen.getByTestId('checkin-button'));
    expect(await screen.findByTestId('checkin-message')).toHaveProperty('textContent', '+20 KC added to your wallet');
  });

  it('after checking in the button waits for tomorrow; visitors are asked to log in', () => {
    hooks.state = { isPending: false, isError: false, data: state(true, 3), refetch: vi.fn() };
    show();
    const button = screen.getByTestId('checkin-button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Next in 5 h');
    cleanup();
    hooks.loggedIn = false;
    show();
    expect(screen.queryByTestId('checkin-card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow tasks' }).getAttribute('href')).toContain('/profile/followTask');
  });
});
