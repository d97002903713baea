import { describe, expect, it } from 'vitest';
import { footerFor, targetUrl, type FooterData, type FooterLink } from './index';
import { SITE_CONTACTS } from '../site-contacts';
import { DEFAULT_DOCS, siteDocs } from '../site-docs';
import { UK_LIMITED_FOOTER, visibleFooter, type FooterVisibilityInput } from '../../rules/footer-visibility';
import { SITES, type FooterVariant, type SiteKey } from '../sites';
import type { LanguageCode } from '../languages';
import footerEnglish from '../../i18n/locales/footer/en.json';

const links = (data: FooterData): FooterLink[] => [...data.columns, ...data.coinColumns].flatMap((c) => c.links);
const urls = (data: FooterData): string[] => links(data).map(targetUrl);
const paths = (data: FooterData): string[] => links(data).filter((l) => l.target.kind === 'route').map(targetUrl);
const footer = (site: SiteKey, lang?: LanguageCode) => footerFor(SITES[site], lang ?? SITES[site].defaultLang);

/** Every path site-chrome.md §2 ("Footer links by region") lists, per footer, as site routes. */
const SPEC_ROUTES: Record<Exclude<FooterVariant, 'eu'>, string[]> = {
  global: [
    '/about_us', '/page/careers', '/brand-partnerships', '/user-agreement', '/risk-disclosure', '/privacy-policy',
    '/cookie-policy', '/media-kit', '/proof_of_reserves', '/security', '/gt', '/calendar', '/legal/law-enforcement',
    '/global-conferences', '/ventures',
    '/crypto/buy', '/crypto/sell', '/trade/BTC_USDT', '/futures_center', '/etf', '/nft', '/gatepay', '/mini-app',
    '/gift-card', '/otc', '/charity', '/card', '/shop',
    '/vip', '/suggestions-feedback', '/announcements', '/fee', '/help', '/listing', '/security-audit', '/developers',
    '/officialverify', '/c2c/merchant', '/p2p/merchant', '/referral/affiliate', '/upcoming-event',
    '/learn', '/learn/course', '/learn/glossary', '/price', '/bigdata', '/explore/bitcoin-halving-countdown',
    '/how-to-buy', '/price-prediction', '/converter', '/crypto-wiki',
  ],
  hongkong: ['/trade/BTC_USDT', '/fee', '/help', '/articlelist/ann'],
  turkey: [
    '/about-us', '/myaccount/deposit_fiat', '/myaccount/withdraw_fiat', '/help', '/officialverify', '/announcements',
    '/fee', '/suggestions-feedback', '/learn', '/price',
  ],
  malta: ['/trade/BTC_USDC', '/fee', '/otc', '/help', '/officialverify', '/referral'],
  singapore: ['/page/contacts', '/trade/BTC_USDT', '/fee', '/help', '/announcements'],
  uk: ['/page/contacts', '/trade/BTC_USDT', '/fee', '/help', '/announcements'],
  bahamas: ['/page/contacts', '/trade/BTC_USDT', '/fee', '/help', '/announcements'],
  japan: ['/page/contacts', '/trade/BTC_JPY', '/fee', '/help', '/announcements'],
  uae: ['/fee-schedule'],
  america: ['/page/contacts', '/myaccount/myfunds', '/help', '/fee'],
};

const REGIONS: SiteKey[] = ['main', 'hongkong', 'turkey', 'malta', 'singapore', 'uk', 'bahamas', 'japan', 'uae', 'america'];
const specFor = (site: SiteKey) => SPEC_ROUTES[SITES[site].footer as Exclude<FooterVariant, 'eu'>];

