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
