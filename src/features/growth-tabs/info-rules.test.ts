import { describe, expect, it } from 'vitest';
import { agencyKind } from './info-rules';

describe('agency types (compliance-and-dialogs.md §3)', () => {
  it.each([
    [0, 'normal'], [1, 'affiliate'], [2, 'agents-direct'], [3, 'partners'], [4, 'partner-direct'], [5, 'normal'], [99, 'normal'],
  ] as const)('%i → %s', (type, kind) => {
    expect(agencyKind(type)).toBe(kind);
  });
});
