import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { WritableAtom } from 'nanostores';
import type { Loadable } from '../stores/fetched';
import type { Compliance } from '../api/calls/compliance';
import { PENDING_MS } from '../rules/pending-time';

// The compliance answer as a plain store: the real one asks the API when it is first watched.
vi.mock('../stores/compliance', async () => {
  const { atom } = await import('nanostores');
  const { DEFAULT_COMPLIANCE } = await import('../api/defaults');
  return { $compliance: atom({ loaded: false, value: DEFAULT_COMPLIANCE }) };
});
const { $compliance } = (await import('../stores/compliance')) as unknown as { $compliance: WritableAtom<Loadable<Compliance>> };
const { $dialogs } = await import('../stores/dialogs');
const { useComplianceDecided } = await import('./BarHost');

let root: Root;
let seen: boolean[];
function Probe() {
  seen.push(useComplianceDecided());
  return null;
}
const last = () => seen.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  seen = [];
  $compliance.set({ loaded: false, value: $compliance.get().value });
  $dialogs.set({ showing: null, waiting: [] });
  root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useComplianceDecided: when the page bars may show under the compliance screens\' banner', () => {
  it('once the screens have decided, for good: their chunk retried (held again) hides no bar on screen', () => {
    expect(last()).toBe(false);
    act(() => $compliance.set({ ...$compliance.get(), loaded: true }));
    expect(last()).toBe(false);
    act(() => $dialogs.set({ ...$dialogs.get(), decided: ['compliance'] }));
    expect(last()).toBe(true);
    act(() => $dialogs.set({ ...$dialogs.get(), decided: [] }));
    expect(last()).toBe(true);
  });

  it('a screens\' chunk that stalls holds the bars as long as it holds the dialogs (PENDING_MS), counted from the answer', () => {
    act(() => { vi.advanceTimersByTime(PENDING_MS * 2); });
    expect(last()).toBe(false);
    act(() => $compliance.set({ ...$compliance.get(), loaded: true }));
    act(() => { vi.advanceTimersByTime(PENDING_MS - 1); });
    expect(last()).toBe(false);
    act(() => { vi.advanceTimersByTime(1); });
    expect(last()).toBe(true);
  });
});
