import { ErrorCode, fortune } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { type Translate, useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { refusalText } from '../engage/index.ts';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';
import { formatDateTime } from '../time.ts';
import { AgentLinks } from './agent-links.tsx';
import { AgentReports, SubAgentsCard } from './agent-reports.tsx';
import { bpsText } from './format.ts';
import styles from './invite.module.css';
import { type AgentState, type ApplyInput, type InviteSummary, useAgentApplyMutation } from './queries-invite.ts';
import type { ConfQuery } from './terms-card.tsx';

type Channel = ApplyInput['channel'];

/**
 * The agent programme: an agent's links, reports and sub-agents; anyone else sees where their application stands
 * (pending, or rejected with the reason and when they may apply again) or the form to apply.
 */
export function AgentSection({
  summary,
  conf,
  currency,
}: {
  summary: InviteSummary;
  conf: ConfQuery;
  currency: Currency;
}) {
  const [applied, setApplied] = useState<AgentState | null>(null);
  if (summary.role === 'agent')
    return (
      <>
        <AgentLinks />
        <AgentReports currency={currency} />
        <SubAgentsCard currency={currency} />
      </>
    );
  const state = applied ?? summary.agent;
  return <Application state={state} conf={conf} onApplied={setApplied} />;
}

function Application({
  state,
  conf,
  onApplied,
}: {
  state: AgentState;
  conf: ConfQuery;
  onApplied: (state: AgentState) => void;
}) {
  const { t, locale } = useTranslation('fortune');
  const tiers = conf.data?.tiers ?? [];
  const reapplyOpen = state.status === 'rejected' && (state.reapply_at ?? 0) * 1000 <= Date.now();
  return (
    <section className={styles.card} aria-labelledby="invite-agent-title" data-testid="invite-agent">
      <div className={styles.head}>
        <h2 id="invite-agent-title" className={parts.cardTitle}>
          {t('invite.agent.title')}
        </h2>
        {state.status !== 'none' ? (
          <Badge tone={state.status === 'rejected' ? 'danger' : state.status === 'pending' ? 'warning' : 'success'}>
            {t(`invite.agent.status.${state.status}`)}
          </Badge>
        ) : null}
      </div>
      {conf.data && tiers.length > 0 ? (
        <p className={parts.note}>
          {t('invite.agent.text', {
            from: bpsText(tiers[0]?.rate_bps ?? 0),
            to: bpsText(tiers.at(-1)?.rate_bps ?? 0),
            override: bpsText(conf.data.override_bps),
          })}
        </p>
      ) : null}
      {state.status === 'pending' ? (
        <p className={parts.note} data-testid="invite-agent-pending">
          {t('invite.agent.pending', { date: formatDateTime(state.applied_at ?? 0, locale) })}
        </p>
      ) : null}
      {state.status === 'approved' ? (
        <p className={styles.ok} data-testid="invite-agent-approved">
          {t('invite.agent.approved')}
        </p>
      ) : null}
      {state.status === 'rejected' ? (
        <div className={parts.stack} data-testid="invite-agent-rejected">
          <p className={parts.note}>{t('invite.agent.rejected', { reason: state.reason || '—' })}</p>
          {!reapplyOpen && state.reapply_at ? (
            <p className={parts.note} data-testid="invite-agent-reapply">
              {t('invite.agent.reapplyAt', { date: formatDateTime(state.reapply_at, locale) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {state.status === 'none' || reapplyOpen ? (
        <ApplyForm
          channels={conf.data?.channels ?? [...fortune.AGENT_CHANNELS]}
          again={state.status === 'rejected'}
          onApplied={onApplied}
        />
      ) : null}
    </section>
  );
}

/** A refusal of agent_apply by its reason (pending, already an agent, too early to apply again). */
function applyRefusal(error: unknown, t: Translate<'fortune'>, locale: Parameters<typeof formatDateTime>[1]) {
  if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) {
    const data = (error.data ?? {}) as { reason?: string; reapply_at?: number };
    if (data.reason === 'reapply_later' && data.reapply_at)
      return t('invite.agent.reapplyAt', { date: formatDateTime(data.reapply_at, locale) });
    if (data.reason === 'pending') return t('invite.agent.refused.pending');
    if (data.reason === 'already_agent') return t('invite.agent.refused.agent');
  }
  return refusalText(error);
}

function ApplyForm({
  channels,
  again,
  onApplied,
}: {
  channels: Channel[];
  again: boolean;
  onApplied: (state: AgentState) => void;
}) {
  const { t, locale } = useTranslation('fortune');
  const apply = useAgentApplyMutation();
  const [contact, setContact] = useState('');
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'social');
  const [note, setNote] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const fields = apply.error instanceof ApiError ? apply.error.fieldErrors : {};
  const fieldError = (name: string) => (fields[name]?.length ? t('invite.agent.invalid') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contact.trim().length < 3) {
      setTooShort(true);
      return;
    }
    apply.mutate(
      { contact: contact.trim(), channel, note: note.trim() },
      {
        onSuccess: (answer) => {
          showToast(t('invite.agent.sent'), { type: 'success' });
          onApplied(answer.agent);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="invite-apply-form">
      <Input
        label={t('invite.agent.contact')}
        hint={t('invite.agent.contactHint')}
        value={contact}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => {
          setContact(event.target.value);
          setTooShort(false);
        }}
        error={tooShort ? t('invite.agent.contactShort') : fieldError('contact')}
        data-testid="invite-apply-contact"
      />
      <label className={styles.field}>
        <span>{t('invite.agent.channel')}</span>
        <select
          className={styles.select}
          value={channel}
          onChange={(event) => setChannel(event.target.value as Channel)}
          data-testid="invite-apply-channel"
        >
          {channels.map((c) => (
            <option key={c} value={c}>
              {t(`invite.channels.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('invite.agent.note')}</span>
        <textarea
          className={styles.textarea}
          value={note}
          maxLength={500}
          rows={3}
          placeholder={t('invite.agent.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          data-testid="invite-apply-note"
        />
      </label>
      {apply.isError && Object.keys(fields).length === 0 ? (
        <p className={parts.error} role="alert">
          {applyRefusal(apply.error, t, locale)}
        </p>
      ) : null}
      <Button type="submit" block loading={apply.isPending} data-testid="invite-apply-submit">
        {again ? t('invite.agent.applyAgain') : t('invite.agent.apply')}
      </Button>
    </form>
  );
}
