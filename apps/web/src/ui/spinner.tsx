import styles from './spinner.module.css';

interface SpinnerProps {
  /** What is loading, for screen readers. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Fixed in the middle of the screen (page loading). */
  centered?: boolean;
  /** Centred in its block with some room (a section loading). */
  block?: boolean;
}

export function Spinner({ label, size = 'md', centered = false, block = false }: SpinnerProps) {
  const spinner = (
    <span className={`${styles.spinner} ${styles[size]}`} role="progressbar" aria-label={label} aria-busy="true" />
  );
  if (centered) return <div className={styles.centered}>{spinner}</div>;
  return block ? <div className={styles.inline}>{spinner}</div> : spinner;
}
