import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** What the button does, for screen readers (required: an icon has no text). */
  label: string;
  children: ReactNode;
  variant?: 'ghost' | 'filled' | 'primary';
}

/** An icon-only button with a 44x44 touch target. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.glyph} aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
