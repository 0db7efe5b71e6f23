import { useState } from 'react';
import { Input } from '../ui/input.tsx';
import styles from './ops.module.css';

export const isMarket = (m: string) => /^[a-z]{2}$/.test(m);

/** A paged list filtered by market (two letters; empty for every market): a new filter starts again at page 1. */
export function useMarketPages() {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  return {
    typed,
    market: isMarket(typed) ? typed : undefined,
    page,
    setPage,
    setMarket: (value: string) => {
      setTyped(value.trim().toLowerCase());
      setPage(1);
    },
  };
}

export function MarketFilter({ label, pages }: { label: string; pages: ReturnType<typeof useMarketPages> }) {
  return (
    <div className={styles.row}>
      <Input label={label} value={pages.typed} maxLength={2} onChange={(e) => pages.setMarket(e.target.value)} />
    </div>
  );
}
