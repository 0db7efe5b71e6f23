import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { SkeletonBlock } from '../../wallet/components/skeleton.tsx';
import styles from './quote-box.module.css';

export interface QuoteRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The numbers of a quote and its countdown; skeleton rows while quoting. */
function QuoteBox({ rows, secondsLeft, quoting }: { rows: QuoteRow[] | null; secondsLeft: number; quoting: boolean }) {
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

/**
 * The end of every quoted form: the quote, the failure in words, anything the form adds (a result line), and the
 * confirm button, enabled while a quote is live.
 */
export function QuoteConfirm({
  flow,
  rows,
  error,
  label,
  onConfirm,
  testId,
  children,
}: {
  flow: { quote: unknown; secondsLeft: number; quoting: boolean; executing: boolean; expired: boolean };
  rows: QuoteRow[] | null;
  error: string | undefined;
  label: string;
  onConfirm: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <QuoteBox rows={rows} secondsLeft={flow.secondsLeft} quoting={flow.quoting} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <Button
        block
        loading={flow.executing}
        disabled={!flow.quote || flow.expired}
        onClick={onConfirm}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
