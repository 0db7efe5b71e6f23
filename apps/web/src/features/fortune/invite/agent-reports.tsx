import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney } from '../money.ts';
import parts from '../parts.module.css';
import { formatDateTime } from '../time.ts';
import { dayText } from './format.ts';
import styles from './invite.module.css';
import {
  type CampaignRow,
  type DailyRow,
  type PackageRow,
  type ReportBy,
  useDailyReportQuery,
  useSubAgentDailyQuery,
  useSubAgentsQuery,
} from './queries-invite.ts';
import { ScrollTable } from './scroll-table.tsx';

const BY: readonly ReportBy[] = ['day', 'package', 'campaign'];
const SPANS = [7, 14, 30] as const;
const SUB_DAYS = 30;

function DaysSelect({ value, onChange, testId }: { value: number; onChange: (days: number) => void; testId: string }) {
  const { t } = useTranslation('fortune');
  return (
    <label className={styles.field}>
      <span>{t('invite.reports.days')}</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid={testId}
      >
        {SPANS.map((days) => (
          <option key={days} value={days}>
            {t('invite.reports.lastDays', { n: days })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The direct team's daily figures: per day (with the commission once settled), or per package or campaign. */
export function AgentReports({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const [by, setBy] = useState<ReportBy>('day');
  const [days, setDays] = useState<number>(7);
  const report = useDailyReportQuery(by, days);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const rows = report.data?.list ?? [];
  const group = (row: DailyRow | PackageRow | CampaignRow) =>
    'package' in row
      ? row.package || '—'
      : 'campaign' in row
        ? row.campaign || t('invite.reports.personal')
        : undefined;
  return (
    <section className={styles.card} aria-labelledby="invite-reports-title" data-testid="invite-reports">
      <h2 id="invite-reports-title" className={parts.cardTitle}>
        {t('invite.reports.title')}
      </h2>
      <div className={styles.controls}>
        <Tabs
          id="invite-report-by"
          label={t('invite.reports.by')}
          variant="pill"
          items={BY.map((value) => ({ value, label: t(`invite.reports.${value}`) }))}
          value={by}
          onChange={setBy}
        />
        <DaysSelect value={days} onChange={setDays} testId="invite-report-days" />
      </div>
      {report.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {report.isError && !report.data ? (
        <LoadFailed onRetry={() => void report.refetch()} testId="invite-reports-retry" />
      ) : null}
      {report.data && rows.length === 0 ? (
        <Empty compact title={t('invite.reports.empty')} description={t('invite.reports.emptyText')} />
      ) : null}
      {rows.length > 0 ? (
        <ScrollTable labelledBy="invite-reports-title">
          <table className={styles.table} data-testid={`invite-report-${by}`}>
            <thead>
              <tr>
                <th scope="col">{t('invite.reports.date')}</th>
                {by !== 'day' ? <th scope="col">{t(`invite.reports.${by}`)}</th> : null}
                <th scope="col">{t('invite.reports.new')}</th>
                <th scope="col">{t('invite.reports.active')}</th>
                <th scope="col">{t('invite.reports.wager')}</th>
                {by === 'day' ? <th scope="col">{t('invite.reports.commission')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day}-${group(row) ?? ''}`}>
                  <td>{dayText(row.day, locale)}</td>
                  {by !== 'day' ? <td>{group(row)}</td> : null}
                  <td>{row.new_invitees}</td>
                  <td>{row.active_invitees}</td>
                  <td>{money(row.wager)}</td>
                  {'commission' in row ? (
                    <td>{row.commission === null ? t('invite.reports.unsettled') : money(row.commission)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
    </section>
  );
}

/** The agents the player invited (sub-agents): their teams over 30 days, the override paid, and a daily view. */
export function SubAgentsCard({ currency }: { currency: Currency }) {
  const { t, locale } = useTranslation('fortune');
  const subs = useSubAgentsQuery(SUB_DAYS);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const data = subs.data;
  return (
    <section className={styles.card} aria-labelledby="invite-subs-title" data-testid="invite-sub-agents">
      <h2 id="invite-subs-title" className={parts.cardTitle}>
        {t('invite.subs.title')}
      </h2>
      <p className={parts.note}>{t('invite.subs.text')}</p>
      {subs.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {subs.isError && !data ? <LoadFailed onRetry={() => void subs.refetch()} testId="invite-subs-retry" /> : null}
      {data && data.list.length === 0 ? (
        <Empty compact title={t('invite.subs.empty')} description={t('invite.subs.emptyText')} />
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <dl className={parts.facts}>
            <div>
              <dt>{t('invite.subs.wager', { n: SUB_DAYS })}</dt>
              <dd data-testid="invite-subs-wager">{money(data.team_wager)}</dd>
            </div>
            <div>
              <dt>{t('invite.subs.override', { n: SUB_DAYS })}</dt>
              <dd data-testid="invite-subs-override">{money(data.override_paid)}</dd>
            </div>
          </dl>
          <ul className={styles.list} data-testid="invite-subs-list">
            {data.list.map((sub) => (
              <li key={sub.user_id} className={styles.item} data-testid={`invite-sub-${sub.user_id}`}>
                <span className={styles.itemMain}>
                  <strong>{sub.name}</strong>
                  <span className={styles.muted}>
                    {t('invite.subs.since', { date: formatDateTime(sub.approved_at, locale) })}
                  </span>
                  <span className={styles.muted}>
                    {t('invite.subs.team', {
                      invitees: sub.invitees,
                      fresh: sub.new_invitees,
                      active: sub.active_invitees,
                    })}
                  </span>
                </span>
                <span className={styles.itemSide}>{money(sub.team_wager)}</span>
              </li>
            ))}
          </ul>
          <SubAgentDaily
            subs={data.list.map((s) => ({ id: s.user_id, name: s.name }))}
            selected={selected}
            onSelect={setSelected}
            currency={currency}
          />
        </>
      ) : null}
    </section>
  );
}

function SubAgentDaily({
  subs,
  selected,
  onSelect,
  currency,
}: {
  subs: { id: number; name: string }[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  currency: Currency;
}) {
  const { t, locale } = useTranslation('fortune');
  const [days, setDays] = useState<number>(7);
  const daily = useSubAgentDailyQuery(selected, days);
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  return (
    <>
      <h3 id="invite-sub-daily-title" className={parts.note}>
        {t('invite.subs.daily')}
      </h3>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('invite.subs.who')}</span>
          <select
            className={styles.select}
            value={selected ?? ''}
            onChange={(event) => onSelect(event.target.value ? Number(event.target.value) : undefined)}
            data-testid="invite-sub-select"
          >
            <option value="">{t('invite.subs.all')}</option>
            {subs.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </select>
        </label>
        <DaysSelect value={days} onChange={setDays} testId="invite-sub-days" />
      </div>
      {daily.isPending ? <Skeleton height="1rem" radius="md" /> : null}
      {daily.isError && !daily.data ? (
        <LoadFailed onRetry={() => void daily.refetch()} testId="invite-sub-daily-retry" />
      ) : null}
      {daily.data ? (
        <ScrollTable labelledBy="invite-sub-daily-title">
          <table className={styles.table} data-testid="invite-sub-daily">
            <thead>
              <tr>
                <th scope="col">{t('invite.reports.date')}</th>
                <th scope="col">{t('invite.reports.new')}</th>
                <th scope="col">{t('invite.reports.active')}</th>
                <th scope="col">{t('invite.reports.wager')}</th>
                {selected === undefined ? <th scope="col">{t('invite.subs.overrideCol')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {daily.data.list.map((row) => (
                <tr key={row.day}>
                  <td>{dayText(row.day, locale)}</td>
                  <td>{row.new_invitees}</td>
                  <td>{row.active_invitees}</td>
                  <td>{money(row.team_wager)}</td>
                  {selected === undefined ? (
                    <td>{row.override === null ? t('invite.reports.unsettled') : money(row.override)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
    </>
  );
}
