import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/client.ts';
import { useQueryClient } from '../../../../app/query/use-query.ts';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useOpenedOnce } from '../../../../ui/use-opened-once.ts';
import { refusalText } from '../../engage/error-text.ts';
import { LoadFailed } from '../../load-failed.tsx';
import { formatMoney } from '../../money.ts';
import { useRefreshMoney } from '../../queries-account.ts';
import { BetPanel } from './bet-panel.tsx';
import { formatMultiplier } from './format.ts';
import { fetchFortuneCash, type TurboInit, type TurboState, turboInitKey, useTurboInitQuery } from './queries.ts';
import { BetsList, HistoryStrip } from './round-lists.tsx';
import { Stage } from './stage.tsx';
import styles from './turbo.module.css';
import { prefersReducedMotion } from './use-frame.ts';
import { type MyBet, useTurboLive } from './use-turbo-live.ts';

/** Shown only when the game cannot be played: its code loads then. */
const GameOff = lazy(() => import('../game-off.tsx'));

/** The rules load when first opened. */
const RulesSheet = lazy(() => import('./rules-sheet.tsx'));

/**
 * turbo, Fortune's crash game (/fortune/play/turbo; the route's page wraps it in Fortune's gates). Opens the game
 * (turbo/get_init_conf: launch token, balance, currency), then follows the rounds live.
 */
export default function TurboGame() {
  const { t } = useTranslation('fortune');
  const init = useTurboInitQuery();
  if (init.data)
    return init.data.enabled && init.data.launch ? (
      <div className={styles.game} data-testid="turbo-game">
        <TurboTable init={init.data} refetch={init.refetch} />
      </div>
    ) : (
      <GameOff reason={init.data.reason} />
    );
  // Opening is refused while play is paused (or the market closed): the reason, in the player's language.
  if (init.error instanceof ApiError && init.error.business)
    return (
      <p className={styles.problem} role="alert" data-testid="turbo-open-refused">
        {refusalText(init.error)}
      </p>
    );
  if (init.isError) return <LoadFailed onRetry={() => void init.refetch()} testId="turbo-retry" />;
  return (
    <div className={styles.game} role="status" data-testid="turbo-loading">
      <span className="visually-hidden">{t('turbo.connecting')}</span>
      <Skeleton height="1.8rem" radius="lg" />
      <Skeleton height="2.4rem" radius="lg" />
    </div>
  );
}

function TurboTable({ init, refetch }: { init: TurboInit; refetch: () => Promise<void> }) {
  const { t, locale } = useTranslation('fortune');
  const client = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const live = useTurboLive();
  const { state, mine, refresh, setMine } = live;
  const [balance, setBalance] = useState(init.balance);
  const [rules, setRules] = useState(false);
  const rulesOpened = useOpenedOnce(rules);
  const [reduced] = useState(prefersReducedMotion);

  const renewToken = useCallback(async () => {
    await refetch();
    const fresh = client.getQueryData<TurboInit>(turboInitKey);
    if (fresh) setBalance(fresh.balance);
    return fresh?.launch?.token;
  }, [client, refetch]);

  const onPlaced = useCallback(
    (bet: MyBet, next: string) => {
      setMine(bet);
      setBalance(next);
    },
    [setMine],
  );

  // A round the player was in has ended: money screens ask again; an automatic cash-out was settled by the server,
  // so the bet and the balance are read again.
  const settled = useRef(0);
  useEffect(() => {
    if (state?.phase !== 'crashed' || mine?.game !== state.game || settled.current === state.game) return;
    settled.current = state.game;
    refreshMoney();
    if (mine.bet.status !== 'placed' || !mine.bet.auto_cashout) return;
    void refresh()
      .then(fetchFortuneCash)
      .then(setBalance)
      .catch(() => undefined);
  }, [state, mine, refresh, refreshMoney]);

  return (
    <>
      <div className={styles.head}>
        <p className={styles.balance} data-testid="turbo-balance">
          <span>{t('turbo.balance')}</span> <strong>{formatMoney(balance, init.currency, locale)}</strong>
        </p>
        {state ? (
          <Button variant="secondary" size="sm" onClick={() => setRules(true)} data-testid="turbo-rules-open">
            {t('turbo.rules.title')}
          </Button>
        ) : null}
      </div>
      {state ? (
        <p className={styles.note}>
          {t('turbo.stage.round', { game: state.game })} · {t('turbo.edge', { edge: state.house_edge_percent })}
        </p>
      ) : null}
      <Stage state={state} offset={live.offset} reduced={reduced} />
      <Announcer state={state} />
      {live.polling ? <p className={styles.note}>{t('turbo.polling')}</p> : null}
      {state ? (
        <>
          <BetPanel
            state={state}
            offset={live.offset}
            mine={mine}
            currency={init.currency}
            balance={balance}
            token={init.launch?.token}
            tokenExpiresAt={init.launch?.expires_at}
            renewToken={renewToken}
            onPlaced={onPlaced}
          />
          <HistoryStrip history={state.history} />
          <BetsList bets={state.bets} currency={init.currency} crashed={state.phase === 'crashed'} />
        </>
      ) : null}
      {rulesOpened && state ? (
        <Suspense fallback={null}>
          <RulesSheet
            open={rules}
            onClose={() => setRules(false)}
            edge={state.house_edge_percent}
            game={state.history[0]?.game}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Phase changes, read out by screen readers (the rising number itself is not: it changes every frame). */
function Announcer({ state }: { state: TurboState | undefined }) {
  const { t, locale } = useTranslation('fortune');
  let text = '';
  if (state?.phase === 'betting') text = t('turbo.live.betting', { game: state.game });
  else if (state?.phase === 'running') text = t('turbo.live.running', { game: state.game });
  else if (state?.phase === 'crashed' && state.crash)
    text = t('turbo.live.crashed', { game: state.game, m: formatMultiplier(state.crash, locale) });
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="turbo-announce">
      {text}
    </p>
  );
}
