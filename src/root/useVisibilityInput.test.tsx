import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { render } from '../test/render';
import { setTestPage } from '../test/page-setup';
import { useVisibilityInput } from './useVisibilityInput';

function Probe() {
  return <p>{useVisibilityInput().hiddenCodes.join(',')}</p>;
}

describe('useVisibilityInput: the codes every menu, the footer and the 404 page hide', () => {
  it('a Copper account (limit.is_copper) hides the NFT entry beside the compliance menu\'s codes (site-chrome.md §6)', async () => {
    mockFetch((url) => (url.includes('/compliance/check')
      ? json({ code: 0, data: { menu: ['derivatives'], limit: { is_copper: 1 } } })
      : json({ code: 0, data: {} })));
    setTestPage({ isLogin: false });
    const view = await render(<Probe />);
    await vi.waitFor(() => expect(view.el.textContent).toBe('derivatives,nft'), { timeout: 5000 });
    await view.unmount();
  });
});
