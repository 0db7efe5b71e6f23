import { useAccountQuery } from '../queries.ts';
import { BalanceCard } from './balance-card.tsx';
import { LotteryCard } from './lottery-card.tsx';
import { SpinPanel } from './spin-panel.tsx';
import { HomeTiles } from './tiles.tsx';

/** Fortune's home: balances, the lucky wheel, the free lottery and the other screens' tiles. */
export function HomeTab() {
  const account = useAccountQuery();
  if (!account.data) return null;
  return (
    <>
      <BalanceCard account={account.data} />
      <SpinPanel account={account.data} />
      <LotteryCard account={account.data} />
      <HomeTiles />
    </>
  );
}
