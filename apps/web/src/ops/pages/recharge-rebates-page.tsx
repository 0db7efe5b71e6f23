import { PAYMENT_MARKETS } from '@arcadia/contract/calls/payment/common';
import { opsRechargeRebates, opsRechargeRebatesCreate, opsRechargeRebatesEnd } from '@arcadia/contract/ops/index';
import { useEffect, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { localIn, Pager, secondsOf } from '../fortune-fields.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Campaign = z.output<typeof opsRechargeRebates.response>['list'][number];
const DAY_MS = 86_400_000;
const TONE: Record<Campaign['state'], string> = { scheduled: 'pending', running: 'review', ended: 'approved' };

/**
 * Recharge rebate campaigns of /activity/recharge (docs/payments.md "Recharge rebate"): one market each, a window
 * and tiers; finance makes them (re-authentication, audited as recharge_rebates.create) and ends them early
 * (confirm step, audited as recharge_rebates.end).
 */
export default function RechargeRebatesPage() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsRechargeRebates, { page });
  return (
    <Page title={t('rebates.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('rebates.hint')}</p>
      <CreateForm onDone={list.reload} />
      <QueueItems
        query={list}
        emptyText={t('rebates.empty')}
        render={(c: Campaign) => <CampaignCard key={c.id} campaign={c} onDone={list.reload} />}
      />
      <Pager page={page} hasMore={Boolean(list.data?.has_more)} onPage={setPage} />
    </Page>
  );
}

/** "10:3, 50:5, 200:8" (whole USDT : percent) as the call's tiers, or undefined while it does not parse. */
export function tiersOf(text: string): { threshold: string; percent_bps: number }[] | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 6) return undefined;
  const tiers = [];
  for (const part of parts) {
    const m = /^([1-9]\d{0,6})\s*:\s*(\d{1,2}(?:\.\d{1,2})?)$/.exec(part);
    if (!m) return undefined;
    const bps = Math.round(Number(m[2]) * 100);
    if (bps < 1 || bps > 5000) return undefined;
    tiers.push({ threshold: m[1] as string, percent_bps: bps });
  }
  return tiers;
}

function CampaignCard({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const end = useOpsAction(opsRechargeRebatesEnd);
  const act = async () => {
    const done = await end.run({ campaign_id: campaign.id });
    setConfirming(false);
    if (done) onDone();
  };
  const tiers = campaign.tiers
    .map(
      (x) =>
        `${formatAmount(x.threshold, locale)} USDT → ${x.percent_bps / 100}% (${formatAmount(x.bonus, locale)} KC)`,
    )
    .join(' · ');
  return (
    <article className={styles.card} data-testid={`ops-rebate-${campaign.id}`}>
      <header className={styles.pageHead}>
        <h2 className={styles.cardTitle}>
          {t('rebates.campaign', { id: campaign.id, market: campaign.market.toUpperCase(), title: campaign.title })}
        </h2>
        <StatusTag status={TONE[campaign.state]} label={t(`rebates.state.${campaign.state}`)} />
      </header>
      <Facts
        items={[
          [t('rebates.starts'), formatTime(campaign.starts_at, locale)],
          [t('rebates.ends'), formatTime(campaign.ended_early_at ?? campaign.ends_at, locale)],
          [t('rebates.tiers'), tiers],
          [t('rebates.claims'), `${campaign.claims} · ${formatAmount(campaign.paid, locale)} KC`],
        ]}
      />
      {end.error ? <ErrorNote error={end.error} /> : null}
      {campaign.state === 'ended' ? null : confirming ? (
        <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-rebate-confirm">
          <p>{t('rebates.confirmEnd', { id: campaign.id })}</p>
          <div className={styles.row}>
            <Button onClick={act} loading={end.pending} data-testid="ops-rebate-confirm-yes">
              {t('rebates.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={end.pending}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="ops-rebate-end">
            {t('rebates.endNow')}
          </Button>
        </div>
      )}
    </article>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const marketId = useId();
  const [market, setMarket] = useState<(typeof PAYMENT_MARKETS)[number]>('vn');
  const [title, setTitle] = useState('');
  const [from, setFrom] = useState(() => localIn(0));
  const [to, setTo] = useState(() => localIn(7 * DAY_MS));
  const [tierText, setTierText] = useState('10:3, 50:5, 200:8');
  const create = useOpsAction(opsRechargeRebatesCreate);
  const starts = secondsOf(from);
  const ends = secondsOf(to);
  const tiers = tiersOf(tierText);
  const ready = title.trim() !== '' && starts !== undefined && ends !== undefined && ends > starts && tiers;
  const submit = async () => {
    if (!ready || starts === undefined || ends === undefined || !tiers) return;
    if (await create.run({ market, title: title.trim(), starts_at: starts, ends_at: ends, tiers })) {
      setTitle('');
      onDone();
    }
  };
  return (
    <Section id="rebate-create" title={t('rebates.create')} onRefresh={onDone}>
      <div className={styles.row}>
        <label htmlFor={marketId}>{t('rebates.market')}</label>
        <select
          id={marketId}
          value={market}
          onChange={(e) => setMarket(e.target.value as typeof market)}
          data-testid="ops-rebate-market"
        >
          {PAYMENT_MARKETS.map((m) => (
            <option key={m} value={m}>
              {m.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <Input label={t('rebates.name')} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
      <div className={styles.row}>
        <Input
          type="datetime-local"
          label={t('rebates.startsAt')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Input type="datetime-local" label={t('rebates.endsAt')} value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Input
        label={t('rebates.tierField')}
        hint={t('rebates.tierHint')}
        value={tierText}
        error={tiers ? undefined : t('rebates.tierInvalid')}
        onChange={(e) => setTierText(e.target.value)}
      />
      {create.error ? <ErrorNote error={create.error} /> : null}
      <div className={styles.row}>
        <Button onClick={submit} loading={create.pending} disabled={!ready} data-testid="ops-rebate-create">
          {t('rebates.createButton')}
        </Button>
      </div>
    </Section>
  );
}
