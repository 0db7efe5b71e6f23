import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Card } from './card.tsx';
import { rollLabel } from './cards.ts';
import { useLoggedIn, useWinHistoryQuery, type WinRound } from './queries.ts';
import type { Verdict } from './verify.ts';
import styles from './win.module.css';

type Filter = '' | 'dice' | 'hilo';

/** /win/history: the player's dice and hi-lo rounds, each with its proof and a verify that recomputes it here. */
export default function WinHistoryPage() {
  const { t } = useTranslation('win');
  const loggedIn = useLoggedIn();
  const [filter, setFilter] = useState<Filter>('');
  const history = useWinHistoryQuery(filter, loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="win-history">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('historyTitle')}
        </h1>
        <Link to="/win" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('play')}
        </Link>
      </div>
      {!loggedIn ? (
        <LoginFirst backUrl="/win/history" />
      ) : (
        <>
          <fieldset className={styles.sides}>
            <legend className="visually-hidden">{t('filter')}</legend>
            {(['', 'dice', 'hilo'] as const).map((value) => (
              <button
                key={value || 'all'}
                type="button"
                className={styles.pill}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {value ? t(`games.${value}`) : t('all')}
              </button>
            ))}
          </fieldset>
          {history.isPending ? (
            <Skeleton height="3rem" radius="md" />
          ) : history.isError ? (
            <LoadFailed retry={history.refetch} />
          ) : history.data.pages[0]?.rounds.length === 0 ? (
            <Empty title={t('noRounds')} />
          ) : (
            <ul className={styles.rounds}>
              {history.data.pages
                .flatMap((page) => page.rounds)
                .map((round) => (
                  <RoundItem key={round.id} round={round} />
                ))}
            </ul>
          )}
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {t('more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function RoundItem({ round }: { round: WinRound }) {
  const { t, locale } = useTranslation('win');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const won = round.win !== '0';
  return (
    <li className={styles.round} data-testid="win-round">
      <div className={styles.roundHead}>
        <strong>
          {t(`games.${round.game}`)} #{round.id}
        </strong>
        <span className={won ? styles.good : styles.muted}>
          {won ? `+${formatAmount(round.win, { locale })}` : formatAmount(`-${round.bet}`, { locale })} USDT
        </span>
      </div>
      <p className={styles.muted}>
        {formatDate(round.at)} · {t('stake', { amount: formatAmount(round.bet, { locale }) })}
        {won ? ` · ×${round.multiplier}` : ''}
        {round.status === 'refunded' ? ` · ${t('refunded')}` : ''}
      </p>
      {round.dice ? (
        <p className={styles.detail}>
          {t('dice.summary', {
            roll: rollLabel(round.draws[0]?.value ?? 0),
            side: t(`dice.${round.dice.side}`, {
              target: rollLabel(round.dice.side === 'under' ? round.dice.chance_bp : 10_000 - round.dice.chance_bp),
            }),
          })}
        </p>
      ) : null}
      {round.hilo ? (
        <ol className={styles.chain} aria-label={t('hilo.chain')}>
          {round.draws.map((d, i) => (
            <li key={`${d.proof.nonce}-${d.proof.server_seed_hash}`}>
              <Card card={d.value} />
              {round.hilo?.guesses[i] ? (
                <span className={styles.muted}>{t(`hilo.${round.hilo.guesses[i]}`)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <details>
        <summary className={styles.summary}>{t('proof')}</summary>
        {round.draws.map((d) => (
          <dl key={`${d.proof.nonce}-${d.proof.server_seed_hash}`} className={styles.proof}>
            <dt>{t('fair.serverHash')}</dt>
            <dd>{d.proof.server_seed_hash}</dd>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>{d.proof.server_seed ?? t('fair.hidden')}</dd>
            <dt>{t('fair.clientSeed')}</dt>
            <dd>{d.proof.client_seed}</dd>
            <dt>{t('fair.nonce')}</dt>
            <dd>{d.proof.nonce}</dd>
          </dl>
        ))}
      </details>
      <div className={styles.verifyRow}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void import('./verify.ts').then((m) => setVerdict(m.verifyRound(round)))}
          data-testid="win-verify"
        >
          {t('verify')}
        </Button>
        {verdict ? (
          <span
            className={verdict.ok ? styles.good : styles.bad}
            role="status"
            data-testid="win-verdict"
            data-ok={verdict.ok ? 'yes' : 'no'}
          >
            {verdict.ok ? t('verdict.ok') : t(`verdict.${verdict.reason}`)}
          </span>
        ) : null}
      </div>
    </li>
  );
}
