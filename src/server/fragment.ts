import { HEADER_HEIGHT } from '../theme/tokens';
import { PRERENDERED } from '../mount/script-attrs';

/** The SDK's root kinds a server prerenders. */
export type PrerenderedKind = 'header' | 'footer';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One prerendered root as the browser parses it with no script: the slot element the SDK fills
 * (`data-site-chrome="header"`, CONTRACT §2) as the shadow host, marked as the root's host
 * (`data-site-chrome-root`, as the SDK's own hosts: the reset's `:host` rules apply), holding a declarative shadow root
 * (`<template shadowrootmode="open">`) with the static styles and the rendered markup inside the
 * `.sc-mount` container a client render uses. The header keeps its reserved height, as the
 * loader's reservation does. The CSS is the SDK's own text, never server data; `</style` cannot
 * occur in it (checked, as a server's include must not end the element early).
 */
export function hostFragment(kind: PrerenderedKind, drawnFor: { site: string; lang: string }, css: string, html: string, nonce: string | undefined): string {
  if (/<\/style/i.test(css)) throw new Error('the prerendered styles contain "</style"');
  const reserve = kind === 'header' ? ` style="min-height:${HEADER_HEIGHT}px"` : '';
  const nonceAttr = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  // Its site and language: the hydration takes over only a fragment drawn for the page's own.
  return `<div data-site-chrome="${kind}" data-site-chrome-root="${kind}" ${PRERENDERED}="${drawnFor.site} ${drawnFor.lang}"${reserve}><template shadowrootmode="open">`
    + `<style${nonceAttr}>${css}${WHOLE}</style><div class="sc-mount">${html}</div><span class="sc-parsed" hidden></span></template></div>`;
}

/**
 * Shown once parsed whole. The browser paints a declarative shadow root while it is still being
 * parsed, and a slow parse (CPU 4x in `npm run bench`) painted a header whose end group grew as its
 * buttons came, a layout shift. The root stays hidden (its box reserved) until the marker after it
 * is parsed; the hydration leaves the marker, outside React's tree, in place. A browser without
 * `:has()` drops the rule and paints as it parses.
 */
const WHOLE = '.sc-mount:not(:has(~ .sc-parsed)) > .sc-root{visibility:hidden}';