describe('regional footers as data (site-chrome.md §2)', () => {
  it.each(REGIONS)('%s: every route the spec lists is linked', (site) => {
    const have = paths(footer(site));
    expect(specFor(site).filter((p) => !have.includes(p))).toEqual([]);
  });

  it.each(REGIONS)('%s: no route that only other regions list', (site) => {
    const own = new Set(specFor(site));
    const foreign = new Set(REGIONS.flatMap((other) => specFor(other)).filter((p) => !own.has(p)));
    expect(paths(footer(site)).filter((p) => foreign.has(p))).toEqual([]);
  });

  it('global Learn lists the coins, USDT only on the buy list, and converters to USD', () => {
    const have = urls(footer('main'));
    for (const slug of ['gatetoken-gt', 'bitcoin-btc', 'ethereum-eth', 'dogecoin-doge', 'xrp-xrp', 'solana-sol', 'cardano-ada']) {
      expect(have).toContain(`/price/${slug}`);
      expect(have).toContain(`/how-to-buy/${slug}`);
      expect(have).toContain(`/price-prediction/${slug}`);
    }
    expect(have).toContain('/how-to-buy/tether-usdt');
    expect(have).not.toContain('/price/tether-usdt');
    for (const coin of ['gt', 'btc', 'eth', 'doge', 'xrp', 'sol', 'ada']) expect(have).toContain(`/converter/${coin}/usd`);
    // The group licences page and the chain site.
    expect(have).toContain('/legal/group/licenses');
    expect(have.some((u) => /^https:\/\/[^/]*chain/.test(u))).toBe(true);
  });

  it.each([['zh', 'zh-cn'], ['tw', 'zh-tw'], ['en', 'en-us'], ['de', 'en-us']] as const)(
    'the submit-a-request page follows the language (%s → %s)', (lang, locale) => {
      expect(urls(footer('main', lang))).toContain(`https://support.gate.com/hc/${locale}/requests/new`);
    });

  it.each(['zh', 'tw'] as const)('Chinese (%s) sends merchants to /p2p/merchant, never /c2c/merchant', (lang) => {
    const have = paths(footer('main', lang));
    expect(have).toContain('/p2p/merchant');
    expect(have).not.toContain('/c2c/merchant');
    expect(have.filter((p) => p === '/p2p/merchant')).toHaveLength(1);
  });

  it('other languages link both the merchant application and the P2P merchant page', () => {
    const have = paths(footer('main', 'en'));
    expect(have).toContain('/c2c/merchant');
    expect(have).toContain('/p2p/merchant');
  });

  it.each([['zh', 'sc'], ['tw', 'tc'], ['en', 'en']] as const)('Hong Kong documents in %s come from the %s folder', (lang, folder) => {
    const docs = links(footer('hongkong', lang)).filter((l) => l.target.kind === 'doc').map(targetUrl);
    expect(docs).toHaveLength(5);
    for (const name of ['user-agreement', 'privacy-policy', 'trading-rules', 'listing-rules', 'token-event-rules']) {
      expect(docs).toContain(`https://static.gate.hk/legal/${folder}/${name}.pdf`);
    }
  });

  it.each([['tr', 'tr'], ['en', 'en']] as const)('Turkey policies in %s are the %s PDFs', (lang, folder) => {
    const docs = links(footer('turkey', lang)).filter((l) => l.target.kind === 'doc').map(targetUrl);
    expect(docs.length).toBeGreaterThanOrEqual(4);
    expect(docs.every((u) => u.startsWith(`https://static.gate.tr/docs/${folder}/`) && u.endsWith('.pdf'))).toBe(true);
  });

  it('Turkey converts to TRY and has a contact block with phone and address', () => {
    const data = footer('turkey');
    expect(urls(data)).toEqual(expect.arrayContaining(['/converter/btc/try', '/converter/eth/try', '/converter/usdt/try']));
    expect(data.contact?.phone).toBe(SITE_CONTACTS.turkey.support.phone);
    expect(data.contact?.address).toBeTruthy();
    for (const site of REGIONS.filter((s) => s !== 'turkey')) {
      expect(urls(footer(site)).filter((u) => u.endsWith('/try'))).toEqual([]);
      expect(footer(site).contact).toBeUndefined();
    }
  });

  it.each(['singapore', 'uk', 'bahamas', 'japan'] as const)('%s links its agreements under /docs/', (site) => {
    const docs = links(footer(site)).filter((l) => l.target.kind === 'doc').map(targetUrl);
    expect(docs).toContain('/docs/user-agreement.pdf');
    expect(docs.every((u) => u.startsWith('/docs/'))).toBe(true);
    // The restricted-location modal links the same agreement (config/site-docs.ts).
    expect(docs).toContain(siteDocs(site).agreement);
  });

  it('a site without its own documents in the sub-site config gets the default agreement', () => {
    expect(siteDocs('main')).toBe(DEFAULT_DOCS);
    expect(DEFAULT_DOCS.agreement).toBe('/user-agreement');
  });

  it('the United States site\'s terms are its own /docs/agreement.html (compliance §2, "Auth and terms"), not the global site\'s', () => {
    expect(siteDocs('america').agreement).toBe('/docs/agreement.html');
    // Its footer lists no agreement (site-chrome.md §2): the restricted-location modal is where it is linked.
    expect(urls(footer('america'))).not.toContain('/docs/agreement.html');
  });

  it('UAE has policy PDFs and the fee schedule; the United States a mailto support link', () => {
    const uae = links(footer('uae'));
    expect(uae.filter((l) => l.target.kind === 'doc').length).toBeGreaterThanOrEqual(3);
    expect(urls(footer('america'))).toContain(`mailto:${SITE_CONTACTS.america.support.email}`);
  });

  it('Malta links its own pages; EU links the same pages on the Malta site, every one intercepted', () => {
    const malta = links(footer('malta'));
    const eu = links(footer('eu'));
    expect(malta.some((l) => l.intercept)).toBe(false);
    const euSiteLinks = eu.filter((l) => l.target.kind !== 'doc');
    expect(euSiteLinks.length).toBeGreaterThan(0);
    expect(euSiteLinks.every((l) => l.intercept && targetUrl(l).startsWith('https://www.gate.mt/'))).toBe(true);
    for (const path of SPEC_ROUTES.malta) expect(euSiteLinks.map(targetUrl)).toContain(`https://www.gate.mt${path}`);
    // API docs on both, and the legal documents stay readable on the EU site.
    expect(urls(footer('malta')).some((u) => u.includes('/docs/developers/'))).toBe(true);
    expect(eu.filter((l) => l.target.kind === 'doc').every((l) => !l.intercept)).toBe(true);
    expect(footer('malta').disclaimer).toBe('footer.disclaimer.malta');
    expect(footer('eu').disclaimer).toBe('footer.disclaimer.malta');
  });

  it('only Turkey and UAE carry the compliance reminder; only Malta and EU the disclaimer', () => {
    for (const site of [...REGIONS, 'eu', 'testnet'] as SiteKey[]) {
      expect(Boolean(footer(site).reminder), site).toBe(site === 'turkey' || site === 'uae');
      expect(Boolean(footer(site).disclaimer), site).toBe(site === 'malta' || site === 'eu');
    }
  });

  it('every label is an English message and link ids are unique within a footer', () => {
    for (const site of [...REGIONS, 'eu'] as SiteKey[]) {
      const all = links(footer(site));
      expect(new Set(all.map((l) => l.id)).size, site).toBe(all.length);
      for (const label of [...all.map((l) => l.label), ...footer(site).columns.map((c) => c.label)]) {
        expect(label in footerEnglish, label).toBe(true);
      }
    }
  });
});

