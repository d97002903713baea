import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache } from '../client';
import { json, mockFetch } from '../../test/fetch-mock';
import { getFooterTip } from './footer-tip';

describe('getFooterTip: the path depends on the site (CONTRACT §4)', () => {
  afterEach(() => {
    clearRequestCache();
    vi.unstubAllGlobals();
  });

  it.each([
    [0, '/api/web/v1/kyc/footerTipsCheck'], [177, '/api/web/v1/kyc/footerTipsCheck'], [182, '/api/web/v1/kyc/footerTipsCheck'],
    [71, '/json_svr/footer_tips_check'], [106, '/json_svr/footer_tips_check'], [777, '/json_svr/footer_tips_check'],
  ])('site %s asks %s', async (siteId, path) => {
    const calls = mockFetch(() => json({ resMsg: { code: 0 }, datas: [{ content: 'Verify', link: '/myaccount/kyc_home' }] }));
    await expect(getFooterTip({ apiBase: '', lang: 'en', siteId })).resolves.toEqual({ content: 'Verify', link: '/myaccount/kyc_home', level: 0 });
    expect(new URL(calls[0]!.url, 'http://x').pathname).toBe(path);
  });

  it('a non-zero code is the empty tip', async () => {
    mockFetch(() => json({ resMsg: { code: 1 }, datas: [{ content: 'Verify' }] }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getFooterTip({ apiBase: '', lang: 'en', siteId: 0 })).resolves.toBeNull();
  });
});
