import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import { PvpSettings, parseStakes, wholeIn } from './pages/pvp-settings.tsx';
import { setToken } from './session.ts';

const DEFAULTS = { stakes: ['1', '5', '20'], fee_bp: 500, grace_seconds: 60 };
const view = (current = DEFAULTS, updated: { at: number; email: string } | null = null) => ({
  current,
  defaults: DEFAULTS,
  updated_at: updated?.at ?? null,
  updated_by_email: updated?.email ?? null,
});

afterEach(cleanUp);

describe('PvP settings helpers', () => {
  it('reads one to six different whole stakes, and whole numbers in a range', () => {
    expect(parseStakes('1, 5,20')).toEqual(['1', '5', '20']);
    expect(parseStakes('2')).toEqual(['2']);
    for (const bad of ['', '0', '1.5', '1,1', '1,2,3,4,5,6,7', '1000000', 'a', '1,,2'])
      expect(parseStakes(bad), bad).toBeUndefined();
    expect(wholeIn('500', 0, 2000)).toBe(500);
    expect(wholeIn('0', 0, 2000)).toBe(0);
    for (const bad of ['2001', '-1', '1.5', '', 'x']) expect(wholeIn(bad, 0, 2000), bad).toBeUndefined();
    expect(wholeIn('9', 10, 3600)).toBeUndefined();
  });
});

describe('PvP settings section', () => {
  it('shows the defaults, refuses bad values before sending, saves and shows who changed them', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    let current = view();
    const sent = serve({
      '/pvp/settings': () => envelope(0, current),
      '/pvp/settings/set': (body) => {
        current = view(body as typeof DEFAULTS, { at: 1_800_000_000, email: 'games@ops.test' });
        return envelope(0, { settings: current, changed: true });
      },
    });
    render(<PvpSettings />);
    const form = await screen.findByTestId('ops-pvp-settings');
    expect((within(form).getByTestId('ops-pvp-stakes') as HTMLInputElement).value).toBe('1, 5, 20');
    expect(form.textContent).toContain('Defaults from the environment: 1, 5, 20 USDT · 500 bp · 60 s');
    expect(screen.getByTestId('ops-pvp-settings-changed').textContent).toBe(
      'Never changed: the environment defaults apply.',
    );
    const save = within(form).getByTestId('ops-pvp-settings-save') as HTMLButtonElement;

    type('Stakes (whole USDT, comma-separated)', '2, 2', form);
    expect(within(form).getByText('One to six different whole amounts from 1 to 999999')).toBeTruthy();
    type('Fee (basis points of the pot)', '2500', form);
    expect(within(form).getByText('A whole number from 0 to 2000')).toBeTruthy();
    type('Grace period (seconds)', '5', form);
    expect(within(form).getByText('A whole number from 10 to 3600')).toBeTruthy();
    expect(save.disabled).toBe(true);

    type('Stakes (whole USDT, comma-separated)', '2, 10', form);
    type('Fee (basis points of the pot)', '300', form);
    type('Grace period (seconds)', '90', form);
    expect(within(form).getByText('3 % of the pot')).toBeTruthy();
    expect(save.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save);
    });
    expect(sent['/pvp/settings/set']).toEqual([{ stakes: ['2', '10'], fee_bp: 300, grace_seconds: 90 }]);
    expect((await screen.findByTestId('ops-pvp-settings-done')).textContent).toBe(
      'Saved. New matches use these settings.',
    );
    expect((await screen.findByTestId('ops-pvp-settings-changed')).textContent).toContain('games@ops.test');
    expect((screen.getByTestId('ops-pvp-stakes') as HTMLInputElement).value).toBe('2, 10');
  });

  it('shows the server field errors on their fields', async () => {
    setConsoleLocale('en-US');
    serve({
      '/pvp/settings': () => envelope(0, view()),
      '/pvp/settings/set': () => envelope(4000, { 'stakes.1': ['must be a whole USDT amount'], fee_bp: ['too high'] }),
    });
    render(<PvpSettings />);
    const form = await screen.findByTestId('ops-pvp-settings');
    type('Grace period (seconds)', '120', form);
    await act(async () => {
      fireEvent.click(within(form).getByTestId('ops-pvp-settings-save'));
    });
    expect(within(form).getByText('must be a whole USDT amount')).toBeTruthy();
    expect(within(form).getByText('too high')).toBeTruthy();
    expect(within(form).getByTestId('ops-pvp-fee').getAttribute('aria-invalid')).toBe('true');
  });
});
