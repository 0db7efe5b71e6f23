import {
  CELLS,
  countSolutions,
  generatePuzzle,
  SUDOKU_DIFFICULTIES,
  solves,
  TARGET_GIVENS,
} from '@arcadia/contract/games/sudoku';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Issue 21: "sudoku generation always yields one solution (property test)". */
describe('sudoku generator', () => {
  it('always makes a puzzle with exactly one solution, its own, at the difficulty it was asked for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUDOKU_DIFFICULTIES), fc.integer({ min: 0, max: 2 ** 31 }), (difficulty, seed) => {
        const { givens, solution } = generatePuzzle(difficulty, seed);
        const found: number[] = [];
        expect(countSolutions(givens, 2, found)).toBe(1);
        expect(found).toEqual(solution);
        expect(solves(givens, solution)).toBe(true);
        const filled = givens.filter(Boolean).length;
        expect(filled).toBeGreaterThanOrEqual(TARGET_GIVENS[difficulty]);
        // Expert digging may stop early when no cell can go; it still must be well below a full grid.
        expect(filled).toBeLessThanOrEqual(TARGET_GIVENS[difficulty] + 6);
        expect(givens.length).toBe(CELLS);
      }),
      { numRuns: 200 },
    );
  });
});
