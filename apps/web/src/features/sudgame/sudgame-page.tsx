import { useEffect } from 'react';
import { useNavigate } from '../../app/router/navigation.ts';
import { useParams, useSearch } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { DailyView } from './daily-view.tsx';
import { PlayView } from './play-view.tsx';
import { RankView } from './rank-view.tsx';
import styles from './sudgame.module.css';

type View = { name: 'daily' } | { name: 'play'; date: string; difficulty: string } | { name: 'rank'; puzzleId: number };

/** Which view a /sudgame/* path shows; anything else is the day's puzzles. */
export function viewOf(splat: string): View | undefined {
  const [name, a, b] = splat.split('/');
  if (name === 'daily' && a === undefined) return { name: 'daily' };
  if (name === 'play' && a && /^\d{4}-\d{2}-\d{2}$/.test(a) && b) return { name: 'play', date: a, difficulty: b };
  if (name === 'rank' && a && /^\d{1,15}$/.test(a) && b === undefined) return { name: 'rank', puzzleId: Number(a) };
  return undefined;
}

/** /sudgame/*: the daily sudoku: today's puzzles, a puzzle's board, a puzzle's ranking. */
export default function SudgamePage() {
  const { t } = useTranslation('sudgame');
  const view = viewOf(useParams<{ _splat?: string }>()._splat ?? '');
  const date = useSearch().get('date') ?? '';
  const navigate = useNavigate();
  useEffect(() => {
    if (!view) navigate('/sudgame/daily', { replace: true });
  }, [view, navigate]);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="sudgame-page">
      <h1 id="page-title" className={styles.title}>
        {t(view?.name === 'rank' ? 'rankTitle' : 'title')}
      </h1>
      {view?.name === 'play' ? (
        <PlayView date={view.date} difficulty={view.difficulty} />
      ) : view?.name === 'rank' ? (
        <RankView puzzleId={view.puzzleId} />
      ) : (
        <DailyView date={/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : ''} />
      )}
    </section>
  );
}
