import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { css } from '@emotion/react';
import { render } from '../test/render';
import { Tabs } from './Tabs';

const STYLES = { list: css``, tab: css`` };
const TABS = [{ key: 'a', label: 'Alpha' }, { key: 'b', label: 'Beta' }, { key: 'c', label: 'Gamma' }] as const;
type Key = (typeof TABS)[number]['key'];

function Harness({ focus, dir = 'ltr' }: { focus?: 'roving' | 'each'; dir?: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState<Key>('a');
  return (
    <Tabs label="Things" tabs={TABS} selected={selected} onSelect={setSelected} dir={dir} focus={focus} styles={STYLES}>
      {(key) => <p>panel {key}</p>}
    </Tabs>
  );
}

afterEach(() => { document.body.innerHTML = ''; });

const tabs = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const press = (el: HTMLElement, key: string) => act(async () => { el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })); });

describe('ui/Tabs', () => {
  it('names the panel by the selected tab, which every tab controls; a click selects', async () => {
    const { el } = await render(<Harness />);
    const panel = el.querySelector('[role="tabpanel"]')!;
    expect(el.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Things');
    expect(tabs(el).map((t) => t.getAttribute('aria-controls'))).toEqual([panel.id, panel.id, panel.id]);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs(el)[0]!.id);
    await act(async () => tabs(el)[2]!.click());
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(panel.textContent).toBe('panel c');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs(el)[2]!.id);
  });

  it.each([
    ['ltr', 'ArrowRight', 'b'], ['ltr', 'ArrowLeft', 'c'], ['rtl', 'ArrowLeft', 'b'], ['rtl', 'ArrowRight', 'c'],
    ['ltr', 'End', 'c'],
  ] as const)('%s: %s from the first selects and focuses %s', async (dir, key, expected) => {
    const { el } = await render(<Harness dir={dir} />);
    tabs(el)[0]!.focus();
    await press(tabs(el)[0]!, key);
    const chosen = tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')!;
    expect(chosen.textContent).toBe({ a: 'Alpha', b: 'Beta', c: 'Gamma' }[expected]);
    expect(document.activeElement).toBe(chosen);
    await press(chosen, 'Home');
    expect(tabs(el)[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('roving (a dialog): only the selected tab and the panel are in the Tab order', async () => {
    const { el } = await render(<Harness />);
    expect(tabs(el).map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(el.querySelector<HTMLElement>('[role="tabpanel"]')!.getAttribute('tabindex')).toBe('0');
  });

  it('each (a header panel): every tab is in the Tab order, the panel is not', async () => {
    const { el } = await render(<Harness focus="each" />);
    expect(tabs(el).map((t) => t.tabIndex)).toEqual([0, 0, 0]);
    expect(el.querySelector('[role="tabpanel"]')!.hasAttribute('tabindex')).toBe(false);
  });
});
