import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from '../router/link.tsx';
import styles from './app-shell.module.css';
import { base, type IconProps } from './icons.tsx';

/* The five tab icons live with the bar: its code loads only on tab pages (app-shell.tsx). */
const HomeIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
  </svg>
);
const LibraryIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="3" y="3" width="7" height="7" rx="2" />
    <rect x="14" y="3" width="7" height="7" rx="2" />
    <rect x="3" y="14" width="7" height="7" rx="2" />
    <rect x="14" y="14" width="7" height="7" rx="2" />
  </svg>
);
const PoolIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 3c3 4 6 7.2 6 10.5a6 6 0 0 1-12 0C6 10.2 9 7 12 3z" strokeLinejoin="round" />
  </svg>
);
const WalletIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 9h14a2 2 0 0 0 2-2V5" strokeLinecap="round" />
  </svg>
);
const ProfileIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
  </svg>
);

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
