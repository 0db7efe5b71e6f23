import { useTranslation } from '../../../../i18n/i18n.ts';
import styles from './retiger.module.css';
import { boardLabel, LINE_COLOURS, linePoints, winningCells } from './slot.ts';
import { SymbolArt } from './symbols.tsx';

interface ReelsProps {
  /** Symbol ids [reel][row]. */
  grid: readonly (readonly string[])[];
  lines: readonly (readonly number[])[];
  /** The lines the shown board won (none while spinning). */
  wins: readonly { line: number }[];
  spinning: boolean;
  /** The symbols the blur of a turning reel cycles through. */
  symbols: readonly string[];
}

/**
 * The 3 x 3 window: three reels of three rows. While the reels turn each shows a moving strip (CSS, nothing under
 * prefers-reduced-motion); when they stop, the winning lines are drawn over the board and their cells lit.
 */
export function Reels({ grid, lines, wins, spinning, symbols }: ReelsProps) {
  const { t } = useTranslation('fortune');
  const lit = spinning ? new Set<string>() : winningCells(lines, wins);
  return (
    <div className={styles.window}>
      <div
        className={styles.reels}
        role="img"
        aria-label={spinning ? t('retiger.spinning') : boardLabel(grid, t)}
        data-testid="retiger-reels"
        data-spinning={spinning || undefined}
      >
        {grid.map((reel, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three reels are fixed positions
          <div key={r} className={styles.reel} data-reel={r}>
            {spinning ? (
              <div className={styles.strip} style={{ animationDuration: `${0.32 + r * 0.06}s` }} aria-hidden="true">
                {[...symbols, ...symbols].map((id, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a repeated decorative strip
                  <SymbolArt key={k} id={id} className={styles.stripSymbol} />
                ))}
              </div>
            ) : (
              reel.map((id, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                  key={row}
                  className={styles.cell}
                  data-win={lit.has(`${r}:${row}`) || undefined}
                  data-testid={`cell-${r}-${row}`}
                  data-symbol={id}
                  style={{ animationDelay: `${r * 90}ms` }}
                >
                  <SymbolArt id={id} className={styles.symbol} />
                </div>
              ))
            )}
          </div>
        ))}
      </div>
      {spinning || wins.length === 0 ? null : (
        <svg className={styles.lines} viewBox="0 0 300 300" aria-hidden="true" data-testid="retiger-lines">
          {wins.map(({ line }) => (
            <polyline
              key={line}
              points={linePoints(lines[line] ?? [])}
              fill="none"
              stroke={LINE_COLOURS[line % LINE_COLOURS.length]}
              strokeWidth="8"
              strokeLinecap="round"
              strokeLinejoin="round"
              opacity="0.85"
              data-line={line}
            />
          ))}
        </svg>
      )}
    </div>
  );
}

/** A line of the model drawn on a small 3 x 3 board (the paytable's lines). */
export function LineDiagram({ rows, index }: { rows: readonly number[]; index: number }) {
  return (
    <svg viewBox="0 0 300 300" className={styles.lineDiagram} aria-hidden="true">
      {[0, 1, 2].flatMap((reel) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${reel}${row}`}
            x={reel * 100 + 8}
            y={row * 100 + 8}
            width="84"
            height="84"
            rx="14"
            fill={rows[reel] === row ? '#5a3f80' : '#29173f'}
          />
        )),
      )}
      <polyline
        points={linePoints(rows)}
        fill="none"
        stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
        strokeWidth="16"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
