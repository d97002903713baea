import { beforeAll, describe, expect, it } from 'vitest';
import { mountChrome } from './instance';
import { preloadLazyModules } from '../test/preload';
import { $depositOpen, closeDeposit } from '../stores/deposit';

beforeAll(async () => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  await preloadLazyModules();
});

describe("open('deposit')", () => {
  it('opens the deposit chooser in the overlay root; other unbuilt dialogs still refuse', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false });
    expect($depositOpen.get()).toBe(false);
    chrome.open('deposit');
    expect($depositOpen.get()).toBe(true);
    closeDeposit();
    expect(() => chrome.open('fund-password')).toThrow(/not available/);
    chrome.unmount();
  });

  it('refuses without an overlay root, with a message saying why', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    expect(() => chrome.open('deposit')).toThrow(/overlay/);
    chrome.unmount();
  });
});
