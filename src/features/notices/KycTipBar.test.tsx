import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withMessages } from '../../i18n/catalogs';
import { $kycTip } from './kyc-notices';
import { render } from '../../test/render';
import { setTestPage } from '../../test/page-setup';
import KycTipBar from './KycTipBar';

beforeAll(async () => {
  setTestPage();
  await withMessages('kyc', Promise.resolve());
});
afterEach(() => {
  $kycTip.set(null);
  document.body.innerHTML = '';
});

describe('KYC tip bar link (the URL guard)', () => {
  it.each([
    // Relative links come out absolute on the page's origin: a host <base href> cannot move them.
    ['/myaccount/kyc_home', `${window.location.origin}/myaccount/kyc_home`],
    ['myaccount/kyc_home', new URL('myaccount/kyc_home', window.location.href).href],
    ['https://www.gate.com/kyc', 'https://www.gate.com/kyc'],
    ['https://evil.example/kyc', null], ['javascript:alert(1)', null],
    // No link from the server: the KYC2 page, the bar being for users without KYC2 (compliance §2).
    ['', `${window.location.origin}/myaccount/kyc2`], ['  ', `${window.location.origin}/myaccount/kyc2`],
  ])('%j → %j', async (link, href) => {
    $kycTip.set({ content: 'Complete identity verification', link, level: 0 });
    const { el, unmount } = await render(<KycTipBar onClose={() => undefined} />);
    expect(el.querySelector('a')?.getAttribute('href') ?? null).toBe(href);
    await unmount();
  });
});
