import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

const nav = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('../../platform/navigation', () => ({ navigate: nav.navigate, reloadPage: vi.fn(), currentPath: () => '/de/fee', currentSearchAndHash: () => '' }));

const { withMessages } = await import('../../i18n/catalogs');
// The dialog ships in a lazy chunk with the settings messages, as the footer loads it.
const { TurkeyConfirmDialog } = await withMessages('settings', import('./TurkeyConfirmDialog'));
const { setTestPage } = await import('../../test/page-setup');

describe('Turkey redirect confirm modal', () => {
  it('is a named dialog offering to stay global in Turkish or go to the Turkey site', async () => {
    setTestPage({ lang: 'de', isLogin: false });
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    const onClose = vi.fn();
    await act(async () => { root.render(<TurkeyConfirmDialog open onClose={onClose} />); });
    const dialog = el.querySelector('dialog');
    const title = dialog && el.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`);
    expect(title?.textContent).toBe('Continue in Turkish');
    const buttons = [...el.querySelectorAll('button')];
    const byText = (text: string) => buttons.find((b) => b.textContent === text || b.getAttribute('aria-label') === text);
    act(() => { byText('Stay on the global site')?.click(); });
    await vi.waitFor(() => expect(nav.navigate).toHaveBeenLastCalledWith('/tr/fee', expect.any(Array)));
    act(() => { byText('Go to Gate.TR')?.click(); });
    expect(nav.navigate).toHaveBeenLastCalledWith('https://www.gate.tr/fee', ['https://www.gate.tr']);
    act(() => { byText('Close')?.click(); });
    expect(onClose).toHaveBeenCalled();
    await act(async () => { root.unmount(); });
  });
});
