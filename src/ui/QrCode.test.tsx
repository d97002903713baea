import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QrCode } from './QrCode';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(node: React.ReactNode) {
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () => root.render(node));
  return { svg: el.querySelector('svg')!, unmount: () => act(() => root.unmount()) };
}

describe('QrCode', () => {
  it('draws the code as one path at the given size, named when a label is given', async () => {
    const { svg, unmount } = await render(<QrCode value="https://www.gate.com/appdownload?pos=header" size={137} label="Scan" />);
    expect(svg.getAttribute('width')).toBe('137');
    expect(svg.querySelectorAll('path')).toHaveLength(1);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Scan');
    unmount();
  });

  it('is hidden from assistive technology without a label, and the quiet zone widens the view box', async () => {
    const bare = await render(<QrCode value="x" size={104} />);
    const framed = await render(<QrCode value="x" size={104} border={2} />);
    expect(bare.svg.getAttribute('aria-hidden')).toBe('true');
    const side = (svg: SVGSVGElement) => Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    expect(side(framed.svg) - side(bare.svg)).toBe(4);
    bare.unmount();
    framed.unmount();
  });
});
