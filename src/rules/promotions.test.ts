import { describe, expect, it } from 'vitest';
import { SITES, type SiteKey } from '../config/sites';
import { flagSet, giftCandidate, showsAppBar, switchSiteTarget, type AppBarInput } from './promotions';
import { parseSwitchRecord, SWITCH_SITE_QUIET_MS, switchSiteDue } from '../features/promotions/switch-site-rules';

const main = SITES.main;

describe('app-download bar (compliance-and-dialogs.md §4)', () => {
  const base: AppBarInput = { site: main, phone: true, ukLimit: false, hideAd: null };
  it.each<[string, Partial<AppBarInput>, boolean]>([
    ['main site, phone, not limited, not closed', {}, true],
    ['a desktop', { phone: false }, false],
    ['the Turkey site', { site: SITES.turkey }, false],
    ['the EU site', { site: SITES.eu }, false],
    ['UK-limited', { ukLimit: true }, false],
    ['hidden by the site flag', { site: { key: 'main', hidden: new Set(['download'] as const) } }, false],
    ['closed before (hide_ad 1)', { hideAd: '1' }, false],
    ['closed before (hide_ad true, older writers)', { hideAd: 'true' }, false],
    ['hide_ad empty', { hideAd: '' }, true],
    ['hide_ad 0', { hideAd: '0' }, true],
  ])('%s → %s', (_case, change, shows) => {
    expect(showsAppBar({ ...base, ...change })).toBe(shows);
  });

  it('reads a stored flag as set unless absent, empty, 0 or false', () => {
    expect([null, '', ' ', '0', 'false'].map(flagSet)).toEqual([false, false, false, false, false]);
    expect(['1', 'true', '1767225600000'].map(flagSet)).toEqual([true, true, true]);
  });
});

describe('gift popup audience (§4, §6)', () => {
  const base = { enabled: true, phone: true, loggedOut: true, siteKey: 'main' as SiteKey };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['experiment on, phone, visitor, main', {}, true],
    ['another site than Turkey', { siteKey: 'eu' }, true],
    ['experiment off (the default)', { enabled: false }, false],
    ['a desktop', { phone: false }, false],
    ['logged in', { loggedOut: false }, false],
    ['the Turkey site', { siteKey: 'turkey' }, false],
  ])('%s → %s', (_case, change, shows) => {
    expect(giftCandidate({ ...base, ...change })).toBe(shows);
  });
});

describe('switch-site prompts: the region of the compliance answer against the site', () => {
  it.each<[SiteKey, boolean | null, 'eu' | 'main' | null]>([
    ['main', true, 'eu'], ['main', false, null], ['main', null, null],
    ['eu', false, 'main'], ['eu', true, null], ['eu', null, null],
    ['malta', true, null], ['turkey', false, null], ['uk', true, null],
  ])('site %s, EU visitor %j → %j', (site, eu, target) => {
    expect(switchSiteTarget(site, eu)).toBe(target);
  });

  const T = Date.UTC(2026, 0, 10);
  it.each<[string, unknown, number, boolean]>([
    ['no record', undefined, T, true],
    ['stayed a moment ago', { target: 'eu', timestamp: T }, T + 1000, false],
    ['stayed 7 days minus a second ago', { target: 'eu', timestamp: T }, T + SWITCH_SITE_QUIET_MS - 1000, false],
    ['stayed 7 days ago', { target: 'eu', timestamp: T }, T + SWITCH_SITE_QUIET_MS, true],
    ['stayed when the other site was offered', { target: 'main', timestamp: T }, T + 1000, true],
    ['a record from the future', { target: 'eu', timestamp: T + 5000 }, T, true],
    ['malformed: a string', 'eu', T, true],
    ['malformed: an unknown target', { target: 'mars', timestamp: T }, T + 1000, true],
    ['malformed: no timestamp', { target: 'eu' }, T + 1000, true],
  ])('offering the EU site: %s → %s', (_case, raw, now, due) => {
    expect(switchSiteDue(parseSwitchRecord(raw), 'eu', now)).toBe(due);
  });
});
