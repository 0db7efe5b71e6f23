import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './sudgame.module.css';
import type { useBoard } from './use-board.ts';

type Board = ReturnType<typeof useBoard>;

const CELL_INDEXES = Array.from({ length: 81 }, (_, cell) => cell);

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The 9x9 grid: givens fixed, the selected cell with its row, column, box and equal digits marked, repeats red. */
export function Grid({ board, givens, disabled }: { board: Board; givens: number[]; disabled: boolean }) {
  const { t } = useTranslation('sudgame');
  const selectedDigit = board.cells[board.selected] ?? 0;
  const related = (cell: number) => {
    const [r, c, sr, sc] = [Math.floor(cell / 9), cell % 9, Math.floor(board.selected / 9), board.selected % 9];
    return (
      r === sr || c === sc || (Math.floor(r / 3) === Math.floor(sr / 3) && Math.floor(c / 3) === Math.floor(sc / 3))
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const arrow = ARROWS[event.key];
    if (arrow) board.move(arrow[0], arrow[1]);
    else if (/^[1-9]$/.test(event.key)) board.input(Number(event.key));
    else if (event.key === 'Backspace' || event.key === 'Delete' || event.key === '0') board.input(0);
    else return;
    event.preventDefault();
  };
  return (
    <fieldset className={styles.grid} onKeyDown={onKeyDown} data-testid="sudoku-grid">
      <legend className="visually-hidden">{t('board')}</legend>
      {CELL_INDEXES.map((cell) => {
        const digit = board.cells[cell] ?? 0;
        const given = givens[cell] !== 0;
        const classes = [
          styles.cell,
          given && styles.given,
          cell === board.selected && styles.selected,
          cell !== board.selected && related(cell) && styles.related,
          digit !== 0 && digit === selectedDigit && cell !== board.selected && styles.same,
          board.bad.has(cell) && !given && styles.bad,
          cell % 9 === 2 || cell % 9 === 5 ? styles.boxRight : '',
          Math.floor(cell / 9) === 2 || Math.floor(cell / 9) === 5 ? styles.boxBottom : '',
        ];
        const label = t('cell', {
          row: Math.floor(cell / 9) + 1,
          col: (cell % 9) + 1,
          value: digit ? String(digit) : t('empty'),
        });
        return (
          <button
            key={cell}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            aria-label={given ? `${label}, ${t('given')}` : label}
            aria-pressed={cell === board.selected}
            disabled={disabled}
            onClick={() => board.select(cell)}
            data-testid={`cell-${cell}`}
          >
            {digit ? digit : <CellNotes notes={board.notes[cell] ?? 0} />}
          </button>
        );
      })}
    </fieldset>
  );
}

function CellNotes({ notes }: { notes: number }) {
  if (!notes) return null;
  return (
    <span className={styles.notes} aria-hidden="true">
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (
        <span key={d}>{notes & (1 << d) ? d : ''}</span>
      ))}
    </span>
  );
}

/** Digits with how many of each are still to place, erase, notes and undo. */
export function Keypad({ board, disabled }: { board: Board; disabled: boolean }) {
  const { t } = useTranslation('sudgame');
  const left = (digit: number) => 9 - board.cells.filter((d) => d === digit).length;
  return (
    <div className={styles.keypad}>
      <div className={styles.digits}>
        {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => (
          <button
            key={digit}
            type="button"
            className={styles.key}
            disabled={disabled || left(digit) <= 0}
            onClick={() => board.input(digit)}
            aria-label={t('enter', { digit, count: Math.max(left(digit), 0) })}
            data-testid={`key-${digit}`}
          >
            <span className={styles.keyDigit}>{digit}</span>
            <span className={styles.keyLeft} aria-hidden="true">
              {Math.max(left(digit), 0)}
            </span>
          </button>
        ))}
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} disabled={disabled} onClick={() => board.input(0)}>
          {t('erase')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={disabled}
          aria-pressed={board.notesMode}
          onClick={board.toggleNotes}
          data-testid="notes-toggle"
        >
          {t(board.notesMode ? 'notesOn' : 'notesOff')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={disabled || board.history.length === 0}
          onClick={board.undo}
        >
          {t('undo')}
        </button>
      </div>
    </div>
  );
}
