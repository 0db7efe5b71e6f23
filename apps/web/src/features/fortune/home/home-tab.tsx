import { useEffect } from 'react';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useLocation, useSearch } from '../../../app/router/route-context.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { HelpSlot, NewbieSlot, PopupSlot, RewardsSlot, RtPrizeSlot } from '../engage/index.ts';
import { GamesSection } from '../lobby/index.ts';
import parts from '../parts.module.css';
import { useAccountQuery } from '../queries-account.ts';
import { useNewbieVisibleQuery, useRtPrizesQuery } from '../queries-engage.ts';
import { BalanceCard } from './balance-card.tsx';
import { LotteryCard, SpinPanel } from './play-cards.tsx';
import { HomeTiles } from './tiles.tsx';

/**
 * Fortune's home: balances, a running prize drop, the first week's checklist, the lucky wheel, the free lottery, the
 * games (their code loads as they scroll near) and the other screens' tiles; operators' popups over it.
 * `?tab=rewards` (share to unlock, gift codes, live codes) is reached from the tiles; `?help=<slug>` opens a friend's
 * share link.
 */
export function HomeTab() {
  const account = useAccountQuery();
  const prizes = useRtPrizesQuery();
  const newbie = useNewbieVisibleQuery();
  const search = useSearch();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const help = search.get('help');
  const rewards = search.get('tab') === 'rewards';
  const ready = account.data !== undefined;

  useEffect(() => {
    if (ready && hash && !rewards) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash, rewards]);

  // The optional cards near the top (a running prize drop, the first week's checklist) are asked with home: home
  // waits for those answers too, so no card appears a moment later and pushes the page down (layout shift).
  if (!account.data || prizes.isPending || newbie.isPending) return <HomeLoading />;
  const dropHelp = () => {
    search.delete('help');
    const rest = search.toString();
    navigate(`/fortune${rest ? `?${rest}` : ''}`, { replace: true });
  };
  return (
    <>
      {rewards ? (
        <RewardsSlot account={account.data} />
      ) : (
        <>
          <BalanceCard account={account.data} />
          <RtPrizeSlot account={account.data} />
          <NewbieSlot />
          <SpinPanel account={account.data} />
          <LotteryCard account={account.data} />
          <GamesSection currency={account.data.currency} />
          <HomeTiles />
          <PopupSlot enabled={help === null} />
        </>
      )}
      {help !== null ? <HelpSlot slug={help} account={account.data} onDone={dropHelp} /> : null}
    </>
  );
}

function HomeLoading() {
  return (
    <div className={parts.stack} data-testid="home-loading">
      <Skeleton height="1.4rem" radius="lg" />
    </div>
  );
}
