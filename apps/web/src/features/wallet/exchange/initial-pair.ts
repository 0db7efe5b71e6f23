import type { CoinCode } from '@arcadia/contract/calls/wallet/common';

/**
 * The swap form's first pair: `?from=` and `?to=` when the player holds those coins (a page sending the player
 * here to get USDT, say), else WH to USDT, else the first two coins.
 */
export function initialPair(coins: CoinCode[], search: URLSearchParams): { from: CoinCode; to: CoinCode } {
  const held = (raw: string | null) => coins.find((c) => c === raw?.toUpperCase());
  const askedTo = held(search.get('to'));
  const from =
    held(search.get('from')) ??
    (coins.find((c) => c === 'WH' && c !== askedTo) || coins.find((c) => c !== askedTo) || 'WH');
  const to =
    (askedTo !== from ? askedTo : undefined) ??
    coins.find((c) => c === 'USDT' && c !== from) ??
    coins.find((c) => c !== from) ??
    'USDT';
  return { from, to };
}
