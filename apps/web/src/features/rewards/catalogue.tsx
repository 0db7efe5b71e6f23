import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadFailed } from './page-states.tsx';
import { type CatalogueEntry, useCatalogueQuery } from './queries.ts';
import styles from './rewards.module.css';
import { SourceArt } from './source-art.tsx';

/** What one way to earn pays: a single amount or a range, with its coin. */
function useAmountText() {
  const { t, locale } = useTranslation('reward');
  return (e: CatalogueEntry) => {
    // "0" to "0": the amount is up to the sender or the period (red packets, the prize pool).
    if (e.max === '0') return `${t('varies')} ${e.coin}`;
    const min = formatAmount(e.min, { locale, decimals: 0 });
    const max = formatAmount(e.max, { locale, decimals: 0 });
    return `${min === max ? max : `${min}-${max}`} ${e.coin}`;
  };
}

/** The ways to earn with what each pays now; `detailed` adds the how-to steps (the guide). */
export function Catalogue({ detailed = false }: { detailed?: boolean }) {
  const { t } = useTranslation('reward');
  const catalogue = useCatalogueQuery();
  const amount = useAmountText();
  if (catalogue.isPending) return <Skeleton height="3rem" radius="md" />;
  if (catalogue.isError) return <LoadFailed retry={catalogue.refetch} />;
  return (
    <ul className={styles.cards}>
      {catalogue.data.list.map((e) => (
        <li key={e.source} className={styles.card} data-testid={`catalogue-${e.source}`}>
          <SourceArt source={e.source} />
          <div className={styles.body}>
            <p className={styles.name}>{t(`sources.${e.source}.name`)}</p>
            <p className={styles.muted}>{t(`sources.${e.source}.what`)}</p>
            <span className={styles.amount}>
              {amount(e)} · {t(`cadence.${e.cadence}`)}
            </span>
            {detailed ? (
              <ol className={styles.guide}>
                {[1, 2, 3].map((n) => (
                  <li key={n}>{t(`sources.${e.source}.how${n}` as DynamicKey)}</li>
                ))}
              </ol>
            ) : null}
          </div>
          <Link to={e.link} className={styles.go} aria-label={`${t('go')}: ${t(`sources.${e.source}.name`)}`}>
            {t('go')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