const input = (site: SiteKey, extra: Partial<FooterVisibilityInput> = {}): FooterVisibilityInput =>
  ({ site: SITES[site], hiddenCodes: [], ukLimit: false, italyLimit: false, ...extra });

describe('footer visibility (site-chrome.md §6)', () => {
  it.each(['singapore', 'bahamas', 'uk', 'japan', 'uae'] as const)('%s shows no social icons', (site) => {
    expect(visibleFooter(footer(site), input(site)).social).toEqual([]);
  });

  it.each(['main', 'turkey', 'hongkong', 'malta', 'eu', 'america'] as const)('%s shows social icons, except to UK-limited users', (site) => {
    expect(visibleFooter(footer(site), input(site)).social.length).toBeGreaterThan(0);
    expect(visibleFooter(footer(site), input(site, { ukLimit: true })).social).toEqual([]);
  });

  it('social links are external https addresses', () => {
    for (const site of ['main', 'turkey', 'hongkong', 'malta', 'america'] as const) {
      expect(footer(site).social.every((s) => s.url.startsWith('https://'))).toBe(true);
    }
  });

  it.each(REGIONS)('Italy-limited users get no link columns on %s', (site) => {
    const view = visibleFooter(footer(site), input(site, { italyLimit: true }));
    expect(view.columns).toEqual([]);
    expect(view.coinColumns).toEqual([]);
  });

  it('UK-limited users lose futures, leveraged ETFs, mini apps and the chain site, and nothing else', () => {
    const ids = (view: ReturnType<typeof visibleFooter>) => view.columns.flatMap((c) => c.links.map((l) => l.id));
    const open = ids(visibleFooter(footer('main'), input('main')));
    const limited = ids(visibleFooter(footer('main'), input('main', { ukLimit: true })));
    expect(open.filter((id) => !limited.includes(id)).sort()).toEqual([...UK_LIMITED_FOOTER].sort());
  });

  it('the download QR block shows on the global site only, and not to limited users', () => {
    for (const site of ['main', ...REGIONS.slice(1), 'eu', 'testnet'] as SiteKey[]) {
      expect(visibleFooter(footer(site), input(site)).showDownload, site).toBe(site === 'main');
    }
    expect(visibleFooter(footer('main'), input('main', { ukLimit: true })).showDownload).toBe(false);
    expect(visibleFooter(footer('main'), input('main', { italyLimit: true })).showDownload).toBe(false);
  });

  it('compliance menu codes hide their links, and a column whose code is listed goes whole', () => {
    const view = visibleFooter(footer('main'), input('main', { hiddenCodes: ['derivatives', 'learn', 'fiat_trade'] }));
    const all = view.columns.flatMap((c) => c.links.map(targetUrl));
    expect(all).not.toContain('/futures_center');
    expect(all).not.toContain('/crypto/buy');
    expect(all).not.toContain('/p2p/merchant');
    expect(view.columns.map((c) => c.id)).not.toContain('learn');
    expect(view.coinColumns).toEqual([]);
  });
});
