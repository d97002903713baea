import { useState } from 'react';
import { defaultCoinIcon } from '../stores/coin-icons';

/**
 * A coin's icon (rules/market-links.ts `coinIconUrl`): loaded lazily, and the default icon when it
 * fails (CONTRACT §4). Decorative: the row names the coin beside it. Rows are keyed by market, so
 * a failure belongs to its coin, not to the list position.
 */
export function CoinIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img src={failed ? defaultCoinIcon() : src} alt="" width={28} height={28} loading="lazy" decoding="async"
      onError={() => setFailed(true)} />
  );
}
