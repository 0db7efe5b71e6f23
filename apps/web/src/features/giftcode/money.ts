/** Decimal strings for the create form, counted in bigint minor units (never floats). */

function toMinor(amount: string, decimals: number): bigint | undefined {
  if (!/^\d+(\.\d*)?$/.test(amount)) return undefined;
  const [whole = '0', frac = ''] = amount.split('.');
  if (frac.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

function fromMinor(minor: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const frac = (minor % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${minor / base}${frac ? `.${frac}` : ''}`;
}

/** What a packet takes from the balance: amount x claims (fixed) or the amount itself (random). */
export function packetTotal(split: 'fixed' | 'random', amount: string, claims: number, decimals: number): string {
  const minor = toMinor(amount, decimals);
  if (minor === undefined) return '0';
  return fromMinor(split === 'fixed' ? minor * BigInt(Math.max(0, claims)) : minor, decimals);
}

/** Why the form cannot be sent yet, or undefined when it can. */
export function formProblem(
  form: { split: 'fixed' | 'random'; amount: string; claims: number },
  coin: { decimals: number; balance: string },
  maxClaims: number,
): 'amount' | 'claims' | 'balance' | 'tooSmall' | undefined {
  const amount = toMinor(form.amount, coin.decimals);
  if (amount === undefined || amount <= 0n) return 'amount';
  if (!Number.isInteger(form.claims) || form.claims < 1 || form.claims > maxClaims) return 'claims';
  if (form.split === 'random' && amount < BigInt(form.claims)) return 'tooSmall';
  const total = form.split === 'fixed' ? amount * BigInt(form.claims) : amount;
  const balance = toMinor(coin.balance, coin.decimals) ?? 0n;
  return total > balance ? 'balance' : undefined;
}
