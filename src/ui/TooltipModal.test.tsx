import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TooltipModal, TOOLTIP_MODAL_QUERY } from './TooltipModal';
import { setErrorHandler } from '../platform/report';

let root: Root;
let host: HTMLElement;
let shadow: ShadowRoot;

/** `matches`: whether the page is at 768 px or less. */
function screen(small: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: small && query === TOOLTIP_MODAL_QUERY, addEventListener() {}, removeEventListener() {} }));
}

beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  shadow = host.attachShadow({ mode: 'open' });
  const el = document.createElement('div');
  shadow.append(el);
  root = createRoot(el);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setErrorHandler(() => undefined);
});

const render = (children: React.ReactElement) => act(() => root.render(
  <TooltipModal title="Estimated value" content="Converted at the last price" closeLabel="Close">{children}</TooltipModal>,
));
const button = () => shadow.querySelector<HTMLButtonElement>('#info')!;
const tooltip = () => shadow.querySelector<HTMLElement>('[role="tooltip"]')!;

describe('TooltipModal (compliance §5, §9)', () => {
  it('wide screens: the child is described by the tooltip, shown on hover and focus, hidden by Escape and on leaving', () => {
    screen(false);
    render(<button type="button" id="info">i</button>);
    expect(button().getAttribute('aria-describedby')).toBe(tooltip().id);
    expect(tooltip().hidden).toBe(true);
    act(() => { button().dispatchEvent(new PointerEvent('pointerover', { bubbles: true })); });
    act(() => { button().focus(); });
    expect(tooltip().hidden).toBe(false);
    expect(tooltip().textContent).toBe('Converted at the last price');
    act(() => { button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(tooltip().hidden).toBe(true);
    // A click on a wide screen opens no modal.
    act(() => { button().click(); });
    expect(shadow.querySelector('dialog')).toBeNull();
  });

  it('768 px or less: a tap opens a modal with the title and the text, which Close closes; no tooltip', () => {
    screen(true);
    render(<button type="button" id="info">i</button>);
    act(() => { button().focus(); });
    expect(tooltip().hidden).toBe(true);
    act(() => { button().click(); });
    const dialog = shadow.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe(shadow.querySelector('h2')!.id);
    expect(shadow.querySelector('h2')!.textContent).toBe('Estimated value');
    expect(dialog.textContent).toContain('Converted at the last price');
    act(() => { shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click(); });
    expect(shadow.querySelector('dialog')).toBeNull();
  });

  it('a parent that re-renders a wrong child reports it once; a single element later gets its tooltip', () => {
    const errors: unknown[] = [];
    setErrorHandler(() => (error) => errors.push(error));
    screen(false);
    render('text' as unknown as React.ReactElement);
    render('more text' as unknown as React.ReactElement);
    expect(errors).toHaveLength(1);
    render(<button type="button" id="info">i</button>);
    expect(button().getAttribute('aria-describedby')).toBe(tooltip().id);
  });

  it('the pointer leaving the control for the tooltip keeps it (it is inside the wrapper)', () => {
    screen(false);
    render(<button type="button" id="info">i</button>);
    act(() => { button().dispatchEvent(new PointerEvent('pointerover', { bubbles: true })); });
    expect(tooltip().hidden).toBe(false);
    act(() => { tooltip().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: button() })); });
    expect(tooltip().hidden).toBe(false);
  });

  it.each([
    ['text', 'just text'],
    ['two elements', <><b>a</b><i>b</i></>],
  ])('%s instead of a single element: reported, rendered without a tooltip', (_, children) => {
    const errors: unknown[] = [];
    setErrorHandler(() => (error) => errors.push(error));
    screen(false);
    render(children as React.ReactElement);
    expect(tooltip()).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'RENDER_FAILED' });
  });
});
