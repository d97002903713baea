import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { render } from '../../test/render';

const { withMessages } = await import('../../i18n/catalogs');
// The modal ships in a lazy chunk with the promotions' messages, as the dialog host loads it.
const { default: AppDownloadDialog } = await withMessages('popups', import('./AppDownloadDialog'));
const { setTestPage } = await import('../../test/page-setup');

describe('app-download modal', () => {
  it('links the bonus to its campaign page under the language prefix (compliance §2: /campaigns/gateio-app-download-rewards)', async () => {
    mockFetch((url) => (url.includes('page_download_links')
      ? json({ android: '/download/android', ios: 'https://apps.apple.com/app/id1' })
      : json({ code: 0, data: {} })));
    setTestPage({ lang: 'de' });
    const view = await render(<AppDownloadDialog onClose={() => undefined} />);
    const link = () => [...view.el.querySelectorAll('a')].find((a) => a.getAttribute('data-track-target') === 'rewards');
    // Outside a root the English messages speak (the root loads the page language's catalog).
    expect(link()?.textContent).toBe('Bonus rules and how to claim');
    expect(new URL(link()!.href).pathname).toBe('/de/campaigns/gateio-app-download-rewards');
    await view.unmount();
  });
});
