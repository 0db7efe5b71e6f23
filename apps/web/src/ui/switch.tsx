import { useId } from 'react';
import styles from './switch.module.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label (or, with hideLabel, only for screen readers, e.g. in a ListItem's trailing slot). */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
}

/** An on/off switch (role switch) with a 44 px touch target. */
export function Switch({ checked, onChange, label, hideLabel = false, disabled = false }: SwitchProps) {
  const labelId = useId();
  return (
    <span className={styles.wrap}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </span>
  );
}
