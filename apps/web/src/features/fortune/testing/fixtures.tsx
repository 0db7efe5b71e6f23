import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocationContext, RouteContext } from '../../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../../i18n/i18n.ts';
import type {
  Account,
  Bonus,
  Draw,
  FortuneCurrency,
  LotteryChance,
  RechargeConf,
  RgStatus,
  SpinConf,
} from '../queries.ts';

const I18N = join(import.meta.dirname, '..', '..', '..', '..', 'public', 'resource', 'i18n');
export const messages = (namespace: string, locale = 'en-US') =>
  JSON.parse(readFileSync(join(I18N, namespace, `${locale}.json`), 'utf8')) as Messages;

export function loadTexts() {
  addMessages('common', 'en-US', messages('common'));
  addMessages('fortune', 'en-US', messages('fortune'));
  addMessages('ui', 'en-US', messages('ui'));
  setLocale('en-US');
}

export const VND: FortuneCurrency = { market: 'vn', code: 'VND', symbol: '₫', decimals: 0, rate: '25400' };

export const ACCOUNT: Account = {
  available: true,
  registered: true,
  currency: VND,
  cash: '12.5',
  locked: '5',
  vip_level: 2,
  chances: { lucky_spin: 3, free_lottery: 1 },
  exclusion: null,
  reality_check_minutes: 0,
};

const prize = (kind: 'cash' | 'bonus' | 'chance' | 'none', amount = '0', chances = 0) => ({ kind, amount, chances });

export const SPIN_CONF: SpinConf = {
  table: [
    { index: 0, prize: prize('cash', '1'), weight: 10, probability: '0.1' },
    { index: 1, prize: prize('none'), weight: 40, probability: '0.4' },
    { index: 2, prize: prize('bonus', '2'), weight: 10, probability: '0.1' },
    { index: 3, prize: prize('chance', '0', 2), weight: 20, probability: '0.2' },
    { index: 4, prize: prize('cash', '0.1'), weight: 15, probability: '0.15' },
    { index: 5, prize: prize('cash', '10'), weight: 5, probability: '0.05' },
  ],
  expected_value: '0.815',
  free_per_day: 3,
  chances_left: 3,
  next_free_at: 1_800_000_000,
  seed: { server_seed_hash: 'ab'.repeat(32), client_seed: 'mine', nonce: 4 },
};

export const LOTTERY: LotteryChance = {
  chances_left: 1,
  free_per_day: 1,
  next_free_at: 1_800_000_000,
  tiers: [
    { from: 0, to: 8999, prize: prize('none') },
    { from: 9000, to: 9899, prize: prize('cash', '0.5') },
    { from: 9900, to: 9999, prize: prize('cash', '20') },
  ],
  expected_value: '0.65',
};

export function draw(outcome: number, extra: Partial<Draw> = {}): Draw {
  return {
    id: 77,
    game: 'lucky_spin',
    outcome,
    prize: prize('chance', '0', 2),
    proof: { server_seed_hash: 'ab'.repeat(32), server_seed: null, client_seed: 'mine', nonce: 4 },
    at: 1_795_000_000,
    ...extra,
  };
}

export function bonus(id: number, wagered: string, required: string, status: Bonus['status'] = 'locked'): Bonus {
  return {
    id,
    amount: '10',
    wager_required: required,
    wagered,
    status,
    source: 'first_deposit',
    created_at: 1_795_000_000,
    expires_at: 1_797_000_000,
  };
}

export const RG: RgStatus = {
  limits: [
    { kind: 'deposit', period: 'day', amount: '50', pending: null, used: '10' },
    { kind: 'loss', period: 'week', amount: '20', pending: { amount: '40', from: 1_795_086_400 }, used: '0' },
  ],
  exclusion: null,
  reality_check_minutes: 30,
  session: { started_at: 1_795_000_000, net: '-2.5' },
};

export const RECHARGE_CONF: RechargeConf = {
  currency: VND,
  channels: [
    {
      id: 'momo',
      kind: 'ewallet',
      directions: ['recharge', 'withdraw'],
      min: '50000',
      max: '50000000',
      fee_bps: 0,
      fee_fixed: '0',
      presets: ['100000', '254000'],
    },
    {
      id: 'bank',
      kind: 'bank',
      directions: ['recharge', 'withdraw'],
      min: '50000',
      max: '50000000',
      fee_bps: 0,
      fee_fixed: '0',
      presets: ['500000'],
    },
  ],
  first_deposit_bonus: { eligible: true, percent: 100, max: '50', wager_multiplier: 10, expires_days: 30 },
  deposit_allowance: null,
};

interface RenderOptions {
  path?: string;
  search?: string;
  hash?: string;
  /** The route's parameters (`/fortune/play/$game` -> { game }). */
  params?: Record<string, string>;
}

/** Renders a page inside the router's contexts at a path (no locale) and search. */
export function renderAt(
  page: ReactNode,
  { path = '/fortune', search = '', hash = '', params = {} }: RenderOptions = {},
) {
  const pathname = `/en-US${path}`;
  const route = { locale: 'en-US', route: undefined, params, path } as const;
  return render(
    <LocationContext.Provider value={{ pathname, search, hash, href: `${pathname}${search}${hash}` }}>
      <RouteContext.Provider value={route}>{page}</RouteContext.Provider>
    </LocationContext.Provider>,
  );
}

/**
 * `renderAt` inside an awaited act, for screens whose code loads lazily (gate screens, the VIP and me tabs, sheets).
 * RTL's `render` is a synchronous act. When a render has read a promise with `use()` (useTranslation does on every
 * render) and then suspends on a lazy component, React keeps that render in act's queue for an awaited act to finish;
 * a synchronous act drops the queue instead ("A component suspended inside an `act` scope, but the `act` call was not
 * awaited"), and the lazy screen never shows, even once its module has loaded.
 */
export async function renderLoaded(page: ReactNode, options: RenderOptions = {}): Promise<RenderResult> {
  let view: RenderResult | undefined;
  await act(async () => {
    view = renderAt(page, options);
  });
  return view as RenderResult;
}
