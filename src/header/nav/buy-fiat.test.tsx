import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { render } from '../../test/render';
import { json, mockFetch } from '../../test/fetch-mock';
import { setTestPage } from '../../test/page-setup';
import { SITES } from '../../config/sites';
import { readCookie } from '../../platform/cookies';
import { $buyFiat, BUY_FIAT_COOKIE } from '../../stores/buy-fiat';
import { $payWith } from '../../stores/pay-with';
import { $siteSettings } from '../../stores/site-settings';
import type { VisibilityInput } from '../../rules/menu-visibility';
import { PanelBody } from './MenuPanel';

const INPUT: VisibilityInput = { site: SITES.main, loggedIn: false, hiddenCodes: [], ukLimit: false, italyLimit: false };
const option = (fiat: string) => ({ fiat, bank_transfer: 1, credit_card: 1, p2p: 1 });

beforeEach(() => {
  setTestPage();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Pay-with offers USD, EUR and TRY; the server's default for this visitor is TRY.
  mockFetch((url) => {
    const path = new URL(url).pathname;
    if (path === '/api/web/v1/c2c/buy_crypto_fiat_setting') return json({ code: 0, data: ['USD', 'EUR', 'TRY'].map(option) });
    if (path === '/api/web/v1/site/settings') return json({ code: 0, data: { curr_fiat: 'USD', defaultBuyCryptoFiat: 'TRY' } });
    return json({}, 500);
  });
});
afterEach(() => {
  cleanStores($buyFiat);
  document.cookie = `${BUY_FIAT_COOKIE}=; Max-Age=0; Path=/`;
  document.body.innerHTML = '';
});

/** The Buy Crypto panel once its Pay-with options have arrived; the fiat its Quick Buy link carries. */
async function buyPanel() {
  const view = await render(<PanelBody id="buy" input={INPUT} />);
  const quickBuy = () => view.el.querySelector<HTMLAnchorElement>('a[data-track-target="buy.quick"]');
  const fiat = () => new URL(quickBuy()!.href).searchParams.get('fiat');
  const picker = () => view.el.querySelector<HTMLButtonElement>('button[aria-expanded]');
  const arrived = () => picker() && $payWith.get().loaded && $siteSettings.get().loaded;
  for (let i = 0; i < 200 && !arrived(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  expect($payWith.get().value.map((o) => o.fiat)).toEqual(['USD', 'EUR', 'TRY']);
  return { ...view, fiat, picker };
}

describe('Buy Crypto remembers the Pay-with fiat in the defaultBuyCryptoFiat cookie (site-chrome.md §3)', () => {
  it('without the cookie: the server\'s default', async () => {
    const { fiat, unmount } = await buyPanel();
    expect(fiat()).toBe('TRY');
    await unmount();
  });

  it('reads the cookie when the panel first shows: its fiat is the one shown', async () => {
    document.cookie = `${BUY_FIAT_COOKIE}=EUR; Path=/`;
    const { fiat, picker, unmount } = await buyPanel();
    expect(fiat()).toBe('EUR');
    expect(picker()?.textContent).toContain('EUR');
    await unmount();
  });

  it('writes the fiat the visitor picks, for a year, and shows it', async () => {
    const { el, fiat, picker, unmount } = await buyPanel();
    await act(async () => { picker()!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })); });
    const choice = () => [...el.querySelectorAll('button')].find((b) => b.textContent === 'USD');
    for (let i = 0; i < 200 && !choice(); i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
    const usd = choice()!;
    const lines: string[] = [];
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    await act(async () => { usd.click(); });
    await vi.waitFor(() => expect(readCookie(BUY_FIAT_COOKIE)).toBe('USD'));
    lines.push(...set.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith(`${BUY_FIAT_COOKIE}=USD`)));
    expect(lines).toEqual([expect.stringContaining('Max-Age=31536000')]);
    expect(fiat()).toBe('USD');
    await unmount();
  });
});
