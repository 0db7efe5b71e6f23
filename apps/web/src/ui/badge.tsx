import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'accent';

interface BadgeProps {
  tone?: BadgeTone;
  /** soft: tinted text on a tint (labels); solid: filled (counts, "HOT"). */
  variant?: 'soft' | 'solid';
  children: ReactNode;
  className?: string;
}

/** A short status label or count. */
export function Badge({ tone = 'neutral', variant = 'soft', children, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[variant], styles[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

/** "5", or "99+" above `max`. Nothing for zero. `label` (e.g. "5 unread") is what screen readers hear. */
export function CountBadge({ count, max = 99, label }: { count: number; max?: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className={`${styles.badge} ${styles.solid} ${styles.danger} ${styles.count}`}>
      <span aria-hidden={label ? true : undefined}>{count > max ? `${max}+` : count}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A small dot for "something new" (pair it with text for screen readers). */
export function DotBadge({ tone = 'danger' }: { tone?: BadgeTone }) {
  return <span className={`${styles.dot} ${styles.solid} ${styles[tone]}`} aria-hidden="true" />;
}
