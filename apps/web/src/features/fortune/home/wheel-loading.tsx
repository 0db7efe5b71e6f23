import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './home.module.css';

/** The wheel's place while its code or its chances load. */
export function WheelLoading() {
  return (
    <div className={styles.wheelBlock} data-testid="wheel-loading">
      <Skeleton width="2.6rem" circle />
    </div>
  );
}
