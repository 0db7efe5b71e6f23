import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { OpsError } from './api.ts';
import { useT } from './i18n.ts';
import type { MessageKey } from './messages/en-US.ts';
import styles from './ops.module.css';
import type { OpsQuery } from './use-ops.ts';

/** A console page: its heading, optional actions on the right, and its content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.pageHead}>
        <h1 id="page-title" className={styles.pageTitle}>
          {title}
        </h1>
        {actions ? <div className={styles.pageActions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function Loading() {
  const { t } = useT();
  return (
    <p className={styles.note} role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <p className={styles.empty} data-testid="ops-empty">
      {text}
    </p>
  );
}

/** What went wrong, in words for the operator: the server's message, or a permission or network problem. */
function errorText(error: Error, t: ReturnType<typeof useT>['t']): string {
  if (!(error instanceof OpsError)) return t('error.network');
  const known: Partial<Record<number, MessageKey>> = {
    4010: 'error.session',
    4030: 'error.forbidden',
    4090: 'error.conflict',
    4290: 'error.rateLimited',
  };
  const key = known[error.code];
  if (error.code === 4000) {
    const fields = Object.entries(error.fields).map(([field, message]) => `${field}: ${message}`);
    return fields.length > 0 ? fields.join('; ') : error.message;
  }
  return key ? `${t(key)} ${error.message}`.trim() : error.message || t('error.network');
}

export function ErrorNote({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <div className={styles.error} role="alert">
      <p>{errorText(error, t)}</p>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

const TONES: Record<string, 'good' | 'bad' | 'wait' | 'plain'> = {
  approved: 'good',
  completed: 'good',
  paid: 'good',
  done: 'good',
  rejected: 'bad',
  refused: 'bad',
  failed: 'bad',
  bounced: 'bad',
  pending: 'wait',
  review: 'wait',
  paying: 'wait',
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.tag} data-tone={TONES[status] ?? 'plain'}>
      {label}
    </span>
  );
}

/** A queue's items once loaded: its error with a retry, a loading note, or what to say when it is empty. */
export function QueueItems<T>({
  query,
  emptyText,
  render,
}: {
  query: OpsQuery<{ list: T[] }>;
  emptyText: string;
  render: (item: T) => ReactNode;
}) {
  if (query.error) return <ErrorNote error={query.error} onRetry={query.reload} />;
  if (query.loading || !query.data) return <Loading />;
  if (query.data.list.length === 0) return <Empty text={emptyText} />;
  return <>{query.data.list.map(render)}</>;
}

/** A row of filter chips (statuses of a queue): one pressed at a time. */
export function Filters<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
  text: (option: T) => string;
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.chip}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </button>
      ))}
    </fieldset>
  );
}

/** Label and value pairs, for a record's details. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Asks the server again: queues change while an operator works them. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  const { t } = useT();
  return (
    <Button variant="secondary" size="sm" onClick={onClick} data-testid="ops-refresh">
      {t('common.refresh')}
    </Button>
  );
}

/** A section of a page: its title and a refresh button, then what it holds (a form, a list). */
export function Section({
  id,
  title,
  onRefresh,
  children,
}: {
  id: string;
  title: string;
  onRefresh: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.page}>
      <header className={styles.pageHead}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        <RefreshButton onClick={onRefresh} />
      </header>
      {children}
    </section>
  );
}

/** The 6-digit code from the authenticator app (login and re-authentication): digits only. */
export function TotpInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useT();
  return (
    <Input
      label={t('login.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      required
    />
  );
}
