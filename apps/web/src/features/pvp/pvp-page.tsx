import { ErrorCode } from '@arcadia/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { newClientSeed, shortBy } from './logic.ts';
import { MatchView } from './match-view.tsx';
import styles from './pvp.module.css';
import {
  type PvpEntry,
  type PvpHistory,
  type PvpTiers,
  useEntryQuery,
  useJoin,
  useLeave,
  useMyMatchesQuery,
  useTiersQuery,
  useUserId,
} from './queries.ts';

const VerifyPanel = lazy(() => import('./verify-panel.tsx'));

/**
 * /pvp/detail (docs/pvp.md): the lobby (the game balance with a top-up link; tiers with stake, fee and payout, a
 * stake above the balance disabled with what is missing; join; waiting with leave, polled until
 * matched), the match screen (`?id=`: both sides round by round, roll, result, grace countdown, verify panel) and the
 * caller's recent matches.
 */
export default function PvpPage() {
  const { t } = useTranslation('pvp');
  const userId = useUserId();
  const matchId = Number(useSearch().get('id') ?? 0) || 0;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="pvp-page">
      <h1 id="page-title" className={styles.title}>
        {t('title')}
      </h1>
      {userId <= 0 ? (
        <LoginFirst backUrl="/pvp/detail" body={t('loginBody')} />
      ) : matchId > 0 ? (
        <MatchView
          key={matchId}
          matchId={matchId}
          verify={(m) => (
            <Suspense fallback={<Skeleton height="1rem" />}>
              <VerifyPanel match={m} />
            </Suspense>
          )}
        />
      ) : (
        <Lobby userId={userId} />
      )}
    </section>
  );
}

function Lobby({ userId }: { userId: number }) {
  const tiers = useTiersQuery(userId);
  const mine = useMyMatchesQuery(userId);
  if (tiers.isPending || mine.isPending) return <Skeleton height="3rem" radius="md" />;
  if (tiers.isError || mine.isError)
    return (
      <LoadFailed
        retry={() => {
          tiers.refetch();
          mine.refetch();
        }}
      />
    );
  return (
    <>
      {mine.data.waiting ? <Waiting entry={mine.data.waiting} coin={tiers.data.coin} /> : <Tiers tiers={tiers.data} />}
      <History history={mine.data} coin={tiers.data.coin} />
    </>
  );
}

function Tiers({ tiers }: { tiers: PvpTiers }) {
  const { t, locale } = useTranslation('pvp');
  const join = useJoin();
  const navigate = useNavigate();
  const intent = useRef<{ stake: string; key: string } | null>(null);
  const [error, setError] = useState('');
  const money = (v: string) => `${formatAmount(v, { locale })} ${tiers.coin}`;
  const play = (stake: string) => {
    if (intent.current?.stake !== stake) intent.current = { stake, key: crypto.randomUUID() };
    setError('');
    join.mutate(
      { stake, client_seed: newClientSeed(), key: intent.current.key },
      {
        onSuccess: (entry) => {
          intent.current = null;
          if (entry.status === 'matched' && entry.match_id) navigate(`/pvp/detail?id=${entry.match_id}`);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.business) intent.current = null;
          const reason = e instanceof ApiError ? (e.data as { reason?: string } | null)?.reason : undefined;
          setError(
            e instanceof ApiError && e.code === ErrorCode.INSUFFICIENT_BALANCE
              ? t('errors.balance')
              : reason === 'banned'
                ? t('errors.banned')
                : reason === 'waiting'
                  ? t('errors.waiting')
                  : t('errors.failed'),
          );
        },
      },
    );
  };
  return (
    <div className={styles.panel} data-testid="pvp-lobby">
      <h2 className={styles.h2}>{t('lobbyTitle')}</h2>
      <p className={styles.muted}>{t('lobbyBody', { rounds: tiers.rounds, seconds: tiers.grace_seconds })}</p>
      {tiers.balance === null ? null : (
        <div className={styles.row} data-testid="pvp-balance">
          <span>
            {t('balance')}: <strong>{money(tiers.balance)}</strong>
          </span>
          <Link to="/win/money" className={styles.link} data-testid="pvp-topup">
            {t('topUp')}
          </Link>
        </div>
      )}
      <ul className={styles.tiers}>
        {tiers.tiers.map((tier) => {
          const short = shortBy(tiers.balance, tier.stake);
          const reasonId = `pvp-short-${tier.stake}`;
          return (
            <li key={tier.stake} className={styles.tier} data-testid="pvp-tier" data-stake={tier.stake}>
              <div>
                <strong className={styles.stake}>{money(tier.stake)}</strong>
                <p className={styles.muted}>{t('tierLine', { fee: money(tier.fee), payout: money(tier.payout) })}</p>
                {short ? (
                  <p id={reasonId} className={styles.muted} data-testid="pvp-short">
                    {t('short', { amount: money(short) })}
                  </p>
                ) : null}
              </div>
              <Button
                onClick={() => play(tier.stake)}
                disabled={join.isPending || short !== null}
                aria-describedby={short ? reasonId : undefined}
                data-testid="pvp-join"
              >
                {t('join')}
              </Button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className={styles.error} role="alert" data-testid="pvp-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Waiting({ entry, coin }: { entry: PvpEntry; coin: string }) {
  const { t, locale } = useTranslation('pvp');
  const navigate = useNavigate();
  const polled = useEntryQuery(entry.entry_id, true);
  const leave = useLeave();
  const now = polled.data ?? entry;
  const matched = now.status === 'matched' ? now.match_id : null;
  useEffect(() => {
    if (matched) navigate(`/pvp/detail?id=${matched}`);
  }, [matched, navigate]);
  return (
    <div className={styles.panel} data-testid="pvp-waiting" aria-live="polite">
      <h2 className={styles.h2}>{t('waitingTitle')}</h2>
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.muted}>{t('waitingBody', { amount: `${formatAmount(entry.stake, { locale })} ${coin}` })}</p>
      <Button
        variant="secondary"
        onClick={() => leave.mutate(entry.entry_id)}
        disabled={leave.isPending || now.status !== 'waiting'}
        data-testid="pvp-leave"
      >
        {t('leave')}
      </Button>
    </div>
  );
}

function History({ history, coin }: { history: PvpHistory; coin: string }) {
  const { t, locale } = useTranslation('pvp');
  const navigate = useNavigate();
  return (
    <section className={styles.panel} aria-labelledby="pvp-history" data-testid="pvp-history">
      <h2 id="pvp-history" className={styles.h2}>
        {t('history')}
      </h2>
      {history.list.length === 0 ? (
        <p className={styles.muted}>{t('historyEmpty')}</p>
      ) : (
        <ul className={styles.lines}>
          {history.list.map((m) => (
            <li key={m.id}>
              <button type="button" className={styles.line} onClick={() => navigate(`/pvp/detail?id=${m.id}`)}>
                <span>
                  {t('vs', { name: m.opponent })}
                  <small className={styles.muted}>{formatDate(m.created_at)}</small>
                </span>
                <span className={styles[m.outcome] ?? ''}>
                  {t(`outcome.${m.outcome}`)} · {formatAmount(m.stake, { locale })} {coin}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
