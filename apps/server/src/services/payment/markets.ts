import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import type { Settings } from '../../config-schema.ts';

/**
 * Markets, their currencies and payment channels (spec section 9). Amounts are kept in fiat cents (two decimals
 * for every currency, whatever it shows) and rates as fiat per coin times 10^4. PAYMENT_CHANNELS (JSON, per
 * channel id) overrides limits and fees; PAYMENT_RATES (JSON, market -> fiat per USDT) overrides rates.
 */
export interface Currency {
  code: string;
  symbol: string;
  /** Decimals shown to players. */
  decimals: number;
}

export const CURRENCIES: Readonly<Record<string, Currency>> = {
  vn: { code: 'VND', symbol: '₫', decimals: 0 },
  ph: { code: 'PHP', symbol: '₱', decimals: 2 },
  br: { code: 'BRL', symbol: 'R$', decimals: 2 },
  th: { code: 'THB', symbol: '฿', decimals: 2 },
  id: { code: 'IDR', symbol: 'Rp', decimals: 0 },
  my: { code: 'MYR', symbol: 'RM', decimals: 2 },
  ru: { code: 'RUB', symbol: '₽', decimals: 0 },
  mx: { code: 'MXN', symbol: 'Mex$', decimals: 2 },
  uz: { code: 'UZS', symbol: "so'm", decimals: 0 },
  kz: { code: 'KZT', symbol: '₸', decimals: 0 },
  in: { code: 'INR', symbol: '₹', decimals: 2 },
};
export const DEFAULT_MARKET = 'vn';

/** Fiat per 1 USDT, demo values (a rates feed replaces them through PAYMENT_RATES). */
const DEFAULT_RATES: Readonly<Record<string, string>> = {
  vn: '25400',
  ph: '57.5',
  br: '5.6',
  th: '35.8',
  id: '16200',
  my: '4.7',
  ru: '92',
  mx: '18.2',
  uz: '12700',
  kz: '520',
  in: '84',
};

export interface ChannelConfig {
  id: ChannelId;
  kind: 'ewallet' | 'bank' | 'crypto' | 'instant';
  directions: ('recharge' | 'withdraw')[];
  /** In fiat cents. */
  minCents: bigint;
  maxCents: bigint;
  feeBps: number;
  feeFixedCents: bigint;
  presetsCents: bigint[];
  provider: 'sandbox' | 'xendit';
}

const MARKET_CHANNELS: Readonly<Record<string, ChannelId[]>> = {
  id: ['dana', 'ovo', 'gopay', 'bank', 'shopeepay', 'usdt_trc20', 'usdt_bep20', 'ton'],
  br: ['pix', 'pagbank', 'ton', 'bsc'],
  vn: ['momo', 'bank', 'ton'],
};
const OTHER_MARKETS: ChannelId[] = ['bank', 'usdt_trc20'];

const KIND: Record<ChannelId, ChannelConfig['kind']> = {
  momo: 'ewallet',
  dana: 'ewallet',
  ovo: 'ewallet',
  gopay: 'ewallet',
  shopeepay: 'ewallet',
  pagbank: 'ewallet',
  bank: 'bank',
  pix: 'instant',
  ton: 'crypto',
  usdt_trc20: 'crypto',
  usdt_bep20: 'crypto',
  bsc: 'crypto',
};

const cents = (fiat: number) => BigInt(Math.round(fiat * 100));

/** Limits scale with the market's rate, so "10 to 2,000 USDT worth" reads naturally in every currency. */
function defaultChannel(id: ChannelId, rate: number): ChannelConfig {
  const kind = KIND[id];
  const round = (usdt: number) => {
    const fiat = usdt * rate;
    const step = 10 ** Math.max(0, Math.floor(Math.log10(fiat)) - 1);
    return cents(Math.ceil(fiat / step) * step);
  };
  return {
    id,
    kind,
    directions: kind === 'instant' || kind === 'ewallet' || kind === 'bank' ? ['recharge', 'withdraw'] : ['recharge'],
    minCents: round(2),
    maxCents: round(2000),
    feeBps: kind === 'crypto' ? 0 : kind === 'bank' ? 100 : 150,
    feeFixedCents: 0n,
    presetsCents: [5, 10, 20, 50, 100, 200].map(round),
    provider: 'sandbox',
  };
}

export interface PaymentMarkets {
  currency(market: string): Currency;
  /** Fiat per coin ×10^4. */
  rateE4(market: string): bigint;
  channels(market: string): ChannelConfig[];
  channel(market: string, id: ChannelId): ChannelConfig | undefined;
  marketOf(requested: string | undefined): string;
}

export function paymentMarketsFrom(env: Pick<Settings, 'PAYMENT_RATES' | 'PAYMENT_CHANNELS'>): PaymentMarkets {
  const rateOverrides = env.PAYMENT_RATES ? (JSON.parse(env.PAYMENT_RATES) as Record<string, string>) : {};
  const channelOverrides = env.PAYMENT_CHANNELS
    ? (JSON.parse(env.PAYMENT_CHANNELS) as Record<
        string,
        Partial<{ min: string; max: string; fee_bps: number; provider: 'sandbox' | 'xendit' }>
      >)
    : {};
  const rates: Record<string, string> = { ...DEFAULT_RATES, ...rateOverrides };
  const rateE4 = (market: string) => {
    const raw = rates[market] ?? (rates[DEFAULT_MARKET] as string);
    const [whole = '0', frac = ''] = raw.split('.');
    return BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4) || '0');
  };
  const channels = (market: string) =>
    (MARKET_CHANNELS[market] ?? OTHER_MARKETS).map((id) => {
      const base = defaultChannel(id, Number(rates[market] ?? rates[DEFAULT_MARKET]));
      const o = channelOverrides[id] ?? {};
      return {
        ...base,
        ...(o.min ? { minCents: cents(Number(o.min)) } : {}),
        ...(o.max ? { maxCents: cents(Number(o.max)) } : {}),
        ...(o.fee_bps !== undefined ? { feeBps: o.fee_bps } : {}),
        ...(o.provider ? { provider: o.provider } : {}),
      };
    });
  return {
    currency: (market) => CURRENCIES[market] ?? (CURRENCIES[DEFAULT_MARKET] as Currency),
    rateE4,
    channels,
    channel: (market, id) => channels(market).find((c) => c.id === id),
    marketOf: (requested) => (requested && CURRENCIES[requested] ? requested : DEFAULT_MARKET),
  };
}

/** 1234567n cents -> "12345.67"; trailing ".00" dropped. */
export function centsToText(value: bigint): string {
  const whole = value / 100n;
  const frac = (value % 100n).toString().padStart(2, '0');
  return frac === '00' ? whole.toString() : `${whole}.${frac}`;
}

export function textToCents(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0') || '0');
}

export function rateText(rateE4: bigint): string {
  const whole = rateE4 / 10_000n;
  const frac = (rateE4 % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

/** The channel fee in cents, rounded up. */
export function feeCents(channel: ChannelConfig, amountCents: bigint): bigint {
  return (amountCents * BigInt(channel.feeBps) + 9_999n) / 10_000n + channel.feeFixedCents;
}

/** Coin minor units (USDT: 6 decimals) worth `cents` at `rateE4`, rounded down (or up). */
export function coinMinorFor(
  cents: bigint,
  rateE4: bigint,
  coinDecimals: number,
  round: 'down' | 'up' = 'down',
): bigint {
  const scaled = cents * 10n ** BigInt(coinDecimals) * 100n;
  const down = scaled / rateE4;
  return round === 'up' && scaled % rateE4 !== 0n ? down + 1n : down;
}
