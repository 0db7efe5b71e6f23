import type { ReactNode } from 'react';
import styles from './empty.module.css';

interface EmptyProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** Replaces the default illustration. */
  art?: ReactNode;
  /** Less padding, for use inside cards and lists. */
  compact?: boolean;
}

/** An empty state: what is missing and, when there is one, the next step. */
export function Empty({ title, description, action, art, compact = false }: EmptyProps) {
  return (
    <div className={[styles.empty, compact && styles.compact].filter(Boolean).join(' ')} role="status">
      <div className={styles.art} aria-hidden="true">
        {art ?? (
          <svg viewBox="0 0 96 96">
            <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.08" />
            <rect x="22" y="30" width="52" height="40" rx="9" fill="currentColor" opacity="0.18" />
            <path d="M22 43h52" stroke="currentColor" strokeWidth="3" opacity="0.45" />
            <circle cx="48" cy="57" r="6" fill="currentColor" opacity="0.55" />
            <path d="M70 22l2.5 5 5 2.5-5 2.5L70 37l-2.5-5-5-2.5 5-2.5z" fill="#ffc94d" opacity="0.85" />
          </svg>
        )}
      </div>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
