import styles from './history.module.css';
import { SkeletonBlock } from './skeleton.tsx';

/** Three placeholder rows while a list loads. */
export function RowsSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.item}>
          <span className={styles.what}>
            <SkeletonBlock width="1rem" height="0.14rem" />
          </span>
          <SkeletonBlock width="0.7rem" height="0.14rem" />
        </li>
      ))}
    </ul>
  );
}
