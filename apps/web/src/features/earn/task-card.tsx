import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { reportCardClick, type TaskCard } from './catalogue-queries.ts';
import styles from './earn.module.css';
import { cardLink } from './links.ts';

/** A task card (spec section 3): the game's art and title, its category and what its tasks pay. */
function TaskCardItem({ card, from, category }: { card: TaskCard; from: string; category?: string }) {
  const { locale } = useTranslation();
  return (
    <li>
      <Link
        to={cardLink(card, from)}
        className={styles.card}
        data-testid="task-card"
        onClick={() => reportCardClick(card, from)}
      >
        <img className={styles.cardIcon} src={card.icon} alt="" width={56} height={56} loading="lazy" />
        <span className={styles.cardBody}>
          <span className={styles.cardTitle}>{card.title}</span>
          <span className={styles.cardMeta}>{category ?? card.category}</span>
        </span>
        <span className={styles.cardReward}>
          +{formatAmount(card.reward.amount, { locale, decimals: 0 })} {card.reward.coin}
          <span className={styles.cardUsd}>≈ ${formatAmount(card.reward.usd, { locale })}</span>
        </span>
      </Link>
    </li>
  );
}

interface CardListProps {
  cards: TaskCard[];
  from: string;
  label: string;
  /** Category names by id (the cards carry the id). */
  names?: Map<string, string> | undefined;
}

export function CardList({ cards, from, label, names }: CardListProps) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <TaskCardItem
          key={`${card.productId}-${card.xbOfferId}`}
          card={card}
          from={from}
          category={names?.get(card.category)}
        />
      ))}
    </ul>
  );
}
