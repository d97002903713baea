/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChromeRoot, type RootKind } from '../root/ChromeRoot';
import { Header } from '../header/Header';
import FooterContent from '../footer/FooterContent';
import { Footer } from '../footer/Footer';
import { unscripted } from '../header/NavMenu';
import { NavMenuLink } from '../header/nav/NavMenuLink';
import { resolveLang, resolveSite } from '../mount/options';
import { setPageSetup } from '../stores/page-setup';
import type { ThemeName } from '../theme/tokens';
import { defaultRiseColor, type RiseColor } from '../stores/rise';
import { givePrerenderInputs } from '../stores/prerender-inputs';
import { staticCss } from '../theme/sheet';
import { SiteChromeError } from '../platform/errors';
import { setCatalogs } from './catalogs';
import { hostFragment } from './fragment';

/** What `renderChrome` takes (CONTRACT v1.1 §1, `site-chrome/server`). */
export interface RenderChromeOptions {
  /** A site key or id, as `mount()` takes it. Default `main`. */
  site?: string | number;
  /** A language code; default the one in `page`'s path prefix, else the site's default. */
  lang?: string;
  /** The page's path (`/zh/trade/BTC_USDT`): its language prefix, and nothing else yet. Default `/`. */
  page?: string;
  /** `light` (the default) or `dark`: the visitor's `dark` cookie, where the server reads it. */
  theme?: 'light' | 'dark';
  /** `green-up` or `red-up`; default the language's (red for zh and tw). */
  rise?: 'green-up' | 'red-up';
  /** The page's CSP nonce, for the fragments' one `<style>` each. */
  nonce?: string;
}

/** The two fragments, each one host element with its declarative shadow root. */
export interface RenderedChrome {
  header: string;
  footer: string;
}

const THEMES: readonly ThemeName[] = ['light', 'dark'];
const RISES: readonly RiseColor[] = ['green-up', 'red-up'];
const NONCE = /^[\w+/=-]+$/;

function checked<T extends string>(option: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new SiteChromeError('INVALID_OPTION', `option "${option}" has the bad value ${JSON.stringify(value)}: use ${allowed.join(' or ')}`);
}

/**
 * The chrome a logged-out visitor with default settings sees on `page` of `site` in `lang`, as two
 * HTML fragments a server includes where the slots would be: the header (its static styles, the
 * logo, the main navigation with every top-level entry, Log In and Sign Up) and the footer with
 * all its links. Pure: the same options give the same strings. A render sets the shared stores'
 * inputs and reads nothing else (src/stores/prerender.ts); it is synchronous, so two requests
 * never interleave in one Node process.
 */
export function renderChrome(options: RenderChromeOptions = {}): RenderedChrome {
  const site = resolveSite(options.site);
  const page = options.page ?? '/';
  if (typeof page !== 'string' || !page.startsWith('/')) {
    throw new SiteChromeError('INVALID_OPTION', `option "page" has the bad value ${JSON.stringify(page)}: use the page's path, starting with /`);
  }
  const lang = resolveLang(options.lang, site, page);
  const theme = checked('theme', options.theme, THEMES, 'light');
  const rise = checked('rise', options.rise, RISES, defaultRiseColor(lang));
  const nonce = options.nonce;
  if (nonce !== undefined && (typeof nonce !== 'string' || !NONCE.test(nonce))) {
    throw new SiteChromeError('INVALID_OPTION', 'option "nonce" must be a CSP nonce (base64 characters)');
  }
  // The stores as the render reads them (React's server snapshots, src/stores/prerender.ts), and
  // the page setup for what reads it outside a render.
  setPageSetup({ site, lang, apiBase: '', page: 'index', isLogin: false, nonce, microApps: {} });
  setCatalogs(lang);
  givePrerenderInputs({ site, lang, theme, rise });
  unscripted.Menu = NavMenuLink;
  const drawnFor = { site: site.key, lang };
  return {
    header: hostFragment('header', drawnFor, staticCss(), renderRoot('header', nonce, <Header />), nonce),
    footer: renderFooter(drawnFor, nonce),
  };
}

function renderRoot(kind: RootKind, nonce: string | undefined, content: ReactNode): string {
  return renderToString(
    <ChromeRoot kind={kind} shadowRoot={null as unknown as ShadowRoot} nonce={nonce} onReady={() => undefined}>{content}</ChromeRoot>,
  );
}

/**
 * The footer with its content, which the browser loads after the first paint: rendered here
 * directly, its Emotion styles collected from the cache (compat mode: no `<style>` elements in the
 * markup) into the fragment's one stylesheet.
 */
function renderFooter(drawnFor: { site: string; lang: string }, nonce: string | undefined): string {
  const cache = createCache({ key: 'scx-footer', ...(nonce ? { nonce } : {}) });
  cache.compat = true;
  const html = renderRoot('footer', nonce, (
    <CacheProvider value={cache}><Footer content={<FooterContent />} /></CacheProvider>
  ));
  const css = Object.values(cache.inserted).filter((rule): rule is string => typeof rule === 'string').join('');
  return hostFragment('footer', drawnFor, staticCss() + css, html, nonce);
}
