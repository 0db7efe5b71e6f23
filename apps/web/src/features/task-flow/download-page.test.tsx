import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import DownloadPage from './download-page.tsx';

const hooks = vi.hoisted(() => ({ downloads: {} as Record<string, unknown> }));
vi.mock('./queries.ts', () => ({ useDownloadsQuery: () => hooks.downloads }));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/task/download' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <DownloadPage />
    </RouteContext.Provider>,
  );

beforeAll(() => {
  for (const ns of ['common', 'tasks']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(cleanup);

describe('download page', () => {
  it('lists install-and-open tasks leading to their task screen', () => {
    const item = {
      productId: 4,
      slug: 'farm',
      title: 'Happy Farm',
      icon: '/task-art/farm/icon.svg',
      category: 'casual',
      productType: 'app',
      rating: 4.2,
      markets: [],
      xbOfferId: 41,
      offerCount: 2,
      reward: { coin: 'KC', amount: '300', usd: '0.3' },
      createdAt: 1,
    };
    hooks.downloads = { isPending: false, isError: false, data: { pages: [{ list: [item] }] }, hasNextPage: false };
    show();
    const row = screen.getByTestId('download-task');
    expect(row.getAttribute('href')).toContain(
      '/task/details?taskId=41&productType=app&gameName=Happy%20Farm&from=download',
    );
    expect(row.textContent).toContain('Install and open');
    expect(row.textContent).toContain('+300 KC');
  });

  it('says so when there is nothing to install, and offers a retry on failure', () => {
    hooks.downloads = { isPending: false, isError: false, data: { pages: [{ list: [] }] }, hasNextPage: false };
    show();
    expect(screen.getByText('No install tasks in your country right now')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    hooks.downloads = { isPending: false, isError: true, data: undefined, refetch, hasNextPage: false };
    show();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
