import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadFailed } from './load-failed.tsx';
import parts from './parts.module.css';
import { RechargeForm } from './pay/recharge-form.tsx';
import { useAccountQuery } from './queries-account.ts';
import { useRechargeConfQuery } from './queries-pay.ts';
import { FortuneFrame } from './shell/fortune-frame.tsx';
import { formatDateTime } from './time.ts';

/** /fortune/money/pay: a recharge into Fortune, within the player's own deposit limits. */
export default function FortunePayPage() {
  const { t } = useTranslation('fortune');
  return (
    <FortuneFrame tab="pay" screen="pay">
      <h1 className={parts.title}>{t('screens.pay')}</h1>
      <PayContent />
    </FortuneFrame>
  );
}

function PayContent() {
  const { t, locale } = useTranslation('fortune');
  const account = useAccountQuery();
  const conf = useRechargeConfQuery();
  if (!account.data) return null;
  const { exclusion } = account.data;
  if (exclusion)
    return (
      <Empty
        title={t('pay.paused')}
        description={t('exclusion.until', { date: formatDateTime(exclusion.ends_at, locale) })}
        action={
          <Link to="/fortune/money" className={parts.cta}>
            {t('pay.backToWallet')}
          </Link>
        }
      />
    );
  if (conf.isError) return <LoadFailed onRetry={() => void conf.refetch()} testId="pay-retry" />;
  if (!conf.data)
    return (
      <div className={parts.choices} data-testid="pay-loading">
        <Skeleton height="0.56rem" radius="md" />
        <Skeleton height="0.56rem" radius="md" />
        <Skeleton height="0.48rem" radius="md" />
      </div>
    );
  if (!conf.data.channels.some((c) => c.directions.includes('recharge'))) return <Empty title={t('pay.noChannels')} />;
  return <RechargeForm conf={conf.data} />;
}
