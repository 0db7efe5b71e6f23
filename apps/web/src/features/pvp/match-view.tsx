import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSecondsLeft } from './countdown.ts';
import { currentRound, shownTotals, sides } from './logic.ts';
import styles from './pvp.module.css';
import { type PvpMatch, useMatchQuery, useRoll } from './queries.ts';

/** The match screen: both sides round by round, the roll button, the grace countdown, the result and the verifier. */
export function MatchView({ matchId, verify }: { matchId: number; verify: (m: PvpMatch) => ReactNode }) {
  const [live, setLive] = useState(true);
  const match = useMatchQuery(matchId, live);
  const over = match.data !== undefined && match.data.status !== 'playing';
  useEffect(() => {
    if (over) setLive(false);
  }, [over]);
  if (match.isPending) return <Skeleton height="3rem" radius="md" />;
  if (match.isError) return <LoadFailed retry={() => match.refetch()} />;
  return <Board m={match.data} verify={verify} />;
}

function Dice({ dice, label }: { dice: number[] | null; label: string }) {
  if (!dice) return <span className={styles.diceEmpty}>–</span>;
  return (
    <span className={styles.dice} role="img" aria-label={`${label}: ${dice.join(' + ')}`}>
      <span className={styles.die}>{dice[0]}</span>
      <span className={styles.die}>{dice[1]}</span>
    </span>
  );
}

function Board({ m, verify }: { m: PvpMatch; verify: (m: PvpMatch) => ReactNode }) {
  const { t, locale } = useTranslation('pvp');
  const roll = useRoll(m.id);
  const totals = shownTotals(m.rounds);
  const total = sides(m.me, totals.a, totals.b);
  const money = (v: string) => `${formatAmount(v, { locale })} ${m.coin}`;
  const playing = m.status === 'playing';
  return (
    <>
      <div className={styles.panel} data-testid="pvp-match" data-status={m.status}>
        <div className={styles.row}>
          <h2 className={styles.h2}>{t('stakeOf', { amount: money(m.stake) })}</h2>
          {playing ? (
            <span className={styles.muted}>{t('round', { n: currentRound(m), of: m.rounds.length })}</span>
          ) : null}
        </div>
        <table className={styles.board}>
          <thead>
            <tr>
              <th scope="col">{t('roundCol')}</th>
              <th scope="col">{t('you')}</th>
              <th scope="col">{m.opponent}</th>
            </tr>
          </thead>
          <tbody>
            {m.rounds.map((r, i) => {
              const s = sides(m.me, r.a, r.b);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rounds are fixed positions
                <tr key={i} data-testid="pvp-round">
                  <th scope="row">{i + 1}</th>
                  <td>
                    <Dice dice={s.mine} label={t('you')} />
                  </td>
                  <td>
                    <Dice dice={s.theirs} label={m.opponent} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              <td data-testid="pvp-total-mine">{total.mine}</td>
              <td data-testid="pvp-total-theirs">{total.theirs}</td>
            </tr>
          </tfoot>
        </table>
        {playing ? (
          <>
            <Button
              size="lg"
              onClick={() => roll.mutate()}
              disabled={!m.can_roll || roll.isPending}
              data-testid="pvp-roll"
            >
              {m.can_roll ? t('roll') : t('waitOpponent')}
            </Button>
            {m.deadline_at ? <Grace deadline={m.deadline_at} now={m.now} /> : null}
            {roll.isError ? (
              <p className={styles.error} role="alert">
                {t('errors.failed')}
              </p>
            ) : null}
          </>
        ) : (
          <div className={styles.result} data-testid="pvp-result" data-outcome={m.outcome}>
            <p className={styles[m.outcome] ?? ''}>{t(`result.${m.outcome}`)}</p>
            {m.outcome === 'lost' ? null : (
              <p className={styles.muted} data-testid="pvp-received">
                {t('received', { amount: money(m.received) })}
              </p>
            )}
            {m.status === 'forfeit' ? <p className={styles.muted}>{t('forfeit')}</p> : null}
          </div>
        )}
        <p className={styles.muted}>{t('feeLine', { fee: money(m.fee), payout: money(m.payout) })}</p>
      </div>
      {playing ? (
        <p className={`${styles.muted} ${styles.hash}`}>
          {t('seedHash')}: <code>{m.server_seed_hash}</code>
        </p>
      ) : (
        verify(m)
      )}
      <Link to="/pvp/detail" className={styles.back} data-testid="pvp-lobby-link">
        {t('backToLobby')}
      </Link>
    </>
  );
}

function Grace({ deadline, now }: { deadline: number; now: number }) {
  const { t } = useTranslation('pvp');
  const left = Math.ceil(useSecondsLeft(deadline, now));
  return (
    <p className={styles.muted} data-testid="pvp-grace">
      {t('graceLeft', { seconds: left })}
    </p>
  );
}
