import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { DEFAULT_COMPLIANCE } from '../../api/defaults';
import type { Compliance } from '../../api/calls/compliance';
import type { Loadable } from '../../stores/fetched';
import { SITES } from '../../config/sites';

const store = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../stores/compliance', async () => {
  const { atom: make } = await import('nanostores');
  const { DEFAULT_COMPLIANCE: initial } = await import('../../api/defaults');
  const $compliance = make({ loaded: false, value: initial });
  store.current = $compliance;
  return { $compliance };
});
const nav = vi.hoisted(() => ({ path: '/', rest: '', navigate: vi.fn(() => true) }));
vi.mock('../../platform/navigation', () => ({
  currentPath: () => nav.path, currentSearchAndHash: () => nav.rest, navigate: nav.navigate,
}));

const answer = (limit: Partial<Compliance['limit']> = {}, rest: Partial<Compliance> = {}): Loadable<Compliance> =>
  ({ loaded: true, value: { ...DEFAULT_COMPLIANCE, ...rest, limit: { ...DEFAULT_COMPLIANCE.limit, ...limit } } });
const TOAST = { content: 'x', textLinks: [], okButton: '', okButtonRouter: '', cancelButton: '' };

beforeEach(() => {
  vi.resetModules();
  nav.path = '/';
  nav.rest = '';
  nav.navigate.mockClear();
});
afterEach(() => vi.doUnmock('./compliance-run'));

/** The gate started, before any answer, with `runComplianceScreens` mocked (it returns whether the page leaves). */
async function startGate(run: (...args: unknown[]) => boolean | void) {
  vi.doMock('./compliance-run', () => ({ runComplianceScreens: run }));
  (await import('../../test/page-setup')).setTestPage();
  const { COMPLIANCE_SCREENS } = await import('./gate');
  const { $dialogs } = await import('../../stores/dialogs');
  const $compliance = store.current as ReturnType<typeof atom<Loadable<Compliance>>>;
  $compliance.set({ loaded: false, value: DEFAULT_COMPLIANCE });
  COMPLIANCE_SCREENS.run();
  return { $compliance, $dialogs };
}

describe('the compliance screens gate', () => {
  it('loads the screens once, and only for an answer that may show one (the page runs the gate once: page-services.test)', async () => {
    const run = vi.fn();
    const { $compliance, $dialogs } = await startGate(run);
    // Deciding: the queue holds the rule dialogs (the run releases them once it has asked).
    expect($dialogs.get().pending?.compliance).toMatchObject({ first: 'restricted-location' });
    $compliance.set(answer({ toastConfig: TOAST }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    // Asked (the run returned false: not leaving): the hold ends.
    expect($dialogs.get().pending?.compliance).toBeUndefined();
    $compliance.set(answer({ limitCountry: 'US' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(run).toHaveBeenCalledOnce();
  });

  it.each([
    ['a business message: the banner\'s bar view, no dialog host', answer({}, { business: [{ code: 'b', title: 'T', content: 'c', okButton: '', cancelButton: '', okButtonRouter: '', textLinks: [], noCloseButton: false }] }), ['bar business-banner']],
    ['an IP-limited menu: the IP-limit bar\'s view', answer({ showComplianceTips: true }, { menu: ['nft'] }), ['bar ip-limit-tips']],
    ['the compliance toast: the dialog host', answer({ toastConfig: TOAST }), ['dialog']],
    ['a blocked country (the restricted-location modal): the dialog host', answer({ blockedCountry: true }), ['dialog']],
  ])('loads what the answer may show beside the screens\' code: %s', async (_name, value, slots) => {
    const loaded: string[] = [];
    (await import('../../platform/feature-gate')).setSlotLoaders({
      bar: async (id) => loaded.push(`bar ${id}`), dialog: async () => loaded.push('dialog'),
    });
    const run = vi.fn();
    const { $compliance } = await startGate(run);
    $compliance.set(value);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(loaded).toEqual(slots);
  });

  it('a plain answer loads nothing', async () => {
    const run = vi.fn();
    const { $compliance, $dialogs } = await startGate(run);
    expect($dialogs.get().pending?.compliance).toBeDefined();
    $compliance.set(answer());
    expect($dialogs.get().pending?.compliance).toBeUndefined();
    // The first answer decides: a later one does not load the screens either.
    $compliance.set(answer({ toastConfig: TOAST }));
    await new Promise((r) => setTimeout(r, 0));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the compliance screens gate and the redirect', () => {
  it('while the page leaves for the tips page, the queue holds every rule dialog with no time-out', async () => {
    const { $compliance, $dialogs } = await startGate(() => true);
    $compliance.set(answer({ limitCountry: 'US' }));
    await vi.waitFor(() => expect($dialogs.get().pending?.compliance).toMatchObject({ first: 'restricted-location', leaving: true }));
  });
});

describe('runComplianceScreens', () => {
  it('redirects to the tips page under the language prefix, through navigate(), and asks for nothing else', async () => {
    const { runComplianceScreens } = await import('./compliance-run');
    const { $dialogs } = await import('../../stores/dialogs');
    const { $bars } = await import('../../stores/bars');
    nav.path = '/zh/futures/USDT/BTC_USDT';
    const setup = (await import('../../test/page-setup')).setTestPage({ lang: 'zh' });
    runComplianceScreens(answer({ limitCountryToast: '1' }, { menu: ['derivatives'] }).value, setup);
    expect(nav.navigate).toHaveBeenCalledWith('/zh/state_compliance_tips', SITES.main.anti);
    expect($dialogs.get().waiting).toEqual([]);
    expect($bars.get()).toEqual([]);
    // The page is leaving: the caller keeps the queue's rule dialogs waiting.
    expect(runComplianceScreens(answer({ limitCountry: 'US' }).value, setup)).toBe(true);
    // A refused navigation is not leaving: the queue is not held for a departure that never comes.
    nav.navigate.mockReturnValueOnce(false);
    expect(runComplianceScreens(answer({ limitCountry: 'US' }).value, setup)).toBe(false);
  });

  it('otherwise shows the bars and asks the queue for the dialogs', async () => {
    const { runComplianceScreens } = await import('./compliance-run');
    const { $dialogs } = await import('../../stores/dialogs');
    const { $bars } = await import('../../stores/bars');
    nav.path = '/futures/USDT/BTC_USDT';
    const setup = (await import('../../test/page-setup')).setTestPage();
    const message = { code: '', content: 'x', title: '', okButton: '', cancelButton: '', okButtonRouter: '', textLinks: [], noCloseButton: false };
    expect(runComplianceScreens(answer({ showComplianceTips: true, toastConfig: TOAST, limitCountryToast: '1' }, { menu: ['derivatives'], business: [message] }).value, setup)).toBe(false);
    expect(nav.navigate).not.toHaveBeenCalled();
    expect($bars.get()).toEqual(['business-banner', 'ip-limit-tips']);
    const asked = [$dialogs.get().showing, ...$dialogs.get().waiting].filter(Boolean).map((r) => r!.name);
    expect(asked.sort()).toEqual(['compliance-toast', 'restricted-location']);
  });
});
