import { PET_TERM_BOUNDS, PET_WEIGHT_TOTAL, RARITIES } from '@arcadia/contract/games/pets';
import { opsPetTerms, opsPetTermsSet } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { OpsError } from '../api.ts';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import type { MessageKey } from '../messages/en-US.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page, RefreshButton } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Settings = z.output<typeof opsPetTerms.response>;
type Values = Settings['current'];
type Key = keyof Values;

/** How each term is edited: a KC amount (2 decimals) or a whole number within its bounds; one value or four (per rarity). */
interface Field {
  key: Key;
  kind: 'kc' | 'whole';
  four: boolean;
  /** KC amounts that must be above 0. */
  positive?: boolean;
}
const FIELDS: Field[] = [
  { key: 'draw_price', kind: 'kc', four: false, positive: true },
  { key: 'weights', kind: 'whole', four: true },
  { key: 'pity', kind: 'whole', four: false },
  { key: 'base_rate', kind: 'kc', four: true, positive: true },
  { key: 'level_bps', kind: 'whole', four: false },
  { key: 'max_level', kind: 'whole', four: false },
  { key: 'level_cost', kind: 'kc', four: true },
  { key: 'train_seconds_per_level', kind: 'whole', four: false },
  { key: 'speed_up_per_minute', kind: 'kc', four: false },
  { key: 'stamina_seconds', kind: 'whole', four: false },
  { key: 'restore_cost', kind: 'kc', four: false },
  { key: 'buff_bps', kind: 'whole', four: false },
  { key: 'buff_seconds', kind: 'whole', four: false },
  { key: 'buff_cost', kind: 'kc', four: false },
  { key: 'power_per_level', kind: 'whole', four: true },
  { key: 'market_fee_bps', kind: 'whole', four: false },
  { key: 'max_rent_days', kind: 'whole', four: false },
];

type Draft = Record<string, string>;
const slot = (key: Key, i: number | null) => (i === null ? key : `${key}.${i}`);

function draftOf(v: Values): Draft {
  const out: Draft = {};
  for (const f of FIELDS) {
    const value = v[f.key];
    if (!Array.isArray(value)) out[f.key] = String(value);
    else for (const [i, x] of value.entries()) out[slot(f.key, i)] = String(x);
  }
  return out;
}

/** A KC amount up to 1000000 with at most 2 decimals (above 0 when `positive`), or undefined. */
export function kcValue(text: string, positive = false): string | undefined {
  const s = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return undefined;
  const n = Number(s);
  if (n > 1_000_000 || (positive && n === 0)) return undefined;
  return s;
}

/** A whole number within the term's bounds, or undefined. */
export function wholeValue(key: Key, text: string): number | undefined {
  const s = text.trim();
  if (!/^\d{1,9}$/.test(s)) return undefined;
  const [lo, hi] = PET_TERM_BOUNDS[key as keyof typeof PET_TERM_BOUNDS] ?? [0, 0];
  const n = Number(s);
  return n >= lo && n <= hi ? n : undefined;
}

/**
 * Checks the draft like the server does (games/pets.ts petTermsFromWire): answers the values to send, and each
 * wrong slot's message key. Weights must also add up to 10000.
 */
export function checkDraft(draft: Draft): {
  values: Values | null;
  errors: Record<string, MessageKey>;
  weightSum: number;
} {
  const errors: Record<string, MessageKey> = {};
  const values: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const one = (i: number | null) => {
      const text = draft[slot(f.key, i)] ?? '';
      const v = f.kind === 'kc' ? kcValue(text, f.positive) : wholeValue(f.key, text);
      if (v === undefined)
        errors[slot(f.key, i)] =
          f.kind === 'kc' ? (f.positive ? 'pets.kcPositive' : 'pets.kcInvalid') : 'pets.wholeInvalid';
      return v;
    };
    values[f.key] = f.four ? RARITIES.map((_, i) => one(i)) : one(null);
  }
  const weights = (values.weights as (number | undefined)[]).map((w) => w ?? 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum !== PET_WEIGHT_TOTAL) errors.weights = 'pets.weightsSum';
  return { values: Object.keys(errors).length ? null : (values as Values), errors, weightSum };
}

/**
 * The pets' terms (docs/pets.md, "Configuration"; permission games.pets): the figures new draws and listings use, the
 * built-in defaults beside them, the published odds the weights make. A save makes a new version (pets and listings
 * made before keep theirs), is audited as `pets.terms` with before and after, and is not a money move (no re-auth).
 */
