import { Link } from '../../app/router/link.tsx';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatClock } from './clock.ts';
import { type Daily, type DailyPuzzle, useDailyQuery } from './queries.ts';
import styles from './sudgame.module.css';

const DAY_MS = 86_400_000;
const CELL_INDEXES = Array.from({ length: 81 }, (_, cell) => cell);
const PAST_DAYS = 6;

/** /sudgame/daily (?date=): the day's four puzzles, what each pays, the player's times and streak, past days. */
export function DailyView({ date }: { date: string }) {
  const { t } = useTranslation('sudgame');
  const daily = useDailyQuery(date);
  if (daily.isPending) return <Skeleton height="3rem" radius="md" />;
  if (daily.isError) return <LoadFailed retry={daily.refetch} />;
  const { data } = daily;
  return (
    <>
      <div className={styles.hero} data-testid="sudoku-hero">
        <p className={styles.muted}>{data.today ? t('todayLead') : t('archiveLead', { date: data.date })}</p>
        {data.streak > 0 ? (
          <p className={styles.streak} data-testid="sudoku-streak">
            {t('streak', { count: data.streak })}
          </p>
        ) : null}
      </div>
      {data.puzzles.length === 0 ? (
        <Empty title={t('noPuzzlesThatDay')} />
      ) : (
        <ul className={styles.list}>
          {data.puzzles.map((puzzle) => (
            <PuzzleCard key={puzzle.id} puzzle={puzzle} daily={data} />
          ))}
        </ul>
      )}
      <PastDays today={data.today ? data.date : undefined} current={data.date} />
    </>
  );
}

function PuzzleCard({ puzzle, daily }: { puzzle: DailyPuzzle; daily: Daily }) {
  const { t, locale } = useTranslation('sudgame');
  const { mine } = puzzle;
  const status = mine.finished_at !== null ? 'solved' : mine.started_at !== null ? 'playing' : 'new';
  return (
    <li className={styles.card} data-testid={`sudoku-card-${puzzle.difficulty}`}>
      <MiniGrid givens={puzzle.givens} />
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>{t(`difficulty.${puzzle.difficulty}`)}</p>
        <p className={styles.muted}>
          {daily.today ? `+${formatAmount(puzzle.reward, { locale, decimals: 0 })} KC · ` : ''}
          {t('solvers', { count: puzzle.solvers })}
          {puzzle.best_seconds !== null ? ` · ${t('best', { time: formatClock(puzzle.best_seconds) })}` : ''}
        </p>
        {status === 'solved' ? (
          <p className={styles.done}>
            {t('yourTime', { time: formatClock(mine.seconds ?? 0) })}
            {mine.rank ? ` · ${t('rankLine', { rank: mine.rank })}` : ''}
          </p>
        ) : null}
      </div>
      <div className={styles.cardActions}>
        {status === 'solved' ? (
          <Link to={`/sudgame/rank/${puzzle.id}`} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
            {t('ranking')}
          </Link>
        ) : (
          <Link
            to={`/sudgame/play/${daily.date}/${puzzle.difficulty}`}
            className={buttonClassName({ size: 'sm' })}
            data-testid="sudoku-play"
          >
            {t(status === 'playing' ? 'continue' : 'play')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** A thumbnail of the givens, drawn for the card. */
function MiniGrid({ givens }: { givens: string }) {
  return (
    <svg className={styles.mini} viewBox="0 0 90 90" aria-hidden="true">
      <rect width="90" height="90" rx="8" fill="currentColor" opacity="0.08" />
      {CELL_INDEXES.map((i) =>
        givens[i] === '0' ? null : (
          <rect
            key={i}
            x={(i % 9) * 10 + 2}
            y={Math.floor(i / 9) * 10 + 2}
            width="6"
            height="6"
            rx="1.5"
            fill="currentColor"
            opacity="0.55"
          />
        ),
      )}
      <path d="M30 2v86M60 2v86M2 30h86M2 60h86" stroke="currentColor" strokeWidth="1.2" opacity="0.35" />
    </svg>
  );
}

function PastDays({ today, current }: { today: string | undefined; current: string }) {
  const { t, locale } = useTranslation('sudgame');
  const anchor = Date.parse(today ?? current) + (today ? 0 : 0);
  const days = Array.from({ length: PAST_DAYS + 1 }, (_, i) =>
    new Date(anchor - i * DAY_MS).toISOString().slice(0, 10),
  );
  const label = (day: string) =>
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));
  return (
    <nav className={styles.days} aria-label={t('pastDays')}>
      {days.map((day, i) => (
        <Link
          key={day}
          to={i === 0 && today ? '/sudgame/daily' : `/sudgame/daily?date=${day}`}
          className={styles.day}
          aria-current={day === current ? 'page' : undefined}
        >
          {i === 0 && today ? t('today') : label(day)}
        </Link>
      ))}
    </nav>
  );
}
