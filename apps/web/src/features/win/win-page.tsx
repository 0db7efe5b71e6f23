import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useOpenedOnce } from '../../ui/use-opened-once.ts';
import { DiceView } from './dice-view.tsx';
import { useLoggedIn, useWinConfigQuery, type WinConfig } from './queries.ts';
import styles from './win.module.css';

// The lotto helper's games, each its own chunk, loaded only on their tab.
const LottoGame = lazy(() => import('../lotto/index.ts').then((m) => ({ default: m.LottoGame })));
const XosoGame = lazy(() => import('../lotto/index.ts').then((m) => ({ default: m.XosoGame })));
const SeedPanel = lazy(() => import('./seed-panel.tsx'));
const HiloView = lazy(() => import('./hilo-view.tsx').then((m) => ({ default: m.HiloView })));

const GAMES = ['dice', 'hilo', 'lotto', 'xoso'] as const;
type Game = (typeof GAMES)[number];

/** /win?game=dice|hilo|lotto|xoso: the main brand's quick games, with the game balance and the seed pair. */
export default function WinPage() {
  const { t } = useTranslation('win');
  const navigate = useNavigate();
  const wanted = useSearch().get('game') ?? '';
  const game: Game = (GAMES as readonly string[]).includes(wanted) ? (wanted as Game) : 'dice';
  const loggedIn = useLoggedIn();
  const config = useWinConfigQuery(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="win-page">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('title')}
        </h1>
        <Link
          to="/win/history"
          className={buttonClassName({ size: 'sm', variant: 'ghost' })}
          data-testid="win-history-link"
        >
          {t('history')}
        </Link>
      </div>
      {loggedIn && !config.isError ? <BalanceCard config={config.data} /> : null}
      <div className={styles.tabs}>
        <Tabs
          id="win-games"
          label={t('gamesLabel')}
          items={GAMES.map((value) => ({ value, label: t(`games.${value}`) }))}
          value={game}
          onChange={(value) => navigate(`/win?game=${value}`, { replace: true })}
          variant="pill"
          fill
        />
      </div>
      <TabPanel tabsId="win-games" value={game} className={styles.panel}>
        {game === 'lotto' || game === 'xoso' ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            {game === 'lotto' ? <LottoGame /> : <XosoGame />}
          </Suspense>
        ) : !loggedIn ? (
          <LoginFirst backUrl={`/win?game=${game}`} />
        ) : config.isPending ? (
          <Skeleton height="3rem" radius="md" />
        ) : config.isError ? (
          <LoadFailed retry={config.refetch} />
        ) : config.data.blocked ? (
          <Blocked config={config.data} />
        ) : game === 'hilo' ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <HiloView config={config.data} />
          </Suspense>
        ) : (
          <DiceView config={config.data} />
        )}
      </TabPanel>
      {loggedIn && config.data && (game === 'dice' || game === 'hilo') ? (
        <>
          <BigWins config={config.data} />
          <Fairness />
        </>
      ) : null}
    </section>
  );
}

/** The game balance; while it loads, the card keeps its place with a placeholder figure (no layout shift). */
function BalanceCard({ config }: { config: WinConfig | undefined }) {
  const { t, locale } = useTranslation('win');
  return (
    <div className={styles.balance} data-testid="win-balance">
      <div>
        <p className={styles.muted}>{t('balance')}</p>
        <p className={styles.balanceValue}>
          {config ? (
            <>
              <span data-testid="win-balance-value">{formatAmount(config.balance, { locale })}</span> {config.coin}
            </>
          ) : (
            <Skeleton width="6em" height="1lh" />
          )}
        </p>
      </div>
      <Link to="/win/money" className={buttonClassName({ size: 'sm', variant: 'accent' })} data-testid="win-money-link">
        {t('money')}
      </Link>
    </div>
  );
}

function Blocked({ config }: { config: WinConfig }) {
  const { t } = useTranslation('win');
  const until = config.blocked_until ? new Date(config.blocked_until * 1000).toLocaleString() : '';
  return (
    <p className={styles.notice} role="status" data-testid="win-blocked">
      {t(`blocked.${config.blocked ?? 'market'}`, { until })}
    </p>
  );
}

function BigWins({ config }: { config: WinConfig }) {
  const { t, locale } = useTranslation('win');
  if (config.big_wins.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('bigWins')}>
      <h2 className={styles.subtitle}>{t('bigWins')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the strip scrolls sideways once wins pile up; the keyboard must reach it to scroll it */}
      <ul className={styles.stripList} tabIndex={0} aria-label={t('bigWins')}>
        {config.big_wins.map((w) => (
          <li key={`${w.at}-${w.name}-${w.win}`} className={styles.stripItem}>
            <span>{w.name}</span>
            <span className={styles.muted}>{t(`games.${w.game === 'hilo' ? 'hilo' : 'dice'}`)}</span>
            <strong className={styles.good}>
              +{formatAmount(w.win, { locale })} · ×{w.multiplier}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fairness() {
  const { t } = useTranslation('win');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <section className={styles.fair}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        data-testid="win-fair-toggle"
      >
        {t('fair.title')}
      </Button>
      {opened ? (
        <div hidden={!open}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <SeedPanel />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
