import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { css } from '@emotion/react';
import { render } from '../test/render';
import { AccordionSection, useAccordion } from './Accordion';

const STYLES = { button: css`` };

function Harness({ heading, region }: { heading?: 2; region?: boolean }) {
  const [openId, toggle] = useAccordion();
  return (
    <>
      {['one', 'two'].map((id) => (
        <div key={id}>
          <AccordionSection label={id} open={openId === id} onToggle={() => toggle(id)} heading={heading} region={region} styles={STYLES}>
            <a href={`/${id}`}>{id} link</a>
          </AccordionSection>
        </div>
      ))}
    </>
  );
}

afterEach(() => { document.body.innerHTML = ''; });
const buttons = (el: HTMLElement) => [...el.querySelectorAll('button')];
const panelOf = (button: HTMLButtonElement) => button.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;

describe('ui/Accordion', () => {
  it('one section open at a time; the open one closes again', async () => {
    const { el } = await render(<Harness />);
    const [one, two] = buttons(el) as [HTMLButtonElement, HTMLButtonElement];
    expect([one.getAttribute('aria-expanded'), panelOf(one).hidden]).toEqual(['false', true]);
    await act(async () => one.click());
    expect([one.getAttribute('aria-expanded'), panelOf(one).hidden]).toEqual(['true', false]);
    await act(async () => two.click());
    expect([one.getAttribute('aria-expanded'), two.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    await act(async () => two.click());
    expect(two.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(two).hidden).toBe(true);
  });

  it('a heading around the button (footer columns), no region', async () => {
    const { el } = await render(<Harness heading={2} />);
    expect(el.querySelectorAll('h2 > button')).toHaveLength(2);
    expect(el.querySelector('[role="region"]')).toBeNull();
  });

  it('a region named by its button (menu sections), no heading', async () => {
    const { el } = await render(<Harness region />);
    const [one] = buttons(el) as [HTMLButtonElement];
    expect(el.querySelector('h2')).toBeNull();
    expect(panelOf(one).getAttribute('role')).toBe('region');
    expect(panelOf(one).getAttribute('aria-labelledby')).toBe(one.id);
  });
});
