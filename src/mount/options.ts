import { findSite, SITE_KEYS, type SiteConfig, type SiteId, type SiteKey } from '../config/sites';
import { isLanguageCode, languageFromPath, LANGUAGE_CODES, type LanguageCode } from '../config/languages';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';
import type { ScriptAttributes } from './script-attrs';
import type { AnalyticsOptions, MicroApps, PageSetup } from '../stores/page-setup';
import { hostQuery } from '../platform/host-document';

/** Where a root goes: a CSS selector, an element, or `false` for none. */
export type MountTarget = string | Element | false;

/** Options of `SiteChrome.mount()` (CONTRACT §3); every field is optional. */
export interface MountOptions {
  /** Site key or numeric id. @default 'main' */
  site?: SiteKey | SiteId | `${SiteId}`;
  /** Language code. @default the language prefix of the current path, else the site's default language */
  lang?: LanguageCode;
  /** Prefix put before every call path: a same-origin path or an http(s) URL. @default '' (same origin) */
  apiBase?: string;
  /** Page key for the announcement bar (`home` maps to `index`). @default 'home' */
  page?: string;
  /** The server's login hint; absent means unknown (the `uid` and `nickname` cookies decide). */
  isLogin?: boolean;
  /** CSP nonce for every style the SDK injects. */
  nonce?: string;
  /** @default the `[data-site-chrome="header"]` element, else a new element at the start of `<body>` */
  header?: MountTarget;
  /** @default the `[data-site-chrome="footer"]` element, else a new element at the end of `<body>` */
  footer?: MountTarget;
  /** Bars, banners, popups and toasts in one overlay host. @default true */
  overlays?: boolean;
  microApps?: MicroApps;
  /** (v1.1) The remote experiment variable of the mobile gift popup. @default false */
  giftPopup?: boolean;
  /**
   * (v1.2) `true`: register the service worker (the host serves `dist/sw.js` at `/sw.js`). A
   * page-wide setting: the script tag's `data-sw="1"` turns it on for every mount of the page.
   * @default false
   */
  serviceWorker?: boolean;
  /**
   * (v1.2) Cancels the mount: aborting releases its slots at once; a pending `mount()` rejects
   * with `ABORTED`, a mounted chrome unmounts (an effect's cleanup, React StrictMode).
   */
  signal?: AbortSignal;
  /**
   * (v1.2) URL of a served copy of the package's `dist/` (a same-origin path or an http(s) URL),
   * for hosts that serve the files themselves: the catalogs, the CDN check's file and the default
   * coin icon load from there. @default where the SDK's own script was loaded from
   */
  assetsBase?: string;
  analytics?: AnalyticsOptions;
  /** (v1.1) Called with the SDK's own errors, for the integrator's monitoring; what it throws is ignored. */
  onError?: (error: unknown) => void;
  /**
   * (0.7.0, an addition to CONTRACT v1.2) The main site's Netherlands and Italian pages get
   * `<meta name="robots" content="noindex,nofollow">` in `<head>`, the one thing the SDK writes
   * outside its shadow roots; `false` leaves `<head>` alone (the server marks those pages itself).
   * @default true
   */
  robotsMeta?: boolean;
  /**
   * (0.7.0, an addition to CONTRACT v1.2) URL of the device-fingerprint script: an ES module
   * exporting `getId()`, loaded only when a micro-app asks for the id (its `getFingerprint()` prop)
   * and the page has no `device_fingerprint` cookie yet (kept a day). https or same origin.
   */
  fingerprint?: string;
}

/** A target after validation: an element, `'auto'` (find or create the slot) or none. */
export type ResolvedTarget = Element | 'auto' | null;

/** Mount options after validation: the page setup every instance shares, plus where and how this one mounts. */
export interface ResolvedOptions extends Omit<PageSetup, 'giftPopup' | 'analytics' | 'onError'> {
  header: ResolvedTarget;
  footer: ResolvedTarget;
  overlays: boolean;
  giftPopup: boolean;
  serviceWorker: boolean;
  robotsMeta: boolean;
  analytics: Readonly<AnalyticsOptions>;
  onError: ((error: unknown) => void) | undefined;
  signal: AbortSignal | undefined;
  assetsBase: string | undefined;
}

