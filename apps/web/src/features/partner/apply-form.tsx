import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { type DynamicKey, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import styles from './partner.module.css';
import { type ApplyInput, type PartnerInfo, type PartnerMe, useApplyMutation } from './queries.ts';

const PITCH_MIN = 20;
const PITCH_MAX = 500;
const REFUSALS = ['not_eligible', 'pending', 'cooldown', 'already_partner'];

/** What is wrong with the form before it is sent (null when it may be sent). */
export function formProblems(draft: ApplyInput): Partial<Record<keyof ApplyInput, string>> {
  const problems: Partial<Record<keyof ApplyInput, string>> = {};
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(draft.channel_link.trim())) problems.channel_link = 'link';
  const pitch = draft.pitch.trim().length;
  if (pitch < PITCH_MIN || pitch > PITCH_MAX) problems.pitch = 'pitch';
  return problems;
}

function refusalKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = (error.data as { reason?: string } | null)?.reason;
  return reason && REFUSALS.includes(reason) ? reason : undefined;
}

/** The application: channel, link, audience, market and a short pitch. */
export function ApplyForm({ terms, me }: { terms: PartnerInfo['terms']; me: PartnerMe }) {
  const { t } = useTranslation('partner');
  const ids = useId();
  const apply = useApplyMutation();
  const [tried, setTried] = useState(false);
  const [draft, setDraft] = useState<ApplyInput>({
    channel_type: terms.channels[0] ?? 'youtube',
    channel_link: '',
    audience: terms.creator_audience,
    market: (terms.markets.includes(me.market) ? me.market : (terms.markets[0] ?? 'vn')) as ApplyInput['market'],
    pitch: '',
  });
  const set = <K extends keyof ApplyInput>(key: K, value: ApplyInput[K]) => {
    apply.reset();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const problems = tried ? formProblems(draft) : {};
  const server = apply.error instanceof ApiError ? apply.error.fieldErrors : {};
  const refusal = refusalKey(apply.error);
  const fieldText = (key: keyof ApplyInput) =>
    problems[key]
      ? t(`form.problem.${problems[key]}` as DynamicKey, { min: PITCH_MIN, max: PITCH_MAX })
      : server[key]?.[0];

  const submit = () => {
    setTried(true);
    if (Object.keys(formProblems(draft)).length > 0 || apply.isPending) return;
    apply.mutate({ ...draft, channel_link: draft.channel_link.trim(), pitch: draft.pitch.trim() });
  };

  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="partner-form"
    >
      <h2 id={`${ids}-title`} className={styles.heading}>
        {t('form.title')}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('form.channel')}</legend>
        <div className={styles.chips}>
          {terms.channels.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.chip}
              aria-pressed={c === draft.channel_type}
              onClick={() => set('channel_type', c)}
            >
              {t(`channel.${c}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <Input
        label={t('form.link')}
        type="url"
        inputMode="url"
        value={draft.channel_link}
        maxLength={300}
        placeholder="https://"
        onChange={(e) => set('channel_link', e.target.value)}
        error={fieldText('channel_link')}
        data-testid="partner-link"
      />
      <label className={styles.field}>
        <span className={styles.label}>{t('form.audience')}</span>
        <select
          className={styles.select}
          value={draft.audience}
          onChange={(e) => set('audience', e.target.value as ApplyInput['audience'])}
          data-testid="partner-audience"
        >
          {terms.audiences.map((a) => (
            <option key={a} value={a}>
              {t(`audience.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('form.market')}</span>
        <select
          className={styles.select}
          value={draft.market}
          onChange={(e) => set('market', e.target.value as ApplyInput['market'])}
          data-testid="partner-market"
        >
          {terms.markets.map((m) => (
            <option key={m} value={m}>
              {t(`market.${m}` as DynamicKey)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.field}>
        <label htmlFor={`${ids}-pitch`} className={styles.label}>
          {t('form.pitch')}
        </label>
        <textarea
          id={`${ids}-pitch`}
          className={styles.textarea}
          rows={4}
          maxLength={PITCH_MAX}
          value={draft.pitch}
          placeholder={t('form.pitchPlaceholder')}
          onChange={(e) => set('pitch', e.target.value)}
          aria-invalid={fieldText('pitch') ? true : undefined}
          aria-describedby={`${ids}-pitch-hint`}
          data-testid="partner-pitch"
        />
        <p id={`${ids}-pitch-hint`} className={fieldText('pitch') ? styles.error : styles.muted}>
          {fieldText('pitch') ?? t('form.pitchHint', { n: draft.pitch.trim().length, max: PITCH_MAX })}
        </p>
      </div>
      {apply.isError && !Object.keys(server).length ? (
        <p className={styles.error} role="alert" data-testid="partner-apply-error">
          {refusal ? t(`refused.${refusal}` as DynamicKey, { min: terms.min_invitees }) : apiErrorText(apply.error)}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={apply.isPending} data-testid="partner-apply">
        {t('form.submit')}
      </Button>
    </form>
  );
}
