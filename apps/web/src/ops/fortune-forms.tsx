import { LOCALES, type Locale } from '@arcadia/contract/locales';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input, type InputProps } from '../ui/input.tsx';
import { Pager, secondsOf } from './fortune-fields.tsx';
import { useT } from './i18n.ts';
import styles from './ops.module.css';
import { ErrorNote, Loading } from './parts.tsx';
import type { OpsQuery } from './use-ops.ts';

/** Form and list pieces the Fortune campaign and popup pages share. */

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * A create form's draft: `change` merges a patch (and calls `onChange` first, to clear an earlier answer);
 * `field` renders a text field bound to one of the draft's text values.
 */
export function useDraft<D>(initial: () => D, onChange: () => void) {
  const [draft, setDraft] = useState<D>(initial);
  const change = (patch: Partial<D>) => {
    onChange();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const field = (key: TextKey<D>, label: string, error?: string, props: Partial<InputProps> = {}) => (
    <Input
      label={label}
      value={draft[key] as string}
      onChange={(e) => change({ [key]: e.target.value } as Partial<D>)}
      error={error}
      {...props}
    />
  );
  return { draft, setDraft, change, field };
}

/** A card with a create form: its fields, the submit button (while `ready`), the call's error and `after`. */
export function CreateForm({
  name,
  title,
  heading: Heading,
  ready,
  pending,
  error,
  submitLabel,
  onSubmit,
  children,
  after,
}: {
  /** Names the test ids `ops-<name>-form` / `ops-<name>-create` and the title's id. */
  name: string;
  title: string;
  heading: 'h2' | 'h3';
  ready: boolean;
  pending: boolean;
  error: Error | null;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  after?: ReactNode;
}) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ready) await onSubmit();
  };
  return (
    <section className={styles.card} aria-labelledby={`${name}-form-title`}>
      <Heading id={`${name}-form-title`} className={styles.cardTitle}>
        {title}
      </Heading>
      <form className={styles.row} onSubmit={submit} data-testid={`ops-${name}-form`}>
        {children}
        <Button type="submit" disabled={!ready} loading={pending} data-testid={`ops-${name}-create`}>
          {submitLabel}
        </Button>
      </form>
      {error ? <ErrorNote error={error} /> : null}
      {after}
    </section>
  );
}

/** A start and an end time; the end must come after the start. */
export function WindowFields({
  starts,
  ends,
  onChange,
}: {
  starts: string;
  ends: string;
  onChange: (patch: { starts?: string; ends?: string }) => void;
}) {
  const { t } = useT();
  const from = secondsOf(starts);
  const to = secondsOf(ends);
  return (
    <>
      <Input
        label={t('fortuneCampaigns.starts')}
        type="datetime-local"
        value={starts}
        onChange={(e) => onChange({ starts: e.target.value })}
        error={from === undefined ? t('fortuneCampaigns.invalidTime') : undefined}
      />
      <Input
        label={t('fortuneCampaigns.ends')}
        type="datetime-local"
        value={ends}
        onChange={(e) => onChange({ ends: e.target.value })}
        error={
          to === undefined
            ? t('fortuneCampaigns.invalidTime')
            : from !== undefined && to <= from
              ? t('fortuneCampaigns.invalidWindow')
              : undefined
        }
      />
    </>
  );
}

/** True when both times read and the end comes after the start. */
export function windowOk(starts: string, ends: string): boolean {
  const from = secondsOf(starts);
  const to = secondsOf(ends);
  return from !== undefined && to !== undefined && to > from;
}

/**
 * Entries in languages other than English: each with its fields and a remove button, then a language picker and
 * an add button; each language once.
 */
export function OtherLanguages<T extends { locale: Locale }>({
  others,
  onChange,
  blank,
  pickLabel,
  addLabel,
  removeLabel,
  render,
}: {
  others: T[];
  onChange: (others: T[]) => void;
  blank: (locale: Locale) => T;
  pickLabel: string;
  addLabel: string;
  removeLabel: (locale: Locale) => string;
  render: (other: T, update: (next: T) => void) => ReactNode;
}) {
  const free = LOCALES.filter((l) => l !== 'en-US' && !others.some((o) => o.locale === l));
  const [pick, setPick] = useState<Locale | ''>('');
  const chosen = pick && free.includes(pick) ? pick : (free[0] ?? '');
  return (
    <>
      {others.map((other, i) => (
        <div key={other.locale} className={styles.row}>
          {render(other, (next) => onChange(others.map((o, j) => (j === i ? next : o))))}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(others.filter((_, j) => j !== i))}
            aria-label={removeLabel(other.locale)}
          >
            ×
          </Button>
        </div>
      ))}
      {chosen ? (
        <div className={styles.row}>
          <label className={styles.selectField}>
            {pickLabel}
            <select className={styles.select} value={chosen} onChange={(e) => setPick(e.target.value as Locale)}>
              {free.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="secondary" onClick={() => onChange([...others, blank(chosen)])}>
            {addLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A list's states: its error with a retry, loading, the empty text, or the table and the pager. */
export function ListStates<T>({
  list,
  empty,
  page,
  onPage,
  children,
}: {
  list: OpsQuery<{ list: T[]; has_more: boolean }>;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (list.error) return <ErrorNote error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  if (list.data.list.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      {children(list.data.list)}
      <Pager page={page} hasMore={list.data.has_more} onPage={onPage} />
    </>
  );
}

/** A list table whose last column holds End buttons; the end call's error shows above it. */
export function EndTable({
  columns,
  endError,
  children,
}: {
  columns: string[];
  endError: Error | null;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      {endError ? <ErrorNote error={endError} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('fortuneCampaigns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

/** Ends one row's item; `onEnd` answers whether the call went through, then `onEnded` reloads the list. */
export function EndButton({
  name,
  onEnd,
  onEnded,
}: {
  name: string;
  onEnd: () => Promise<unknown>;
  onEnded: () => void;
}) {
  const { t } = useT();
  return (
    <Button
      size="sm"
      variant="danger"
      aria-label={t('fortuneCampaigns.endOf', { name })}
      onClick={async () => {
        if (await onEnd()) onEnded();
      }}
    >
      {t('fortuneCampaigns.end')}
    </Button>
  );
}
