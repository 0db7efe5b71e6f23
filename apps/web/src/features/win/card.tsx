import { cardFace } from './cards.ts';
import styles from './win.module.css';

/** A playing card 0-51: rank and suit, red for hearts and diamonds. */
export function Card({ card, big = false }: { card: number; big?: boolean }) {
  const face = cardFace(card);
  return (
    <span
      className={`${styles.card} ${big ? styles.cardBig : ''}`}
      data-red={face.red ? 'yes' : 'no'}
      data-testid={big ? 'hilo-card' : undefined}
    >
      {face.rank}
      <span aria-hidden="true">{face.suit}</span>
    </span>
  );
}
