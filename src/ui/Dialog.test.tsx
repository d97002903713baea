import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CloseButton, Dialog, DRAWER_EXIT_MS } from './Dialog';

/** A trigger in an open shadow root, like the chrome's, and the dialog it opens in the same root. */
function Harness({ variant, onClosed }: { variant: 'modal' | 'drawer'; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="trigger" onClick={() => setOpen(true)}>Open</button>
      <Dialog variant={variant} open={open} onClose={() => setOpen(false)} onClosed={onClosed} labelledBy="t">
        <h2 id="t">Title</h2>
        <CloseButton label="Close" onClick={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;

function mount(variant: 'modal' | 'drawer', onClosed?: () => void): ShadowRoot {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const el = document.createElement('div');
  shadow.append(el);
  root = createRoot(el);
  act(() => { root!.render(<Harness variant={variant} onClosed={onClosed} />); });
  return shadow;
}

function open(shadow: ShadowRoot): { dialog: HTMLDialogElement; trigger: HTMLButtonElement } {
  const trigger = shadow.querySelector<HTMLButtonElement>('#trigger')!;
  trigger.focus();
  act(() => { trigger.click(); });
  const dialog = shadow.querySelector('dialog')!;
  // Focus moves into the dialog, as showModal() does.
  act(() => { shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.focus(); });
  return { dialog, trigger };
}

/** Escape as the browser handles it: `cancel`, then (unless prevented) the dialog closes itself. */
async function escape(dialog: HTMLDialogElement): Promise<void> {
  await act(async () => {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

afterEach(() => {
  act(() => { root?.unmount(); });
  host?.remove();
  root = null;
  vi.useRealTimers();
});

describe('Dialog (modal)', () => {
  it('opens as a modal named by its title', () => {
    const shadow = mount('modal');
    expect(shadow.querySelector('dialog')).toBeNull();
    const { dialog } = open(shadow);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('t');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('Escape closes it, removes it and gives focus back to the trigger inside the shadow root', async () => {
    const onClosed = vi.fn();
    const shadow = mount('modal', onClosed);
    const { dialog, trigger } = open(shadow);
    await escape(dialog);
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(dialog.open).toBe(false);
    expect(shadow.activeElement).toBe(trigger);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('a native close followed by a Tab before React removes the dialog: focus stays where the visitor went (search.spec flaked on it)', async () => {
    const shadow = mount('modal');
    const { dialog, trigger } = open(shadow);
    const elsewhere = document.body.appendChild(document.createElement('button'));
    // Escape as the browser does it, with the browser's own focus restoring; React has not rendered yet.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.close();
    trigger.focus();
    // The visitor tabs on before the commit that removes the dialog.
    elsewhere.focus();
    await act(async () => { await Promise.resolve(); });
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('a click on the backdrop (the dialog element itself) closes it; a click inside does not', () => {
    const shadow = mount('modal');
    const { dialog } = open(shadow);
    act(() => { shadow.querySelector('h2')!.click(); });
    expect(shadow.querySelector('dialog')).not.toBeNull();
    act(() => { dialog.click(); });
    expect(shadow.querySelector('dialog')).toBeNull();
  });

  it('the close button closes it', () => {
    const shadow = mount('modal');
    open(shadow);
    act(() => { shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click(); });
    expect(shadow.querySelector('dialog')).toBeNull();
  });
});

describe('Dialog (drawer)', () => {
  it('slides in, and on close stays for the exit slide, then leaves the DOM 300 ms later with focus back', async () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    const shadow = mount('drawer', onClosed);
    const { dialog, trigger } = open(shadow);
    act(() => { vi.advanceTimersByTime(50); }); // the next frame starts the slide
    expect(dialog.getAttribute('data-shown')).toBe('true');

    await escape(dialog);
    expect(dialog.getAttribute('data-shown')).toBe('false');
    act(() => { vi.advanceTimersByTime(DRAWER_EXIT_MS - 10); });
    expect(shadow.querySelector('dialog')).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();

    // Focus goes back right after the commit that removes it (a microtask, which an async act flushes).
    await act(async () => { vi.advanceTimersByTime(10); });
    expect(shadow.querySelector('dialog')).toBeNull();
    expect(dialog.open).toBe(false);
    expect(shadow.activeElement).toBe(trigger);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('reopening during the exit slide keeps it', async () => {
    vi.useFakeTimers();
    const shadow = mount('drawer');
    const { dialog, trigger } = open(shadow);
    await escape(dialog);
    act(() => { trigger.click(); });
    act(() => { vi.advanceTimersByTime(DRAWER_EXIT_MS * 2); });
    expect(shadow.querySelector('dialog')).toBe(dialog);
    expect(dialog.getAttribute('data-shown')).toBe('true');
  });
});

describe('Dialog (acknowledge only: dismissible false)', () => {
  function Ack({ onClose }: { onClose: () => void }) {
    return (
      <Dialog open onClose={onClose} labelledBy="t" dismissible={false}>
        <h2 id="t">Title</h2>
        <a href="/user-agreement">Terms</a>
        <button type="button" onClick={onClose} data-autofocus>OK</button>
      </Dialog>
    );
  }
  function mountAck(onClose: () => void): HTMLDialogElement {
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const el = document.createElement('div');
    shadow.append(el);
    root = createRoot(el);
    act(() => { root!.render(<Ack onClose={onClose} />); });
    return shadow.querySelector('dialog')!;
  }

  it('Escape (a cancelable cancel) and a click on the backdrop leave it open', async () => {
    const onClose = vi.fn();
    const dialog = mountAck(onClose);
    await escape(dialog);
    act(() => { dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('a close the page could not cancel (Escape without user activation) opens it again', async () => {
    const onClose = vi.fn();
    const dialog = mountAck(onClose);
    await act(async () => { dialog.close(); });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('opens with focus on the action marked data-autofocus, not on the first control', () => {
    const dialog = mountAck(vi.fn());
    expect((dialog.getRootNode() as ShadowRoot).activeElement).toBe(dialog.querySelector('button'));
  });

  it('its own button closes it', () => {
    const onClose = vi.fn();
    const dialog = mountAck(onClose);
    act(() => { dialog.querySelector('button')!.click(); });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
