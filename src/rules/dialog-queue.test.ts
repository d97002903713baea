import { describe, expect, it } from 'vitest';
import { advance, GATHER_MS } from './dialog-queue';
import { dismiss, enqueue, type Queue, type QueueItem } from './dialog-requests';
import { DIALOG_ORDER, USER_DIALOGS, type DialogId } from './dialog-order';
import type { Pending } from './dialog-hold';
import { PENDING_MS } from './pending-time';

let id = 0;
/** A request: `name@at`, `!` for one that replaces the dialog on screen. */
const req = (spec: string): QueueItem => {
  const [, name, at, bang] = /^([\w-]+)@(\d+)(!?)$/.exec(spec)!;
  return { id: ++id, name: name!, at: Number(at), replace: bang === '!' };
};
const queue = (showing: string | null, ...waiting: string[]): Queue<QueueItem> => ({ showing: showing ? req(showing) : null, waiting: waiting.map(req) });
const names = (q: Queue<QueueItem>) => ({ showing: q.showing?.name ?? null, waiting: q.waiting.map((w) => w.name) });

describe('the dialog order', () => {
  // Issue 13: the redirect first (dialog-hold.ts), then restricted location, regional notices,
  // KYC, then the others; the visitor's dialogs between the rules' and the promotions (issue 10).
  const ORDER = [
    'restricted-location', 'state-limit', 'uk-notice',
    'netherlands-notice', 'uzbekistan-notice', 'hongkong-notice', 'regional-toast',
    'kyc-notice', 'compliance-toast', 'turkey-chooser', 'switch-site',
    'settings', 'gift-popup', 'app-download',
  ] as const;
  const at = (name: (typeof DIALOG_ORDER)[number]) => DIALOG_ORDER.indexOf(name);
  for (const [i, name] of ORDER.entries()) {
    if (i === 0) continue;
    it(`${ORDER[i - 1]} goes before ${name}`, () => expect(at(ORDER[i - 1]!)).toBeLessThan(at(name)));
  }

  it('has each dialog once; every visitor\'s dialog sits between the rules\' and the promotions', () => {
    expect(new Set(DIALOG_ORDER).size).toBe(DIALOG_ORDER.length);
    for (const name of USER_DIALOGS) {
      expect(at(name)).toBeGreaterThan(at('switch-site'));
      expect(at(name)).toBeLessThan(at('gift-popup'));
    }
  });
});

describe('advance(queue, now)', () => {
  const T = 1000;
  const rows: { case: string; queue: Queue<QueueItem>; now: number; showing: string | null; waiting: string[]; wakeAt?: number | null }[] = [
    { case: 'nothing asked, nothing shows', queue: queue(null), now: T, showing: null, waiting: [], wakeAt: null },
    { case: 'a visitor\'s dialog shows at once', queue: queue(null, `deposit@${T}`), now: T, showing: 'deposit', waiting: [] },
    { case: 'two visitor dialogs asked together: the first in the order shows, the other waits', queue: queue(null, `deposit@${T}`, `settings@${T}`), now: T, showing: 'settings', waiting: ['deposit'] },
    { case: 'rule dialogs wait for the gathering time', queue: queue(null, `gift-popup@${T}`), now: T + GATHER_MS - 1, showing: null, waiting: ['gift-popup'], wakeAt: T + GATHER_MS },
    { case: 'rule dialogs asked together show in the order, not in the order asked', queue: queue(null, `gift-popup@${T}`, `kyc-notice@${T + 100}`, `restricted-location@${T + 300}`), now: T + GATHER_MS, showing: 'restricted-location', waiting: ['gift-popup', 'kyc-notice'] },
    { case: 'the gathering time counts from the earliest rule request', queue: queue(null, `app-download@${T}`, `uk-notice@${T + 350}`), now: T + GATHER_MS, showing: 'uk-notice', waiting: ['app-download'] },
    { case: 'a visitor\'s dialog does not wait for rule dialogs still gathering', queue: queue(null, `kyc-notice@${T}`, `settings@${T + 10}`), now: T + 10, showing: 'settings', waiting: ['kyc-notice'] },
    { case: 'when both are ready, compliance goes before the visitor\'s dialog', queue: queue(null, `settings@${T}`, `restricted-location@${T}`), now: T + GATHER_MS, showing: 'restricted-location', waiting: ['settings'] },
    { case: 'and the visitor\'s dialog before a promotion', queue: queue(null, `gift-popup@${T}`, `deposit@${T + 500}`), now: T + 500, showing: 'deposit', waiting: ['gift-popup'] },
    { case: 'same rank: the earlier request first', queue: queue(null, `uk-notice@${T + 5}`, `uk-notice@${T}`), now: T + GATHER_MS + 5, showing: 'uk-notice', waiting: ['uk-notice'] },
    { case: 'a dialog on screen stays: a higher one waits (never two stacked)', queue: queue(`gift-popup@${T}`, `restricted-location@${T + 1}`), now: T + 5000, showing: 'gift-popup', waiting: ['restricted-location'], wakeAt: null },
    { case: 'a visitor\'s dialog waits for a rule dialog on screen', queue: queue(`kyc-notice@${T}`, `deposit@${T + 1}`), now: T + 5000, showing: 'kyc-notice', waiting: ['deposit'] },
    { case: 'a dialog asked for by the one on screen takes its place', queue: queue(`settings@${T}`, `language@${T + 1}!`), now: T + 1, showing: 'language', waiting: [] },
  ];
  for (const row of rows) {
    it(row.case, () => {
      const result = advance(row.queue, row.now);
      expect(names(result.queue)).toEqual({ showing: row.showing, waiting: row.waiting });
      if (row.wakeAt !== undefined) expect(result.wakeAt).toBe(row.wakeAt);
    });
  }

  it('returns the same queue when nothing changes (the host stops re-deciding)', () => {
    const q = queue(`settings@${T}`, `deposit@${T}`);
    expect(advance(q, T).queue).toBe(q);
  });
});

