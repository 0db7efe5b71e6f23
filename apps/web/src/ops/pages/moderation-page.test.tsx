import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve } from '../fortune-test-api.ts';
import { setConsoleLocale } from '../i18n.ts';
import { setToken } from '../session.ts';
import ModerationPage from './moderation-page.tsx';

const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';

const item = (over: Record<string, unknown> = {}) => ({
  post_id: 'abcdefghijkl',
  title: 'Buy followers cheap',
  cover: null,
  blocks: [
    { type: 'text', style: 'paragraph', items: [[{ text: hostile }, { text: 'site', href: 'https://spam.example' }]] },
  ],
  author_name: 'Spammer',
  author_xid: 'spammer001',
  author_user_id: 100999,
  post_status: 'published',
  deleted: false,
  hidden: false,
  hidden_reason: null,
  hidden_note: '',
  status: 'open',
  reports: [
    { reason: 'spam', note: '<b>ads</b>', reporter_user_id: 100001, created_at: 1_800_000_000 },
    { reason: 'scam', note: '', reporter_user_id: 100002, created_at: 1_800_000_100 },
  ],
  first_reported_at: 1_800_000_000,
  decided_at: null,
  decided_by: null,
  ...over,
});

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

describe('moderation console page', () => {
  it('shows a reported post with its reports and its body as players see it, never as HTML', async () => {
    serve({ '/moderation/reports': () => envelope(0, { list: [item()], has_more: false }) });
    render(<ModerationPage />);
    const card = await screen.findByTestId('ops-moderation-abcdefghijkl');
    expect(within(card).getByText('Buy followers cheap')).toBeTruthy();
    expect(within(card).getByText('Reports: 2')).toBeTruthy();
    const reports = within(card).getByTestId('ops-moderation-reports');
    expect(reports.textContent).toContain('Spam or advertising');
    expect(reports.textContent).toContain('“<b>ads</b>”');
    const preview = within(card).getByTestId('ops-moderation-preview');
    expect(preview.textContent).toContain(hostile);
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img[src="x"]')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('hides with the chosen reason and note, then reloads the queue', async () => {
    let open = [item()];
    const sent = serve({
      '/moderation/reports': () => envelope(0, { list: open, has_more: false }),
      '/moderation/decide': () => {
        open = [];
        return envelope(0, { status: 'hidden', reports_closed: 2 });
      },
    });
    render(<ModerationPage />);
    const card = await screen.findByTestId('ops-moderation-abcdefghijkl');
    fireEvent.change(within(card).getByTestId('ops-moderation-reason'), { target: { value: 'scam' } });
    fireEvent.change(within(card).getByLabelText('Note to the author (optional)'), {
      target: { value: 'Selling followers' },
    });
    await act(async () => {
      fireEvent.click(within(card).getByTestId('ops-moderation-hide'));
    });
    expect(sent['/moderation/decide']).toEqual([
      { post_id: 'abcdefghijkl', action: 'hide', reason: 'scam', note: 'Selling followers' },
    ]);
    expect(await screen.findByText('No reported post waits for a decision.')).toBeTruthy();
    expect(sent['/moderation/reports']?.length).toBe(2);
  });

  it('dismisses without a reason, and shows decided posts under their filter', async () => {
    const sent = serve({
      '/moderation/reports': (body) =>
        envelope(0, {
          list:
            body.status === 'hidden'
              ? [
                  item({
                    status: 'hidden',
                    hidden: true,
                    hidden_reason: 'spam',
                    decided_at: 1_800_000_500,
                    decided_by: 7,
                  }),
                ]
              : [item()],
          has_more: false,
        }),
      '/moderation/decide': () => envelope(4090, { reason: 'already_decided' }, 409),
    });
    render(<ModerationPage />);
    const card = await screen.findByTestId('ops-moderation-abcdefghijkl');
    await act(async () => {
      fireEvent.click(within(card).getByTestId('ops-moderation-dismiss'));
    });
    expect(sent['/moderation/decide']).toEqual([{ post_id: 'abcdefghijkl', action: 'dismiss', note: '' }]);
    expect(await within(card).findByRole('alert')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    });
    const decided = await screen.findByText('Hidden for: Spam or advertising.');
    expect(decided).toBeTruthy();
    expect(screen.queryByTestId('ops-moderation-hide')).toBeNull();
  });
});
