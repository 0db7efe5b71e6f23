import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './input.module.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  hint?: string;
  /** An error message; marks the field invalid. */
  error?: string;
  /** Content before the text, e.g. a currency sign or a dialling code. */
  prefix?: ReactNode;
  /** Content after the text, e.g. a unit or a "Max" button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text field; hint and error are announced through aria-describedby. */
export function Input({ label, hideLabel, hint, error, prefix, suffix, id, className, ref, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? `in${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div
        className={styles.control}
        data-invalid={error ? true : undefined}
        data-disabled={rest.disabled || undefined}
      >
        {prefix ? <span className={styles.affix}>{prefix}</span> : null}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
        />
        {suffix ? <span className={styles.affix}>{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
