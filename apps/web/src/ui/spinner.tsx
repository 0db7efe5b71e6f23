import styles from './spinner.module.css';

interface SpinnerProps {
  label: string;
  size?: 'sm' | 'md' | 'lg';
  centered?: boolean;
}

export function Spinner({ label, size = 'md', centered = false }: SpinnerProps) {
  const spinner = (
    <span className={`${styles.spinner} ${styles[size]}`} role="progressbar" aria-label={label} aria-busy="true" />
  );
  return centered ? <div className={styles.centered}>{spinner}</div> : spinner;
}
