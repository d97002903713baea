import { describe, expect, it } from 'vitest';
import { SITES, type HiddenFlag, type SiteConfig, type SiteKey } from '../../config/sites';
import { floatingMenuItems, REWARDS_ROUTE, SUPPORT_ROUTE, type FloatingMenuInput } from './rules';

const input = (site: SiteKey | SiteConfig, over: Partial<FloatingMenuInput> = {}): FloatingMenuInput => ({
  site: typeof site === 'string' ? SITES[site] : site, hiddenCodes: [], ukLimit: false, italyLimit: false, ...over,
});
const ids = (i: FloatingMenuInput) => floatingMenuItems(i).map((item) => item.id);
const withFlags = (key: SiteKey, ...flags: HiddenFlag[]): SiteConfig => ({ ...SITES[key], hidden: new Set([...SITES[key].hidden, ...flags]) });

describe('floatingMenuItems: what the floating footer menu holds (compliance §6)', () => {
  it('the main site: the gift box, the app, customer support, Back to top, with their routes', () => {
    expect(floatingMenuItems(input('main'))).toEqual([
      { id: 'gift', route: REWARDS_ROUTE },
      { id: 'app', route: '/appdownload?pos=float' },
      { id: 'support', route: SUPPORT_ROUTE },
      { id: 'top' },
    ]);
    expect(SUPPORT_ROUTE).toBe('/groupchat/call_service?platform=web');
    expect(REWARDS_ROUTE).toBe('/rewards_hub');
  });

  it.each([
    ['Turkey hides the gift box; its app page is /mobileapp', input('turkey'), ['app', 'support', 'top']],
    ['Turkey hides it whatever its flags say', input({ ...SITES.turkey, hidden: new Set() }), ['app', 'support', 'top']],
    ['the gift box follows the rewards hub entry: the giveaways flag', input(withFlags('main', 'giveaways')), ['app', 'support', 'top']],
    ['… and the upcoming_event code', input('main', { hiddenCodes: ['upcoming_event'] }), ['app', 'support', 'top']],
    ['Bahamas keeps the gift box', input('bahamas'), ['gift', 'app', 'support', 'top']],
    ['the United States site: no app download (§5), no gift box (giveaways)', input('america'), ['support', 'top']],
    ['a UK-limited visitor: no app download', input('main', { ukLimit: true }), ['gift', 'support', 'top']],
    ['an Italy-limited visitor: no app download', input('main', { italyLimit: true }), ['gift', 'support', 'top']],
    ['the help flag hides customer support', input(withFlags('main', 'help')), ['gift', 'app', 'top']],
    ['the help_center code hides it too', input('main', { hiddenCodes: ['help_center'] }), ['gift', 'app', 'top']],
    ['testnet: no download (its flag)', input('testnet'), ['gift', 'support', 'top']],
  ])('%s', (_name, given, expected) => {
    expect(ids(given)).toEqual(expected);
  });

  it('Turkey\'s app entry leads to its own download page', () => {
    expect(floatingMenuItems(input('turkey')).find((i) => i.id === 'app')?.route).toBe('/mobileapp?pos=float');
  });
});
