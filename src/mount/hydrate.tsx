import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { onRender, readiness, rootHandle, rootOptions, type RenderedRoot } from './shadow-root';
import { ChromeRoot } from '../root/ChromeRoot';
import type { SlotKind } from './hosts';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { unscripted } from '../header/NavMenu';
import { loadMenuPanels } from '../header/nav/loadMenus';
import { withMessages } from '../i18n/catalogs';
import { adoptStyles } from '../theme/sheet';
import { loadChunk } from '../platform/chunk';
import { report } from '../platform/report';
import { hostCreate } from '../platform/host-document';
import { $pageSetup } from '../stores/page-setup';
import { givePrerenderInputs } from '../stores/prerender-inputs';
import { parseRiseColor } from '../stores/rise';
import { PRERENDERED } from './script-attrs';
import { whenBelowTheFold } from '../stores/painted';

/*
 * The hydration of a prerendered header or footer (site-chrome/server, dist/prerender/): a lazy
 * chunk, loaded only when a slot holds one. Its first render gives the server's markup (the
 * prerender's store values, src/stores/prerender.ts), so React adopts the painted DOM instead of
 * drawing it again; what differs (login, stored preferences, the scripted menus and search box)
 * renders right after, inside the same boxes. The footer is hydrated once the page's first
 * decisions are made (stores/painted.ts `$belowTheFold`), as the script-only footer's content loads.
 */

/** The header, once the unscripted menus are in (with the menu tree they read, the panels' chunk). */
async function headerContent(): Promise<ReactNode> {
  unscripted.Menu = (await loadChunk(loadMenuPanels)).NavMenuLink;
  return <Header />;
}

/** The footer's content, loaded before its hydration: the server drew it, so its first render must too. */
async function footerContent(): Promise<ReactNode> {
  const [{ default: Content }, { EmotionScope }] = await loadChunk(() => Promise.all([
    withMessages('footer', import('../footer/FooterContent')), import('../root/EmotionScope'),
  ]));
  return <Footer content={<EmotionScope><Content /></EmotionScope>} />;
}

/**
 * Takes over a prerendered slot: the slot is the shadow host (the fragment's declarative shadow
 * root), so no second host. Its `.sc-mount` is hydrated with the theme and rise colour the server
 * drew with (read back from the markup) and the mount's site and language. A fragment drawn for
 * another site or language is drawn again (reported); a text mismatch (edited markup) makes React
 * render the root again, reported once. A shadow root left empty by an unmount is rendered into afresh.
 */
export function hydrateSlot(slot: HTMLElement, kind: SlotKind, nonce: string | undefined): RenderedRoot {
  const shadowRoot = slot.shadowRoot!;
  const setup = $pageSetup.get()!;
  let prerendered = [...shadowRoot.children].find((child): child is HTMLElement => child.classList.contains('sc-mount'));
  // Another site's or language's fragment differs in more than its text (its links, its menus),
  // which a hydration would keep: it is drawn again for the page, not adopted.
  const drawnFor = slot.getAttribute(PRERENDERED);
  if (prerendered && drawnFor !== `${setup.site.key} ${setup.lang}`) {
    report(new Error(`the prerendered ${kind} is for "${drawnFor}", the page for "${setup.site.key} ${setup.lang}": drawn again`), { area: 'render' });
    shadowRoot.replaceChildren();
    prerendered = undefined;
  }
  const container = prerendered ?? shadowRoot.appendChild(hostCreate('div', slot.ownerDocument));
  container.className = 'sc-mount';
  const dropStyles = adoptStyles(shadowRoot, nonce);
  let done = false;
  let root: Root | undefined;
  let recovered = false;
  // The first recoverable error of a hydrating root is its mismatch; any later one is an error like
  // any other root's.
  const onRecoverableError = (error: unknown) => {
    if (recovered) return onRender(error);
    recovered = true;
    report(error, { area: 'render', what: 'the prerendered chrome did not match; rendered again' });
  };
  const { ready, resolveReady } = readiness();
  // A painted footer's links work as they are: it counts as rendered (ready), and its hydration waits,
  // as the script-only footer's content does, for the paint and the page's first decisions.
  const deferred = kind === 'footer' && !!prerendered;
  if (deferred) resolveReady();
  const content = kind === 'header' ? headerContent() : deferred ? whenBelowTheFold().then(footerContent) : footerContent();
  void content.then((inner) => {
    if (done) return;
    const drawn = <ChromeRoot kind={kind} shadowRoot={shadowRoot} nonce={nonce} onReady={resolveReady}>{inner}</ChromeRoot>;
    if (!prerendered) {
      root = createRoot(container, rootOptions);
      root.render(drawn);
      return;
    }
    const drawnWith = prerendered.firstElementChild;
    givePrerenderInputs({
      site: setup.site,
      lang: setup.lang,
      theme: drawnWith?.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
      rise: parseRiseColor(drawnWith?.getAttribute('data-rise')) ?? 'green-up',
    });
    root = hydrateRoot(container, drawn, { ...rootOptions, onRecoverableError });
  }, (error: unknown) => {
    // The prerendered root stays as the server drew it: its links work without its script.
    report(error, { area: 'chunk', what: `could not load the ${kind} for its hydration` });
    resolveReady();
  });
  // The slot keeps its shadow root (a declarative one cannot be removed): emptied, as the page
  // would be without the chrome.
  return rootHandle(ready, () => {
    done = true;
    resolveReady();
  }, () => {
    dropStyles();
    shadowRoot.replaceChildren();
  }, () => root);
}
