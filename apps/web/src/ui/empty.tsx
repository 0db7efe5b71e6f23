import type { ReactNode } from 'react';
import styles from './empty.module.css';

interface EmptyProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** An empty state: what is missing and, when there is one, the next step. */
export function Empty({ title, description, action }: EmptyProps) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true">
        <rect x="14" y="26" width="68" height="48" rx="10" fill="currentColor" opacity="0.12" />
        <path d="M14 42h68" stroke="currentColor" strokeWidth="3" opacity="0.35" />
        <circle cx="48" cy="58" r="7" fill="currentColor" opacity="0.4" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
