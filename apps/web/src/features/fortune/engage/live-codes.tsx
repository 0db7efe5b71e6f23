import { ErrorCode } from '@arcadia/contract';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { compareDecimal } from '../../../ui/decimal.ts';
import { Empty } from '../../../ui/empty.tsx';
import { NumberInput } from '../../../ui/number-input.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useOpenedOnce } from '../../../ui/use-opened-once.ts';
import { LoadFailed } from '../load-failed.tsx';
import { type Currency, formatMoney, multiplyDecimal } from '../money.ts';
import { fiatToUsdt, trimZeros, USDT_DECIMALS } from '../money-calc.ts';
import parts from '../parts.module.css';
import type { Account, WebcastCode } from '../queries.ts';
import { useCreateWebcastCodeMutation, useWebcastCodesQuery } from '../queries-rewards.ts';
import { formatDateTime } from '../time.ts';
import { useIntentKey } from '../use-intent-key.ts';
import { refusalText } from './error-text.ts';
import type { Plan } from './live-confirm.tsx';
import styles from './rewards.module.css';
import { copyText } from './share-out.ts';

/** How long a code may run (the contract allows 1 to 72 hours). */
const HOURS = [1, 2, 6, 12, 24, 48, 72] as const;
const MAX_CLAIMS = 1000;
/** The contract's most per claim: 999,999.999999 USDT. */
const MAX_PER_CLAIM = '999999.999999';
const BADGE = { active: 'success', exhausted: 'primary', ended: 'neutral' } as const;

/** The confirmation (the dialog kit with it) loads on the tap that asks for it. */
const LiveConfirm = lazy(() => import('./live-confirm.tsx'));

/** The form as a plan in USDT, or undefined while it is incomplete or out of the contract's bounds. */
function planOf(fiat: string, claimsText: string, hours: number, currency: Currency): Plan | undefined {
  const claims = Number(claimsText);
  if (fiat === '' || !Number.isInteger(claims) || claims < 1 || claims > MAX_CLAIMS) return undefined;
  const perClaim = trimZeros(fiatToUsdt(fiat, currency));
  if (compareDecimal(perClaim, '0') <= 0 || compareDecimal(perClaim, MAX_PER_CLAIM) > 0) return undefined;
  return { perClaim, claims, hours, total: trimZeros(multiplyDecimal(perClaim, String(claims), USDT_DECIMALS)) };
}

/**
 * A streamer's live codes, below the rewards screen's first screen (its card and title are rewards-view.tsx's, there
 * at once): fund a code from their own cash (confirmed first: the whole total leaves their cash now, the unclaimed
 * rest comes back at expiry), then the codes with their claims and a copy button each.
 */
