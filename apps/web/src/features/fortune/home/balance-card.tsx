import { Link } from '../../../app/router/link.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { formatMoney } from '../money.ts';
import type { Account } from '../queries.ts';
import styles from './home.module.css';

/** Cash (withdrawable) and locked bonus money, with the way to the money page and to deposit. */
export function BalanceCard({ account }: { account: Account }) {
  const { t, locale } = useTranslation('fortune');
  const money = (usdt: string) => formatMoney(usdt, account.currency, locale);
  return (
    <section className={styles.balance} aria-labelledby="fortune-balance-title" data-testid="fortune-balance">
      <h2 id="fortune-balance-title" className="visually-hidden">
        {t('balance.title')}
      </h2>
      <dl className={styles.balances}>
        <div>
          <dt>{t('balance.cash')}</dt>
          <dd data-testid="balance-cash">{money(account.cash)}</dd>
        </div>
        <div>
          <dt>{t('balance.locked')}</dt>
          <dd data-testid="balance-locked">{money(account.locked)}</dd>
        </div>
      </dl>
      <div className={styles.balanceActions}>
        <Link to="/fortune/money" className={buttonClassName({ variant: 'secondary', block: true })}>
          {t('balance.wallet')}
        </Link>
        {account.exclusion ? null : (
          <Link to="/fortune/money/pay" className={buttonClassName({ block: true })}>
            {t('balance.deposit')}
          </Link>
        )}
      </div>
    </section>
  );
}
