import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { api } from '../api/client.ts';
import { navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { getGrayCfgCall } from '../session/calls.ts';
import { ballStyle, clampPoint, defaultPoint, type Point, readPoint, savePoint, snapToEdge } from './ball-position.ts';
import styles from './feedback-ball.module.css';

const DRAG_THRESHOLD = 6;
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

let feedbackV2: Promise<boolean> | undefined;

/** feedback_v2 (gray config) chooses the newer variant; asked once per load, quietly; undefined until known. */
function useFeedbackV2(): boolean | undefined {
  const [on, setOn] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    feedbackV2 ??= api(getGrayCfgCall, { keys: ['feedback_v2'] }, { silent: true }).then(
      (data) => data.flags.feedback_v2 === true,
      () => false,
    );
    let alive = true;
    void feedbackV2.then((value) => alive && setOn(value));
    return () => {
      alive = false;
    };
  }, []);
  return on;
}

/** The floating feedback ball: draggable by touch (pointer events), a tap opens /user/feedback. */
export function FeedbackBall({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const v2 = useFeedbackV2();
  const ref = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const dragEnded = useRef(false);
  const [point, setPoint] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  // The ball shows once its variant is known: placed for its real width, and never reshaped under the eye.
  const known = v2 !== undefined;

  useEffect(() => {
    if (!known) return;
    const size = ref.current?.offsetWidth ?? 48;
    const place = () =>
      setPoint((p) => clampPoint(p ?? readPoint() ?? defaultPoint(size, viewport()), size, viewport()));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [known]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!point) return;
    dragEnded.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: { x: box.left, y: box.top }, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.start.x;
    const dy = event.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.moved) setDragging(true);
    d.moved = true;
    const size = event.currentTarget.offsetWidth;
    setPoint(clampPoint({ x: d.origin.x + dx, y: d.origin.y + dy }, size, viewport()));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    setDragging(false);
    if (!d?.moved) return;
    // A drag ends here; the click the browser sends after it must not open the page.
    dragEnded.current = true;
    const size = event.currentTarget.offsetWidth;
    setPoint((p) => {
      const next = p ? snapToEdge(p, size, window.innerWidth) : p;
      if (next) savePoint(next);
      return next;
    });
  };
  // Opening on click (not on pointerup): the click a tap produces then lands on the ball, not on what lies under
  // it once the page changes. Enter and Space click a button too.
  const onClick = () => {
    if (dragEnded.current) {
      dragEnded.current = false;
      return;
    }
    navigate(localeHref('/user/feedback', locale as never));
  };

  return (
    <button
      ref={ref}
      type="button"
      className={styles.ball}
      data-testid="feedback-ball"
      data-variant={v2 ? 'v2' : 'v1'}
      data-dragging={dragging || undefined}
      aria-label={t('feedbackBall.label')}
      style={point && known ? ballStyle(point) : { visibility: 'hidden' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      onClick={onClick}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        <path d="M8.5 11h7M8.5 14h4" strokeLinecap="round" />
      </svg>
      {v2 ? <span>{t('feedbackBall.label')}</span> : null}
    </button>
  );
}
