import { useEffect } from 'react';
import { useNavigate } from '../../../app/router/navigation.ts';
import { useLocation, useSearch } from '../../../app/router/route-context.ts';
import { HelpSlot, NewbieSlot, PopupSlot, RewardsSlot, RtPrizeSlot } from '../engage/index.ts';
import { GamesSection } from '../lobby/index.ts';
import { useAccountQuery } from '../queries-account.ts';
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
  const search = useSearch();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const help = search.get('help');
  const rewards = search.get('tab') === 'rewards';
  const ready = account.data !== undefined;

  useEffect(() => {
    if (ready && hash && !rewards) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash, rewards]);

  if (!account.data) return null;
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
