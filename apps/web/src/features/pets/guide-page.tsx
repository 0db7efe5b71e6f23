import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './pets.module.css';
import { usePetTerms } from './queries.ts';

/** /petV2/guide: how pets work, every figure read from the server's configuration (GET /petV2/terms). */
export default function PetGuidePage() {
  const { t, locale } = useTranslation('pets');
  const terms = usePetTerms();
  const kc = (v: string) => formatAmount(v, { locale });
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pet-guide-page">
      <h1 id="page-title" className={styles.title}>
        {t('guide.title')}
      </h1>
      {terms.isPending ? (
        <Skeleton height="2.4rem" radius="md" />
      ) : terms.isError || !terms.data ? (
        <LoadFailed retry={() => terms.refetch()} />
      ) : (
        <div className={`${styles.stack} ${styles.guide}`}>
          <div className={styles.panel}>
            <h2>{t('guide.earnTitle')}</h2>
            <p>{t('guide.earn', { hours: terms.data.stamina_seconds / 3600, bps: terms.data.level_bps / 100 })}</p>
            <table className={styles.odds}>
              <thead>
                <tr>
                  <th scope="col">{t('facts.rarity')}</th>
                  <th scope="col">{t('facts.rate')}</th>
                  <th scope="col">{t('guide.chance')}</th>
                </tr>
              </thead>
              <tbody>
                {terms.data.rarities.map((r, i) => (
                  <tr key={r.rarity}>
                    <td>{t(`rarity.${r.rarity}`)}</td>
                    <td>{t('perHour', { amount: kc(r.rate_per_hour) })}</td>
                    <td>
                      {formatAmount(((terms.data.odds[i]?.probability ?? 0) * 100).toFixed(2), { locale, decimals: 2 })}{' '}
                      %
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.panel}>
            <h2>{t('guide.growTitle')}</h2>
            <ul>
              <li>
                {t('guide.levelUp', {
                  amount: kc(terms.data.rarities[0]?.level_cost ?? '0'),
                  minutes: terms.data.train_seconds_per_level / 60,
                  max: terms.data.max_level,
                })}
              </li>
              <li>{t('guide.speedUp', { amount: kc(terms.data.speed_up_per_minute) })}</li>
              <li>
                {t('guide.buff', {
                  amount: kc(terms.data.buff_cost),
                  pct: terms.data.buff_bps / 100,
                  hours: terms.data.buff_seconds / 3600,
                })}
              </li>
              <li>{t('guide.restore', { amount: kc(terms.data.restore_cost) })}</li>
            </ul>
          </div>
          <div className={styles.panel}>
            <h2>{t('guide.drawTitle')}</h2>
            <p>{t('guide.draw', { amount: kc(terms.data.draw_price), pity: terms.data.pity })}</p>
          </div>
        </div>
      )}
    </section>
  );
}
