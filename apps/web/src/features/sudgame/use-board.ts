import { CELLS, conflicts } from '@arcadia/contract/games/sudoku';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** One cell's notes: the digits 1-9 the player pencilled in, as bits. */
type Notes = number[];

export interface BoardState {
  cells: number[];
  notes: Notes;
  selected: number;
  notesMode: boolean;
  history: { cells: number[]; notes: Notes }[];
}

const storageKey = (puzzleId: number) => `sudoku:${puzzleId}`;

/** The player's progress, kept in this browser so a reload or a second visit continues where they were. */
function restore(puzzleId: number, givens: number[]): Pick<BoardState, 'cells' | 'notes'> {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(puzzleId)) ?? 'null') as {
      cells?: unknown;
      notes?: unknown;
    } | null;
    const cells = saved?.cells;
    const notes = saved?.notes;
    if (
      Array.isArray(cells) &&
      cells.length === CELLS &&
      cells.every((d, i) => Number.isInteger(d) && d >= 0 && d <= 9 && (!givens[i] || d === givens[i])) &&
      Array.isArray(notes) &&
      notes.length === CELLS
    )
      return {
        cells: cells as number[],
        notes: (notes as unknown[]).map((n) => (Number.isInteger(n) ? Number(n) : 0)),
      };
  } catch {
    // A broken saved game starts over.
  }
  return { cells: [...givens], notes: new Array<number>(CELLS).fill(0) };
}

export function clearSaved(puzzleId: number) {
  localStorage.removeItem(storageKey(puzzleId));
}

/**
 * The board's state: digits and notes per cell, the selected cell, notes mode and an undo history. Givens never
 * change; entering a digit clears that digit from the notes of its row, column and box.
 */
export function useBoard(puzzleId: number, givens: number[]) {
  const [state, setState] = useState<BoardState>(() => ({
    ...restore(puzzleId, givens),
    selected: givens.indexOf(0),
    notesMode: false,
    history: [],
  }));

  useEffect(() => {
    localStorage.setItem(storageKey(puzzleId), JSON.stringify({ cells: state.cells, notes: state.notes }));
  }, [puzzleId, state.cells, state.notes]);

  const select = useCallback((cell: number) => setState((s) => ({ ...s, selected: cell })), []);
  const toggleNotes = useCallback(() => setState((s) => ({ ...s, notesMode: !s.notesMode })), []);

  const input = useCallback(
    (digit: number) =>
      setState((s) => {
        const cell = s.selected;
        if (cell < 0 || givens[cell]) return s;
        const history = [...s.history.slice(-99), { cells: s.cells, notes: s.notes }];
        if (s.notesMode && digit > 0) {
          if (s.cells[cell]) return s;
          const notes = [...s.notes];
          notes[cell] = (notes[cell] as number) ^ (1 << digit);
          return { ...s, notes, history };
        }
        const cells = [...s.cells];
        const notes = [...s.notes];
        cells[cell] = cells[cell] === digit ? 0 : digit;
        notes[cell] = 0;
        if (cells[cell]) clearPeerNotes(notes, cell, digit);
        return { ...s, cells, notes, history };
      }),
    [givens],
  );

  const undo = useCallback(
    () =>
      setState((s) => {
        const last = s.history.at(-1);
        return last ? { ...s, ...last, history: s.history.slice(0, -1) } : s;
      }),
    [],
  );

  const move = useCallback(
    (rows: number, cols: number) =>
      setState((s) => {
        const row = (Math.floor(Math.max(s.selected, 0) / 9) + rows + 9) % 9;
        const col = ((Math.max(s.selected, 0) % 9) + cols + 9) % 9;
        return { ...s, selected: row * 9 + col };
      }),
    [],
  );

  const bad = useMemo(() => conflicts(state.cells), [state.cells]);
  const full = state.cells.every(Boolean);
  return { ...state, bad, full, complete: full && bad.size === 0, select, toggleNotes, input, undo, move };
}

function clearPeerNotes(notes: Notes, cell: number, digit: number) {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  const box = Math.floor(row / 3) * 3 + Math.floor(col / 3);
  for (let other = 0; other < CELLS; other++) {
    const r = Math.floor(other / 9);
    const c = other % 9;
    if (r === row || c === col || Math.floor(r / 3) * 3 + Math.floor(c / 3) === box)
      notes[other] = (notes[other] as number) & ~(1 << digit);
  }
}
