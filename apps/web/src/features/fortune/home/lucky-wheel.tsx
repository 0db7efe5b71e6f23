import type { Locale } from '@arcadia/contract';
import { memo, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { Link } from '../../../app/router/link.tsx';
import { type Translate, useTranslation } from '../../../i18n/i18n.ts';
import type { Currency } from '../money.ts';
import parts from '../parts.module.css';
import { prizeLabel, prizeText } from '../prize.ts';
import type { Draw, PrizeRow, SpinConf } from '../queries.ts';
import { useRefreshDraws, useSpinMutation } from '../queries-play.ts';
import { useIntentKey } from '../use-intent-key.ts';
import styles from './home.module.css';
import { landingRotation, polar, segmentAngle, segmentCenter, segmentPath } from './wheel-math.ts';

/** How long the wheel turns; the result shows when it stops (at once under prefers-reduced-motion). */
export const SPIN_MS = 4200;
const TURNS = 6;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The lucky wheel: one segment per row of the prize table. A spin asks the server first; the wheel then turns to
 * the row the server drew (CSS transform only) and shows the prize, with a link to verify the draw.
 */
export function LuckyWheel({ conf, currency, paused }: { conf: SpinConf; currency: Currency; paused: boolean }) {
  const { t, locale } = useTranslation('fortune');
  const spin = useSpinMutation();
  const refresh = useRefreshDraws();
  const intent = useIntentKey();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<Draw | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { table } = conf;
  const reduced = prefersReducedMotion();
  const canSpin = !paused && conf.chances_left > 0 && !spinning && !spin.isPending;

  const start = async () => {
    setResult(null);
    let answer: Awaited<ReturnType<typeof spin.mutateAsync>>;
    try {
      answer = await spin.mutateAsync(intent.current());
    } catch (error) {
      // A refusal is final; a lost answer is retried with the same key (the server answers the same spin).
      if (error instanceof ApiError && error.business) intent.reset();
      return;
    }
    intent.settle();
    const position = Math.max(
      0,
      table.findIndex((row) => row.index === answer.spin.outcome),
    );
    const jitter = (Math.random() - 0.5) * segmentAngle(table.length) * 0.6;
    const land = () => {
      setSpinning(false);
      setResult(answer.spin);
      refresh();
    };
    setRotation((current) => landingRotation(current, position, table.length, reduced ? 0 : TURNS, jitter));
    if (reduced) return land();
    setSpinning(true);
    timer.current = setTimeout(land, SPIN_MS);
  };

  return (
    <div className={styles.wheelBlock}>
      <div className={styles.wheel}>
        <div
          className={styles.rotor}
          style={{ transform: `rotate(${rotation}deg)`, transition: reduced ? 'none' : undefined }}
          data-testid="wheel-rotor"
          data-rotation={rotation}
        >
          <WheelFace table={table} currency={currency} locale={locale} t={t} />
        </div>
        <svg className={styles.pointer} viewBox="0 0 24 30" aria-hidden="true">
          <path d="M2 2h20L12 28z" fill="#f4c24d" stroke="#24103a" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <button
          type="button"
          className={styles.hub}
          disabled={!canSpin}
          aria-busy={spinning || spin.isPending || undefined}
          onClick={() => void start()}
          data-testid="wheel-spin"
        >
          {spinning || spin.isPending ? t('wheel.spinning') : t('wheel.spin')}
        </button>
      </div>
      <div className={styles.result} aria-live="polite" data-testid="wheel-result">
        {result ? (
          <>
            <strong className={result.prize.kind === 'none' ? undefined : styles.win}>
              {result.prize.kind === 'none'
                ? t('wheel.noPrize')
                : t('wheel.won', { prize: prizeText(result.prize, currency, locale, t) })}
            </strong>
            {result.prize.kind === 'bonus' ? <span className={parts.note}>{t('wheel.bonusNote')}</span> : null}
            <Link to={`/fortune/test?draw=${result.id}`} className={styles.verify} data-testid="wheel-verify">
              {t('wheel.verify')}
            </Link>
          </>
        ) : null}
        {spin.isError ? (
          <span className={parts.error} role="alert">
            {t('wheel.failed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

const C = 100;
const R = 94;
const FILLS = ['#4a1f73', '#0c5a3b', '#6b2fa3', '#128052'];

/** The static face: segments, labels, rim lights. Drawn once per table. */
const WheelFace = memo(function WheelFace({
  table,
  currency,
  locale,
  t,
}: {
  table: PrizeRow[];
  currency: Currency;
  locale: Locale;
  t: Translate;
}) {
  const step = segmentAngle(table.length);
  const width = 2 * 62 * Math.tan(((Math.min(step, 120) / 2) * Math.PI) / 180) * 0.8;
  return (
    <svg viewBox="0 0 200 200" className={styles.face} role="img" aria-label={t('wheel.label')}>
      <circle cx={C} cy={C} r={R + 5} fill="#b9821a" />
      {table.map((row, k) => {
        const [main, sub] = prizeLabel(row.prize, currency, locale, t);
        const fill = row.prize.kind === 'none' ? '#24103a' : FILLS[k % FILLS.length];
        const size = Math.max(5, Math.min(11, width / (0.62 * Math.max(4, main.length))));
        // The kind under it fits the segment too ("Tente de novo" ran into the next one at a fixed size).
        const subSize = Math.min(6.5, width / (0.6 * Math.max(4, sub.length)));
        return (
          <g key={row.index} data-segment={k}>
            {table.length === 1 ? (
              <circle cx={C} cy={C} r={R} fill={fill} />
            ) : (
              <path d={segmentPath(C, R, k * step, (k + 1) * step)} fill={fill} stroke="#f4c24d" strokeWidth="1" />
            )}
            <g transform={`rotate(${segmentCenter(k, table.length)} ${C} ${C})`}>
              <text x={C} y={C - 60} textAnchor="middle" fontSize={size} fontWeight="700" fill="#fff6d6">
                {main}
              </text>
              <text x={C} y={C - 60 + size + 2} textAnchor="middle" fontSize={subSize.toFixed(2)} fill="#ffd66b">
                {sub}
              </text>
            </g>
          </g>
        );
      })}
      {table.map((row, k) => {
        const [x, y] = polar(C, R + 2.5, k * step);
        return <circle key={`light-${row.index}`} cx={x} cy={y} r="2" fill="#fff6d6" />;
      })}
      <circle cx={C} cy={C} r="24" fill="#24103a" stroke="#f4c24d" strokeWidth="2" />
    </svg>
  );
});
