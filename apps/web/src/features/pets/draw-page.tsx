import { ErrorCode } from '@arcadia/contract';
import type { Rarity } from '@arcadia/contract/games/pets';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useKeyedPlay } from './keyed-play.ts';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { useMyPets, usePetDraw, usePetTerms, useUserId } from './queries.ts';

/** /petV2/draw: the gacha with its published odds and pity, each result with its seed-pair proof. */
export default function PetDrawPage() {
  const { t, locale } = useTranslation('pets');
  const userId = useUserId();
  const terms = usePetTerms();
  const mine = useMyPets(userId > 0);
  const draw = usePetDraw();
  const { result, error, play } = useKeyedPlay(draw, (e) =>
    e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE ? t('errors.balance') : t('errors.failed'),
  );
  const submit = () => play({});
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pet-draw-page">
      <h1 id="page-title" className={styles.title}>
        {t('draw.title')}
      </h1>
      {terms.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : terms.isError || !terms.data ? (
        <LoadFailed retry={() => terms.refetch()} />
      ) : (
        <>
          <p className={styles.lead}>
            {t('draw.lead', { price: formatAmount(terms.data.draw_price, { locale }), pity: terms.data.pity })}
          </p>
          <div className={styles.panel}>
            <table className={styles.odds} data-testid="pet-odds">
              <caption className={styles.name}>{t('draw.odds')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('facts.rarity')}</th>
                  <th scope="col">{t('draw.chance')}</th>
                </tr>
              </thead>
              <tbody>
                {terms.data.odds.map((o) => (
                  <tr key={o.rarity}>
                    <td>{t(`rarity.${o.rarity}`)}</td>
                    <td>{formatAmount((o.probability * 100).toFixed(2), { locale, decimals: 2 })} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {userId ? (
            <div className={styles.panel}>
              {mine.data ? (
                <p className={styles.balance}>
                  {t('balance', { amount: formatAmount(mine.data.balance, { locale }) })} ·{' '}
                  {t('draw.pityLeft', { n: Math.max(1, terms.data.pity - mine.data.misses) })}
                </p>
              ) : null}
              <Button block size="lg" onClick={submit} loading={draw.isPending} data-testid="pet-draw">
                {t('draw.button', { price: formatAmount(terms.data.draw_price, { locale }) })}
              </Button>
              {error ? (
                <p role="alert" className={styles.meta}>
                  {error}
                </p>
              ) : null}
            </div>
          ) : (
            <LoginFirst backUrl="/petV2/draw" body={t('loginBody')} />
          )}
          {result ? (
            <div className={styles.panel} aria-live="polite" data-testid="pet-draw-result">
              <div className={styles.result}>
                <PetArt
                  genes={result.pet.genes}
                  rarity={result.pet.rarity as Rarity}
                  size={140}
                  label={t('art', { id: result.pet.token_id })}
                />
                <p className={styles.name}>
                  {t('draw.got', { id: result.pet.token_id })}{' '}
                  <span className={styles[result.pet.rarity]}>{t(`rarity.${result.pet.rarity}`)}</span>
                </p>
                <p className={styles.proof}>
                  {t('draw.proof', {
                    hash: result.proof.server_seed_hash,
                    client: result.proof.client_seed,
                    nonce: result.proof.nonce,
                  })}
                </p>
                <Link to="/petV2" className={buttonClassName({ variant: 'secondary' })} data-testid="pet-draw-to-mine">
                  {t('draw.toMine')}
                </Link>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
