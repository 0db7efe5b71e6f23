import { ErrorCode } from '@arcadia/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Grid, Keypad } from './board.tsx';
import { formatClock } from './clock.ts';
import {
  type DailyPuzzle,
  type Solved,
  useDailyQuery,
  useLoggedIn,
  useStartMutation,
  useSubmitMutation,
} from './queries.ts';
import styles from './sudgame.module.css';
import { clearSaved, useBoard } from './use-board.ts';

/** /sudgame/play/<date>/<difficulty>: one puzzle, timed by the server from its first start. */
export function PlayView({ date, difficulty }: { date: string; difficulty: string }) {
  const { t } = useTranslation('sudgame');
  const loggedIn = useLoggedIn();
  const daily = useDailyQuery(date);
  if (!loggedIn) return <LoginFirst backUrl={`/sudgame/play/${date}/${difficulty}`} />;
  if (daily.isPending) return <Skeleton height="3.4rem" radius="md" />;
  if (daily.isError) return <LoadFailed retry={daily.refetch} />;
  const puzzle = daily.data.puzzles.find((p) => p.difficulty === difficulty);
  if (!puzzle)
    return (
      <Empty
        title={t('noPuzzle')}
        action={
          <Link to="/sudgame/daily" className={buttonClassName({})}>
            {t('backToday')}
          </Link>
        }
      />
    );
  return <Play key={puzzle.id} puzzle={puzzle} paysToday={daily.data.today} />;
}

function Play({ puzzle, paysToday }: { puzzle: DailyPuzzle; paysToday: boolean }) {
  const { t } = useTranslation('sudgame');
  const givens = useMemo(() => [...puzzle.givens].map(Number), [puzzle.givens]);
  const board = useBoard(puzzle.id, givens);
  const start = useStartMutation();
  const submit = useSubmitMutation();
  const [solved, setSolved] = useState<Solved | undefined>();
  const [error, setError] = useState<string | undefined>();
  const sent = useRef('');
  const finished = puzzle.mine.finished_at !== null || solved !== undefined;
  const startedAt = start.data?.started_at ?? puzzle.mine.started_at;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock starts once per puzzle.
  useEffect(() => {
    if (!finished) start.mutate(puzzle.id);
  }, [puzzle.id]);

  const send = (grid: string) => {
    sent.current = grid;
    setError(undefined);
    submit.mutate(
      { puzzleId: puzzle.id, grid },
      {
        onSuccess: (answer) => {
          clearSaved(puzzle.id);
          setSolved(answer);
        },
        onError: (e) =>
          setError(t(e instanceof ApiError && e.code === ErrorCode.SUDOKU_TOO_FAST ? 'tooFast' : 'submitFailed')),
      },
    );
  };
  const grid = board.cells.join('');
  // A full grid with no repeats is the solution (each puzzle has one): it is sent as soon as it is complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sending depends on the grid, not on the callbacks.
  useEffect(() => {
    if (board.complete && !finished && sent.current !== grid) send(grid);
  }, [board.complete, finished, grid]);

  const result = solved ?? (puzzle.mine.finished_at !== null ? { ...puzzle.mine, already: true } : undefined);
  return (
    <div className={styles.play}>
      <div className={styles.playBar}>
        <span className={styles.badge}>{t(`difficulty.${puzzle.difficulty}`)}</span>
        <Clock startedAt={startedAt} stoppedSeconds={result?.seconds ?? null} />
      </div>
      <Grid board={board} givens={givens} disabled={finished} />
      {error ? (
        <div className={styles.error} role="alert">
          <p>{error}</p>
          {board.complete && !submit.isPending ? (
            <button type="button" className={buttonClassName({ size: 'sm' })} onClick={() => send(grid)}>
              {t('sendAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {result ? (
        <Result result={result} puzzle={puzzle} paysToday={paysToday} />
      ) : (
        <Keypad board={board} disabled={finished} />
      )}
    </div>
  );
}

function Clock({ startedAt, stoppedSeconds }: { startedAt: number | null; stoppedSeconds: number | null }) {
  const { t } = useTranslation('sudgame');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stoppedSeconds !== null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stoppedSeconds]);
  const seconds = stoppedSeconds ?? (startedAt ? Math.max(0, Math.floor(now / 1000) - startedAt) : 0);
  return (
    <span className={styles.clock} role="timer" aria-label={t('time')} data-testid="sudoku-clock">
      {formatClock(seconds)}
    </span>
  );
}

function Result({
  result,
  puzzle,
  paysToday,
}: {
  result: Pick<Solved, 'seconds' | 'rank' | 'paid'>;
  puzzle: DailyPuzzle;
  paysToday: boolean;
}) {
  const { t, locale } = useTranslation('sudgame');
  const paid = Number(result.paid) > 0;
  return (
    <section className={styles.result} aria-live="polite" data-testid="sudoku-result">
      <h2 className={styles.resultTitle}>{t('solvedTitle')}</h2>
      <p className={styles.resultLine}>
        {t('solvedIn', { time: formatClock(result.seconds ?? 0) })}
        {result.rank ? ` · ${t('rankLine', { rank: result.rank })}` : ''}
      </p>
      <p className={styles.reward}>
        {paid
          ? `+${formatAmount(result.paid, { locale, decimals: 0 })} KC`
          : t(paysToday ? 'noReward' : 'archiveNoReward')}
      </p>
      <div className={styles.actions}>
        <Link to={`/sudgame/rank/${puzzle.id}`} className={buttonClassName({ block: true })}>
          {t('ranking')}
        </Link>
        <Link to="/sudgame/daily" className={buttonClassName({ block: true, variant: 'secondary' })}>
          {t('morePuzzles')}
        </Link>
      </div>
    </section>
  );
}