describe('advance with sources still deciding (pending)', () => {
  const T = 1000;
  const AFTER = T + GATHER_MS;
  const compliance = (since = T, leaving = false): Pending => ({ first: 'restricted-location', since, leaving });
  const notices = (since = T): Pending => ({ first: 'netherlands-notice', since });
  const rows: { case: string; queue: Queue<QueueItem>; pending: Record<string, Pending>; now: number; showing: string | null; wakeAt?: number | null }[] = [
    { case: 'a lower dialog waits while a source placed before it decides', queue: queue(null, `compliance-toast@${T}`), pending: { notices: notices() }, now: AFTER, showing: null, wakeAt: T + PENDING_MS },
    { case: 'the slow source\'s dialog, once asked, goes first', queue: queue(null, `compliance-toast@${T}`, `netherlands-notice@${T + 3000}`), pending: {}, now: T + 3000, showing: 'netherlands-notice' },
    { case: 'a dialog placed before the deciding source is not held', queue: queue(null, `uk-notice@${T}`), pending: { notices: notices() }, now: AFTER, showing: 'uk-notice' },
    { case: 'the compliance screens deciding hold every rule dialog', queue: queue(null, `kyc-notice@${T}`, `gift-popup@${T}`), pending: { compliance: compliance() }, now: AFTER, showing: null },
    { case: 'a visitor\'s dialog is not held (the control answers at once)', queue: queue(null, `settings@${T}`), pending: { compliance: compliance() }, now: T, showing: 'settings' },
    { case: 'a source that never decides holds until its time-out', queue: queue(null, `gift-popup@${T}`), pending: { compliance: compliance() }, now: T + PENDING_MS - 1, showing: null, wakeAt: T + PENDING_MS },
    { case: 'and no longer after it', queue: queue(null, `gift-popup@${T}`), pending: { compliance: compliance() }, now: T + PENDING_MS, showing: 'gift-popup' },
    { case: 'the time-out counts from the source\'s last step', queue: queue(null, `gift-popup@${T}`), pending: { compliance: compliance(T + 5000) }, now: T + PENDING_MS, showing: null, wakeAt: T + 5000 + PENDING_MS },
    { case: 'the earliest time-out of two sources wakes the queue', queue: queue(null, `gift-popup@${T}`), pending: { compliance: compliance(T + 100), notices: notices(T) }, now: AFTER, showing: null, wakeAt: T + PENDING_MS },
    { case: 'while the redirect is under way no rule dialog shows, with no time-out', queue: queue(null, `kyc-notice@${T}`, `gift-popup@${T}`), pending: { compliance: compliance(T, true) }, now: T + 60_000, showing: null, wakeAt: null },
    { case: 'nor the restricted-location modal', queue: queue(null, `restricted-location@${T}`), pending: { compliance: compliance(T, true) }, now: T + 60_000, showing: null },
    { case: 'a dialog on screen is not pushed away by a source deciding', queue: queue(`gift-popup@${T}`), pending: { compliance: compliance() }, now: AFTER, showing: 'gift-popup', wakeAt: null },
  ];
  for (const row of rows) {
    it(row.case, () => {
      const result = advance({ ...row.queue, pending: row.pending }, row.now);
      expect(result.queue.showing?.name ?? null).toBe(row.showing);
      // The hold stays with the queue when a dialog shows.
      expect(result.queue.pending).toEqual(row.pending);
      if (row.wakeAt !== undefined) expect(result.wakeAt).toBe(row.wakeAt);
    });
  }

  it('each source holds exactly the rule dialogs placed after the first it may ask for', () => {
    const rules = DIALOG_ORDER.filter((n) => !USER_DIALOGS.has(n));
    const shownWith = (p: Pending) => rules.filter((n: DialogId) => advance({ showing: null, waiting: [req(`${n}@${T}`)], pending: { p } }, AFTER).queue.showing);
    expect(shownWith(notices())).toEqual(['restricted-location', 'state-limit', 'uk-notice', 'netherlands-notice']);
    expect(shownWith(compliance())).toEqual(['restricted-location']);
  });
});

