import type { ComponentType } from 'react';
import { lazyComponents } from '../../app/router/lazy-components.ts';

/**
 * /fortune's screens, picked by `?tab=` (home when it names none of them). Each is a file of its own, so a screen's
 * first load does not carry another's code, and the server's head preloads the one the URL asks for: the build reads
 * this list (build-plugins/page-assets.ts, `screens`), so keep one `name: () => import('…')` per line.
 */
export const SCREEN_LOADERS = {
  home: () => import('./home/home-tab.tsx'),
  rewards: () => import('./engage/rewards-view.tsx'),
  vip: () => import('./vip/vip-tab.tsx'),
  me: () => import('./me/me-tab.tsx'),
  invite: () => import('./invite/invite-view.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type FortuneScreen = keyof typeof SCREEN_LOADERS;

export function screenOf(tab: string | null): FortuneScreen {
  return tab !== null && Object.hasOwn(SCREEN_LOADERS, tab) ? (tab as FortuneScreen) : 'home';
}

const screens = lazyComponents((screen: FortuneScreen) => SCREEN_LOADERS[screen]);

/** Loads a screen's code ahead of its first render: the page's prefetch, for the screen of the first URL. */
export function loadScreen(screen: FortuneScreen): Promise<void> {
  return SCREEN_LOADERS[screen]().then((module) => screens.loaded(screen, module.default));
}

/** The screen's component: as loaded when it is in, else one that suspends until it is. */
export const screenComponent = (screen: FortuneScreen) => screens.component(screen);
