import { navigate } from '../platform/navigation';

/**
 * Follows a URL the server gave (a button's `ok_button_router`) under CONTRACT §4's URL rule: a
 * relative path or an allowed origin navigates; anything else (off-site, `javascript:`, empty) is
 * refused by navigate(), which logs it. Returns whether it went.
 */
export function followServerUrl(url: string, allowedOrigins: readonly string[]): boolean {
  // navigate() holds the URL to the rule (and refuses with a warning); an empty router would
  // resolve to the page itself.
  return url.trim() !== '' && navigate(url, allowedOrigins);
}
