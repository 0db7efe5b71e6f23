import { multiplierAt, multiplierText, TURBO_GROWTH_PER_MS } from '@arcadia/contract/games/turbo-curve';
import { Link } from '../../../../app/router/link.tsx';
import { formatAmount } from '../../../../i18n/formats.ts';
import { useTranslation } from '../../../../i18n/i18n.ts';
import { formatMultiplier, hundredthsOf } from './format.ts';
import type { TurboState } from './queries.ts';
import styles from './turbo.module.css';
import { useFrames } from './use-frame.ts';

const W = 300;
const H = 150;
const SAMPLES = 32;

/** The flight so far as an SVG path: time across (at least 10 s), the multiplier up (at least 2x). */
function flightPath(elapsedMs: number): { d: string; x: number; y: number } {
  const span = Math.max(elapsedMs, 10_000);
  const top = Math.max(2, Math.exp(TURBO_GROWTH_PER_MS * elapsedMs) * 1.15);
  const point = (t: number) => {
    const m = Math.exp(TURBO_GROWTH_PER_MS * t);
    return [(t / span) * (W - 16) + 4, H - 4 - ((m - 1) / (top - 1)) * (H - 16)] as const;
  };
  let d = '';
  for (let i = 0; i <= SAMPLES; i++) {
    const [x, y] = point((elapsedMs * i) / SAMPLES);
    d += `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  const [x, y] = point(elapsedMs);
  return { d, x, y };
}

interface StageProps {
  state: TurboState | undefined;
  offset: number;
  reduced: boolean;
}

/**
 * The round on the server's clock: the countdown while bets are open, the multiplier rising while it runs (a curve
 * with a rocket, or only the number under prefers-reduced-motion), the crash point and its hash once it crashed.
 */
export function Stage({ state, offset, reduced }: StageProps) {
  const { t, locale } = useTranslation('fortune');
  const phase = state?.phase;
  useFrames(phase === 'betting' || phase === 'running', phase === 'running' && !reduced ? 0 : 100);
  if (!state)
    return (
      <div className={styles.stage} role="status" data-testid="turbo-stage" data-phase="connecting">
        <p className={styles.stageNote}>{t('turbo.connecting')}</p>
      </div>
    );
  const now = Date.now() + offset;
  if (state.phase === 'betting') {
    const left = Math.max(0, state.betting_ends_at - now);
    return (
      <div className={styles.stage} data-testid="turbo-stage" data-phase="betting">
        <p className={styles.stageNote}>{left > 0 ? t('turbo.stage.startsIn') : t('turbo.stage.starting')}</p>
        <p className={styles.countdown} data-testid="turbo-countdown">
          {t('turbo.stage.seconds', { s: formatAmount((left / 1000).toFixed(1), { locale, decimals: 1 }) })}
        </p>
      </div>
    );
  }
  const crashed = state.phase === 'crashed';
  const started = state.started_at ?? state.betting_ends_at;
  const elapsed = Math.max(0, (crashed ? (state.crashed_at ?? now) : now) - started);
  const shown = crashed && state.crash ? state.crash : multiplierText(multiplierAt(elapsed));
  const path = reduced ? null : flightPath(elapsed);
  return (
    <div className={styles.stage} data-testid="turbo-stage" data-phase={state.phase} data-crashed={crashed}>
      {path ? (
        <svg className={styles.flight} viewBox={`0 0 ${W} ${H}`} aria-hidden="true" preserveAspectRatio="none">
          <path d={`${path.d}L${path.x.toFixed(1)} ${H - 4}L4 ${H - 4}Z`} className={styles.area} />
          <path d={path.d} className={styles.curve} />
          {crashed ? null : (
            <g transform={`translate(${path.x.toFixed(1)} ${path.y.toFixed(1)}) rotate(-35)`}>
              <path d="M-14 0l-6 -4v8z" className={styles.flame} />
              <path d="M-12 -4h14l6 4l-6 4h-14z" className={styles.rocket} />
            </g>
          )}
        </svg>
      ) : null}
      <div className={styles.reading}>
        {crashed ? <p className={styles.stageNote}>{t('turbo.stage.crashedLabel')}</p> : null}
        <p className={styles.multiplier} data-testid="turbo-multiplier" data-hundredths={hundredthsOf(shown)}>
          {formatMultiplier(shown, locale)}
        </p>
      </div>
      {crashed && state.hash ? (
        <div className={styles.proof} data-testid="turbo-proof">
          <span className={styles.hashLabel}>{t('turbo.stage.hash')}</span>
          <code className={styles.hash}>{state.hash}</code>
          <Link to={`/fortune/test?turbo=${state.game}`} className={styles.textLink} data-testid="turbo-verify">
            {t('turbo.stage.verify')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
