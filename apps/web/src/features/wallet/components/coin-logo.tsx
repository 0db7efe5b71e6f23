import { useState } from 'react';
import styles from './coin-logo.module.css';

/** Brand colours for the built-in coins; the letter badge shows when the logo image cannot load. */
const COIN_COLORS: Record<string, string> = {
  KTHER: '#7c4dff',
  KC: '#00a389',
  HAPPY: '#e8558a',
  XGT: '#2f7be5',
  XCT: '#c27b12',
  XMT: '#5b6b87',
  WH: '#d4a017',
  USDT: '#26a17b',
  TON: '#0098ea',
};

export function CoinLogo({ coin, src, size = 0.36 }: { coin: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const dimension = `${size}rem`;
  return (
    <span
      className={styles.logo}
      style={{ width: dimension, height: dimension, ['--coin' as string]: COIN_COLORS[coin] ?? '#7c6cf2' }}
      aria-hidden="true"
    >
      {src && !failed ? (
        <img src={src} alt="" width={36} height={36} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        coin.slice(0, coin.length > 3 ? 2 : coin.length).toUpperCase()
      )}
    </span>
  );
}
