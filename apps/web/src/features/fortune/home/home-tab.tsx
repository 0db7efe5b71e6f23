import { useEffect } from 'react';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useLocation, useSearch } from '../../../app/router/route-context.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { HelpSlot, NewbieSlot, PopupSlot, RtPrizeSlot } from '../engage/index.ts';
import { GamesSection } from '../lobby/index.ts';
import parts from '../parts.module.css';
import { useAccountQuery } from '../queries-account.ts';
import { useNewbieVisibleQuery, useRtPrizesQuery } from '../queries-engage.ts';
import { BalanceCard } from './balance-card.tsx';
import { LotteryCard, SpinPanel, TilesSlot } from './play-cards.tsx';

/**
 * Fortune's home: balances, a running prize drop, the first week's checklist, the lucky wheel, the free lottery, the
 * games and the other screens' tiles (what sits below the first screen loads as it scrolls near); operators' popups
 * over it. `?help=<slug>` opens a friend's share link.
 */
export default function HomeTab() {
  const account = useAccountQuery();
  const prizes = useRtPrizesQuery();
  const newbie = useNewbieVisibleQuery();
  const search = useSearch();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const help = search.get('help');
  const ready = account.data !== undefined;

  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

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
      <BalanceCard account={account.data} />
      <RtPrizeSlot account={account.data} />
      <NewbieSlot />
      <SpinPanel account={account.data} />
      <LotteryCard account={account.data} />
      <GamesSection currency={account.data.currency} />
      <TilesSlot />
      <PopupSlot enabled={help === null} />
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