describe('advance once the sources that hold have decided (decided: issue 22)', () => {
  const T = 1000;
  const both = ['compliance', 'notices'];
  const rows: { case: string; queue: Queue<QueueItem>; decided: string[]; pending?: Record<string, Pending>; now: number; showing: string | null; wakeAt?: number | null }[] = [
    { case: 'the compliance toast shows as soon as it is asked for when the compliance screens and the notices have decided', queue: queue(null, `compliance-toast@${T}`), decided: both, now: T, showing: 'compliance-toast' },
    { case: 'with the notices not decided (or not started), it waits for the gathering', queue: queue(null, `compliance-toast@${T}`), decided: ['compliance'], now: T + GATHER_MS - 1, showing: null, wakeAt: T + GATHER_MS },
    { case: 'and shows once the gathering ends', queue: queue(null, `compliance-toast@${T}`), decided: ['compliance'], now: T + GATHER_MS, showing: 'compliance-toast' },
    { case: 'a KYC notice behind decided sources shows at once, before the toast asked with it', queue: queue(null, `compliance-toast@${T}`, `kyc-notice@${T}`), decided: both, now: T, showing: 'kyc-notice' },
    { case: 'a decided source that is deciding again (held) holds as before', queue: queue(null, `compliance-toast@${T}`), decided: ['compliance'], pending: { notices: { first: 'netherlands-notice', since: T } }, now: T + GATHER_MS, showing: null },
    { case: 'the Turkey chooser: every rule dialog before it is a decided source\'s', queue: queue(null, `turkey-chooser@${T}`), decided: both, now: T, showing: 'turkey-chooser' },
    { case: 'a promotion waits for the gathering: the switch-site prompt and the chooser come from sources that do not hold', queue: queue(null, `gift-popup@${T}`), decided: both, now: T + GATHER_MS - 1, showing: null, wakeAt: T + GATHER_MS },
    { case: 'the switch-site prompt waits too (the chooser may still come)', queue: queue(null, `switch-site@${T}`), decided: both, now: T, showing: null },
    { case: 'the restricted-location modal: nothing goes before it', queue: queue(null, `restricted-location@${T}`), decided: [], now: T, showing: 'restricted-location' },
  ];
  for (const row of rows) {
    it(row.case, () => {
      const result = advance({ ...row.queue, pending: row.pending ?? {}, decided: row.decided }, row.now);
      expect(result.queue.showing?.name ?? null).toBe(row.showing);
      if (row.wakeAt !== undefined) expect(result.wakeAt).toBe(row.wakeAt);
    });
  }
});

describe('enqueue and dismiss', () => {
  it('a dialog asked for again keeps one place: on screen its props change in place, waiting it moves to the latest', () => {
    const onScreen = enqueue(queue(`language@${1}`), { ...req('language@2'), props: { tab: 'rate' } });
    expect(onScreen.showing).toMatchObject({ name: 'language', at: 1, props: { tab: 'rate' } });
    expect(onScreen.waiting).toEqual([]);
    const waiting = enqueue(queue('kyc-notice@1', 'deposit@1', 'settings@2'), req('deposit@3'));
    expect(names(waiting).waiting).toEqual(['settings', 'deposit']);
  });

  it('dismiss closes the dialog on screen, or drops a waiting one by name', () => {
    expect(names(dismiss(queue('settings@1', 'deposit@1')))).toEqual({ showing: null, waiting: ['deposit'] });
    expect(names(dismiss(queue('settings@1', 'deposit@1'), 'deposit'))).toEqual({ showing: 'settings', waiting: [] });
  });
});
