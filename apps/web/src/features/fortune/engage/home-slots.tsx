import { lazy, Suspense } from 'react';
import type { Account } from '../queries.ts';
import { useNewbieVisibleQuery, usePopupsQuery, useRtPrizesQuery } from '../queries-engage.ts';
import NewbieCard from './newbie-card.tsx';
import { unclosedPopups } from './popup-state.ts';
import RtPrizeCard from './rt-prize-card.tsx';

/**
 * Where home's engagement pieces sit. The prize drop and the first week's checklist are part of home's own code (a
 * new player sees them on the first screen, and a card that came a moment later would push the page down). The
 * popups and their dialog load only when there is one the player has not closed (most visits have none); a friend's
 * link loads when opened.
 */
const HelpDialog = lazy(() => import('./help-dialog.tsx'));
const PopupQueue = lazy(() => import('./popups.tsx'));

/** Operators' popups, one after another; not while a friend's help dialog is up. */
export function PopupSlot({ enabled }: { enabled: boolean }) {
  const popups = usePopupsQuery(enabled);
  if (!enabled || !popups.data || unclosedPopups(popups.data.popups).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupQueue popups={popups.data.popups} />
    </Suspense>
  );
}

/** The new-player checklist, in the player's first week until all is done. */
export function NewbieSlot() {
  const visible = useNewbieVisibleQuery();
  if (!visible.data?.visible) return null;
  return <NewbieCard endsAt={visible.data.ends_at} />;
}

/** The real-time prize card while a drop runs (or when asking for drops failed, with a retry). */
export function RtPrizeSlot({ account }: { account: Account }) {
  const prizes = useRtPrizesQuery();
  const running = (prizes.data?.prizes.length ?? 0) > 0;
  if (!running && !prizes.isError) return null;
  return <RtPrizeCard account={account} />;
}

export function HelpSlot({ slug, account, onDone }: { slug: string; account: Account; onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <HelpDialog slug={slug} currency={account.currency} onDone={onDone} />
    </Suspense>
  );
}
