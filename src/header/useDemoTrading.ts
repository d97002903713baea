import { useSyncExternalStore } from 'react';
import { currentPath } from '../platform/location';
import { listenWindow } from '../platform/events';
import { stripLanguagePrefix } from '../config/languages';
import { isDemoTradingPath } from '../rules/demo-trading';

/** The page's path when it is a demo-trading page (rules/demo-trading.ts), else null. */
function demoTradingPath(): string | null {
  const page = stripLanguagePrefix(currentPath());
  return isDemoTradingPath(page) ? page : null;
}

/** Back and forward in a single-page host change the path, as for the side menu and the growth tabs. */
const subscribePath = (onChange: () => void) => listenWindow('popstate', onChange);
/** A prerendered header knows no page path: none there, and the hydrating render matches it. */
const prerendered = () => null;

/** The page's path (language prefix stripped) on a demo-trading page, else null. */
export function useDemoTradingPath(): string | null {
  return useSyncExternalStore(subscribePath, demoTradingPath, prerendered);
}
