import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../../test/render';
import { CopyUid, COPY_FEEDBACK_MS } from './CopyUid';
import { withMessages } from '../../i18n/catalogs';

// The personal centre's messages travel with its lazy chunk.
beforeAll(() => withMessages('account', Promise.resolve()));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const renderCopy = () => render(<CopyUid uid="10293847" />);

describe('Copy UID', () => {
  it('copies the UID and shows "Copied successfully" for 500 ms, then fades it out', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    const { el, root } = await renderCopy();
    const status = el.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    await act(async () => el.querySelector<HTMLButtonElement>('button[aria-label="Copy UID"]')!.click());
    expect(writeText).toHaveBeenCalledWith('10293847');
    expect(status.textContent).toBe('Copied successfully');
    await act(async () => { vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1); });
    expect(status.textContent).toBe('Copied successfully');
    await act(async () => { vi.advanceTimersByTime(400); });
    expect(status.textContent).toBe('');
    act(() => root.unmount());
  });

  it('shows nothing when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    console.warn = () => undefined;
    const { el, root } = await renderCopy();
    await act(async () => el.querySelector<HTMLButtonElement>('button')!.click());
    expect(el.querySelector('[role="status"]')!.textContent).toBe('');
    act(() => root.unmount());
  });
});
