import { findSite, SITE_KEYS, type SiteConfig, type SiteId, type SiteKey } from '../config/sites';
import { isLanguageCode, languageFromPath, LANGUAGE_CODES, type LanguageCode } from '../config/languages';
import { describeValue, SiteChromeError } from './errors';

/** Where a root goes: a CSS selector, an element, or `false` for none. */
export type MountTarget = string | Element | false;

export interface MicroApps {
  /** ES module URLs, each exporting `mount(el, props)` and `unmount()`. */
  login?: string;
  search?: string;
  chatroom?: string;
  transfer?: string;
}

/** Options of `SiteChrome.mount()` (CONTRACT §3); every field is optional. */
export interface MountOptions {
  /** Site key or numeric id. @default 'main' */
  site?: SiteKey | SiteId | `${SiteId}`;
  /** Language code. @default the language prefix of the current path, else the site's default language */
  lang?: LanguageCode;
  /** Prefix put before every call path. @default '' (same origin) */
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
}

/** A target after validation: an element, `'auto'` (find or create the slot) or none. */
export type ResolvedTarget = Element | 'auto' | null;

export interface ResolvedOptions {
  site: SiteConfig;
  lang: LanguageCode;
  apiBase: string;
  page: string;
  isLogin: boolean | undefined;
  nonce: string | undefined;
  header: ResolvedTarget;
  footer: ResolvedTarget;
  overlays: boolean;
  microApps: MicroApps;
}

const KNOWN_KEYS = new Set(['site', 'lang', 'apiBase', 'page', 'isLogin', 'nonce', 'header', 'footer', 'overlays', 'microApps']);
const MICRO_APPS = ['login', 'search', 'chatroom', 'transfer'] as const;

function fail(option: string, value: unknown, expected: string): never {
  throw new SiteChromeError('INVALID_OPTION', `option "${option}" has the bad value ${describeValue(value)}: ${expected}`);
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

function resolveTarget(option: 'header' | 'footer', value: unknown, doc: Document): ResolvedTarget {
  if (value === undefined || value === true) return 'auto';
  if (value === false || value === null) return null;
  if (typeof value === 'string') {
    let found: Element | null;
    try {
      found = doc.querySelector(value);
    } catch {
      return fail(option, value, 'not a valid CSS selector');
    }
    if (!found) throw new SiteChromeError('TARGET_NOT_FOUND', `option "${option}": the selector ${describeValue(value)} matches no element`);
    return found;
  }
  if (typeof value === 'object' && value !== null && (value as Node).nodeType === 1) return value as Element;
  throw new SiteChromeError('INVALID_TARGET', `option "${option}" has the bad value ${describeValue(value)}: give a CSS selector, an element or false`);
}

function optionalString(option: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(option, value, 'expected a string');
  return value;
}

/** Validates and defaults mount options; the only place defaults live. Throws SiteChromeError. */
export function resolveOptions(input: unknown, doc: Document = document, pathname = location.pathname): ResolvedOptions {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new SiteChromeError('INVALID_OPTION', `mount() takes an options object, not ${describeValue(input)}`);
  }
  const o = input as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KNOWN_KEYS.has(key)) fail(key, o[key], `unknown option; known options are ${[...KNOWN_KEYS].join(', ')}`);
  }
  const site = resolveSite(o['site']);
  const apiBase = (optionalString('apiBase', o['apiBase']) ?? '').replace(/\/+$/, '');
  if (apiBase && !/^(https?:\/\/[^/]+|\/)/i.test(apiBase)) fail('apiBase', apiBase, 'use a path ("/api-proxy") or an http(s) origin');
  const isLogin = o['isLogin'];
  if (isLogin !== undefined && typeof isLogin !== 'boolean') fail('isLogin', isLogin, 'expected true or false');
  const overlays = o['overlays'];
  if (overlays !== undefined && typeof overlays !== 'boolean') fail('overlays', overlays, 'expected true or false');
  const micro = o['microApps'] ?? {};
  if (typeof micro !== 'object' || micro === null) fail('microApps', micro, 'expected an object of module URLs');
  const microApps: MicroApps = {};
  for (const [name, url] of Object.entries(micro)) {
    if (!(MICRO_APPS as readonly string[]).includes(name)) fail(`microApps.${name}`, url, `known micro-apps are ${MICRO_APPS.join(', ')}`);
    const s = optionalString(`microApps.${name}`, url);
    if (s) microApps[name as (typeof MICRO_APPS)[number]] = s;
  }
  const page = optionalString('page', o['page']) || 'home';
  return {
    site,
    lang: resolveLang(o['lang'], site, pathname),
    apiBase,
    page: page === 'home' ? 'index' : page,
    isLogin: isLogin as boolean | undefined,
    nonce: optionalString('nonce', o['nonce']) || undefined,
    header: resolveTarget('header', o['header'], doc),
    footer: resolveTarget('footer', o['footer'], doc),
    overlays: overlays !== false,
    microApps,
  };
}

/** Options read from the script tag's data attributes (CONTRACT §2), in mount() form. */
export function optionsFromScript(attrs: Record<string, string | undefined>): MountOptions {
  const o: Record<string, unknown> = {};
  if (attrs['site']) o['site'] = attrs['site'];
  if (attrs['lang']) o['lang'] = attrs['lang'];
  if (attrs['apiBase']) o['apiBase'] = attrs['apiBase'];
  if (attrs['page']) o['page'] = attrs['page'];
  if (attrs['login'] === '1') o['isLogin'] = true;
  else if (attrs['login'] === '0') o['isLogin'] = false;
  if (attrs['nonce']) o['nonce'] = attrs['nonce'];
  return o as MountOptions;
}
