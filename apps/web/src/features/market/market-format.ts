import type { Locale } from '@arcadia/contract';
import { formatAmount } from '../../i18n/formats.ts';

/** Pure helpers of the market pages (tested in market-format.test.ts). */

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** 24 h change in basis points as a signed percent with two decimals: 125 -> "+1.25%", -40 -> "-0.40%". */
export function changePct(bps: number): string {
  const sign = bps > 0 ? '+' : bps < 0 ? '-' : '';
  return `${sign}${(Math.abs(bps) / 100).toFixed(2)}%`;
}

/** up | down | flat: the colour of a change. */
export function changeTone(bps: number): 'up' | 'down' | 'flat' {
  return bps > 0 ? 'up' : bps < 0 ? 'down' : 'flat';
}

export interface OrderDraft {
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: string;
  /** qty in base coin, or for a market buy the quote amount to spend. */
  amount: string;
}

export type DraftErrors = Partial<Record<'price' | 'amount', 'required' | 'invalid'>>;

const positive = (v: string) => DECIMAL.test(v) && /[1-9]/.test(v);

/** Client-side checks before placing: a limit needs a price; every order needs a positive exact decimal amount. */
export function validateOrder(draft: OrderDraft): DraftErrors {
  const errors: DraftErrors = {};
  const price = draft.price.trim();
  const amount = draft.amount.trim();
  if (draft.type === 'limit') {
    if (price === '') errors.price = 'required';
    else if (!positive(price)) errors.price = 'invalid';
  }
  if (amount === '') errors.amount = 'required';
  else if (!positive(amount)) errors.amount = 'invalid';
  return errors;
}

/** The place_order request fields of a valid draft (market buy spends `quote_amount`; everything else has `qty`). */
export function orderFields(draft: OrderDraft): { price?: string; qty?: string; quote_amount?: string } {
  const amount = draft.amount.trim();
  if (draft.type === 'market') return draft.side === 'buy' ? { quote_amount: amount } : { qty: amount };
  return { price: draft.price.trim(), qty: amount };
}

/** Base and quote coin of a symbol like XGT_USDT. */
export function splitSymbol(symbol: string): { base: string; quote: string } {
  const [base = '', quote = ''] = symbol.split('_');
  return { base, quote };
}

/** A price with all its decimals (at least 2, at most 8), so a fill price reads exactly. */
export function formatPrice(value: string, locale: Locale): string {
  const frac = value.split('.')[1]?.replace(/0+$/, '').length ?? 0;
  return formatAmount(value, { locale, decimals: Math.min(8, Math.max(2, frac)) });
}

/** "151: 0.8512 (+0.14%) · 221: 0.8490 (-0.12%)": the exchanges' prices and their difference from ours. */
export function referenceLine(
  refs: readonly { exchange: string; price: string; diff_bps: number }[],
  locale: Locale,
): string {
  return refs.map((r) => `${r.exchange}: ${formatPrice(r.price, locale)} (${changePct(r.diff_bps)})`).join(' · ');
}

/** Whole seconds left until `deadlineMs`, never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** 75 -> "1:15": a countdown. */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A fiat amount with the market currency's symbol and decimals ("₫ 254,000"). */
export function formatFiat(value: string, currency: { symbol: string; decimals: number }, locale: Locale): string {
  return `${currency.symbol} ${formatAmount(value, { locale, decimals: currency.decimals })}`;
}
