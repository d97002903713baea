import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { json, mockFetch } from '../../test/fetch-mock';
import { setTestPage } from '../../test/page-setup';
import FrequencyDialog from './FrequencyDialog';

afterEach(() => { document.body.innerHTML = ''; });

describe('the frequency dialog links the Google Authenticator page (compliance §2 /myaccount/totp)', () => {
  it.each([['en', '/myaccount/totp'], ['zh', '/zh/myaccount/totp']] as const)('in %s: %s, under the code field', async (lang, path) => {
    setTestPage({ lang });
    mockFetch(() => json({ code: 0, data: { frequency: 1 } }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { el, unmount } = await render(<FrequencyDialog asked={{}} onClose={() => undefined} />);
    const link = el.querySelector<HTMLAnchorElement>(`a[href="${window.location.origin}${path}"]`);
    expect(link).not.toBeNull();
    // After the code field, before Confirm: where a user without the code looks.
    const code = el.querySelector('input[autocomplete="one-time-code"]')!;
    expect(code.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link!.compareDocumentPosition(el.querySelector('button[type="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await unmount();
  });
});
