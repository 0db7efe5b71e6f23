import { memo } from 'react';
import { Link } from '../../../../app/router/link.tsx';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { formatMoney } from '../../money.ts';
import { crashTier, formatMultiplier } from './format.ts';
import type { TurboBet, TurboCurrency, TurboState } from './queries.ts';
import styles from './turbo.module.css';

const HISTORY_SHOWN = 12;

/** The last crash points, newest first, coloured by size; each opens the verifier at that round. */
export const HistoryStrip = memo(function HistoryStrip({ history }: { history: TurboState['history'] }) {
  const { t, locale } = useTranslation('fortune');
  if (history.length === 0) return null;
  return (
    <nav aria-label={t('turbo.history.title')} data-testid="turbo-history">
      <ul className={styles.history}>
        {history.slice(0, HISTORY_SHOWN).map((game) => (
          <li key={game.game}>
            <Link
              to={`/fortune/test?turbo=${game.game}`}
              className={styles.crashChip}
              data-tier={crashTier(game.crash)}
              aria-label={t('turbo.history.game', { game: game.game, m: formatMultiplier(game.crash, locale) })}
            >
              {formatMultiplier(game.crash, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** Everyone's bets in this round: masked names, amounts, cash-outs and wins. */
export const BetsList = memo(function BetsList({
  bets,
  currency,
  crashed,
}: {
  bets: TurboBet[];
  currency: TurboCurrency;
  crashed: boolean;
}) {
  const { t, locale } = useTranslation('fortune');
  return (
    <section className={styles.card} aria-labelledby="turbo-bets-title" data-testid="turbo-bets">
      <h2 id="turbo-bets-title" className={styles.cardTitle}>
        {t('turbo.bets.title')}
      </h2>
      {bets.length === 0 ? (
        <p className={styles.note}>{t('turbo.bets.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('turbo.bets.player')}</th>
              <th scope="col">{t('turbo.bets.amount')}</th>
              <th scope="col">{t('turbo.bets.cashout')}</th>
              <th scope="col">{t('turbo.bets.win')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet, i) => {
              const lost = bet.status === 'lost' || bet.status === 'losing' || (crashed && bet.status === 'placed');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: masked names repeat; the server's order is stable.
                <tr key={i} data-status={bet.status}>
                  <td>{bet.player}</td>
                  <td>{formatMoney(bet.amount, currency, locale)}</td>
                  <td>{bet.cashout ? formatMultiplier(bet.cashout, locale) : '-'}</td>
                  <td className={lost ? styles.lost : bet.cashout ? styles.won : undefined}>
                    {bet.win && bet.cashout
                      ? formatMoney(bet.win, currency, locale)
                      : lost
                        ? t('turbo.bets.lost')
                        : '-'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
});
