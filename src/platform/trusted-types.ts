import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';
import { report } from './report';
import { onPage } from './location';

/**
 * The SDK's own Trusted Types policy (issue 20). A host with the CSP `require-trusted-types-for
 * 'script'` refuses a string at every HTML and script-URL sink: sanitized server HTML (the
 * compliance banner and toast, the announcement bar) and the service worker's URL go through this
 * policy instead. The host lists its name in its `trusted-types` directive:
 * `trusted-types site-chrome` (plus its own names, and `dompurify` is not needed).
 *
 * `createHTML` passes its input as it is: only DOMPurify calls it (server-html.ts), with the text
 * it is about to parse in an inert document and with what it kept. `createScriptURL` passes the
 * service worker's URL only (sw.ts `SW_URL` on the page's origin; trusted-types.test.ts holds the two together).
 * The policy never leaves this module's callers.
 */
export const TRUSTED_TYPES_POLICY = 'site-chrome';

let made: TrustedTypePolicy | null | undefined;

/**
 * The policy, made on first use; null where the browser has no Trusted Types, or where the host's
 * CSP refuses the name (reported once through the one error path; callers then fall back: text
 * instead of HTML, no service worker).
 */
export function trustedTypesPolicy(): TrustedTypePolicy | null {
  if (made !== undefined) return made;
  made = null;
  if (!hasTrustedTypes()) return made;
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes!;
  try {
    made = factory.createPolicy(TRUSTED_TYPES_POLICY, {
      createHTML: (html: string) => html,
      createScriptURL: (url: string) => {
        if (url !== onPage('/sw.js')) throw new TypeError(`${TRUSTED_TYPES_POLICY}: not a script URL of the SDK: ${url}`);
        return url;
      },
    }) as TrustedTypePolicy;
  } catch (error) {
    report(error, { area: 'csp', what: `the host's CSP refuses the Trusted Types policy "${TRUSTED_TYPES_POLICY}": add it to the trusted-types directive; server HTML shows as text` });
  }
  return made;
}

/** Whether the browser has Trusted Types (then a sink may refuse strings); an element named `trustedTypes` is not it. */
export function hasTrustedTypes(): boolean {
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  return Boolean(factory && typeof factory.createPolicy === 'function');
}
