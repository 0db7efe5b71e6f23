import type { ReactNode } from 'react';
import { Link } from '../app/router/link.tsx';
import { ChevronRightIcon } from './icons.tsx';
import styles from './list.module.css';

interface ListProps {
  children: ReactNode;
  /** A heading shown above the group. */
  header?: ReactNode;
  /** Rows on a card surface with rounded corners (settings style). */
  inset?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A list of rows (ul). Put ListItem inside. */
export function List({ children, header, inset = false, className, ...aria }: ListProps) {
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <ul className={[styles.list, inset && styles.inset].filter(Boolean).join(' ')} {...aria}>
        {children}
      </ul>
    </div>
  );
}

interface ListItemProps {
  title: ReactNode;
  description?: ReactNode;
  /** Icon, avatar or image at the start. */
  leading?: ReactNode;
  /** Value, badge or switch at the end. */
  trailing?: ReactNode;
  /** Shows a chevron (on by default for links). */
  chevron?: boolean;
  /** The row is a button. */
  onClick?: () => void;
  /** The row is an in-app link (path without locale). */
  to?: string;
  /** The row is a plain link (external). */
  href?: string;
  disabled?: boolean;
  testId?: string;
}

/** A row with leading/trailing slots; a button or a link when it has onClick, to or href. */
export function ListItem({
  title,
  description,
  leading,
  trailing,
  chevron,
  onClick,
  to,
  href,
  disabled,
  testId,
}: ListItemProps) {
  const showChevron = chevron ?? Boolean(to || href);
  const content = (
    <>
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      {showChevron ? <ChevronRightIcon className={styles.chevron} /> : null}
    </>
  );
  let row: ReactNode;
  if (to) {
    row = (
      <Link to={to} className={`${styles.row} ${styles.action}`} data-testid={testId}>
        {content}
      </Link>
    );
  } else if (href) {
    row = (
      <a href={href} className={`${styles.row} ${styles.action}`} data-testid={testId}>
        {content}
      </a>
    );
  } else if (onClick) {
    row = (
      <button
        type="button"
        className={`${styles.row} ${styles.action}`}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {content}
      </button>
    );
  } else {
    row = (
      <div className={styles.row} data-testid={testId}>
        {content}
      </div>
    );
  }
  return <li className={styles.item}>{row}</li>;
}
