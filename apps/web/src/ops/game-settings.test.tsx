import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import GameSettingsPage, { limitErrors, millionths } from './pages/game-settings-page.tsx';
import { setToken } from './session.ts';

const who = { updated_at: null, updated_by_email: null };
const provider = (id: string, configured: boolean, enabled = true) => ({
  id,
  name: id === 'inhouse' ? 'Fortune Originals' : 'PG Soft',
  configured,
  enabled,
  on: configured && enabled,
  off_reason: !configured ? 'not_configured' : enabled ? null : 'switched_off',
  games: 2,
  ...who,
});
const game = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  name: code === 'dice' ? 'Dice' : 'Jade Dragon',
  provider: code === 'dice' ? 'inhouse' : 'pg',
  brand: code === 'dice' ? 'main' : 'fortune',
  enabled: true,
  on: code === 'dice',
  off_reason: code === 'dice' ? null : 'provider_off',
  min_bet: code === 'dice' ? '0.01' : '0.2',
  max_bet: code === 'dice' ? '100' : '20',
  default_min_bet: code === 'dice' ? '0.01' : '0.2',
  default_max_bet: code === 'dice' ? '100' : '20',
  ...who,
  ...over,
});
const settings = (over: Record<string, unknown> = {}) => ({
  coin: 'USDT',
  ceiling: '1000',
  providers: [provider('inhouse', true), provider('pg', false)],
  games: [game('dice'), game('pg-jade-dragon')],
  ...over,
});

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

describe('game settings limits', () => {
  it('reads USDT amounts of at most 6 decimals and names what is wrong per field', () => {
    expect(millionths('0.5')).toBe(500_000n);
    expect(millionths(' 12 ')).toBe(12_000_000n);
    expect(millionths('0.0000001')).toBeUndefined();
    expect(millionths('-1')).toBeUndefined();
    const t = (key: string) => key;
    expect(limitErrors('0.5', '2', '1000', t as never)).toEqual({});
    expect(limitErrors('0', '2', '1000', t as never)).toEqual({ min_bet: 'gameSettings.minPositive' });
    expect(limitErrors('3', '2', '1000', t as never)).toEqual({ min_bet: 'gameSettings.minAboveMax' });
    expect(limitErrors('1', '1000.01', '1000', t as never)).toEqual({ max_bet: 'gameSettings.aboveCeiling' });
    expect(limitErrors('x', '', '1000', t as never)).toEqual({
      min_bet: 'gameSettings.invalidAmount',
      max_bet: 'gameSettings.invalidAmount',
    });
  });
});

describe('game settings console page', () => {
  it('shows providers with why one is off, which cannot be switched on, and switches one off', async () => {
    let current = settings();
    const sent = serve({
      '/games/settings': () => envelope(0, current),
      '/games/settings/provider': (body) => {
        current = settings({ providers: [provider('inhouse', true, Boolean(body.enabled)), provider('pg', false)] });
        return envelope(0, { settings: current, changed: true });
      },
    });
    render(<GameSettingsPage />);
    const pg = await screen.findByTestId('ops-game-provider-pg');
    expect(pg.textContent).toContain('Off: no secret configured');
    expect(within(pg).getByTestId('ops-game-provider-why-pg').textContent).toContain('GAMES_PG_SECRET');
    expect((within(pg).getByTestId('ops-game-provider-toggle-pg') as HTMLButtonElement).disabled).toBe(true);
    const inhouse = screen.getByTestId('ops-game-provider-inhouse');
    expect(inhouse.textContent).toContain('On');
    await act(async () => {
      fireEvent.click(within(inhouse).getByTestId('ops-game-provider-toggle-inhouse'));
    });
    expect(sent['/games/settings/provider']).toEqual([{ provider: 'inhouse', enabled: false }]);
    expect((await screen.findByTestId('ops-game-provider-inhouse')).textContent).toContain('Off: switched off here');
  });

  it('filters games by brand and saves limits only when they are valid; server field errors show by the field', async () => {
    let answer: 'error' | 'ok' = 'error';
    const sent = serve({
      '/games/settings': () => envelope(0, settings()),
      '/games/settings/game': () =>
        answer === 'error'
          ? envelope(4000, { max_bet: ['At most 1000 USDT (GAMES_BET_CEILING_USDT)'] })
          : envelope(0, {
              settings: settings({ games: [game('dice', { min_bet: '0.5', max_bet: '2' })] }),
              changed: true,
            }),
    });
    render(<GameSettingsPage />);
    const dice = await screen.findByTestId('ops-game-dice');
    expect(screen.getByTestId('ops-game-pg-jade-dragon').textContent).toContain('Off: its provider is off');
    fireEvent.click(screen.getByRole('button', { name: 'Main brand' }));
    expect(screen.queryByTestId('ops-game-pg-jade-dragon')).toBeNull();
    expect(screen.getByTestId('ops-game-dice')).toBeTruthy();

    const save = within(dice).getByTestId('ops-game-save-dice') as HTMLButtonElement;
    fireEvent.change(within(dice).getByLabelText('Smallest bet (USDT)'), { target: { value: '5' } });
    fireEvent.change(within(dice).getByLabelText('Largest bet (USDT)'), { target: { value: '2' } });
    expect(dice.textContent).toContain('Not more than the largest bet');
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dice).getByLabelText('Smallest bet (USDT)'), { target: { value: '0.5' } });
    fireEvent.change(within(dice).getByTestId('ops-game-enabled-dice'), { target: { value: 'off' } });
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    expect(sent['/games/settings/game']).toEqual([{ game: 'dice', enabled: false, min_bet: '0.5', max_bet: '2' }]);
    expect(dice.textContent).toContain('At most 1000 USDT (GAMES_BET_CEILING_USDT)');

    answer = 'ok';
    await act(async () => {
      fireEvent.click(save);
    });
    expect(sent['/games/settings/game']).toHaveLength(2);
    expect((await screen.findByTestId('ops-game-done-dice')).textContent).toBe('Saved. New bets use these settings.');
  });
});
