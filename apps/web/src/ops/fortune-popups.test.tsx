import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from './fortune-test-api.ts';
import { setConsoleLocale } from './i18n.ts';
import FortunePopupsPage from './pages/fortune-popups-page.tsx';
import { setToken } from './session.ts';

const popup = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  texts: [
    { locale: 'en-US', title: `Popup ${id}`, body: 'Recharge today.' },
    { locale: 'vi-VN', title: `Popup ${id} vi`, body: 'Nạp hôm nay.' },
  ],
  image: '/fortune/icon.svg',
  deep_link: '/fortune/money/pay',
  markets: ['vn'],
  min_vip: 1,
  max_vip: 4,
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

describe('Fortune popups page', () => {
  it('lists popups with status, audience and shows, and ends a live one', async () => {
    setConsoleLocale('en-US');
    setToken('t'.repeat(43));
    let popups = [
      popup(3),
      popup(2, { status: 'upcoming', markets: [], new_within_days: 0 }),
      popup(1, { status: 'inactive' }),
    ];
    const sent = serve({
      '/fortune/popups': () => envelope(0, { list: popups, has_more: false }),
      '/fortune/popups/end': (body) => {
        popups = popups.map((p) => (p.id === body.popup_id ? { ...p, status: 'inactive' } : p));
        return envelope(0, { popup: popups[0], changed: true });
      },
    });
    render(<FortunePopupsPage />);
    const live = await screen.findByTestId('ops-popup-3');
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('42')).toBeTruthy();
    expect(within(live).getByText('VN')).toBeTruthy();
    expect(within(live).getByText('VIP 1–4 · joined within 7 days')).toBeTruthy();
    expect(within(live).getByText('Up to 3×, 24 h apart')).toBeTruthy();
    expect(within(live).getByText('en-US · vi-VN')).toBeTruthy();
    const upcoming = screen.getByTestId('ops-popup-2');
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(upcoming).getByText('All open markets')).toBeTruthy();
    expect(within(upcoming).getByRole('button', { name: 'End Popup 2' })).toBeTruthy();
    const off = screen.getByTestId('ops-popup-1');
    expect(within(off).getByText('Turned off')).toBeTruthy();
    expect(within(off).queryByRole('button')).toBeNull();

    await act(async () => {
      fireEvent.click(within(live).getByRole('button', { name: 'End Popup 3' }));
    });
    expect(sent['/fortune/popups/end']).toEqual([{ popup_id: 3 }]);
    const ended = await screen.findByTestId('ops-popup-3');
    expect(await within(ended).findByText('Turned off')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('creates a popup in two languages, refusing outside links and a reversed VIP range before sending', async () => {
    setConsoleLocale('en-US');
    let refuse = true;
    const sent = serve({
      '/fortune/popups': () => envelope(0, { list: [], has_more: false }),
      '/fortune/popups/create': () =>
        refuse ? envelope(4000, { ends_at: ['A popup runs at most 90 days'] }) : envelope(0, { popup: popup(9) }),
    });
    render(<FortunePopupsPage />);
    expect(await screen.findByText('No popups yet.')).toBeTruthy();
    const form = screen.getByTestId('ops-popup-form');
    const create = screen.getByTestId('ops-popup-create') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    type('Title (English, required)', 'Weekend spins', form);
    expect(create.disabled).toBe(true);
    type('Text (English, required)', 'Recharge today\nfor double spins.', form);
    expect(create.disabled).toBe(false);

    type('Button link (optional)', 'https://evil.example/pay', form);
    expect(within(form).getByText('Only an in-app path starting with one /')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Button link (optional)', '//evil-example', form);
    expect(create.disabled).toBe(true);
    type('Button link (optional)', '/fortune/money/pay?tab=bonus', form);
    expect(within(form).queryByText('Only an in-app path starting with one /')).toBeNull();
    type('Image (optional)', 'https://cdn.example/a.png', form);
    expect(within(form).getByText('Only an app image path under /fortune/')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Image (optional)', '/fortune/icon.svg', form);

    type('VIP from', '5', form);
    type('VIP to', '2', form);
    expect(within(form).getByText('Must be at least the lowest level')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('VIP to', '8', form);
    type('Priority', '-101', form);
    expect(create.disabled).toBe(true);
    type('Priority', '-5', form);
    type('Markets', 'vn, BR', form);
    type('Joined within (days; 0 for everyone)', '14', form);
    type('Shows per player', '2', form);
    type('Hours between shows', '12', form);

    fireEvent.change(within(form).getByLabelText('Another language'), { target: { value: 'vi-VN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a language' }));
    // An added language left empty keeps the form from sending.
    expect(create.disabled).toBe(true);
    type('Title (vi-VN)', 'Vòng quay cuối tuần', form);
    expect(create.disabled).toBe(true);
    type('Text (vi-VN)', 'Nạp hôm nay.', form);
    expect(create.disabled).toBe(false);

    type('Starts', '2030-01-01T10:00', form);
    type('Ends', '2029-12-31T10:00', form);
    expect(within(form).getByText('Must end after it starts')).toBeTruthy();
    expect(create.disabled).toBe(true);
    type('Ends', '2030-06-01T10:00', form);
    await act(async () => {
      fireEvent.click(create);
    });
    const [body] = sent['/fortune/popups/create'] ?? [];
    expect(body).toEqual({
      texts: [
        { locale: 'en-US', title: 'Weekend spins', body: 'Recharge today\nfor double spins.' },
        { locale: 'vi-VN', title: 'Vòng quay cuối tuần', body: 'Nạp hôm nay.' },
      ],
      image: '/fortune/icon.svg',
      deep_link: '/fortune/money/pay?tab=bonus',
      markets: ['vn', 'br'],
      min_vip: 5,
      max_vip: 8,
      new_within_days: 14,
      max_shows: 2,
      every_hours: 12,
      priority: -5,
      starts_at: Math.floor(new Date('2030-01-01T10:00').getTime() / 1000),
      ends_at: Math.floor(new Date('2030-06-01T10:00').getTime() / 1000),
    });
    expect((await within(form.parentElement as HTMLElement).findByRole('alert')).textContent).toContain(
      'ends_at: A popup runs at most 90 days',
    );

    refuse = false;
    type('Ends', '2030-01-08T10:00', form);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(sent['/fortune/popups/create']).toHaveLength(2);
    expect((await screen.findByRole('status')).textContent).toBe('Popup created.');
    // The form starts over, and the list is asked again.
    expect((within(form).getByLabelText('Title (English, required)') as HTMLInputElement).value).toBe('');
    expect(within(form).queryByLabelText('Title (vi-VN)')).toBeNull();
    expect((sent['/fortune/popups'] ?? []).length).toBeGreaterThanOrEqual(2);
  });
});
