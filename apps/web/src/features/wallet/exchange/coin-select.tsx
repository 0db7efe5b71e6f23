import type { ChainId } from '@arcadia/contract/calls/wallet/common';
import type { useChainAccount } from './chain-account.ts';
import styles from './exchange.module.css';

export function CoinSelect({
  label,
  value,
  coins,
  onChange,
  testId,
  labels,
}: {
  /** Text shown for a value, when it differs from the value (chain names). */
  labels?: Record<string, string>;
  label: string;
  value: string;
  coins: string[];
  onChange: (coin: string) => void;
  testId?: string;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select className={styles.select} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {labels?.[coin] ?? coin}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The network picker of the send forms: the chains the wallet offers, by name. */
export function ChainSelect({
  label,
  account,
  testId,
}: {
  label: string;
  account: ReturnType<typeof useChainAccount>;
  testId: string;
}) {
  const { chain, chains, setChainId } = account;
  return (
    <CoinSelect
      label={label}
      value={chain?.chain_id ?? ''}
      coins={chains.map((c) => c.chain_id)}
      labels={Object.fromEntries(chains.map((c) => [c.chain_id, c.name]))}
      onChange={(c) => setChainId(c as ChainId)}
      testId={testId}
    />
  );
}
