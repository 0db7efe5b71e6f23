import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** CSS length, e.g. "1.2rem" or "60%". Defaults to the full width. */
  width?: string;
  /** CSS length; defaults to one line of text. */
  height?: string;
  circle?: boolean;
  radius?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A shimmering placeholder with the shape of content that is loading. Hidden from screen readers. */
export function Skeleton({ width, height, circle = false, radius = 'sm', className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width) style.width = width;
  if (height) style.height = height;
  if (circle && width && !height) style.height = width;
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : styles[radius], className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}

/** A paragraph of skeleton lines, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={[styles.text, className].filter(Boolean).join(' ')}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reorder.
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : undefined} />
      ))}
    </span>
  );
}
