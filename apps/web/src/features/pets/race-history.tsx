import type { Rarity } from '@arcadia/contract/games/pets';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { type PetRace, usePetRaceHistory } from './queries.ts';

/** /petGame, "Your races": each past race with its date, pet, entry paid, place and prize; more pages on demand. */
export function RaceHistory() {
  const { t } = useTranslation('pets');
  const history = usePetRaceHistory(true);
  let body: ReactNode;
  if (history.isPending) body = <Skeleton height="2.4rem" radius="md" />;
  else if (history.isError || !history.data) body = <LoadFailed retry={() => history.refetch()} />;
  else {
    const races = history.data.pages.flatMap((p) => p.list);
    body =
      races.length === 0 ? (
        <Empty title={t('raceHistory.empty')} />
      ) : (
        <div className={styles.stack}>
          <ul className={styles.list} data-testid="race-history">
            {races.map((race) => (
              <RaceRow key={race.id} race={race} />
            ))}
          </ul>
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              block
              loading={history.isFetchingNextPage}
              onClick={() => history.fetchNextPage()}
            >
              {t('raceHistory.more')}
            </Button>
          ) : null}
        </div>
      );
  }
  return (
    <section className={styles.panel} aria-labelledby="race-history-title" data-testid="race-history-section">
      <h2 id="race-history-title" className={styles.name}>
        {t('raceHistory.title')}
      </h2>
      {body}
    </section>
  );
}

function RaceRow({ race }: { race: PetRace }) {
  const { t, locale } = useTranslation('pets');
  const kc = (v: string) => `${formatAmount(v, { locale })} KC`;
  const won = race.prize !== '0';
  return (
    <li className={styles.card} data-testid={`race-row-${race.id}`}>
      <PetArt
        genes={race.pet.genes}
        rarity={race.pet.rarity as Rarity}
        size={44}
        label={t('art', { id: race.pet.token_id })}
      />
      <div className={styles.cardBody}>
        <p className={styles.name}>
          {t('race.place', { n: race.place })} · {race.pet.token_id}
        </p>
        <p className={styles.meta}>
          {formatDate(race.at * 1000)} ·{' '}
          {race.paid === '0' ? t('raceHistory.free') : t('raceHistory.entry', { amount: kc(race.paid) })}
        </p>
        <p className={won ? styles.earned : styles.meta}>
          {won ? t('raceHistory.prize', { amount: kc(race.prize) }) : t('raceHistory.noPrize')}
        </p>
      </div>
    </li>
  );
}
