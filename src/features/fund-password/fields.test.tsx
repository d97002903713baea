import { afterEach, describe, expect, it } from 'vitest';
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TextField, takeValue } from './fields';

let root: Root | null = null;
let host: HTMLElement;

/** Types into an input as a browser does: the native value setter, then an `input` event (React's onChange). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('TextField (issue 20: no secret in the DOM\'s markup)', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    host.remove();
  });

  function render(secret: boolean, keep?: (v: string) => string) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const ref = createRef<HTMLInputElement>();
    const filled: boolean[] = [];
    act(() => root!.render(<TextField label="Fund password" inputRef={ref} onFilled={(f) => filled.push(f)} secret={secret} keep={keep} />));
    return { ref, filled, input: host.querySelector('input')! };
  }

  it('a typed secret stays out of every attribute, masked and shown; the form learns only that it is filled', () => {
    const { ref, filled, input } = render(true);
    type(input, 'Zq7-s3cret');
    expect(input.value).toBe('Zq7-s3cret');
    expect(host.innerHTML).not.toContain('Zq7-s3cret');
    act(() => host.querySelector('button')!.click());
    expect(input.type).toBe('text');
    expect(host.innerHTML).not.toContain('Zq7-s3cret');
    expect(filled).toEqual([true]);
    expect(takeValue(ref)).toBe('Zq7-s3cret');
    expect(input.value).toBe('');
  });

  it('keep drops what may not be typed, in the property only', () => {
    const { input, filled } = render(false, (v) => v.replace(/\D/g, ''));
    type(input, '48a29');
    expect(input.value).toBe('4829');
    expect(input.getAttribute('value')).toBeNull();
    type(input, 'x');
    expect(input.value).toBe('');
    expect(filled).toEqual([true, false]);
  });
});
