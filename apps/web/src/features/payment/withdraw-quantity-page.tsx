import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatFiat } from './money.ts';
import styles from './payment.module.css';
import { type Channels, type Readiness, useChannelsQuery, useLoggedIn, useReadinessQuery } from './queries.ts';
import { VisitorPage } from './visitor-page.tsx';

/**
 * The market's preset amounts a player can withdraw in a tap; those worth more than the balance (at the indicative
 * rate; the quote on the next screen fixes it) are shown but not offered.
 */
export function withdrawPresets(market: Channels, balanceCoins: string): { amount: string; affordable: boolean }[] {
  const worth = Number(balanceCoins) * Number(market.rate);
  return (market.channels[0]?.presets ?? []).map((amount) => ({ amount, affordable: Number(amount) <= worth }));
}

/** /user/withdraw-quantity: pick how much to withdraw, then confirm it on /user/withdraw. */
export default function WithdrawQuantityPage() {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const loggedIn = useLoggedIn();
  const channels = useChannelsQuery();
  const readiness = useReadinessQuery(loggedIn);
  if (!loggedIn) return <VisitorPage title={tc('titles.userWithdrawQuantity')} back="/user/withdraw-quantity" />;
  const failed = channels.isError || readiness.isError;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="withdraw-quantity-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.userWithdrawQuantity')}
      </h1>
      {(channels.isPending || readiness.isPending) && !failed ? (
        <div className={styles.presets} data-testid="quantity-loading">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} height="0.48rem" radius="md" />
          ))}
        </div>
      ) : null}
      {failed ? (
        <Empty
          title={t('loadFailed')}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void channels.refetch();
                void readiness.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {channels.data && readiness.data ? <Presets market={channels.data} readiness={readiness.data} /> : null}
    </section>
  );
}

function Presets({ market, readiness }: { market: Channels; readiness: Readiness }) {
  const { t, locale } = useTranslation('payment');
  const navigate = useNavigate();
  const presets = withdrawPresets(market, readiness.balance);
  const worth = String(Number(readiness.balance) * Number(market.rate));
  return (
    <>
      <p className={styles.note} data-testid="quantity-balance">
        {t('quantity.balance', {
          coins: `${formatAmount(readiness.balance, { locale })} ${readiness.coin}`,
          fiat: `≈ ${formatFiat(worth, market, locale)}`,
        })}
      </p>
      <p className={styles.legend}>{t('quantity.pick')}</p>
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('quantity.pick')}</legend>
        {presets.map((p) => (
          <button
            key={p.amount}
            type="button"
            className={styles.preset}
            disabled={!p.affordable}
            onClick={() => navigate(`/user/withdraw?amount=${p.amount}`)}
            data-testid={`quantity-${p.amount}`}
          >
            {formatFiat(p.amount, market, locale)}
          </button>
        ))}
      </fieldset>
      {presets.every((p) => !p.affordable) ? <p className={styles.note}>{t('quantity.notEnough')}</p> : null}
      <Link to="/user/withdraw" className={styles.link}>
        {t('quantity.other')}
      </Link>
      <Link to="/user/verify" className={styles.link}>
        {t('quantity.requirements')}
      </Link>
    </>
  );
}
