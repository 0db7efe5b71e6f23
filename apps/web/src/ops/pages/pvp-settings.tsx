import { opsPvpSettings, opsPvpSettingsSet } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { OpsError } from '../api.ts';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Section } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Settings = z.output<typeof opsPvpSettings.response>;
type Values = Settings['current'];

/** "1, 5, 20" as one to six different whole USDT amounts (1-999999), or undefined. */
export function parseStakes(text: string): string[] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length < 1 || parts.length > 6 || !parts.every((p) => /^[1-9]\d{0,5}$/.test(p))) return undefined;
  return new Set(parts).size === parts.length ? parts : undefined;
}

/** A whole number from `min` to `max`, or undefined. */
export function wholeIn(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,5}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : undefined;
}

/**
 * PvP's match settings (docs/pvp.md, "Configuration"): the stakes, fee and grace new matches use, with the
 * environment's defaults beside them. Saving needs re-authentication and is audited as `pvp.settings`.
 */
export function PvpSettings() {
  const { t } = useT();
  const settings = useOpsQuery(opsPvpSettings, {});
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  return (
    <Section id="pvp-settings" title={t('pvp.settings')} onRefresh={settings.reload}>
      <p className={styles.note}>{t('pvp.settingsHint')}</p>
      {settings.error ? (
        <ErrorNote error={settings.error} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Loading />
      ) : (
        // Keyed by what the server holds, so a saved or reloaded answer starts a fresh draft.
        <SettingsForm
          key={settings.data.updated_at ?? 0}
          settings={settings.data}
          onEdit={() => setDone(null)}
          onSaved={(changed) => {
            setDone(changed ? 'saved' : 'unchanged');
            if (changed) settings.reload();
          }}
        />
      )}
      {done ? (
        <p className={styles.success} role="status" data-testid="ops-pvp-settings-done">
          {t(done === 'saved' ? 'pvp.saved' : 'pvp.unchanged')}
        </p>
      ) : null}
    </Section>
  );
}

const draftOf = (v: Values) => ({
  stakes: v.stakes.join(', '),
  fee_bp: String(v.fee_bp),
  grace_seconds: String(v.grace_seconds),
});

function SettingsForm({
  settings,
  onEdit,
  onSaved,
}: {
  settings: Settings;
  onEdit: () => void;
  onSaved: (changed: boolean) => void;
}) {
  const { t, locale } = useT();
  const save = useOpsAction(opsPvpSettingsSet);
  const [draft, setDraft] = useState(() => draftOf(settings.current));
  const stakes = parseStakes(draft.stakes);
  const fee = wholeIn(draft.fee_bp, 0, 2000);
  const grace = wholeIn(draft.grace_seconds, 10, 3600);
  const valid = stakes !== undefined && fee !== undefined && grace !== undefined;
  const fields = save.error instanceof OpsError ? save.error.fields : {};
  const serverError = (name: string) =>
    Object.entries(fields).find(([field]) => field === name || field.startsWith(`${name}.`))?.[1];
  const change = (patch: Partial<typeof draft>) => {
    save.reset();
    onEdit();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = async () => {
    if (!valid) return;
    const answer = await save.run({ stakes, fee_bp: fee, grace_seconds: grace });
    if (answer) onSaved(answer.changed);
  };
  const known = ['stakes', 'fee_bp', 'grace_seconds'];
  const otherError = save.error && !known.some((name) => serverError(name)) ? save.error : null;
  const d = settings.defaults;
  return (
    <div className={styles.form} data-testid="ops-pvp-settings">
      <Input
        label={t('pvp.stakes')}
        value={draft.stakes}
        onChange={(e) => change({ stakes: e.target.value })}
        error={stakes === undefined ? t('pvp.stakesInvalid') : serverError('stakes')}
        maxLength={60}
        data-testid="ops-pvp-stakes"
      />
      <Input
        label={t('pvp.fee')}
        inputMode="numeric"
        value={draft.fee_bp}
        onChange={(e) => change({ fee_bp: e.target.value })}
        hint={fee === undefined ? undefined : t('pvp.feeHint', { percent: fee / 100 })}
        error={fee === undefined ? t('pvp.feeInvalid') : serverError('fee_bp')}
        maxLength={5}
        data-testid="ops-pvp-fee"
      />
      <Input
        label={t('pvp.grace')}
        inputMode="numeric"
        value={draft.grace_seconds}
        onChange={(e) => change({ grace_seconds: e.target.value })}
        error={grace === undefined ? t('pvp.graceInvalid') : serverError('grace_seconds')}
        maxLength={5}
        data-testid="ops-pvp-grace"
      />
      <p className={styles.note}>
        {t('pvp.defaults', { stakes: d.stakes.join(', '), fee: d.fee_bp, grace: d.grace_seconds })}
      </p>
      <p className={styles.note} data-testid="ops-pvp-settings-changed">
        {settings.updated_at === null
          ? t('pvp.settingsNever')
          : t('pvp.settingsChanged', {
              when: formatTime(settings.updated_at, locale),
              who: settings.updated_by_email || '—',
            })}
      </p>
      {otherError ? <ErrorNote error={otherError} /> : null}
      <div className={styles.row}>
        <Button onClick={submit} disabled={!valid} loading={save.pending} data-testid="ops-pvp-settings-save">
          {t('pvp.save')}
        </Button>
      </div>
    </div>
  );
}
