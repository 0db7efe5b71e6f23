import { Link } from '../../app/router/link.tsx';
import { useCurrentRoute } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useLoggedIn, useWinConfigQuery } from './queries.ts';
import styles from './win.module.css';

const ACTIONS = [
  { id: 'topUp', to: '/user/payment' },
  { id: 'convert', to: '/wallet/exchange' },
  { id: 'withdraw', to: '/user/withdraw' },
] as const;

/**
 * /win/money and /inbet/money: the game balance (the player's USDT, docs/adr on the game balance) and the ways money
 * moves in and out: a recharge through the payment core, converting wallet coins to and from USDT, a withdrawal.
 * Only the title and the way back differ by route.
 */
export default function GameMoneyPage() {
  const { t, locale } = useTranslation('win');
  const inbet = useCurrentRoute()?.id === 'inbetMoney';
  const back = inbet ? '/inbet' : '/win';
  const loggedIn = useLoggedIn();
  const config = useWinConfigQuery(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="game-money">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t(inbet ? 'moneyPage.inbetTitle' : 'moneyPage.title')}
        </h1>
        <Link to={back} className={buttonClassName({ size: 'sm', variant: 'ghost' })} data-testid="money-back">
          {t(inbet ? 'moneyPage.backInbet' : 'moneyPage.backWin')}
        </Link>
      </div>
      {!loggedIn ? (
        <LoginFirst backUrl={inbet ? '/inbet/money' : '/win/money'} />
      ) : config.isPending ? (
        <Skeleton height="1.2rem" radius="md" />
      ) : config.isError ? (
        <LoadFailed retry={config.refetch} />
      ) : (
        <>
          <div className={styles.balance}>
            <div>
              <p className={styles.muted}>{t('balance')}</p>
              <p className={styles.balanceValue} data-testid="money-balance">
                {formatAmount(config.data.balance, { locale })} {config.data.coin}
              </p>
            </div>
          </div>
          <p className={styles.muted}>{t('moneyPage.lead')}</p>
          <ul className={styles.actions}>
            {ACTIONS.map((action) => (
              <li key={action.id} className={styles.action}>
                <div>
                  <p className={styles.actionTitle}>{t(`moneyPage.${action.id}`)}</p>
                  <p className={styles.muted}>{t(`moneyPage.${action.id}Text`)}</p>
                </div>
                <Link
                  to={action.id === 'topUp' ? `${action.to}?backUrl=${encodeURIComponent(`${back}/money`)}` : action.to}
                  className={buttonClassName({ size: 'sm', variant: action.id === 'topUp' ? 'primary' : 'secondary' })}
                  data-testid={`money-${action.id}`}
                >
                  {t(`moneyPage.${action.id}Go`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('moneyPage.safer')}</p>
        </>
      )}
    </section>
  );
}
