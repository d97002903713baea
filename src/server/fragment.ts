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
export function hostFragment(kind: PrerenderedKind, css: string, html: string, nonce: string | undefined): string {
  if (/<\/style/i.test(css)) throw new Error('the prerendered styles contain "</style"');
  const reserve = kind === 'header' ? ` style="min-height:${HEADER_HEIGHT}px"` : '';
  const nonceAttr = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `<div data-site-chrome="${kind}" data-site-chrome-root="${kind}" ${PRERENDERED}=""${reserve}><template shadowrootmode="open">`
    + `<style${nonceAttr}>${css}</style><div class="sc-mount">${html}</div></template></div>`;
}
