import type { ReactNode } from 'react';
import styles from './shell.module.css';
import { type FortuneTab, FortuneTabBar } from './tab-bar.tsx';
import './fortune-theme.css';
import { useFortuneRoot } from './use-fortune-root.ts';

/**
 * What every Fortune page wears: its theme and head (`useFortuneRoot`) and its bottom tabs. The public verifier uses
 * it as is; the other pages add the market, login and join gates through `FortuneFrame`, so the verifier loads none
 * of their code.
 */
export function FortuneBaseFrame({ tab, children }: { tab: FortuneTab | undefined; children: ReactNode }) {
  useFortuneRoot();
  return (
    <div className={`fortune ${styles.frame}`} data-testid="fortune-frame">
      {children}
      <FortuneTabBar active={tab} />
    </div>
  );
}
