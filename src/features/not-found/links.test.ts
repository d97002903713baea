import { describe, expect, it } from 'vitest';
import { SITES, type SiteKey } from '../../config/sites';
import type { VisibilityInput } from '../../rules/menu-visibility';
import { DEFAULT_STORIES, HELPFUL_LINKS, shownEntries } from './links';

const input = (site: SiteKey, more: Partial<VisibilityInput> = {}): VisibilityInput => ({
  site: SITES[site], loggedIn: false, hiddenCodes: [], ukLimit: false, italyLimit: false, ...more,
});
const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);
const ALL_LINKS = ['learn', 'blog', 'live', 'nft', 'post', 'price', 'howToBuy'];

describe('404 Helpful links (compliance §2)', () => {
  it.each<[string, VisibilityInput, string[]]>([
    ['main site: all seven, in the spec\'s order', input('main'), ALL_LINKS],
    ['Turkey hides the community pages (moments flag)', input('turkey'), ['learn', 'blog', 'nft', 'price', 'howToBuy']],
    ['EU: no community pages; live is not open there yet anyway', input('eu'), ['learn', 'blog', 'nft', 'price', 'howToBuy']],
    ['compliance hides the NFT page', input('main', { hiddenCodes: ['nft'] }), ['learn', 'blog', 'live', 'post', 'price', 'howToBuy']],
    ['compliance hides learn: learn, blog (its menu code) go', input('main', { hiddenCodes: ['learn'] }), ['live', 'nft', 'post', 'price', 'howToBuy']],
    ['compliance hides market info: the prices page goes', input('main', { hiddenCodes: ['market_info'] }), ['learn', 'blog', 'live', 'nft', 'post', 'howToBuy']],
    ['compliance hides community', input('main', { hiddenCodes: ['community'] }), ['learn', 'blog', 'nft', 'price', 'howToBuy']],
  ])('%s', (_, visibility, expected) => {
    expect(ids(shownEntries(HELPFUL_LINKS, visibility))).toEqual(expected);
  });

  it('a page the EU site has not opened yet is left out there only', () => {
    const upcoming = [{ id: 'soon', label: 'notfound.link.live' as const, route: '/soon', euUpcoming: true }];
    expect(ids(shownEntries(upcoming, input('eu')))).toEqual([]);
    expect(ids(shownEntries(upcoming, input('main')))).toEqual(['soon']);
  });
});

describe('404 default Trending stories (compliance §2)', () => {
  const verified233 = { isSub: false, whiteListShow: false, country: '233', verified: 1, crossMarginUid: 0 };
  it.each<[string, VisibilityInput, string[]]>([
    ['main site: halving countdown, copy trading, ORDI', input('main'), ['halving', 'copyTrading', 'ordi']],
    ['UK limit hides copy trading', input('main', { ukLimit: true }), ['halving', 'ordi']],
    ['Italy limit hides copy trading', input('main', { italyLimit: true }), ['halving', 'ordi']],
    ['a verified country-233 user loses copy trading', input('main', { loggedIn: true, user: verified233 }), ['halving', 'ordi']],
    ['compliance hides learn: the articles go, the countdown stays', input('main', { hiddenCodes: ['learn'] }), ['halving']],
  ])('%s', (_, visibility, expected) => {
    expect(ids(shownEntries(DEFAULT_STORIES, visibility))).toEqual(expected);
  });
});
