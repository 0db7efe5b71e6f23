import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
  /** flat: surface only; raised: shadow; highlight: brand glow for hero content (balances, jackpots). */
  variant?: 'flat' | 'raised' | 'highlight';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A surface that groups related content. */
export function Card({ as: Tag = 'div', variant = 'flat', padding = 'md', className, children, ...rest }: CardProps) {
  return (
    <Tag
      className={[styles.card, styles[variant], styles[`pad-${padding}`], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Tag>
  );
}
