import { describe, expect, it } from 'vitest';
import { decideReferral, hasReferral, INVITE_ALREADY_BOUND, referralAccepted, referralFromQuery, type CookieWrite, type Referral } from './referral';

const none: Referral = { ref: '', refType: '', channel: '', group: '' };
const r = (ref: string, refType = '', channel = '', group = ''): Referral => ({ ref, refType, channel, group });

/** Cookie writes written out by hand from §5, one table row per rule (values: string = set, null = delete). */
const set = (o: Partial<Record<CookieWrite['name'], string | null>>): CookieWrite[] =>
  (Object.entries(o) as [CookieWrite['name'], string | null][]).map(([name, value]) => ({ name, value }));

type Row = [what: string, link: Referral, stored: Referral, verifyCode: number | null | undefined, expected: ReturnType<typeof decideReferral>];

const ROWS: Row[] = [
  ['no ref in the link: nothing at all', r('', '3', 'ch1', 'g1'), r('OLD', '1', 'c', 'g'), undefined, { kind: 'write', writes: [] }],
  // §5 "channel and group only with both ref and ref_type, else deleted" applies to a referral
  // link (one with ref); without ref the stored channel and group stay (rules/referral.ts, rule 1).
  ['ref_type and ch without ref: not a referral link, the stored channel and group are not deleted', r('', '3', 'tab1', ''),
    r('OLD', '1', 'c', 'g'), undefined, { kind: 'write', writes: [] }],
  ['ch alone (a growth tab\'s link): the stored channel and group are not deleted', r('', '', 'tab1', ''), r('OLD', '1', 'c', 'g'), undefined,
    { kind: 'write', writes: [] }],
  ['same code and type: channel and group only', r('ABC', '3', 'ch2', 'g2'), r('ABC', '3', 'ch1', 'g1'), undefined,
    { kind: 'write', writes: set({ ref_channel: 'ch2', group_id: 'g2' }) }],
  ['same code and type, link without a channel: the old channel is deleted', r('ABC', '3', '', 'g2'), r('ABC', '3', 'ch1', 'g1'), undefined,
    { kind: 'write', writes: set({ ref_channel: null, group_id: 'g2' }) }],
  ['same code, both without a type: channel and group deleted (they need ref_type)', r('ABC', '', 'ch', 'g'), r('ABC', '', 'c', 'x'), undefined,
    { kind: 'write', writes: set({ ref_channel: null, group_id: null }) }],
  ['no earlier ref: new cookies without asking', r('ABC', '3', 'ch', 'g'), none, undefined,
    { kind: 'write', writes: set({ ref_uid: 'ABC', ref_type: '3', ref_channel: 'ch', group_id: 'g' }) }],
  ['no earlier ref, link without ref_type: ref only; type, channel and group deleted', r('ABC', '', 'ch', 'g'), none, undefined,
    { kind: 'write', writes: set({ ref_uid: 'ABC', ref_type: null, ref_channel: null, group_id: null }) }],
  ['an earlier ref with another code: verify first', r('NEW', '3', 'ch', 'g'), r('OLD', '3'), undefined, { kind: 'verify', ref: 'NEW', refType: '3' }],
  ['an earlier ref, same code but another type: verify first', r('ABC', '5'), r('ABC', '3'), undefined, { kind: 'verify', ref: 'ABC', refType: '5' }],
  ['verify code 0: new cookies', r('NEW', '3', 'ch', 'g'), r('OLD', '1', 'c', 'x'), 0,
    { kind: 'write', writes: set({ ref_uid: 'NEW', ref_type: '3', ref_channel: 'ch', group_id: 'g' }) }],
  ['verify code 0, no type in the link: ref, and type/channel/group deleted', r('NEW', '', 'ch', 'g'), r('OLD', '1', 'c', 'x'), 0,
    { kind: 'write', writes: set({ ref_uid: 'NEW', ref_type: null, ref_channel: null, group_id: null }) }],
  ['verify code 10530135: channel and group still refreshed, the old ref stays', r('NEW', '3', 'ch', 'g'), r('OLD', '1', 'c', 'x'), INVITE_ALREADY_BOUND,
    { kind: 'write', writes: set({ ref_channel: 'ch', group_id: 'g' }) }],
  ['verify code 10530135, no type in the link: channel and group deleted', r('NEW', '', 'ch', 'g'), r('OLD', '1', 'c', 'x'), INVITE_ALREADY_BOUND,
    { kind: 'write', writes: set({ ref_channel: null, group_id: null }) }],
  ['any other code: nothing saved', r('NEW', '3', 'ch', 'g'), r('OLD', '1', 'c', 'x'), 1001, { kind: 'write', writes: [] }],
  ['a negative code: nothing saved', r('NEW', '3', 'ch', 'g'), r('OLD', '1'), -1, { kind: 'write', writes: [] }],
  ['no answer (the call\'s default): nothing saved', r('NEW', '3', 'ch', 'g'), r('OLD', '1'), null, { kind: 'write', writes: [] }],
];

