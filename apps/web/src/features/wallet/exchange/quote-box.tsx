import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { SkeletonBlock } from '../../wallet/components/skeleton.tsx';
import styles from './quote-box.module.css';

export interface QuoteRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The numbers of a quote and its countdown; skeleton rows while quoting. */
export function QuoteBox({
  rows,
  secondsLeft,
  quoting,
}: {
  rows: QuoteRow[] | null;
  secondsLeft: number;
  quoting: boolean;
}) {
  const { t } = useTranslation('wallet');
  if (!rows) return quoting ? <QuoteSkeleton /> : null;
  return (
    <dl className={styles.box} data-testid="wallet-quote" aria-live="polite">
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
      <span className={`${styles.expiry} ${secondsLeft <= 5 ? styles.expiring : ''}`}>
        <span>{quoting ? t('quote.refreshing') : t('quote.expiresIn', { count: secondsLeft })}</span>
      </span>
    </dl>
  );
}

function QuoteSkeleton() {
  return (
    <div className={styles.box} aria-busy="true">
      <SkeletonBlock width="0.8rem" height="0.14rem" />
      <SkeletonBlock width="1rem" height="0.14rem" />
      <SkeletonBlock width="0.6rem" height="0.14rem" />
      <SkeletonBlock width="0.9rem" height="0.14rem" />
    </div>
  );
}
