import { useTranslation } from '../../../i18n/i18n.ts';
import { boardLabel } from '../play/retiger/slot.ts';
import { SymbolArt } from '../play/retiger/symbols.tsx';
import styles from './verify.module.css';

/** A retiger board ([reel][row]) drawn rows across and reels down, as the player saw it, and read out row by row. */
export function Board({ grid, testId }: { grid: readonly (readonly string[])[]; testId?: string }) {
  const { t } = useTranslation('fortune');
  return (
    <div className={styles.board} role="img" aria-label={boardLabel(grid, t)} data-testid={testId}>
      {[0, 1, 2].flatMap((row) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions of the board
        grid.map((reel, r) => <SymbolArt key={`${row}-${r}`} id={reel[row] ?? ''} />),
      )}
    </div>
  );
}
