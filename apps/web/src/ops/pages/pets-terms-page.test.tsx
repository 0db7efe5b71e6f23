import { DEFAULT_PET_TERMS, petTermsToWire } from '@arcadia/contract/games/pets';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve } from '../fortune-test-api.ts';
import { setConsoleLocale } from '../i18n.ts';
import { setToken } from '../session.ts';
import PetsTermsPage, { checkDraft } from './pets-terms-page.tsx';

const DEFAULTS = petTermsToWire(DEFAULT_PET_TERMS);
const view = (over: Record<string, unknown> = {}) => ({
  current: DEFAULTS,
  version: 0,
  defaults: DEFAULTS,
  updated_at: null,
  updated_by_email: null,
  ...over,
});
const edit = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

describe('pet terms console page', () => {
  it('shows the terms with their defaults and published odds; refuses weights that do not add up to 10000', async () => {
    serve({ '/pets/terms': () => envelope(0, view()) });
    render(<PetsTermsPage />);
    expect(((await screen.findByTestId('ops-pets-draw_price')) as HTMLInputElement).value).toBe('100');
    expect((screen.getByTestId('ops-pets-weights.3') as HTMLInputElement).value).toBe('200');
    expect(screen.getByTestId('ops-pets-weights-sum').textContent).toBe(
      'Published odds: common 60.00 % · rare 28.00 % · epic 10.00 % · legendary 2.00 %',
    );
    expect(screen.getByTestId('ops-pets-changed').textContent).toContain('Never changed');
    edit('ops-pets-weights.3', '300');
    expect(screen.getByTestId('ops-pets-weights-sum').textContent).toBe(
      'The four weights must add up to 10000 (now 10100).',
    );
    expect((screen.getByTestId('ops-pets-save') as HTMLButtonElement).disabled).toBe(true);
    edit('ops-pets-market_fee_bps', '2001');
    expect(screen.getByText('A whole number within the allowed range')).toBeTruthy();
  });

  it('saves the edited terms as numbers and amounts, then says so', async () => {
    let current = view();
    const sent = serve({
      '/pets/terms': () => envelope(0, current),
      '/pets/terms/set': (body) => {
        current = view({ current: body, version: 1, updated_at: 1_800_000_000, updated_by_email: 'g@ops.test' });
        return envelope(0, { settings: current, changed: true });
      },
    });
    render(<PetsTermsPage />);
    await screen.findByTestId('ops-pets-draw_price');
    edit('ops-pets-draw_price', '150');
    edit('ops-pets-weights.0', '5900');
    edit('ops-pets-weights.3', '300');
    edit('ops-pets-market_fee_bps', '800');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-pets-save'));
    });
    expect(sent['/pets/terms/set']).toEqual([
      { ...DEFAULTS, draw_price: '150', weights: [5900, 2800, 1000, 300], market_fee_bps: 800 },
    ]);
    expect((await screen.findByTestId('ops-pets-done')).textContent).toBe(
      'Saved. New draws and listings use these terms.',
    );
    expect((await screen.findByTestId('ops-pets-changed')).textContent).toContain('Version 1');
  });

  it('shows a field error from the server beside its field', async () => {
    serve({
      '/pets/terms': () => envelope(0, view()),
      '/pets/terms/set': () => envelope(4000, { 'base_rate.1': ['A positive KC amount up to 1000000'] }),
    });
    render(<PetsTermsPage />);
    await screen.findByTestId('ops-pets-draw_price');
    edit('ops-pets-pity', '40');
    await act(async () => {
      fireEvent.click(screen.getByTestId('ops-pets-save'));
    });
    expect(await screen.findByText('A positive KC amount up to 1000000')).toBeTruthy();
    expect(screen.queryByTestId('ops-pets-done')).toBeNull();
  });

  it('shows an error with a retry when the terms cannot be read', async () => {
    serve({ '/pets/terms': () => envelope(5000, null, 500) });
    render(<PetsTermsPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks a draft like the server', () => {
    const draft = Object.fromEntries(
      Object.entries(DEFAULTS).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x, i) => [`${k}.${i}`, String(x)]) : [[k, String(v)]],
      ),
    );
    expect(checkDraft(draft).values).toEqual(DEFAULTS);
    expect(checkDraft({ ...draft, draw_price: '0' }).errors.draw_price).toBe('pets.kcPositive');
    expect(checkDraft({ ...draft, 'level_cost.0': '1.234' }).errors['level_cost.0']).toBe('pets.kcInvalid');
    expect(checkDraft({ ...draft, 'weights.1': '0' }).errors['weights.1']).toBe('pets.wholeInvalid');
  });
});
