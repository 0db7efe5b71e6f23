import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanUp, envelope, serve, type } from '../fortune-test-api.ts';
import { setConsoleLocale } from '../i18n.ts';
import { setToken } from '../session.ts';
import ProductReviewsPage from './product-reviews-page.tsx';

const submission = (id: number, over: Record<string, unknown> = {}) => ({
  submission_id: id,
  title: 'Sky Farm <script>alert(1)</script>',
  description: 'Grow a farm in the clouds.\nTrade with friends.',
  category: 'casual',
  category_name: 'Casual',
  link: 'https://skyfarm.example.com/play',
  icon_url: '/img/product/2025-01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
  screenshot_urls: ['/img/product/2025-01/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp'],
  status: 'pending',
  reason: '',
  product_id: null,
  created_at: 1_800_000_000,
  decided_at: null,
  user_id: 100950,
  username: 'Lotus Studio',
  market: 'vn',
  ...over,
});

beforeEach(() => {
  setConsoleLocale('en-US');
  setToken('t'.repeat(43));
});
afterEach(cleanUp);

describe('product reviews console page', () => {
  it('shows a submission with its pictures and the creator, its words as text, the link kept away from the opener', async () => {
    const sent = serve({ '/product-reviews': () => envelope(0, { list: [submission(7)], has_more: false }) });
    render(<ProductReviewsPage />);
    const card = await screen.findByTestId('ops-product-7');
    expect(within(card).getByRole('heading').textContent).toBe('Sky Farm <script>alert(1)</script>');
    expect(card.querySelector('script')).toBeNull();
    expect(within(card).getByText('Lotus Studio (100950)')).toBeTruthy();
    expect(within(card).getByAltText('Icon of Sky Farm <script>alert(1)</script>').getAttribute('src')).toContain(
      '/img/product/',
    );
    expect(within(card).getAllByRole('img')).toHaveLength(2);
    expect(within(card).getByTestId('ops-product-link').getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(sent['/product-reviews']?.[0]).toEqual({ status: 'pending', page: 1 });
  });

  it('approves, and rejects only with a reason', async () => {
    let decided = false;
    const sent = serve({
      '/product-reviews': () => envelope(0, { list: decided ? [] : [submission(7)], has_more: false }),
      '/product-reviews/decide': (body) => {
        decided = true;
        return envelope(0, { submission: submission(7, { status: body.approve ? 'approved' : 'rejected' }) });
      },
    });
    render(<ProductReviewsPage />);
    const card = await screen.findByTestId('ops-product-7');
    const reject = within(card).getByTestId('ops-product-reject') as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    type('Reason for the creator (to reject)', 'The link does not open', card);
    expect(reject.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(reject);
    });
    expect(sent['/product-reviews/decide']?.[0]).toEqual({
      submission_id: 7,
      approve: false,
      reason: 'The link does not open',
    });
    expect(await screen.findByText('No products wait for review.')).toBeTruthy();
  });

  it('filters by status', async () => {
    const sent = serve({
      '/product-reviews': (body) =>
        envelope(0, {
          list: body.status === 'approved' ? [submission(9, { status: 'approved', product_id: 321 })] : [],
          has_more: false,
        }),
    });
    render(<ProductReviewsPage />);
    await screen.findByText('No products wait for review.');
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    const card = await screen.findByTestId('ops-product-9');
    expect(within(card).getByText('In the catalogue as product 321')).toBeTruthy();
    expect(within(card).queryByTestId('ops-product-approve')).toBeNull();
    expect(sent['/product-reviews']?.at(-1)).toEqual({ status: 'approved', page: 1 });
  });
});