export default function LiveCodesBody({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const codes = useWebcastCodesQuery();
  const currency = account.currency;
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  return (
    <>
      <CreateForm account={account} />
      <h3 className={parts.note}>{t('live.list')}</h3>
      {codes.isPending ? <Skeleton height="0.8rem" radius="md" /> : null}
      {codes.isError ? <LoadFailed onRetry={() => void codes.refetch()} testId="live-retry" /> : null}
      {codes.data && codes.data.codes.length === 0 ? (
        <Empty compact title={t('live.empty')} description={t('live.emptyText')} />
      ) : null}
      {codes.data && codes.data.codes.length > 0 ? (
        <ul className={styles.list}>
          {codes.data.codes.map((code) => (
            <CodeRow key={code.code} code={code} money={money} />
          ))}
        </ul>
      ) : null}
      {codes.data && codes.data.claimers.length > 0 ? (
        <>
          <h3 className={parts.note}>{t('live.claimers')}</h3>
          <ul className={styles.winners} data-testid="live-claimers">
            {codes.data.claimers.map((c) => (
              <li key={`${c.code}-${c.name}-${c.at}`}>
                <span>{t('live.claimer', { name: c.name, amount: money(c.amount), code: c.code })}</span>
                <time dateTime={new Date(c.at * 1000).toISOString()}>{formatDateTime(c.at, locale)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function CodeRow({ code, money }: { code: WebcastCode; money: (usdt: string) => string }) {
  const { t, locale } = useTranslation('fortune');
  return (
    <li className={styles.code} data-testid={`live-code-${code.code}`}>
      <div className={styles.head}>
        <span className={styles.codeText}>{code.code}</span>
        <Badge tone={BADGE[code.status]}>{t(`live.status.${code.status}`)}</Badge>
      </div>
      <span>
        {t('live.perClaim', { amount: money(code.amount_per_claim) })} ·{' '}
        {t('live.claimsOf', { claims: code.claims, max: code.max_claims })}
      </span>
      <span className={parts.note}>
        {code.status === 'ended'
          ? t('live.returned', { amount: money(code.returned) })
          : t('live.expires', { date: formatDateTime(code.expires_at, locale) })}
      </span>
      {code.status === 'active' ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(code.code, t('live.copied'))}
          aria-label={t('live.copyCode', { code: code.code })}
          data-testid={`live-copy-${code.code}`}
        >
          {t('live.copy')}
        </Button>
      ) : null}
    </li>
  );
}

function CreateForm({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const create = useCreateWebcastCodeMutation();
  const intent = useIntentKey();
  const currency = account.currency;
  const [fiat, setFiat] = useState('');
  const [claims, setClaims] = useState('');
  const [hours, setHours] = useState<number>(24);
  const [confirming, setConfirming] = useState(false);
  const opened = useOpenedOnce(confirming);
  const plan = planOf(fiat, claims, hours, currency);
  const overCash = plan !== undefined && compareDecimal(plan.total, account.cash) > 0;
  const money = (usdt: string) => formatMoney(usdt, currency, locale);
  const paused = account.exclusion !== null;

  const edit = (apply: () => void) => {
    apply();
    intent.reset();
    if (!create.isPending) create.reset();
  };
  const confirm = async () => {
    if (!plan) return;
    try {
      await create.mutateAsync({
        amount_per_claim: plan.perClaim,
        claims: plan.claims,
        expires_in_hours: plan.hours,
        key: intent.current(),
      });
      intent.settle();
      setFiat('');
      setClaims('');
    } catch (error) {
      if (error instanceof ApiError && error.business) intent.reset();
    } finally {
      setConfirming(false);
    }
  };
  const tooMany = create.error instanceof ApiError && create.error.code === ErrorCode.CONFLICT;
  const expiry = formatDateTime(Math.floor(Date.now() / 1000) + hours * 3600, locale);

  return (
    <div className={styles.form}>
      <NumberInput
        label={t('live.amount', { symbol: currency.symbol })}
        value={fiat}
        onValueChange={(value) => edit(() => setFiat(value))}
        decimals={currency.decimals}
        data-testid="live-amount"
      />
      <div className={styles.row}>
        <NumberInput
          label={t('live.claims')}
          value={claims}
          onValueChange={(value) => edit(() => setClaims(value))}
          decimals={0}
          max={String(MAX_CLAIMS)}
          data-testid="live-claims"
        />
        <label className={styles.field}>
          <span>{t('live.hours')}</span>
          <select
            className={parts.select}
            value={hours}
            onChange={(event) => edit(() => setHours(Number(event.target.value)))}
            data-testid="live-hours"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t('live.hoursOption', { count: h })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {plan ? (
        <p className={overCash ? parts.error : parts.note} data-testid="live-total">
          {overCash
            ? t('live.overCash', { total: money(plan.total), cash: money(account.cash) })
            : t('live.total', { total: money(plan.total) })}
        </p>
      ) : null}
      <Button
        block
        disabled={!plan || overCash || paused}
        onClick={() => setConfirming(true)}
        data-testid="live-create"
      >
        {t('live.create')}
      </Button>
      <div aria-live="polite">
        {create.isSuccess && create.data ? (
          <p className={styles.ok} data-testid="live-created">
            {t('live.created', { code: create.data.gift_code.code })}
          </p>
        ) : null}
        {create.isError ? (
          <p className={parts.error} role="alert" data-testid="live-error">
            {tooMany ? t('live.tooMany') : refusalText(create.error)}
          </p>
        ) : null}
      </div>
      {plan && opened ? (
        <Suspense fallback={null}>
          <LiveConfirm
            open={confirming}
            plan={plan}
            money={money}
            expiry={expiry}
            pending={create.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
