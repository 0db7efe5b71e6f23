import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './posts.module.css';

/** A labelled multi-line field (the design system has single-line inputs only). */
export function TextArea({
  label,
  hideLabel = false,
  hint,
  ref,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hideLabel?: boolean;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={[styles.textarea, className].filter(Boolean).join(' ')}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
