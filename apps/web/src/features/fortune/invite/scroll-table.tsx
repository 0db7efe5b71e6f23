import type { ReactNode } from 'react';
import styles from './invite.module.css';

/**
 * A table that may scroll sideways on a phone (long labels, big amounts): the scrolling region takes the keyboard
 * focus, so it can be scrolled without a pointer too (WCAG 2.1.1), and is named by the heading `labelledBy`.
 */
export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
    <section className={styles.tableWrap} tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