describe('referral decision (§5 invite-code rules)', () => {
  it.each(ROWS)('%s', (_what, link, stored, code, expected) => {
    expect(decideReferral(link, stored, code)).toEqual(expected);
  });

  it('a verify answer is only needed when an earlier, different ref exists', () => {
    for (const [, link, stored, code, expected] of ROWS) {
      if (code !== undefined) continue;
      const asks = expected.kind === 'verify';
      expect(asks).toBe(Boolean(link.ref && stored.ref && (stored.ref !== link.ref || stored.refType !== link.refType)));
    }
  });
});

describe('referral parameters of a URL', () => {
  it.each([
    ['?ref=ABC&ref_type=3&ch=tab1&group_id=77', r('ABC', '3', 'tab1', '77')],
    ['?ref=ABC&ref_type=3&ref_channel=c1&ch=tab1&group=9', r('ABC', '3', 'c1', '9')],
    ['?ref=ABC&channel=x', r('ABC', '', 'x', '')],
    ['?ref_type=3&ch=x', r('', '3', 'x', '')],
    ['?ref=%3Cscript%3E&ref_type=3', r('', '3', '', '')],
    ['?ref=a;b', r('', '', '', '')],
    [`?ref=${'A'.repeat(129)}`, r('', '', '', '')],
    ['?ref=&ref=ABC', r('ABC', '', '', '')],
    ['', none],
  ])('%s', (search, expected) => {
    expect(referralFromQuery(search)).toEqual(expected);
  });

  it('hasReferral: only a usable ref counts', () => {
    expect(hasReferral('?ref=ABC')).toBe(true);
    expect(hasReferral('?ref_type=3&ch=x')).toBe(false);
    expect(hasReferral('?ref=')).toBe(false);
  });
});

describe('referralAccepted: the sign-up query follows the cookies\' decision (issue 20)', () => {
  // Each row runs the cookie rule itself, so the sign-up query cannot drift from it.
  it.each<[string, Referral, Referral, number | null | undefined, 'new' | 'same' | null]>([
    ['no earlier ref: the link\'s is new', r('A', '3'), none, undefined, 'new'],
    ['an earlier ref, verify code 0: new', r('NEW', '3'), r('OLD', '1'), 0, 'new'],
    ['an earlier ref, already bound: the earlier one stays', r('NEW', '3'), r('OLD', '1'), INVITE_ALREADY_BOUND, null],
    ['an earlier ref, another code: refused', r('NEW', '3'), r('OLD', '1'), 1001, null],
    ['an earlier ref, no answer: refused', r('NEW', '3'), r('OLD', '1'), null, null],
    ['an earlier ref, not verified yet: not accepted', r('NEW', '3'), r('OLD', '1'), undefined, null],
    ['the same code and type: same', r('A', '3', 'ch'), r('A', '3'), undefined, 'same'],
    ['no ref in the link: nothing', r('', '3', 'ch'), r('OLD', '1'), undefined, null],
  ])('%s', (_name, link, stored, code, expected) => {
    expect(referralAccepted(link, stored, decideReferral(link, stored, code))).toBe(expected);
  });
});
