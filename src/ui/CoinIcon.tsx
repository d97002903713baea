import { useState } from 'react';
import { defaultCoinIconUrl } from '../platform/asset-files';

/**
 * A coin's icon (rules/coin-icon.ts `coinIconUrl`): loaded lazily, and the default icon when it
 * fails (CONTRACT §4). Decorative: the row names the coin beside it. Rows are keyed by market, so
 * a failure belongs to its coin, not to the list position.
 *
 * `defer` (the list is scrolling): a row that mounts mid-scroll shows a blank disc and asks for its
 * image once the scroll settles. Fetching, decoding and drawing the icons of rows that fly past
 * cost one frame in ten while scrolling 3,000 rows (issue 15's bench); a row already showing its
 * icon keeps it.
 */
export function CoinIcon({ src, defer = false }: { src: string; defer?: boolean }) {
  const [failed, setFailed] = useState(false);
  const [armed, setArmed] = useState(!defer);
  // Armed for good once the scroll has settled (state adjusted while rendering, React's pattern).
  if (!defer && !armed) setArmed(true);
  if (!armed) return <span className="icon-wait" aria-hidden="true" />;
  return (
    <img src={failed ? defaultCoinIconUrl() : src} alt="" width={28} height={28} loading="lazy" decoding="async"
      onError={() => setFailed(true)} />
  );
}
