import { describe, expect, it } from 'vitest';
import { footerFor, type FooterData } from '../config/footers';
import { SITES, type HiddenFlag, type SiteConfig } from '../config/sites';
import { hiddenMenuCodes } from './menu-visibility';
import { showsFooterSignup, visibleFooter, type FooterVisibilityInput } from './footer-visibility';

const withFlags = (site: SiteConfig, ...flags: HiddenFlag[]): SiteConfig => ({ ...site, hidden: new Set([...site.hidden, ...flags]) });
const ids = (data: { columns: FooterData['columns'] }) => data.columns.flatMap((c) => c.links.map((l) => l.id));

describe('showsFooterSignup: the footer\'s sign-up call to action (compliance §3 "footer signup" flag)', () => {
  it.each([
    ['a visitor on the main site', 'out', SITES.main, true],
    ['while the login state is unknown: nothing (no flash)', 'loading', SITES.main, false],
    ['a logged-in user', 'in', SITES.main, false],
    ['a site with the footerSignup flag', 'out', withFlags(SITES.main, 'footerSignup'), false],
    ['the flag leaves the header\'s Sign Up alone: the signup flag hides both', 'out', withFlags(SITES.main, 'signup'), false],
    ['the register flag', 'out', withFlags(SITES.turkey, 'register'), false],
    ['testnet (no registration)', 'out', SITES.testnet, false],
    ['another regional site', 'out', SITES.turkey, true],
  ] as const)('%s: %s', (_name, status, site, shown) => {
    expect(showsFooterSignup(status, site)).toBe(shown);
  });
});

describe('the NFT entry of the footer and the further flag case (site-chrome.md §6)', () => {
  const data = footerFor(SITES.main, 'en');
  const input = (hiddenCodes: readonly string[]): FooterVisibilityInput => ({ site: SITES.main, hiddenCodes, ukLimit: false, italyLimit: false });
  const limit = (isCopper: boolean) => ({ isCopper });

  it('shows for a plain answer', () => {
    expect(ids(visibleFooter(data, input(hiddenMenuCodes({ menu: [], limit: limit(false) }))))).toContain('products.nft');
  });

  it('is hidden by the compliance menu code', () => {
    expect(ids(visibleFooter(data, input(hiddenMenuCodes({ menu: ['nft'], limit: limit(false) }))))).not.toContain('products.nft');
  });

  it('is hidden for a Copper account (is_copper), the rest of the column stays', () => {
    const view = visibleFooter(data, input(hiddenMenuCodes({ menu: [], limit: limit(true) })));
    expect(ids(view)).not.toContain('products.nft');
    expect(ids(view)).toContain('products.spot');
  });
});
