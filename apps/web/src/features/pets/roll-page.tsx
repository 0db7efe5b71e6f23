import { ErrorCode } from '@arcadia/contract';
import type { Rarity } from '@arcadia/contract/games/pets';
import { ApiError } from '../../api/api-error.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useKeyedPlay } from './keyed-play.ts';
import { PetArt } from './pet-art.tsx';
import styles from './pets.module.css';
import { useRoll, useRollTable, useUserId } from './queries.ts';

type Prize = { kind: 'pet' | 'kc' | 'none'; rarity: string | null; amount: string };

/** /rollnft: roll the published prize table (pets or KC) from the player's seed pair. */
export default function RollPage() {
  const { t, locale } = useTranslation('rollnft');
  const p = useTranslation('pets');
  const userId = useUserId();
  const table = useRollTable();
  const roll = useRoll();
  const { result, error, play } = useKeyedPlay(roll, (e) =>
    e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE ? t('errors.balance') : t('errors.failed'),
  );
  const kc = (v: string) => formatAmount(v, { locale });
  const prizeText = (r: Prize) =>
    r.kind === 'pet'
      ? t('petPrize', { rarity: p.t(`rarity.${r.rarity}` as DynamicKey) })
      : r.kind === 'kc'
        ? t('kcPrize', { amount: kc(r.amount) })
        : t('none');
  const go = () => play({});
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="rollnft-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {table.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : table.isError || !table.data ? (
        <LoadFailed retry={() => table.refetch()} />
      ) : (
        <>
          <p className={styles.lead}>{t('lead', { price: kc(table.data.price) })}</p>
          <div className={styles.panel}>
            <table className={styles.odds} data-testid="roll-table">
              <caption className={styles.name}>{t('table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('prize')}</th>
                  <th scope="col">{t('chance')}</th>
                </tr>
              </thead>
              <tbody>
                {table.data.table.map((r) => (
                  <tr key={r.row}>
                    <td>{prizeText(r)}</td>
                    <td>{formatAmount((r.probability * 100).toFixed(2), { locale, decimals: 2 })} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {userId ? (
            <div className={styles.panel}>
              <Button block size="lg" onClick={go} loading={roll.isPending} data-testid="roll-go">
                {t('button', { price: kc(table.data.price) })}
              </Button>
              {error ? <p role="alert">{error}</p> : null}
            </div>
          ) : (
            <LoginFirst backUrl="/rollnft" body={t('loginBody')} />
          )}
          {result ? (
            <div className={styles.panel} aria-live="polite" data-testid="roll-result">
              <div className={styles.result}>
                {result.pet ? (
                  <PetArt
                    genes={result.pet.genes}
                    rarity={result.pet.rarity as Rarity}
                    size={120}
                    label={result.pet.token_id}
                  />
                ) : null}
                <p className={styles.name}>{t('won', { prize: prizeText(result.prize) })}</p>
                <p className={styles.proof}>
                  {t('proof', {
                    hash: result.proof.server_seed_hash,
                    client: result.proof.client_seed,
                    nonce: result.proof.nonce,
                  })}
                </p>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
