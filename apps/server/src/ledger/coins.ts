import { COIN_CODES, type CoinCode } from '@arcadia/contract/calls/wallet/common';
import { processSettings, type Settings } from '../config-schema.ts';

/** One coin from configuration: code, name, logo, fixed decimals, and where its USDT price comes from. */
export interface CoinConfig {
  code: CoinCode;
  name: string;
  logo: string;
  decimals: number;
  /** 'fixed' pins the price (USDT itself); 'history' reads the latest row of price_history. */
  priceSource: 'fixed' | 'history';
  /** USDT price in 1e-8 units: the fixed price, or the fallback before any history exists. */
  defaultPriceE8: bigint;
  /**
   * The business maximum of one amount, in whole coins (default 10^12, or 10^(18 - decimals) when smaller): any amount
   * above it is refused as a field error before it can reach a quote or a bigint column (2^63 minor units).
   * WALLET_COINS may lower it per coin.
   */
  maxAmount: string;
}

const logo = (code: string) => `/coins/${code.toLowerCase()}.svg`;

const DEFAULT_COINS: CoinConfig[] = [
  { code: 'KTHER', name: 'Kther', decimals: 6, priceSource: 'history', defaultPriceE8: 1_200_000n, logo: '' },
  { code: 'KC', name: 'Contribute', decimals: 2, priceSource: 'history', defaultPriceE8: 100_000n, logo: '' },
  { code: 'HAPPY', name: 'Happy', decimals: 2, priceSource: 'history', defaultPriceE8: 50_000n, logo: '' },
  { code: 'XGT', name: 'XG Token', decimals: 8, priceSource: 'history', defaultPriceE8: 85_000_000n, logo: '' },
  { code: 'XCT', name: 'XC Token', decimals: 8, priceSource: 'history', defaultPriceE8: 12_000_000n, logo: '' },
  { code: 'XMT', name: 'XM Token', decimals: 8, priceSource: 'history', defaultPriceE8: 240_000_000n, logo: '' },
  { code: 'WH', name: 'WH', decimals: 4, priceSource: 'history', defaultPriceE8: 5_000_000n, logo: '' },
  { code: 'USDT', name: 'Tether USD', decimals: 6, priceSource: 'fixed', defaultPriceE8: 100_000_000n, logo: '' },
  { code: 'TON', name: 'Toncoin', decimals: 9, priceSource: 'history', defaultPriceE8: 520_000_000n, logo: '' },
  // A listed share traded on the market's stock tab (docs/market.md): a ledger coin, not one of the wallet's coins.
  { code: 'ARC', name: 'Arcadia share', decimals: 0, priceSource: 'history', defaultPriceE8: 1_240_000_000n, logo: '' },
].map((c) => ({
  ...c,
  // 10^12 whole coins, or less where the coin's decimals would take 10^18 minor units past a bigint's range.
  maxAmount: String(10n ** BigInt(Math.min(12, 18 - c.decimals))),
  code: c.code as CoinCode,
  priceSource: c.priceSource as CoinConfig['priceSource'],
  logo: logo(c.code),
}));

/**
 * Coins come from configuration: the defaults above, overridden per coin by the env variable
 * WALLET_COINS, a JSON object like {"WH":{"name":"Wallet Hash","logo":"https://cdn/wh.svg"}}.
 * Decimals are fixed once money exists: changing them would rescale every balance.
 */
function loadCoins(env: Pick<Settings, 'WALLET_COINS'> = processSettings()): Map<CoinCode, CoinConfig> {
  const overrides = env.WALLET_COINS ? (JSON.parse(env.WALLET_COINS) as Record<string, Partial<CoinConfig>>) : {};
  const map = new Map<CoinCode, CoinConfig>();
  for (const coin of DEFAULT_COINS) {
    const o = overrides[coin.code] ?? {};
    map.set(coin.code, {
      ...coin,
      ...(o.name ? { name: o.name } : {}),
      ...(o.logo ? { logo: o.logo } : {}),
      ...(o.defaultPriceE8 !== undefined ? { defaultPriceE8: BigInt(o.defaultPriceE8) } : {}),
      ...(o.maxAmount !== undefined && /^\d{1,12}$/.test(String(o.maxAmount))
        ? { maxAmount: String(o.maxAmount) }
        : {}),
    });
  }
  return map;
}

const COINS = loadCoins();
export const ALL_COINS: readonly CoinCode[] = COIN_CODES;

export function coinOf(code: CoinCode): CoinConfig {
  const coin = COINS.get(code);
  if (!coin) throw new Error(`unknown coin ${code}`);
  return coin;
}

const POW10 = (n: number) => 10n ** BigInt(n);

/** The coin's business maximum in minor units (see CoinConfig.maxAmount). */
export function maxMinorOf(code: CoinCode): bigint {
  const coin = coinOf(code);
  return BigInt(coin.maxAmount) * POW10(coin.decimals);
}

/** "12.5" -> 1250n for 2 decimals; undefined when it has more fractional digits than the coin allows. */
export function toMinor(amount: string, decimals: number): bigint | undefined {
  const [whole = '0', frac = ''] = amount.split('.');
  if (frac.length > decimals) return undefined;
  return BigInt(whole) * POW10(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** 1250n, 2 -> "12.5": no trailing zeros, "-" for negatives. */
export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = POW10(decimals);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

export const PRICE_DECIMALS = 8;

/** USDT value of an amount, in 1e-8 USDT, rounded down. */
export function usdtValueE8(minor: bigint, decimals: number, priceE8: bigint): bigint {
  return (minor * priceE8) / POW10(decimals);
}

/** A 1e-8 USDT value as a decimal string with at most `keep` decimals, rounded down. */
export function formatUsdt(valueE8: bigint, keep = 6): string {
  const cut = POW10(PRICE_DECIMALS - keep);
  return fromMinor((valueE8 / cut) * cut, PRICE_DECIMALS);
}
