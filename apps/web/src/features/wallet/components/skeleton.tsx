import styles from './skeleton.module.css';

/** A grey placeholder block while data loads (sizes in rem). */
export function SkeletonBlock({ width, height, round }: { width: string; height: string; round?: boolean }) {
  return (
    <span
      className={styles.block}
      style={{ width, height, borderRadius: round ? '999px' : undefined }}
      aria-hidden="true"
    />
  );
}
