import spriteUrl from './symbols.svg?no-inline';

/**
 * retiger's symbols are drawn for the app in one SVG sprite (symbols.svg: viewBox 64 x 64, flat shapes, no text but
 * the card letters and the wild's mark), a hashed, cached picture rather than code in the game's chunk. Ids are the
 * model's (contract games/retiger.ts RETIGER_SYMBOLS); an id this app does not know draws a plain tile, so a model
 * change never breaks the reels.
 */
const DRAWN = new Set(['tiger', 'ingot', 'coin_bag', 'lantern', 'firecracker', 'orange', 'ace', 'king']);

/** One symbol's picture; its name is said by whoever shows it (aria-hidden here). */
export function SymbolArt({ id, className }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false" data-symbol={id}>
      <use href={`${spriteUrl}#${DRAWN.has(id) ? id : 'unknown'}`} />
    </svg>
  );
}