export default function PetsTermsPage() {
  const { t } = useT();
  const settings = useOpsQuery(opsPetTerms, {});
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  return (
    <Page title={t('pets.title')} actions={<RefreshButton onClick={settings.reload} />}>
      <p className={styles.note}>{t('pets.hint')}</p>
      {settings.error ? (
        <ErrorNote error={settings.error} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Loading />
      ) : (
        <TermsForm
          key={`${settings.data.version}`}
          settings={settings.data}
          onEdit={() => setDone(null)}
          onSaved={(changed) => {
            setDone(changed ? 'saved' : 'unchanged');
            if (changed) settings.reload();
          }}
        />
      )}
      {done ? (
        <p className={styles.success} role="status" data-testid="ops-pets-done">
          {t(done === 'saved' ? 'pets.saved' : 'pets.unchanged')}
        </p>
      ) : null}
    </Page>
  );
}

function TermsForm({
  settings,
  onEdit,
  onSaved,
}: {
  settings: Settings;
  onEdit: () => void;
  onSaved: (changed: boolean) => void;
}) {
  const { t, locale } = useT();
  const save = useOpsAction(opsPetTermsSet);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.current));
  const checked = checkDraft(draft);
  const fields = save.error instanceof OpsError ? save.error.fields : {};
  const serverError = (name: string) => fields[name];
  const change = (name: string, value: string) => {
    save.reset();
    onEdit();
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const submit = async () => {
    if (!checked.values) return;
    const answer = await save.run(checked.values);
    if (answer) onSaved(answer.changed);
  };
  const known = new Set(Object.keys(draftOf(settings.current)).concat(FIELDS.map((f) => f.key)));
  const otherError = save.error && !Object.keys(fields).some((k) => known.has(k)) ? save.error : null;
  const defaults = draftOf(settings.defaults);
  const input = (f: Field, i: number | null) => {
    const name = slot(f.key, i);
    const label =
      i === null
        ? t(`pets.field.${f.key}` as MessageKey)
        : `${t(`pets.field.${f.key}` as MessageKey)} · ${t(`pets.rarity.${RARITIES[i]}` as MessageKey)}`;
    const local = checked.errors[name];
    return (
      <Input
        key={name}
        label={label}
        inputMode={f.kind === 'kc' ? 'decimal' : 'numeric'}
        value={draft[name] ?? ''}
        onChange={(e) => change(name, e.target.value)}
        hint={t('pets.default', { value: defaults[name] ?? '' })}
        error={local ? t(local) : serverError(name)}
        maxLength={12}
        data-testid={`ops-pets-${name}`}
      />
    );
  };
  return (
    <div className={styles.form} data-testid="ops-pets-terms">
      {FIELDS.map((f) =>
        f.four ? (
          <fieldset key={f.key} className={styles.form}>
            <legend>{t(`pets.field.${f.key}` as MessageKey)}</legend>
            {RARITIES.map((_, i) => input(f, i))}
            {f.key === 'weights' ? (
              <p
                className={checked.errors.weights ? styles.error : styles.note}
                role={checked.errors.weights ? 'alert' : undefined}
                data-testid="ops-pets-weights-sum"
              >
                {checked.errors.weights
                  ? t('pets.weightsSum', { sum: checked.weightSum, total: PET_WEIGHT_TOTAL })
                  : t('pets.odds', {
                      odds: RARITIES.map(
                        (r, i) =>
                          `${t(`pets.rarity.${r}` as MessageKey)} ${(Number(draft[slot('weights', i)]) / 100).toFixed(2)} %`,
                      ).join(' · '),
                    })}
              </p>
            ) : null}
            {serverError(f.key) ? <p className={styles.error}>{serverError(f.key)}</p> : null}
          </fieldset>
        ) : (
          input(f, null)
        ),
      )}
      <p className={styles.note} data-testid="ops-pets-changed">
        {settings.updated_at === null
          ? t('pets.never')
          : t('pets.changed', {
              version: settings.version,
              when: formatTime(settings.updated_at, locale),
              who: settings.updated_by_email || '—',
            })}
      </p>
      {otherError ? <ErrorNote error={otherError} /> : null}
      <div className={styles.row}>
        <Button onClick={submit} disabled={!checked.values} loading={save.pending} data-testid="ops-pets-save">
          {t('pets.save')}
        </Button>
      </div>
    </div>
  );
}
