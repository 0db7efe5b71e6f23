import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from '../router/link.tsx';
import styles from './app-shell.module.css';
import { HomeIcon, LibraryIcon, PoolIcon, ProfileIcon, WalletIcon } from './icons.tsx';

interface Tab {
  id: 'home' | 'library' | 'pool' | 'wallet' | 'profile';
  path: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const TABS: Tab[] = [
  { id: 'home', path: '/', Icon: HomeIcon },
  { id: 'library', path: '/library', Icon: LibraryIcon },
  { id: 'pool', path: '/pool', Icon: PoolIcon },
  { id: 'wallet', path: '/wallet', Icon: WalletIcon },
  { id: 'profile', path: '/profile', Icon: ProfileIcon },
];

export function BottomTabBar({ active }: { active: Tab['id'] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabbar} aria-label={t('nav.tabs')}>
      {TABS.map(({ id, path, Icon }) => (
        <Link
          key={id}
          to={path}
          className={styles.tab}
          aria-current={id === active ? 'page' : undefined}
          data-testid={`tab-${id}`}
        >
          <Icon className={styles.tabIcon} />
          <span className={styles.tabLabel}>{t(`nav.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
