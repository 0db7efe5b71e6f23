import type { Rarity } from '@arcadia/contract/games/pets';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { ListForm } from './market.tsx';
import { staminaPercent, useServerNowMs } from './parts.tsx';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import type { PetView } from './queries.ts';
import { usePetActionRunner } from './use-pet-action-runner.ts';

/** A pet's details and actions (level up, speed up, buff, restore, list), opened from its card. */
export default function PetSheet({
  pet,
  serverNow,
  onClose,
}: {
  pet: PetView;
  serverNow: number;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation('pets');
  const nowMs = useServerNowMs(serverNow);
  const { run, pending } = usePetActionRunner();
  const training = pet.training_until !== null && pet.training_until * 1000 > nowMs;
  const buffed = pet.buff_until !== null && pet.buff_until * 1000 > nowMs;
  const kc = (v: string) => formatAmount(v, { locale });
  return (
    <Sheet open onClose={onClose} title={pet.token_id} testId="pet-sheet">
      <div className={styles.sheet}>
        <PetArt genes={pet.genes} rarity={pet.rarity as Rarity} size={140} label={t('art', { id: pet.token_id })} />
        <dl className={styles.facts}>
          <dt>{t('facts.rarity')}</dt>
          <dd>{t(`rarity.${pet.rarity}`)}</dd>
          <dt>{t('facts.level')}</dt>
          <dd data-testid="pet-level">{pet.level}</dd>
          <dt>{t('facts.rate')}</dt>
          <dd>{t('perHour', { amount: kc(pet.rate_per_hour) })}</dd>
          <dt>{t('stamina')}</dt>
          <dd>{staminaPercent(pet, nowMs)} %</dd>
          <dt>{t('facts.genes')}</dt>
          <dd>{pet.genes}</dd>
        </dl>
        {pet.renter_id !== null ? (
          <p className={styles.tag}>{t('rented.out', { date: formatDate((pet.rent_until ?? 0) * 1000) })}</p>
        ) : (
          <div className={styles.sheetActions}>
            <Button
              block
              onClick={() => run('level_up', pet.id)}
              disabled={training}
              loading={pending === 'level_up'}
              data-testid="pet-level-up"
            >
              {training ? t('training') : t('actions.levelUp', { amount: kc(pet.level_up_cost) })}
            </Button>
            {training ? (
              <Button
                block
                variant="secondary"
                onClick={() => run('speed_up', pet.id)}
                loading={pending === 'speed_up'}
              >
                {t('actions.speedUp', { amount: kc(pet.speed_up_cost) })}
              </Button>
            ) : null}
            <Button
              block
              variant="secondary"
              onClick={() => run('buff', pet.id)}
              disabled={buffed}
              loading={pending === 'buff'}
            >
              {buffed ? t('buffed') : t('actions.buff')}
            </Button>
            <Button block variant="secondary" onClick={() => run('restore', pet.id)} loading={pending === 'restore'}>
              {t('actions.restore')}
            </Button>
            <ListForm pet={pet} />
          </div>
        )}
      </div>
    </Sheet>
  );
}
