const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card 0-51 as its face: rank label, suit symbol, and whether it prints red. */
export function cardFace(card: number) {
  const suit = Math.floor(card / 13);
  return { rank: RANKS[card % 13] ?? '?', suit: SUITS[suit] ?? '?', red: suit === 1 || suit === 2 };
}

/** A roll 0-9999 as the player reads it: "49.27". */
export function rollLabel(roll: number): string {
  return `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
}

/** USDT decimal text to minor units, and back (6 decimals). */
export function toMinor(text: string): bigint {
  const clean = /^\d+(\.\d+)?$/.test(text) ? text : '0';
  const [w = '0', f = ''] = clean.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0').slice(0, 6));
}

export function minorText(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const frac = String(abs % 1_000_000n)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / 1_000_000n}${frac ? `.${frac}` : ''}`;
}
