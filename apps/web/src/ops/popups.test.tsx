import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import PopupsPage from './pages/popups-page.tsx';
import { setToken } from './session.ts';

const popup = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  texts: [
    { locale: 'en-US', title: `Popup ${id}`, body: 'Claim your first rewards.', button: 'Start' },
    { locale: 'th-TH', title: `Popup ${id} th`, body: 'รับรางวัลแรก', button: 'เริ่ม' },
  ],
  image: '/popups/first-steps.svg',
  deep_link: '/activity/newbie',
  markets: ['th'],
  new_within_days: 7,
  max_shows: 3,
  every_hours: 24,
  priority: 5,
  starts_at: 1_800_000_000,
  ends_at: 1_900_000_000,
  created_at: 1_800_000_000,
  operator_id: 7,
  shows: 42,
  status: 'live',
  ...over,
});

afterEach(cleanUp);

describe('Main-brand popups page', () => {
  it('lists popups with their page, button, audience and shows, and ends a live one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    let popups = [popup(3), popup(1, { status: 'inactive', markets: [], new_within_days: 0 })];
    const sent = serve({
      '/popups': () => envelope(0, { list: popups, has_more: false }),
      '/popups/end': (body) => {
        popups = popups.map((p) => (p.id === body.popup_id ? { ...p, status: 'inactive' } : p));
        return envelope(0, { popup: popups[0], changed: true });
      },
    });
    render(<PopupsPage />);
    const live = await screen.findByTestId('ops-main-popup-3');
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('42')).toBeTruthy();
    expect(within(live).getByText('/buildDialog/3')).toBeTruthy();
    expect(within(live).getByText('[Start] → /activity/newbie')).toBeTruthy();
    expect(within(live).getByText('joined within 7 days')).toBeTruthy();
    const off = screen.getByTestId('ops-main-popup-1');
    expect(within(off).getByText('Turned off')).toBeTruthy();
    expect(within(off).queryByRole('button')).toBeNull();
    await act(async () => {
      fireEvent.click(within(live).getByRole('button', { name: 'End Popup 3' }));
    });
    expect(sent['/popups/end']).toEqual([{ popup_id: 3 }]);
    expect(await within(await screen.findByTestId('ops-main-popup-3')).findByText('Turned off')).toBeTruthy();
  });

  it('creates a popup with a button, refusing outside images and a link without a button before sending', async () => {
    setConsoleLocale('en-US');
    const sent = serve({
      '/popups': () => envelope(0, { list: [], has_more: false }),
      '/popups/create': () => envelope(0, { popup: popup(9) }),
    });
    render(<PopupsPage />);
    expect(await screen.findByText('No popups yet.')).toBeTruthy();
    const form = screen.getByTestId('ops-popup-form');
    const create = screen.getByTestId('ops-popup-create') as HTMLButtonElement;
    type('Title (English, required)', 'Lucky week', form);
    type('Text (English, required)', 'Three draws this week.', form);
    expect(create.disabled).toBe(false);
    type('Button link (optional)', '/luckycode/land', form);
    expect(within(form).getByText('A button needs a link, and a link needs an English button text')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Button (English; needed with a link)', 'Get a code', form);
    expect(create.disabled).toBe(false);
    type('Image (optional)', '/fortune/icon.svg', form);
    expect(within(form).getByText('Only an app image path under /popups/, /coins/ or /resource/')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Image (optional)', '/popups/lucky-code.svg', form);
    type('Markets', 'th', form);
    type('Starts', '2030-01-01T10:00', form);
    type('Ends', '2030-01-08T10:00', form);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(sent['/popups/create']).toEqual([
      {
        texts: [{ locale: 'en-US', title: 'Lucky week', body: 'Three draws this week.', button: 'Get a code' }],
        image: '/popups/lucky-code.svg',
        deep_link: '/luckycode/land',
        markets: ['th'],
        new_within_days: 0,
        max_shows: 1,
        every_hours: 24,
        priority: 0,
        starts_at: Math.floor(new Date('2030-01-01T10:00').getTime() / 1000),
        ends_at: Math.floor(new Date('2030-01-08T10:00').getTime() / 1000),
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Popup created.');
  });
});
