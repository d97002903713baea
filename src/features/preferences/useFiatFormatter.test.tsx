import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useFiatEquivalent, useFiatFormatter } from './fiat';
import { $fiatCookie } from '../../stores/preferences';
import { $siteSettings } from '../../stores/site-settings';
import { setTestPage } from '../../test/page-setup';
import { DEFAULT_SITE_SETTINGS } from '../../api/defaults';

globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));

function Price({ usd }: { usd: number }) {
  const format = useFiatFormatter();
  return <span>{format(usd)}</span>;
}

function Equivalent({ usd }: { usd: number }) {
  const inFiat = useFiatEquivalent();
  return <span>{inFiat(usd) ?? 'none'}</span>;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('useFiatFormatter', () => {
  it('shows USD amounts in the chosen fiat with its symbol, and follows a change', async () => {
    setTestPage({ lang: 'de', apiBase: 'http://127.0.0.1:1', isLogin: false });
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    await act(async () => { root.render(<Price usd={1000} />); });
    // The settings call answers (or fails) after the first render; the loaded value wins.
    await act(async () => {
      ($siteSettings as unknown as { set: (v: unknown) => void }).set({
        loaded: true,
        value: { ...DEFAULT_SITE_SETTINGS, fiatList: { EUR: { fiat: 'EUR', symbol: '€' } }, rates: { EUR: 0.9 } },
      });
      $fiatCookie.set('EUR');
    });
    expect(el.textContent).toBe('€900,00');
    await act(async () => { $fiatCookie.set('USD'); });
    expect(el.textContent).toBe('$1.000,00');
    root.unmount();
  });
});

describe('useFiatEquivalent', () => {
  it('gives the chosen fiat beside a USD figure, and nothing for USD or a fiat without a rate', async () => {
    setTestPage({ apiBase: 'http://127.0.0.1:1', isLogin: false });
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    await act(async () => {
      ($siteSettings as unknown as { set: (v: unknown) => void }).set({
        loaded: true,
        value: { ...DEFAULT_SITE_SETTINGS, fiatList: { EUR: { fiat: 'EUR', symbol: '€' }, TRY: { fiat: 'TRY', symbol: '₺' } }, rates: { EUR: 0.5 } },
      });
      $fiatCookie.set('EUR');
    });
    await act(async () => { root.render(<Equivalent usd={10} />); });
    expect(el.textContent).toBe('≈ €5.00');
    await act(async () => { $fiatCookie.set('USD'); });
    expect(el.textContent).toBe('none');
    await act(async () => { $fiatCookie.set('TRY'); });
    expect(el.textContent).toBe('none');
    root.unmount();
  });
});
