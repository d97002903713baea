import { describe, expect, it } from 'vitest';
import { atom, onMount } from 'nanostores';
import { createElement, act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStore } from './nanostores-react-shim';
import { $scripted, serverValue } from '../src/stores/prerender';

describe('useStore stand-in', () => {
  it('renders the value, follows changes, and mounts the store while a component uses it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const $count = atom(1);
    let mounted = 0;
    onMount($count, () => {
      mounted += 1;
      return () => { mounted -= 1; };
    });
    const Show = () => createElement('p', null, `count ${useStore($count)}`);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(Show)));
    expect(host.textContent).toBe('count 1');
    expect(mounted).toBe(1);
    await act(async () => $count.set(2));
    expect(host.textContent).toBe('count 2');
    await act(async () => root.unmount());
    expect($count.lc).toBe(0);
  });

  it('renders on the server with the prerender\'s values: a named one, else the initial value; never mounts the store', () => {
    const $named = atom('live');
    const $plain = atom('initial');
    let mounted = 0;
    onMount($plain, () => {
      mounted += 1;
      $plain.set('from a cookie');
    });
    serverValue($named, 'prerendered');
    $named.set('changed in the browser');
    const Show = () => createElement('p', null, `${useStore($named)} ${useStore($plain)} ${String(useStore($scripted))}`);
    expect(renderToString(createElement(Show))).toBe('<p>prerendered initial false</p>');
    expect(mounted).toBe(0);
    // A browser's own render: the live values, and scripted.
    expect($scripted.get()).toBe(true);
  });
});
