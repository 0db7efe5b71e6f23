import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Input } from '../../../ui/input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { LoadFailed } from '../load-failed.tsx';
import type { Currency } from '../money.ts';
import { type Game, useGamesQuery } from '../queries-games.ts';
import { GameCard } from './game-card.tsx';
import styles from './lobby.module.css';
import { Ranking } from './ranking.tsx';

/** Typing settles this long before the catalogue is searched. */
export const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The lobby: the player's recent games, a search, category chips and the games (each opens /fortune/play/<code>),
 * then the day's and week's biggest wins with the player's own place.
 */
export default function Lobby({ currency }: { currency: Currency }) {
  const { t } = useTranslation('fortune');
  const [typed, setTyped] = useState('');
  const [category, setCategory] = useState<Game['category'] | 'all'>('all');
  const q = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const all = useGamesQuery();
  const found = useGamesQuery(q);
  const listed = (q ? found.data?.games : all.data?.games) ?? [];
  const games = category === 'all' ? listed : listed.filter((g) => g.category === category);
  const searching = q !== '' && (found.isPending || found.isPlaceholderData);
  const chips = all.data?.categories ?? [];
  const total = chips.reduce((sum, c) => sum + c.games, 0);

  return (
    <div className={styles.lobby}>
      {all.data?.recent.length ? (
        <section aria-labelledby="recent-title" data-testid="lobby-recent">
          <h3 id="recent-title" className={styles.subTitle}>
            {t('lobby.recent')}
          </h3>
          <ul className={styles.row}>
            {all.data.recent.map((game) => (
              <GameCard key={game.code} game={game} compact />
            ))}
          </ul>
        </section>
      ) : null}

      <search className={styles.search}>
        <Input
          type="search"
          label={t('lobby.search')}
          hideLabel
          placeholder={t('lobby.searchPlaceholder')}
          value={typed}
          maxLength={40}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="lobby-search"
        />
      </search>

      {chips.length > 1 ? (
        <fieldset className={styles.chips} data-testid="lobby-chips">
          <legend className="visually-hidden">{t('lobby.categories')}</legend>
          <Chip active={category === 'all'} onClick={() => setCategory('all')} testId="chip-all">
            {t('lobby.all', { n: total })}
          </Chip>
          {chips.map((c) => (
            <Chip key={c.id} active={category === c.id} onClick={() => setCategory(c.id)} testId={`chip-${c.id}`}>
              {t(`lobby.category.${c.id}`, { n: c.games })}
            </Chip>
          ))}
        </fieldset>
      ) : null}

      {all.isPending ? <Skeleton height="1.6rem" radius="lg" /> : null}
      {all.isError && !all.data ? <LoadFailed onRetry={() => void all.refetch()} testId="lobby-retry" /> : null}
      {all.data && !searching && games.length === 0 ? (
        <div data-testid="lobby-empty">
          <Empty
            compact
            title={q ? t('lobby.noMatch', { q }) : t('lobby.noGames')}
            description={q ? t('lobby.noMatchText') : undefined}
            action={
              q || category !== 'all' ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setTyped('');
                    setCategory('all');
                  }}
                  data-testid="lobby-clear"
                >
                  {t('lobby.clear')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : null}
      {games.length > 0 ? (
        <ul className={styles.grid} aria-busy={searching || undefined} data-testid="lobby-games">
          {games.map((game) => (
            <GameCard key={game.code} game={game} />
          ))}
        </ul>
      ) : null}

      <Ranking currency={currency} />
    </div>
  );
}

function Chip({
  active,
  onClick,
  testId,
  children,
}: {
  active: boolean;
  onClick: () => void;
  testId: string;
  children: string;
}) {
  return (
    <button type="button" className={styles.chip} aria-pressed={active} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
