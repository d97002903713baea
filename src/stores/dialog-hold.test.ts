import { afterEach, describe, expect, it } from 'vitest';
import { $dialogs } from './dialogs';
import { holdDialogs, releaseDialogs } from './dialog-hold';

describe('holdDialogs and releaseDialogs: pending while deciding, decided once released (issue 22)', () => {
  afterEach(() => $dialogs.set({ showing: null, waiting: [] }));

  it('a source released is decided; held again, it is pending and no longer decided', () => {
    holdDialogs('notices', 'netherlands-notice');
    expect($dialogs.get().pending).toHaveProperty('notices');
    expect($dialogs.get().decided ?? []).toEqual([]);
    releaseDialogs('notices');
    expect($dialogs.get().pending).toEqual({});
    expect($dialogs.get().decided).toEqual(['notices']);
    holdDialogs('notices', 'netherlands-notice');
    expect($dialogs.get().decided).toEqual([]);
    releaseDialogs('notices');
    releaseDialogs('compliance');
    expect($dialogs.get().decided).toEqual(['notices', 'compliance']);
  });

  it('a second release changes nothing (the store keeps its value)', () => {
    releaseDialogs('compliance');
    const before = $dialogs.get();
    releaseDialogs('compliance');
    expect($dialogs.get()).toBe(before);
  });
});
