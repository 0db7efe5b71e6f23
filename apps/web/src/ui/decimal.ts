/**
 * Decimal strings for amounts typed by people. Money never becomes a float (DESIGN.md section 7):
 * values stay strings like "12.50" and are compared digit by digit.
 */

const DECIMAL = /^\d*(?:\.\d*)?$/;

/**
 * Cleans what a person typed into a non-negative decimal string with at most `decimals` fraction digits.
 * Returns null when the text is not such a number (letters, a second point, too many decimals, a sign):
 * the field then keeps its previous value. A comma is read as the decimal point (vi, id, pt keyboards).
 */
export function sanitizeDecimalInput(raw: string, decimals: number): string | null {
  const text = raw.replace(/\s/g, '').replace(',', '.');
  if (text === '') return '';
  if (!DECIMAL.test(text)) return null;
  const [whole = '', fraction] = text.split('.');
  if (fraction !== undefined && (decimals <= 0 || fraction.length > decimals)) return null;
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined) return trimmedWhole;
  return `${trimmedWhole || '0'}.${fraction}`;
}

/** "007.50" -> "7.50", "5." -> "5", "" stays "". */
export function normalizeDecimal(value: string): string {
  if (value === '') return '';
  const [whole = '', fraction] = value.split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${cleanWhole}.${fraction}` : cleanWhole;
}

/** Compares two non-negative decimal strings without floats: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [aWhole = '', aFraction = ''] = normalizeDecimal(a || '0').split('.');
  const [bWhole = '', bFraction = ''] = normalizeDecimal(b || '0').split('.');
  if (aWhole.length !== bWhole.length) return aWhole.length < bWhole.length ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const left = aWhole + aFraction.padEnd(width, '0');
  const right = bWhole + bFraction.padEnd(width, '0');
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
