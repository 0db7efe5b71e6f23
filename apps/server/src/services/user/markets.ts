/** Markets and their dialing codes (spec section 5); the default market is vn (+84). */
export const MARKET_DIAL_CODES: Readonly<Record<string, string>> = {
  vn: '+84',
  th: '+66',
  id: '+62',
  ph: '+63',
  my: '+60',
  br: '+55',
  mx: '+52',
  in: '+91',
  ru: '+7',
  uz: '+998',
  kz: '+7',
};
export const DEFAULT_MARKET = 'vn';

export function isMarket(code: string): boolean {
  return Object.hasOwn(MARKET_DIAL_CODES, code);
}

export function dialCodeOf(market: string): string {
  return MARKET_DIAL_CODES[market] ?? (MARKET_DIAL_CODES[DEFAULT_MARKET] as string);
}

/** The market whose dialing code starts this E.164 number (longest code first), else the default. */
export function marketOfPhone(phone: string): string {
  const entries = Object.entries(MARKET_DIAL_CODES).sort((a, b) => b[1].length - a[1].length);
  return entries.find(([, code]) => phone.startsWith(code))?.[0] ?? DEFAULT_MARKET;
}
