import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../config/time';
import { SITES } from '../config/sites';
import { authorizeLoginUrl, signupRoute } from './signup';
import { liveSignupQuery, SIGNUP_QUERY_MAX_AGE_MS, signupQueryToKeep, signupQueryToSave, type SignupRecord } from './signup-query';

describe('stored sign-up query', () => {
  it('keeps campaign parameters from any landing, referral ones only for an accepted referral, never invite_code', () => {
    expect(signupQueryToKeep('?ref=ABC&ref_type=103&utm_source=x&tab=spot', true)).toBe('ref=ABC&ref_type=103&utm_source=x');
    expect(signupQueryToKeep('?ref=ABC&ref_type=103&utm_source=x&tab=spot', false)).toBe('utm_source=x');
    expect(signupQueryToKeep('?ref=ABC&invite_code=EVIL&ch=tab', true)).toBe('ref=ABC&ch=tab');
    expect(signupQueryToKeep('?tab=spot', true)).toBeNull();
    expect(signupQueryToKeep('', false)).toBeNull();
  });
  it('appends it to /signup', () => {
    expect(signupRoute('ref=ABC')).toBe('/signup?ref=ABC');
    expect(signupRoute(null)).toBe('/signup');
  });
});

describe('Log In on the testnet: its separate authorize-login URL (site-chrome.md §2)', () => {
  it.each<[string, Parameters<typeof authorizeLoginUrl>, string | null]>([
    ['the testnet, English (the default: no prefix)', ['testnet', 'en'], 'https://www.gate.com/authorize-login'],
    ['the testnet, Chinese', ['testnet', 'zh'], 'https://www.gate.com/zh/authorize-login'],
    ['the main site logs in on its own /login', ['main', 'en'], null],
    ['so does every other site', ['turkey', 'tr'], null],
    ['and the EU site', ['eu', 'en-eu'], null],
  ])('%s → %s', (_name, args, url) => {
    expect(authorizeLoginUrl(...args)).toBe(url);
  });
  it('the testnet speaks only languages of the main site, whose prefixes the URL takes', () => {
    expect(SITES.testnet.languages.filter((lang) => !SITES.main.languages.includes(lang))).toEqual([]);
    expect(SITES.testnet.defaultLang).toBe(SITES.main.defaultLang);
  });
});

describe('liveSignupQuery: 14 days from when it was saved, like the referral cookies (issue 20)', () => {
  // A fake clock: the rule takes `now`.
  const SAVED = Date.UTC(2026, 10, 1, 12);
  const at = (ms: number) => String(ms);
  it.each<[string, SignupRecord, string, number, string | null]>([
    ['just saved', { query: 'ref=A', savedAt: at(SAVED) }, 'A', SAVED, 'ref=A'],
    ['13 days later', { query: 'ref=A', savedAt: at(SAVED) }, 'A', SAVED + 13 * DAY_MS, 'ref=A'],
    ['a millisecond before 14 days', { query: 'ref=A', savedAt: at(SAVED) }, '', SAVED + SIGNUP_QUERY_MAX_AGE_MS - 1, 'ref=A'],
    ['at 14 days: expired', { query: 'ref=A', savedAt: at(SAVED) }, 'A', SAVED + SIGNUP_QUERY_MAX_AGE_MS, null],
    ['a year later', { query: 'utm_source=x', savedAt: at(SAVED) }, '', SAVED + 365 * DAY_MS, null],
    ['saved in the future: not trusted', { query: 'ref=A', savedAt: at(SAVED + DAY_MS) }, 'A', SAVED, null],
    ['a time that is not a number', { query: 'ref=A', savedAt: 'soon' }, 'A', SAVED, null],
    ['a negative time', { query: 'ref=A', savedAt: '-1' }, 'A', SAVED, null],
    ['no query', { query: null, savedAt: at(SAVED) }, '', SAVED, null],
    ['an empty query', { query: '', savedAt: at(SAVED) }, '', SAVED, null],
    ['an old record without a time: used while ref_uid holds its code', { query: 'ref=A&ref_type=3', savedAt: null }, 'A', SAVED, 'ref=A&ref_type=3'],
    ['an old record without a time: not once ref_uid has gone', { query: 'ref=A', savedAt: null }, '', SAVED, null],
    ['an old record without a time: not for another code', { query: 'ref=EVIL', savedAt: null }, 'A', SAVED, null],
    ['an old campaign-only record without a time and no referral: used', { query: 'utm_source=x', savedAt: null }, '', SAVED, 'utm_source=x'],
  ])('%s', (_name, record, cookieRef, now, expected) => {
    expect(liveSignupQuery(record, cookieRef, now)).toBe(expected);
  });
});

describe('signupQueryToSave: the referral part only as the cookies\' rule accepted it (issue 20)', () => {
  it.each<[string, string, 'new' | 'same' | null, string | null, string | null]>([
    ['an accepted new referral replaces the record', '?ref=NEW&ref_type=3&utm_source=x', 'new', 'ref=OLD', 'ref=NEW&ref_type=3&utm_source=x'],
    ['a refused referral (verify failed, or already bound) leaves a record with a referral', '?ref=EVIL&utm_source=x', null, 'ref=OLD', null],
    ['a refused referral over a record without one: its campaign only', '?ref=EVIL&utm_source=x', null, 'utm_medium=y', 'utm_source=x'],
    ['a refused referral with no campaign: nothing', '?ref=EVIL', null, null, null],
    ['the same code as the cookies, record holds it: kept as it is', '?ref=A&ch=new', 'same', 'ref=A&ch=old', null],
    ['the same code as the cookies, no live record: written', '?ref=A&ch=new', 'same', null, 'ref=A&ch=new'],
    ['no ref, a campaign, no live record: saved', '?utm_source=x&tab=1', null, null, 'utm_source=x'],
    ['no ref, a campaign: never over a referral', '?utm_source=x', null, 'ref=A', null],
    ['no ref, an invite_code: never kept', '?invite_code=EVIL', null, null, null],
    ['no ref, a ref_type alone: not kept', '?ref_type=3&group_id=9', null, null, null],
  ])('%s', (_name, search, accepted, live, expected) => {
    expect(signupQueryToSave(search, accepted, live)).toBe(expected);
  });
});
