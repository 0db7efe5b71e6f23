import type { DynamicKey, Translate } from '../../../../i18n/i18n.ts';
import { multiplyDecimal } from '../../money.ts';
import { trimZeros } from '../../money-calc.ts';

/** Small pure helpers of the slot's screen: the model comes from init conf, amounts are decimal strings. */

/** The stake of a spin: line bet x lines, in USDT (6 decimals, trailing zeros cut). */
export function totalBet(lineBet: string, lineCount: number): string {
  return trimZeros(multiplyDecimal(lineBet, String(lineCount), 6));
}

/** The cells ("reel:row") on the lines that won. */
export function winningCells(lines: readonly (readonly number[])[], wins: readonly { line: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const { line } of wins) {
    const rows = lines[line] ?? [];
    for (let reel = 0; reel < rows.length; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/** The board's centres of each line in a 300 x 300 box, for drawing it. */
export function linePoints(rows: readonly number[]): string {
  return rows.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' ');
}

export const LINE_COLOURS = ['#ffd66b', '#37d895', '#ff8ad8', '#7cc4ff', '#ff9a5c'];

/** A symbol's name in the player's language; an id without a translation shows as is. */
export function symbolName(id: string, t: Translate): string {
  const key = `retiger.symbols.${id}`;
  const name = t(key as DynamicKey);
  return name === key ? id : name;
}

/** The board read row by row for screen readers: "Top: tiger, king, ace. Middle: ...". */
export function boardLabel(grid: readonly (readonly string[])[], t: Translate): string {
  const rows = [t('retiger.rowTop'), t('retiger.rowMiddle'), t('retiger.rowBottom')];
  return rows
    .map((name, row) => `${name}: ${grid.map((reel) => symbolName(reel[row] ?? '', t)).join(', ')}`)
    .join('. ');
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
