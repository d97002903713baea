import { describe, expect, it, vi } from 'vitest';
import { pressSubmit, SUBMIT_DEBOUNCE_MS } from './submit-debounce-rules';

describe('submit debounce (1.5 s, leading edge)', () => {
  it.each([
    ['the first press', null, 1000, true],
    ['a second press 10 ms later (double click)', 1000, 1010, false],
    ['1499 ms later', 1000, 2499, false],
    ['exactly 1500 ms later', 1000, 2500, true],
    ['much later', 1000, 60_000, true],
    ['a clock set back: not stuck for ever', 5000, 1000, true],
  ] as const)('%s', (_what, last, now, accept) => {
    expect(pressSubmit(last, now)).toEqual({ accept, lastPress: now });
  });

  it('with a fake clock: presses every second keep the gate shut until 1.5 s of quiet', () => {
    vi.useFakeTimers({ now: 0 });
    let last: number | null = null;
    const taken: number[] = [];
    const press = () => {
      const gate = pressSubmit(last, Date.now());
      last = gate.lastPress;
      if (gate.accept) taken.push(Date.now());
    };
    press();
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(1000);
      press();
    }
    vi.advanceTimersByTime(SUBMIT_DEBOUNCE_MS);
    press();
    expect(taken).toEqual([0, 3000 + SUBMIT_DEBOUNCE_MS]);
    vi.useRealTimers();
  });
});
