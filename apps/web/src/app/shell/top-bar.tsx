import { useTranslation } from '../../i18n/i18n.ts';
import { back } from '../router/history.ts';
import styles from './app-shell.module.css';
import { BackIcon } from './icons.tsx';

export function TopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.topbar}>
      <button type="button" className={styles.back} onClick={back} aria-label={t('nav.back')}>
        <BackIcon width="0.22rem" height="0.22rem" />
      </button>
      <span className={styles.topTitle}>{title}</span>
      <span className={styles.back} aria-hidden="true" />
    </header>
  );
}