type Own = Record<string, unknown>;

const KNOWN_KEYS = ['site', 'lang', 'apiBase', 'page', 'isLogin', 'nonce', 'header', 'footer', 'overlays', 'microApps', 'giftPopup', 'serviceWorker', 'analytics', 'onError', 'signal', 'assetsBase', 'robotsMeta', 'fingerprint'];
const MICRO_APPS = ['login', 'search', 'chatroom', 'transfer'];

/**
 * A URL the SDK may send credentials to or load code from: a path with ONE leading slash, or an
 * http(s) URL with a host and no userinfo; printable ASCII only (no tab, newline or control
 * character that the URL parser would drop) and no backslash (which it reads as a slash).
 */
export const SAFE_URL = /^(?=[\x21-\x7e]*$)(\/(?![/\\])|https?:\/\/[^/\\@?#]+(\/|$))[^\\]*$/i;

export function fail(option: string, value: unknown, expected: string): never {
  throw new SiteChromeError('INVALID_OPTION', `option "${option}" has the bad value ${describeValue(value)}: ${expected}`);
}

/**
 * The own enumerable properties of `value` in an object with no prototype, after checking its
 * keys: nothing a polluted `Object.prototype` holds is ever read as an option.
 */
export function own(option: string, value: unknown, known: readonly string[]): Own {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(option || 'options', value, 'expected an object');
  const o = Object.assign(Object.create(null) as Own, value);
  for (const key of Object.keys(o)) {
    if (!known.includes(key)) fail(option ? `${option}.${key}` : key, o[key], `unknown option; known ones are ${known.join(', ')}`);
  }
  return o;
}

export function resolveSite(value: unknown): SiteConfig {
  const site = findSite(value ?? 'main');
  if (!site) {
    throw new SiteChromeError('UNKNOWN_SITE', `option "site" has the unknown value ${describeValue(value)}: use one of ${SITE_KEYS.join(', ')} or a site id`);
  }
  return site;
}

export function resolveLang(value: unknown, site: SiteConfig, pathname: string): LanguageCode {
  if (value === undefined || value === null || value === '') return languageFromPath(pathname) ?? site.defaultLang;
  if (!isLanguageCode(value)) {
    throw new SiteChromeError('UNKNOWN_LANGUAGE', `option "lang" has the unknown value ${describeValue(value)}: use one of ${LANGUAGE_CODES.join(' ')}`);
  }
  return value;
}

/** Elements whose children are never rendered: void elements, replaced and raw-text ones. */
const NO_CHILDREN = /^(area|br|col|embed|hr|img|input|wbr|iframe|object|video|audio|canvas|textarea|select|script|style|template)$/;

/** Whether a chrome root or a widget put in `el` would be seen (a `div`, not an `img` or an SVG element). */
export const showsChildren = (el: Element): boolean => el.namespaceURI === 'http://www.w3.org/1999/xhtml' && !NO_CHILDREN.test(el.localName);

/** (v1.2) The page-wide service-worker setting of the script tag's `data-sw` (boot.ts). */
export const pageDefaults = { serviceWorker: false };

function resolveTarget(option: 'header' | 'footer', value: unknown, doc: Document): ResolvedTarget {
  if (value === undefined || value === true) return 'auto';
  if (value === false || value === null) return null;
  if (typeof value === 'string') {
    let found: Element | null;
    try {
      found = hostQuery(value, doc);
    } catch {
      return fail(option, value, 'not a valid CSS selector');
    }
    if (!found) throw new SiteChromeError('TARGET_NOT_FOUND', `option "${option}": the selector ${describeValue(value)} matches no element`);
    return found;
  }
  if (typeof value === 'object' && value !== null && (value as Node).nodeType === 1) {
    const element = value as Element;
    // Our host is appended as a child: an element that renders no children would show nothing.
    if (!showsChildren(element)) {
      throw new SiteChromeError('INVALID_TARGET', `option "${option}": ${describeValue(element)} shows no children`);
    }
    return element;
  }
  throw new SiteChromeError('INVALID_TARGET', `option "${option}" has the bad value ${describeValue(value)}: give a CSS selector, an element or false`);
}

function optionalString(option: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(option, value, 'expected a string');
  return value;
}

function flag<T extends boolean | undefined>(o: Own, option: string, fallback: T): boolean | T {
  const value = o[option];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(option, value, 'expected true or false');
  return value;
}

/**
 * Validates and defaults mount options; the only place defaults live. Throws SiteChromeError.
 * The origins of micro-app and collector URLs are checked by `checkCodeUrls` (code-urls.ts, lazy).
 */
export function resolveOptions(input: unknown, doc: Document = document, pathname = location.pathname): Readonly<ResolvedOptions> {
  const o = own('', input ?? {}, KNOWN_KEYS);
  const site = resolveSite(o['site']);
  const apiBase = optionalString('apiBase', o['apiBase']) ?? '';
  // One hint for both URL options: the messages are on the first paint.
  const urlHint = 'use a same-origin path ("/api-proxy") or an http(s) URL';
  if (apiBase && !SAFE_URL.test(apiBase)) fail('apiBase', apiBase, urlHint);
  const assetsBase = optionalString('assetsBase', o['assetsBase']);
  if (assetsBase && !SAFE_URL.test(assetsBase)) fail('assetsBase', assetsBase, urlHint);
  const micro = own('microApps', o['microApps'] ?? {}, MICRO_APPS);
  const microApps = Object.create(null) as Own;
  for (const name of Object.keys(micro)) {
    const url = optionalString(`microApps.${name}`, micro[name]);
    if (url) microApps[name] = url;
  }
  const analytics = own('analytics', o['analytics'] ?? {}, ['collector']);
  const collector = optionalString('analytics.collector', analytics['collector']);
  const onError = o['onError'];
  if (onError !== undefined && typeof onError !== 'function') fail('onError', onError, 'expected a function');
  const page = optionalString('page', o['page']) || 'home';
  const signal = o['signal'];
  if (signal !== undefined && typeof (signal as AbortSignal | null)?.addEventListener !== 'function') fail('signal', signal, 'expected an AbortSignal');
  return Object.freeze({
    site,
    lang: resolveLang(o['lang'], site, pathname),
    apiBase: apiBase.replace(/\/+$/, ''),
    page: page === 'home' ? 'index' : page,
    isLogin: flag(o, 'isLogin', undefined),
    nonce: optionalString('nonce', o['nonce']) || undefined,
    header: resolveTarget('header', o['header'], doc),
    footer: resolveTarget('footer', o['footer'], doc),
    overlays: flag(o, 'overlays', true),
    microApps: Object.freeze(microApps),
    giftPopup: flag(o, 'giftPopup', false),
    serviceWorker: flag(o, 'serviceWorker', pageDefaults.serviceWorker),
    robotsMeta: flag(o, 'robotsMeta', true),
    fingerprint: optionalString('fingerprint', o['fingerprint']) || undefined,
    // No prototype: reading `analytics.collector` must not find a polluted one.
    analytics: Object.freeze(Object.assign(Object.create(null) as AnalyticsOptions, collector ? { collector } : {})),
    onError: onError as ResolvedOptions['onError'],
    signal: signal as AbortSignal | undefined,
    // Resolved against the page once, and read as a folder: `/static/chrome` is `/static/chrome/`.
    assetsBase: assetsBase ? new URL(assetsBase.replace(/\/*$/, '/'), location.href).href : undefined,
  });
}

/** The shared state of the instances (stores/context.ts) from resolved options: every field its own. */
export function contextFrom(o: ResolvedOptions): PageSetup {
  const { header: _h, footer: _f, overlays: _o, serviceWorker: _s, signal: _a, assetsBase: _b, ...shared } = o;
  return shared;
}

/** Options read from the script tag's data attributes (CONTRACT §2), in mount() form. */
export function optionsFromScript(attrs: ScriptAttributes): MountOptions {
  const a = Object.assign(Object.create(null) as ScriptAttributes, attrs);
  const o: Own = {};
  for (const key of ['site', 'lang', 'apiBase', 'page', 'nonce'] as const) if (a[key]) o[key] = a[key];
  if (a.login === '1' || a.login === '0') o['isLogin'] = a.login === '1';
  if (a.giftPopup === '1') o['giftPopup'] = true;
  if (a.sw === '1' || a.sw === '0') o['serviceWorker'] = a.sw === '1';
  return o as MountOptions;
}
