import { describe, expect, it } from 'vitest';
import { advance, GATHER_MS } from './dialog-queue';
import { dismiss, enqueue, type Queue, type QueueItem } from './dialog-requests';
import { DIALOG_ORDER, USER_DIALOGS } from './dialog-order';

let id = 0;
/** A request: `name@at`, `!` for one that replaces the dialog on screen. */
const req = (spec: string): QueueItem => {
  const [, name, at, bang] = /^([\w-]+)@(\d+)(!?)$/.exec(spec)!;
  return { id: ++id, name: name!, at: Number(at), replace: bang === '!' };
};
const queue = (showing: string | null, ...waiting: string[]): Queue<QueueItem> => ({ showing: showing ? req(showing) : null, waiting: waiting.map(req) });
const names = (q: Queue<QueueItem>) => ({ showing: q.showing?.name ?? null, waiting: q.waiting.map((w) => w.name) });

describe('the dialog order', () => {
  it('puts compliance first, the visitor\'s dialogs in between and promotions last', () => {
    const at = (name: (typeof DIALOG_ORDER)[number]) => DIALOG_ORDER.indexOf(name);
    expect(at('restricted-location')).toBe(0);
    for (const rule of ['kyc-notice', 'netherlands-notice', 'uzbekistan-notice', 'hongkong-notice', 'turkey-chooser'] as const) expect(at(rule)).toBeLessThan(at('settings'));
    expect(DIALOG_ORDER.slice(-2)).toEqual(['gift-popup', 'app-download']);
    expect(new Set(DIALOG_ORDER).size).toBe(DIALOG_ORDER.length);
    for (const name of USER_DIALOGS) expect(at(name)).toBeGreaterThan(at('turkey-chooser'));
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
