import { useT } from '../root/useT';
import { useHref } from '../root/useSite';
import { liveTradingRoute } from '../rules/live-trading';
import { mq } from '../theme/tokens';
import { classes, cx } from '../theme/sheet';
import { hs } from './styles';

const s = classes('live', {
  /** Outlined in the brand colour: the way out of demo trading stands out from Log In beside it. */
  link: `
    border: 1px solid var(--sc-brand);
    color: var(--sc-brand);
    &:hover {
      background: var(--sc-hover);
    }
  `,
  /** The header bar has no room for it on phones: the drawer shows it there. */
  bar: `
    ${mq.small} {
      display: none;
    }
  `,
  drawer: 'width: 100%; height: 40px;',
});

/**
 * The live-trading link of a demo-trading page (site-chrome.md §2 "demo trading shows a
 * live-trading link"; rules/demo-trading.ts says which pages are demo trading): the same market
 * live, else the default futures market. In the header bar from 768 px, at the top of the phone
 * drawer below. A lazy part: only demo pages load it, with the menu catalog its label is in.
 */
export default function LiveTradingLink({ path, place }: { path: string; place: 'bar' | 'drawer' }) {
  const { t } = useT();
  const href = useHref();
  return (
    <a href={href(liveTradingRoute(path))} className={cx(hs.pillButton, s.link, s[place])} data-track-target="live_trading">
      {t('nav.liveTrading')}
    </a>
  );
}
