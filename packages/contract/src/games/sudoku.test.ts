import { describe, expect, it } from 'vitest';
import { conflicts, countSolutions, generatePuzzle, gridText, parseGrid, solves } from './sudoku.ts';

// A published puzzle with one solution (Project Euler 96, grid 01) and its solution.
const EULER = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const EULER_SOLVED = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

describe('sudoku solver', () => {
  it('solves a known puzzle to its known solution, and finds it unique', () => {
    const found: number[] = [];
    expect(countSolutions(parseGrid(EULER), 2, found)).toBe(1);
    expect(gridText(found)).toBe(EULER_SOLVED);
    expect(solves(parseGrid(EULER), parseGrid(EULER_SOLVED))).toBe(true);
  });

  it('tells a puzzle with several solutions, and one with none', () => {
    const open = EULER.replace(/[1-9]/g, (d, i) => (i < 20 ? '0' : d));
    expect(countSolutions(parseGrid(open), 2)).toBe(2);
    const broken = `55${EULER.slice(2)}`;
    expect(countSolutions(parseGrid(broken), 2)).toBe(0);
  });

  it('marks repeated digits as conflicts and refuses grids that change a given or leave a gap', () => {
    const grid = parseGrid(EULER_SOLVED);
    [grid[0], grid[1]] = [grid[1] as number, grid[0] as number];
    expect(conflicts(grid).size).toBeGreaterThan(0);
    const gap = parseGrid(EULER_SOLVED);
    gap[80] = 0;
    expect(solves(parseGrid(EULER), gap)).toBe(false);
    const otherGivens = parseGrid(EULER);
    otherGivens[2] = 4;
    expect(solves(otherGivens, parseGrid(EULER_SOLVED))).toBe(false);
  });
});

describe('sudoku generator', () => {
  it('the same seed makes the same puzzle; another seed another', () => {
    expect(generatePuzzle('hard', 42)).toEqual(generatePuzzle('hard', 42));
    expect(gridText(generatePuzzle('hard', 42).givens)).not.toBe(gridText(generatePuzzle('hard', 43).givens));
  });
});
