import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import type { Rebate } from './queries.ts';
import RebatePage from './rebate-page.tsx';
import { fillShare, RECHARGE_LINK } from './rebate-view.tsx';

type Hook = Record<string, unknown>;
const hooks = vi.hoisted(() => ({ userId: 7, status: {} as Hook, claim: {} as Hook }));
vi.mock('./queries.ts', () => ({
  useUserId: () => hooks.userId,
  useRebateQuery: () => hooks.status,
  useRebateClaim: () => hooks.claim,
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;
const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/activity/recharge' } as const;
const show = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <RebatePage />
    </RouteContext.Provider>,
  );
const loaded = (data: unknown) => ({ isPending: false, isError: false, data, refetch: vi.fn() });
const now = () => Math.floor(Date.now() / 1000);

function rebate(progress: string | null, state: 'running' | 'ended' = 'running', claimed: number[] = []): Rebate {
  const p = Number(progress ?? 0);
  const tiers = [
    ['10', 300, '300'],
    ['50', 500, '2200'],
    ['200', 800, '13500'],
  ] as const;
  return {
    campaign: {
      id: 3,
      market: 'vn',
      title: 'Weekly recharge rebate',
      starts_at: now() - 86_400,
      ends_at: state === 'running' ? now() + 2 * 86_400 + 3 * 3600 + 60 : now() - 3600,
      state,
      claim_until: now() + 3 * 86_400,
      tiers: tiers.map(([threshold, bps, bonus], index) => ({
        index,
        threshold,
        percent_bps: bps,
        bonus,
        reached: progress !== null && p >= Number(threshold),
        claimed: claimed.includes(index),
      })),
    },
    progress,
    claimed_total: claimed.length ? '300' : '0',
    claimable: '0',
  };
}

beforeAll(() => {
  for (const ns of ['common', 'activity']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
beforeEach(() => {
  hooks.userId = 7;
  hooks.status = loaded(rebate('12.5'));
  hooks.claim = {
    isPending: false,
    mutateAsync: vi.fn(async () => ({ ...rebate('12.5', 'running', [0]), paid: '300', already: false })),
  };
});
afterEach(cleanup);

describe('recharge rebate page', () => {
  it('shows the time left, the progress across tiers, and claims a reached tier', async () => {
    show();
    expect(screen.getByTestId('rebate-time').textContent).toBe('Ends in 2 d 3 h');
    expect(screen.getByTestId('rebate-progress').textContent).toBe('12.50 USDT recharged');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(screen.getByTestId('rebate-tier-1').textContent).toContain('37.50 USDT to go');
    expect(screen.getByTestId('rebate-recharge').getAttribute('href')).toContain('/activity/recharge_dialog?backUrl=');
    fireEvent.click(screen.getByTestId('rebate-claim-0'));
    expect(await screen.findByTestId('rebate-message')).toHaveProperty('textContent', '+300 KC added to your wallet');
    expect(hooks.claim.mutateAsync).toHaveBeenCalledWith({ campaign_id: 3, tier: 0 });
  });

  it('shows a visitor the tiers and a login prompt, without progress or claims', () => {
    hooks.userId = 0;
    hooks.status = loaded(rebate(null));
    show();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('rebate-claim-0')).toBeNull();
    expect(screen.getByText('Log in to take part')).toBeTruthy();
    expect(screen.getByText('Recharge 200 USDT · 8% back')).toBeTruthy();
  });

  it('shows an ended campaign without "recharge now", and tiers not reached as missed', () => {
    hooks.status = loaded(rebate('12.5', 'ended', [0]));
    show();
    expect(screen.getByTestId('rebate-time').textContent).toMatch(/^Ended on \d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByTestId('rebate-recharge')).toBeNull();
    expect(screen.getByTestId('rebate-tier-0').textContent).toContain('Claimed');
    expect(screen.getByTestId('rebate-tier-2').textContent).toContain('Missed');
  });

  it('says so when the market has no campaign', () => {
    hooks.status = loaded({ campaign: null, progress: null, claimed_total: '0', claimable: '0' });
    show();
    expect(screen.getByText('No rebate campaign right now')).toBeTruthy();
  });

  it('spaces tiers evenly on the bar', () => {
    const tiers = [{ threshold: '10' }, { threshold: '50' }, { threshold: '200' }];
    expect(fillShare(tiers, 0)).toBe(0);
    expect(fillShare(tiers, 10)).toBeCloseTo(1 / 3);
    expect(fillShare(tiers, 30)).toBeCloseTo(0.5);
    expect(fillShare(tiers, 500)).toBe(1);
    expect(RECHARGE_LINK).toBe('/activity/recharge_dialog?backUrl=%2Factivity%2Frecharge');
  });
});
